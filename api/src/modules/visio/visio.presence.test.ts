import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type VisioRoom } from '@passerelle/contract';
import { followStream, topicQuery, until } from '../../../test/event-stream-reader.ts';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildUser } from '../../../test/factories.ts';

// §4 presence while a call runs: both participants read "calling" from the moment the receiver
// picks up until one of them hangs up, then "online" again; a call that only rang (declined) never
// shows "calling". Read as a third member of the fair does: GET /fairs/{id}/presence and the
// fair's presence stream.

type Session = Awaited<ReturnType<typeof loginAs>> & { id: number };
let t: TestApp;
let base: string;
let fairId: number;
const as: Record<string, Session> = {};
const streams: { stop: () => void }[] = [];

const session = async () => {
  const u = await buildUser(t.database.db, { role: ROLES.VISITOR, fairIds: [fairId] });
  return { ...(await loginAs(t.app, u.email, u.password)), id: u.id };
};
const send = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  as[who]!.inject({
    method,
    url: `/api${url}`,
    ...(payload !== undefined && { payload: payload as object }),
  });
/** A tab of `who` following these topics over real HTTP (its stream makes them online). */
const tab = async (who: string, topics: string[]) => {
  const res = await send(who, 'GET', `/notification_tokens/${as[who]!.id}`);
  const { token } = res.json() as { token: string };
  const stream = await followStream(`${base}/api/events?${topicQuery(topics)}`, {
    authorization: `Bearer ${token}`,
  });
  expect(stream.res.status).toBe(200);
  streams.push(stream);
  return stream;
};
/** Both people's status as the third member reads it. */
const statusesOf = async (...who: string[]) => {
  const res = await send(
    'third',
    'GET',
    `/fairs/${fairId}/presence?${who.map((w) => `user[]=${as[w]!.id}`).join('&')}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { user: number; status: string }[]).map((e) => e.status);
};
/** Asks until every one of them reads `expected` (a stream's arrival is counted a moment after it opens). */
const waitForStatus = async (expected: string, ...who: string[]) => {
  let last: string[] = [];
  for (let i = 0; i < 60; i++) {
    last = await statusesOf(...who);
    if (last.every((s) => s === expected)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(last).toEqual(who.map(() => expected));
};
const presenceEvents = (events: { event: string; data: string }[], who: string) =>
  events
    .filter((e) => e.event === 'presence.changed')
    .map((e) => JSON.parse(e.data) as { userId: number; status: string })
    .filter((p) => p.userId === as[who]!.id)
    .map((p) => p.status);

beforeAll(async () => {
  t = await buildTestApp({ REALTIME_HEARTBEAT_S: '1', PRESENCE_OFFLINE_GRACE_MS: '200' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fairId = (await buildFair(t.database.db, { isPublicAccess: false, isVideoEnabled: true })).id;
  as.caller = await session();
  as.receiver = await session();
  as.third = await session();
});
afterAll(async () => {
  for (const s of streams) s.stop();
  await t.close();
});

describe('presence "calling" while a call runs (§4)', () => {
  let watching: Awaited<ReturnType<typeof tab>>;

  beforeAll(async () => {
    watching = await tab('third', [`/fairs/${fairId}/users/status`]);
    await tab('caller', [`/users/${as.caller!.id}/calls`]);
    await tab('receiver', [`/users/${as.receiver!.id}/calls`]);
    await waitForStatus('online', 'caller', 'receiver');
    await until(
      () =>
        presenceEvents(watching.events, 'caller').length === 1 &&
        presenceEvents(watching.events, 'receiver').length === 1,
    );
  });

  it('both read "calling" once the receiver picks up, "online" again once one hangs up', async () => {
    const made = await send('caller', 'POST', `/visio/create-room/${as.receiver!.id}`, { fair: fairId });
    expect(made.statusCode, made.body).toBe(201);
    const room = made.json() as VisioRoom;
    const rung = await send('caller', 'PUT', `/visio/start-call/${room.id}`, {});
    expect(rung.statusCode, rung.body).toBe(200);
    expect(rung.json()).toMatchObject({ status: 'ringing' });
    // Ringing is not calling yet.
    expect(await statusesOf('caller', 'receiver')).toEqual(['online', 'online']);

    const picked = await send('receiver', 'PUT', `/visio_rooms/${room.id}`, { status: 'active' });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json()).toMatchObject({ status: 'active' });
    await waitForStatus('calling', 'caller', 'receiver');

    const ended = await send('caller', 'PUT', `/visio/end-call/${room.id}`, {});
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ended', endedBy: as.caller!.id });
    await waitForStatus('online', 'caller', 'receiver');

    // The fair's members were told each change, in order.
    await until(
      () =>
        presenceEvents(watching.events, 'caller').length >= 3 &&
        presenceEvents(watching.events, 'receiver').length >= 3,
    );
    expect(presenceEvents(watching.events, 'caller')).toEqual(['online', 'calling', 'online']);
    expect(presenceEvents(watching.events, 'receiver')).toEqual(['online', 'calling', 'online']);
  });

  it('a declined call never shows "calling" for the receiver (nor the caller)', async () => {
    const seenBefore = {
      caller: presenceEvents(watching.events, 'caller').length,
      receiver: presenceEvents(watching.events, 'receiver').length,
    };
    const made = await send('caller', 'POST', `/visio/create-room/${as.receiver!.id}`, { fair: fairId });
    expect(made.statusCode, made.body).toBe(201);
    const room = made.json() as VisioRoom;
    expect((await send('caller', 'PUT', `/visio/start-call/${room.id}`, {})).statusCode).toBe(200);
    const declined = await send('receiver', 'PUT', `/visio_rooms/${room.id}`, { status: 'declined' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', endedBy: as.receiver!.id });
    expect(await statusesOf('caller', 'receiver')).toEqual(['online', 'online']);

    // A marker after the decline: each one says "away"; once that arrives, nothing came before it.
    for (const who of ['receiver', 'caller'])
      expect((await send(who, 'PUT', `/users/${as[who]!.id}/presence`, { status: 'away' })).statusCode).toBe(
        200,
      );
    await until(
      () =>
        presenceEvents(watching.events, 'receiver').length > seenBefore.receiver &&
        presenceEvents(watching.events, 'caller').length > seenBefore.caller,
    );
    expect(presenceEvents(watching.events, 'receiver').slice(seenBefore.receiver)).toEqual(['away']);
    expect(presenceEvents(watching.events, 'caller').slice(seenBefore.caller)).toEqual(['away']);
    expect(await statusesOf('caller', 'receiver')).toEqual(['away', 'away']);
    for (const who of ['receiver', 'caller'])
      await send(who, 'PUT', `/users/${as[who]!.id}/presence`, { status: 'online' });
    await waitForStatus('online', 'caller', 'receiver');
  });
});
