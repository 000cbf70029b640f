import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import {
  boothQueueEntries,
  conversationDailyContacts,
  conversationMessages,
  conversations,
  standContacts,
  stands,
  visioDailyContacts,
  visioRooms,
} from '../../db/schema/index.ts';
import { insertHall } from './stands.fixtures.ts';

// Issue 13: `shownBooths.inFair` is "a booth visitors can reach". A booth shown by its firm and not
// hidden by the organizer, but standing in a hall the organizer hid, is refused to visitors for a
// call from it, a booth chat and its queue exactly as its page is (404, nothing written); once the
// hall is shown again, the same requests go through.

type Session = Awaited<ReturnType<typeof loginAs>> & { id: number };
interface Problem {
  message_code: string;
}
let t: TestApp;
const as: Record<string, Session> = {};
let fair: { id: number };
let hall: { id: number };
let booth: { id: number };

const session = async (input: Parameters<typeof buildUser>[1]) => {
  const u = await buildUser(t.database.db, input);
  return { ...(await loginAs(t.app, u.email, u.password)), id: u.id };
};
const send = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  as[who]!.inject({
    method,
    url: `/api${url}`,
    ...(payload !== undefined && { payload: payload as object }),
  });
const rows = async () => {
  const db = t.database.db;
  const n = async (table: Parameters<ReturnType<typeof db.select>['from']>[0]) =>
    Number((await db.select({ n: count() }).from(table))[0]!.n);
  return {
    rooms: await n(visioRooms),
    videoContacts: await n(visioDailyContacts),
    conversations: await n(conversations),
    messages: await n(conversationMessages),
    chatContacts: await n(conversationDailyContacts),
    queue: await n(boothQueueEntries),
  };
};
const setHallVisible = async (isVisible: boolean) => {
  const res = await send('organizer', 'PUT', `/fair_halls/${hall.id}`, { isVisible });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ id: hall.id, isVisible });
};
const pageOf = () => send('visitor', 'GET', `/stands/${booth.id}`);
const callFromBooth = () =>
  send('visitor', 'POST', `/visio/create-room/${as.contact!.id}`, { fair: fair.id, stand: booth.id });
const askBooth = () =>
  send('visitor', 'POST', '/conversations', {
    kind: 'booth',
    fair: fair.id,
    stand: booth.id,
    body: 'Bonjour, quels postes ?',
  });
const queueOf = () => send('visitor', 'GET', `/stands/${booth.id}/queue`);
const joinQueue = () => send('visitor', 'POST', `/stands/${booth.id}/queue`, { kind: 'call' });

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  fair = await buildFair(db, {
    isPublicAccess: false,
    isVideoEnabled: true,
    isChatEnabled: true,
    isUsingDirectMessageModule: true,
  });
  const firm = await buildFirm(db, { name: 'Clinique du Lac', fairIds: [fair.id] });
  hall = await insertHall(db, fair.id, 'A');
  // Shown by its firm and not hidden by the organizer: only its hall can hide it.
  [booth] = (await db
    .insert(stands)
    .values({ fairId: fair.id, firmId: firm.id, name: 'Stand du Lac', fairHallId: hall.id, number: 1 })
    .returning({ id: stands.id })) as [{ id: number }];
  as.visitor = await session({ role: ROLES.VISITOR, fairIds: [fair.id] });
  as.organizer = await session({ role: ROLES.ORGANIZER, adminOf: [fair.id] });
  as.contact = await session({
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_CONTACT,
    firmId: firm.id,
    fairIds: [fair.id],
  });
  await db.insert(standContacts).values({ standId: booth.id, userId: as.contact.id });
});
afterAll(() => t.close());

describe('a booth in a hidden hall (shownBooths.inFair)', () => {
  it('is refused to a validated visitor like its page: call, booth chat, queue → 404, nothing written', async () => {
    await setHallVisible(false);
    const before = await rows();

    expect((await pageOf()).statusCode).toBe(404);
    for (const [what, res] of [
      ['call from the booth', await callFromBooth()],
      ['booth chat', await askBooth()],
      ['queue', await queueOf()],
      ['join the queue', await joinQueue()],
    ] as const) {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(404);
      expect((res.json() as Problem).message_code, what).toBe('not_found');
    }

    expect(await rows()).toEqual(before);
    // The booth's own contact still reaches its queue (the firm's side sees its hidden booths).
    expect((await send('contact', 'GET', `/stands/${booth.id}/queue`)).statusCode).toBe(200);
  });

  it('is reachable again once the organizer shows the hall: 201 / 200', async () => {
    await setHallVisible(true);
    const before = await rows();

    expect((await pageOf()).statusCode).toBe(200);
    const call = await callFromBooth();
    expect(call.statusCode, call.body).toBe(201);
    expect(call.json()).toMatchObject({
      fair: fair.id,
      stand: booth.id,
      caller: { id: as.visitor!.id },
      receiver: { id: as.contact!.id },
    });
    const chat = await askBooth();
    expect(chat.statusCode, chat.body).toBe(201);
    expect(chat.json()).toMatchObject({ kind: 'booth', stand: { id: booth.id, name: 'Stand du Lac' } });
    const queue = await queueOf();
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json()).toMatchObject({ stand: booth.id, waiting: 0, mine: null });
    const joined = await joinQueue();
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ stand: booth.id, waiting: 1 });

    const after = await rows();
    expect(after).toMatchObject({
      rooms: before.rooms + 1,
      conversations: before.conversations + 1,
      messages: before.messages + 1,
      queue: before.queue + 1,
    });
  });
});
