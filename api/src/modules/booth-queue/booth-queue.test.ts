import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  DEFAULT_QUEUE_TURN_SECONDS,
  ROLES,
  USER_TYPES,
  type BoothQueue,
  type BoothQueueEntry,
} from '@passerelle/contract';
import { followStream, topicQuery, until } from '../../../test/event-stream-reader.ts';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import {
  boothOpeningHours,
  boothQueueEntries,
  fairs,
  standContacts,
  stands,
  visioRooms,
} from '../../db/schema/index.ts';

// Issue 13 "The booth queue": a validated member joins and sees their place and wait; the booth's
// firm's staff see who waits and take them, never twice; organizers see, never take.

type Session = Awaited<ReturnType<typeof loginAs>> & { id: number };
interface Problem {
  message_code: string;
  violations: { propertyPath: string; code: string }[];
}
let t: TestApp;
let base: string;
const as: Record<string, Session> = {};
let fair: { id: number };
let booth: { id: number };
let hiddenBooth: { id: number };

const session = async (input: Parameters<typeof buildUser>[1]) => {
  const u = await buildUser(t.database.db, input);
  return { ...(await loginAs(t.app, u.email, u.password)), id: u.id };
};
const send = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  as[who]!.inject({
    method,
    url: `/api${url}`,
    ...(payload !== undefined && { payload: payload as object }),
  });
