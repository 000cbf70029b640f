import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, USER_TYPES, type BoothQueue } from '@passerelle/contract';
import { followStream, topicQuery, until } from '../../../test/event-stream-reader.ts';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { boothQueueEntries, standContacts, stands } from '../../db/schema/index.ts';

// Issue 13 "The booth queue": the place survives a reload and a short disconnection, and a visitor
// whose every tab is gone longer than QUEUE_ABSENCE_S leaves the queue by herself, so the staff
// never take someone who is no longer there. The sweep runs inside the app, every second here.

// Wide enough for a reconnection on a loaded CI machine (a token, a stream, the next sweep).
const ABSENCE_S = 6;
type Session = Awaited<ReturnType<typeof loginAs>> & { id: number };
let t: TestApp;
let base: string;
let boothId: number;
const as: Record<string, Session> = {};
const open: { stop: () => void }[] = [];

const session = async (input: Parameters<typeof buildUser>[1]) => {
  const u = await buildUser(t.database.db, input);
  return { ...(await loginAs(t.app, u.email, u.password)), id: u.id };
};
const queueOf = async (who: string) => {
  const res = await as[who]!.inject({ method: 'GET', url: `/api/stands/${boothId}/queue` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BoothQueue;
};
/** A tab of `who`, following their calls topic over real HTTP (it makes them connected). */
const tab = async (who: string) => {
  const res = await as[who]!.inject({ method: 'GET', url: `/api/notification_tokens/${as[who]!.id}` });
  const { token } = res.json() as { token: string };
  const stream = await followStream(`${base}/api/events?${topicQuery([`/users/${as[who]!.id}/calls`])}`, {
    authorization: `Bearer ${token}`,
  });
  expect(stream.res.status).toBe(200);
  open.push(stream);
  return stream;
};
const entryOf = async (who: string) => {
  const [row] = await t.database.db
    .select({ status: boothQueueEntries.status, absentSince: boothQueueEntries.absentSince })
    .from(boothQueueEntries)
    .where(eq(boothQueueEntries.visitorId, as[who]!.id));
  return row!;
};
/** Asks the database until `check` holds (the sweep passes every second). */
const untilAsync = async (check: () => Promise<boolean>, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(100);
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  t = await buildTestApp({
    REALTIME_HEARTBEAT_S: '1',
    PRESENCE_OFFLINE_GRACE_MS: '100',
    QUEUE_SWEEP_INTERVAL_S: '1',
    QUEUE_ABSENCE_S: String(ABSENCE_S),
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const db = t.database.db;
  const fair = await buildFair(db, { isPublicAccess: false, isVideoEnabled: true });
  const firm = await buildFirm(db, { fairIds: [fair.id] });
  const [booth] = await db
    .insert(stands)
    .values({ fairId: fair.id, firmId: firm.id, name: 'Stand du Lac' })
    .returning({ id: stands.id });
  boothId = booth!.id;
  as.stays = await session({ role: ROLES.VISITOR, fairIds: [fair.id], firstName: 'Amina' });
  as.goes = await session({ role: ROLES.VISITOR, fairIds: [fair.id], firstName: 'Karim' });
  as.contact = await session({
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_CONTACT,
    firmId: firm.id,
    fairIds: [fair.id],
  });
  await db.insert(standContacts).values({ standId: boothId, userId: as.contact.id });
});
afterAll(async () => {
  for (const s of open) s.stop();
  await t.close();
});

describe('the booth queue’s absence sweep', () => {
  it('drops a visitor gone longer than QUEUE_ABSENCE_S, keeps one who came back, and tells who still waits', async () => {
    const stays = await tab('stays');
    const goes = await tab('goes');
    // Karim joins first, then Amina: both with a tab open.
    for (const who of ['goes', 'stays']) {
      const res = await as[who]!.inject({
        method: 'POST',
        url: `/api/stands/${boothId}/queue`,
        payload: { kind: 'call' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await queueOf('stays')).mine?.place).toBe(2);

    // Amina's tab closes (a reload, a short loss of network): the sweep marks her absent...
    stays.stop();
    await untilAsync(async () => (await entryOf('stays')).absentSince !== null);
    // ...she is back within QUEUE_ABSENCE_S, and the mark goes.
    const again = await tab('stays');
    await untilAsync(async () => (await entryOf('stays')).absentSince === null);
    expect((await entryOf('stays')).status).toBe('waiting');

    // Karim's only tab closes for good: he leaves the queue; Amina moves up and is told on her stream.
    goes.stop();
    await untilAsync(async () => (await entryOf('goes')).status === 'left');
    await until(() => again.events.some((e) => e.event === 'booth.queue.changed'), 10_000);
    const mine = await queueOf('stays');
    expect(mine.waiting).toBe(1);
    expect(mine.mine).toMatchObject({ place: 1 });
    const staff = await queueOf('contact');
    expect(staff.entries?.map((e) => e.visitor.firstName)).toEqual(['Amina']);
    // Back on the booth, he is told why his place is gone, and may join again.
    const his = await queueOf('goes');
    expect(his.mine).toMatchObject({ status: 'left', place: null, leftWhileAway: true });
    expect(his.abilities.joinCall).toBe(true);

    // Connected from then on, she keeps her place past the absence window.
    await sleep((ABSENCE_S + 2) * 1000);
    expect(await entryOf('stays')).toMatchObject({ status: 'waiting', absentSince: null });
  }, 120_000);
});