const queueOf = async (who: string, standId = booth.id) => {
  const res = await send(who, 'GET', `/stands/${standId}/queue`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BoothQueue;
};
const join = (who: string, kind: 'call' | 'chat' = 'call', standId = booth.id) =>
  send(who, 'POST', `/stands/${standId}/queue`, { kind });
const take = (who: string, entry: number | null = null) =>
  send(who, 'POST', `/stands/${booth.id}/queue/take`, { entry });
const entriesCount = async () => {
  const [r] = await t.database.db.select({ n: count() }).from(boothQueueEntries);
  return Number(r!.n);
};
/** Empties the booth's queue between tests. */
const clear = () => t.database.db.delete(boothQueueEntries);
const tab = async (who: string, topics: string[]) => {
  const res = await send(who, 'GET', `/notification_tokens/${as[who]!.id}`);
  const { token } = res.json() as { token: string };
  return followStream(`${base}/api/events?${topicQuery(topics)}`, { authorization: `Bearer ${token}` });
};

beforeAll(async () => {
  t = await buildTestApp({ REALTIME_HEARTBEAT_S: '1', PRESENCE_OFFLINE_GRACE_MS: '100' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const db = t.database.db;
  fair = await buildFair(db, {
    isPublicAccess: false,
    isVideoEnabled: true,
    isUsingDirectMessageModule: true,
    name: 'Salon Soins',
  });
  await db.update(fairs).set({ timezone: 'America/Toronto' }).where(eq(fairs.id, fair.id));
  const firmX = await buildFirm(db, { name: 'Clinique du Lac', fairIds: [fair.id] });
  const firmY = await buildFirm(db, { fairIds: [fair.id] });
  const booths = await db
    .insert(stands)
    .values([
      { fairId: fair.id, firmId: firmX.id, name: 'Stand du Lac' },
      { fairId: fair.id, firmId: firmX.id, name: 'Caché', isHiddenByOrganizer: true },
    ])
    .returning({ id: stands.id });
  [booth, hiddenBooth] = booths as [{ id: number }, { id: number }];
  const member = (firstName: string, lastName: string) =>
    session({ role: ROLES.VISITOR, fairIds: [fair.id], firstName, lastName });
  as.nurse = await member('Amina', 'Diallo');
  as.carer = await member('Karim', 'Benali');
  as.third = await member('Chloé', 'Petit');
  as.waiting = await session({ role: ROLES.VISITOR, fairIds: [fair.id], waitingIn: [fair.id] });
  as.stranger = await session({ role: ROLES.VISITOR });
  as.organizer = await session({ role: ROLES.ORGANIZER, adminOf: [fair.id] });
  const staff = (firmId: number, userType: number, firstName: string) =>
    session({ role: ROLES.EXHIBITOR, userType, firmId, fairIds: [fair.id], firstName, lastName: 'Girard' });
  as.contact = await staff(firmX.id, USER_TYPES.STAND_CONTACT, 'Luc');
  as.admin = await staff(firmX.id, USER_TYPES.STAND_ADMIN, 'Lise');
  as.otherFirm = await staff(firmY.id, USER_TYPES.STAND_ADMIN, 'Yves');
  await db.insert(standContacts).values([
    { standId: booth.id, userId: as.contact!.id },
    { standId: booth.id, userId: as.admin!.id },
  ]);
});
afterAll(() => t.close());

describe('GET /stands/{id}/queue', () => {
  it('tells a visitor how many wait and whether staff are free, never who waits', async () => {
    const q = await queueOf('nurse');
    expect(q).toMatchObject({
      stand: booth.id,
      availableStaff: 0,
      isOpen: true,
      openingHours: null,
      timezone: 'America/Toronto',
      waiting: 0,
      mine: null,
      entries: null,
      abilities: { joinCall: true, joinChat: true, take: false },
    });
  });

  it('hides a booth the asker may not see: a private fair to a stranger, a hidden booth to visitors', async () => {
    expect((await send('stranger', 'GET', `/stands/${booth.id}/queue`)).statusCode).toBe(404);
    expect((await send('nurse', 'GET', `/stands/${hiddenBooth.id}/queue`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/stands/${booth.id}/queue` })).statusCode).toBe(
      404,
    );
    // The firm's own staff still see their hidden booth's queue.
    expect((await queueOf('contact', hiddenBooth.id)).abilities.take).toBe(true);
  });

  it('counts as available the booth staff who are connected and did not say busy or away', async () => {
    const luc = await tab('contact', [`/users/${as.contact!.id}/calls`]);
    try {
      await until(() => luc.res.ok);
      await expect.poll(async () => (await queueOf('nurse')).availableStaff).toBe(1);
      expect((await send('contact', 'PUT', '/me/availability', { status: 'busy' })).statusCode).toBe(200);
      expect((await queueOf('nurse')).availableStaff).toBe(0);
      expect((await send('contact', 'PUT', '/me/availability', { status: 'available' })).statusCode).toBe(
        200,
      );
      expect((await queueOf('nurse')).availableStaff).toBe(1);
    } finally {
      luc.stop();
    }
  });
});

/** The booth's two staff, connected (on duty) for the rest of the file. */
const staffTabs: { stop(): void }[] = [];
afterAll(() => staffTabs.forEach((tab) => tab.stop()));

describe('joining and leaving', () => {
  beforeAll(async () => {
    for (const who of ['contact', 'admin']) {
      const open = await tab(who, [`/users/${as[who]!.id}/calls`]);
      staffTabs.push(open);
      await until(() => open.res.ok);
    }
    for (let i = 0; i < 100 && (await queueOf('nurse')).availableStaff < 2; i++)
      await new Promise((r) => setTimeout(r, 20));
  });

  it('gives each visitor their place and an estimated wait, and shows the staff who waits in order', async () => {
    await clear();
    const first = await join('nurse');
    expect(first.statusCode, first.body).toBe(201);
    const mine = (first.json() as BoothQueue).mine!;
    // Two staff on duty and nobody's call to learn from: one default turn.
    expect(mine).toMatchObject({ kind: 'call', status: 'waiting', place: 1, takenBy: null });
    expect(mine.estimatedWaitSeconds).toBe(DEFAULT_QUEUE_TURN_SECONDS);
    expect((await join('carer', 'chat')).statusCode).toBe(201);
    expect((await join('third')).statusCode).toBe(201);
    const third = (await queueOf('third')).mine!;
    expect(third.place).toBe(3);
    expect(third.estimatedWaitSeconds).toBe(2 * DEFAULT_QUEUE_TURN_SECONDS);
    expect((await queueOf('third')).abilities.joinCall).toBe(false);

    const staffView = await queueOf('contact');
    expect(staffView.waiting).toBe(3);
    expect(staffView.entries!.map((e) => [e.place, e.visitor.firstName, e.kind])).toEqual([
      [1, 'Amina', 'call'],
      [2, 'Karim', 'chat'],
      [3, 'Chloé', 'call'],
    ]);
    expect(JSON.stringify(staffView)).not.toContain('@');
    // The fair's organizers see who waits too; another firm's staff only the count.
    expect((await queueOf('organizer')).entries).toHaveLength(3);
    expect((await queueOf('otherFirm')).entries).toBeNull();
  });

  it('refuses a second wait at the same booth and changes nothing', async () => {
    const before = await entriesCount();
    const again = await join('nurse', 'chat');
    expect(again.statusCode).toBe(409);
    expect((again.json() as Problem).message_code).toBe('queue_already_joined');
    expect(await entriesCount()).toBe(before);
  });

  it('refuses the booth’s own staff, members not validated, people outside the fair and bad input', async () => {
    const before = await entriesCount();
    const own = await join('contact');
    expect(own.statusCode).toBe(403);
    expect((own.json() as Problem).message_code).toBe('forbidden');
    // A private fair hides itself from a member still waiting for validation (permissions.md "Membership states").
    expect((await join('waiting')).statusCode).toBe(404);
    expect((await join('stranger')).statusCode).toBe(404);
    expect((await join('nurse', 'call', hiddenBooth.id)).statusCode).toBe(404);
    const bad = await join('nurse', 'video' as 'call');
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as Problem).violations).toEqual([expect.objectContaining({ propertyPath: 'kind' })]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/stands/${booth.id}/queue`,
      payload: { kind: 'call' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await entriesCount()).toBe(before);
  });

  it('moves the others up when one leaves, and tells them on their stream', async () => {
    const third = await tab('third', [`/users/${as.third!.id}/calls`]);
    try {
      await until(() => third.res.ok);
      const left = await send('carer', 'DELETE', `/stands/${booth.id}/queue`);
      expect(left.statusCode).toBe(200);
      expect((left.json() as BoothQueue).mine).toBeNull();
      expect((await queueOf('third')).mine!.place).toBe(2);
      await until(() => third.events.some((e) => e.event === 'booth.queue.changed'));
      // Leaving twice is harmless.
      expect((await send('carer', 'DELETE', `/stands/${booth.id}/queue`)).statusCode).toBe(200);
    } finally {
      third.stop();
    }
  });
});

describe('taking people from the queue', () => {
  it('gives the next person to the staff member, who is shown to the visitor', async () => {
    const res = await take('contact');
    expect(res.statusCode, res.body).toBe(200);
    const entry = res.json() as BoothQueueEntry;
    expect(entry).toMatchObject({ status: 'taken', kind: 'call', visitor: { firstName: 'Amina' } });
    expect(entry.takenBy).toMatchObject({ id: as.contact!.id, firstName: 'Luc' });
    const nurse = (await queueOf('nurse')).mine!;
    expect(nurse).toMatchObject({ status: 'taken', place: null, estimatedWaitSeconds: null });
    expect(nurse.takenBy!.firstName).toBe('Luc');
    expect((await queueOf('third')).mine!.place).toBe(1);
  });

  it('answers 409 for an entry no longer waiting and for an empty queue', async () => {
    const [taken] = await t.database.db
      .select({ id: boothQueueEntries.id })
      .from(boothQueueEntries)
      .where(eq(boothQueueEntries.status, 'taken'));
    const gone = await take('admin', taken!.id);
    expect(gone.statusCode).toBe(409);
    expect((gone.json() as Problem).message_code).toBe('queue_entry_gone');
    expect((await take('admin')).statusCode).toBe(200);
    const empty = await take('admin');
    expect(empty.statusCode).toBe(409);
    expect((empty.json() as Problem).message_code).toBe('queue_empty');
  });

  it('lets only the booth’s firm’s staff take someone', async () => {
    await clear();
    expect((await join('nurse')).statusCode).toBe(201);
    for (const who of ['organizer', 'otherFirm', 'nurse'])
      expect((await take(who)).statusCode, who).toBe(403);
    expect((await queueOf('contact')).waiting).toBe(1);
  });

  it('never gives the same person to two staff taking at once', async () => {
    await clear();
    for (const who of ['nurse', 'carer', 'third']) expect((await join(who)).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => take(i % 2 ? 'admin' : 'contact')));
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => (a.json() as BoothQueueEntry).id);
    expect(ok).toHaveLength(3);
    expect(new Set(ok).size).toBe(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
  });

  it('estimates the wait from the booth’s recent call lengths', async () => {
    await clear();
    const db = t.database.db;
    const start = new Date(Date.now() - 3_600_000);
    const call = (seconds: number, i: number) => ({
      uniqid: `queue-wait-${i}`,
      uniqidExpiresAt: new Date(Date.now() + 3_600_000),
      fairId: fair.id,
      standId: booth.id,
      callerId: as.contact!.id,
      receiverId: as.nurse!.id,
      status: 'ended' as const,
      answeredAt: start,
      endedAt: new Date(start.getTime() + seconds * 1000),
    });
    await db.insert(visioRooms).values([call(100, 1), call(140, 2)]);
    expect((await join('nurse')).statusCode).toBe(201);
    expect((await join('carer')).statusCode).toBe(201);
    expect((await join('third')).statusCode).toBe(201);
    // Three ahead-or-current over two staff on duty: two turns of 120 s.
    expect((await queueOf('third')).mine!.estimatedWaitSeconds).toBe(240);
    await db.delete(visioRooms);
  });
});

describe('opening hours and availability', () => {
  it('closes the queue outside the booth’s hours, in the fair’s time zone', async () => {
    await clear();
    const set = await send('contact', 'PUT', `/stands/${booth.id}/opening-hours`, {
      opensAt: '00:00',
      closesAt: '00:01',
    });
    expect(set.statusCode, set.body).toBe(200);
    const q = set.json() as BoothQueue;
    expect(q.openingHours).toEqual({ opensAt: '00:00', closesAt: '00:01' });
    const closed = await join('nurse');
    expect(closed.statusCode).toBe(409);
    expect((closed.json() as Problem).message_code).toBe('queue_closed');
    expect((await queueOf('nurse')).abilities.joinCall).toBe(false);
    const open = await send('organizer', 'PUT', `/stands/${booth.id}/opening-hours`, {
      opensAt: null,
      closesAt: null,
    });
    expect(open.statusCode).toBe(200);
    expect((await join('nurse')).statusCode).toBe(201);
  });

  it('refuses bad hours with their field and code, and visitors, changing nothing', async () => {
    await send('contact', 'PUT', `/stands/${booth.id}/opening-hours`, {
      opensAt: '09:00',
      closesAt: '17:00',
    });
    const cases: [object, string, string][] = [
      [{ opensAt: '25:00', closesAt: '26:00' }, 'opensAt', 'invalid_value'],
      [{ opensAt: '17:00', closesAt: '09:00' }, 'closesAt', 'end_before_start'],
      [{ opensAt: '09:00', closesAt: null }, 'closesAt', 'required'],
    ];
    for (const [body, field, code] of cases) {
      const res = await send('contact', 'PUT', `/stands/${booth.id}/opening-hours`, body);
      expect(res.statusCode).toBe(422);
      expect((res.json() as Problem).violations).toContainEqual(
        expect.objectContaining({ propertyPath: field, code }),
      );
    }
    expect(
      (await send('nurse', 'PUT', `/stands/${booth.id}/opening-hours`, { opensAt: null, closesAt: null }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('otherFirm', 'PUT', `/stands/${booth.id}/opening-hours`, { opensAt: null, closesAt: null }))
        .statusCode,
    ).toBe(403);
    const [row] = await t.database.db
      .select()
      .from(boothOpeningHours)
      .where(eq(boothOpeningHours.standId, booth.id));
    expect(row).toMatchObject({ opensAt: '09:00', closesAt: '17:00' });
    await send('contact', 'PUT', `/stands/${booth.id}/opening-hours`, { opensAt: null, closesAt: null });
  });

  it('keeps a staff member’s own availability, refused to visitors and to bad values', async () => {
    expect((await send('admin', 'GET', '/me/availability')).json()).toEqual({ status: 'available' });
    expect((await send('admin', 'PUT', '/me/availability', { status: 'away' })).json()).toEqual({
      status: 'away',
    });
    expect((await send('admin', 'GET', '/me/availability')).json()).toEqual({ status: 'away' });
    const bad = await send('admin', 'PUT', '/me/availability', { status: 'asleep' });
    expect(bad.statusCode).toBe(422);
    expect((await send('admin', 'GET', '/me/availability')).json()).toEqual({ status: 'away' });
    expect((await send('nurse', 'GET', '/me/availability')).statusCode).toBe(403);
    expect((await send('nurse', 'PUT', '/me/availability', { status: 'busy' })).statusCode).toBe(403);
    // Away staff are not on duty: the one left serves the whole queue.
    expect((await queueOf('nurse')).mine!.estimatedWaitSeconds).toBe(DEFAULT_QUEUE_TURN_SECONDS);
    await send('admin', 'PUT', '/me/availability', { status: 'available' });
  });
});
