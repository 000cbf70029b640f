import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ROLES, userCallsTopic } from '@passerelle/contract';
import { followStream, topicQuery, until } from '../../../test/event-stream-reader.ts';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildUser } from '../../../test/factories.ts';
import { visioRooms } from '../../db/schema/index.ts';

// §7 Real-time: a call rings on the receiver's `/users/{id}/calls`, the caller's signals reach
// it there, and nobody else may follow that topic (over real HTTP, through the realtime relay).
let t: TestApp;
let base: string;
beforeAll(async () => {
  // The ringing sweep runs every second here (the last test watches it work inside the app).
  t = await buildTestApp({ CALL_SWEEP_INTERVAL_S: '1' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

type Who = Awaited<ReturnType<typeof loginAs>>;
const tokenOf = async (who: Who) =>
  (
    (await who.inject({ method: 'GET', url: `/api/notification_tokens/${who.user.id}` })).json() as {
      token: string;
    }
  ).token;
const follow = async (who: Who, topics: string[]) =>
  followStream(`${base}/api/events?${topicQuery(topics)}`, { authorization: `Bearer ${await tokenOf(who)}` });

describe('call events on the stream', () => {
  it('reach the receiver’s calls topic (ringing, then the signal), never another user', async () => {
    const db = t.database.db;
    const fair = await buildFair(db, { isVideoEnabled: true });
    const login = async () => {
      const u = await buildUser(db, { role: ROLES.VISITOR, fairIds: [fair.id] });
      return loginAs(t.app, u.email, u.password);
    };
    const caller = await login();
    const receiver = await login();
    const third = await login();

    const receiverTab = await follow(receiver, [userCallsTopic(receiver.user.id)]);
    expect(receiverTab.res.status).toBe(200);
    // Someone else's calls are refused before any stream opens.
    const denied = await fetch(`${base}/api/events?${topicQuery([userCallsTopic(receiver.user.id)])}`, {
      headers: { authorization: `Bearer ${await tokenOf(third)}` },
    });
    expect(denied.status).toBe(403);
    const thirdTab = await follow(third, [userCallsTopic(third.user.id)]);
    expect(thirdTab.res.status).toBe(200);

    const made = await caller.inject({
      method: 'POST',
      url: `/api/visio/create-room/${receiver.user.id}`,
      payload: { fair: fair.id },
    });
    expect(made.statusCode).toBe(201);
    const roomId = made.json().id as number;
    await caller.inject({ method: 'PUT', url: `/api/visio/start-call/${roomId}`, payload: {} });
    const rang = () =>
      receiverTab.events.some(
        (e) => e.event === 'visio.call.changed' && JSON.parse(e.data).status === 'ringing',
      );
    await until(rang);
    expect(
      JSON.parse(
        receiverTab.events.find((e) => e.event === 'visio.call.changed' && e.data.includes('ringing'))!.data,
      ),
    ).toMatchObject({
      roomId,
      fairId: fair.id,
      callerId: caller.user.id,
      receiverId: receiver.user.id,
      status: 'ringing',
    });

    const sent = await caller.inject({
      method: 'POST',
      url: `/api/visio/signal/${roomId}`,
      payload: { kind: 'offer', data: 'v=0 sdp-offer' },
    });
    expect(sent.statusCode).toBe(204);
    await until(() => receiverTab.events.some((e) => e.event === 'visio.signal'));
    expect(JSON.parse(receiverTab.events.find((e) => e.event === 'visio.signal')!.data)).toMatchObject({
      roomId,
      fromId: caller.user.id,
      toId: receiver.user.id,
      kind: 'offer',
      data: 'v=0 sdp-offer',
    });

    // A last event on the third user's own topic proves its stream is live and got nothing else.
    await t.app.bus.publish({
      name: 'visio.call.changed',
      payload: {
        roomId: 1,
        fairId: fair.id,
        callerId: third.user.id,
        receiverId: caller.user.id,
        status: 'ended',
      },
    });
    await until(() => thirdTab.events.length > 0);
    expect(thirdTab.events.map((e) => JSON.parse(e.data).roomId)).toEqual([1]);
    for (const tab of [receiverTab, thirdTab]) tab.stop();
  });
});

describe('the ringing sweep', () => {
  it('runs in the app: a call ringing past CALL_RING_SECONDS becomes missed and the receiver hears it', async () => {
    const db = t.database.db;
    const fair = await buildFair(db, { isVideoEnabled: true });
    const login = async () => {
      const u = await buildUser(db, { role: ROLES.VISITOR, fairIds: [fair.id] });
      return loginAs(t.app, u.email, u.password);
    };
    const caller = await login();
    const receiver = await login();
    const receiverTab = await follow(receiver, [userCallsTopic(receiver.user.id)]);
    const made = await caller.inject({
      method: 'POST',
      url: `/api/visio/create-room/${receiver.user.id}`,
      payload: { fair: fair.id },
    });
    const roomId = made.json().id as number;
    await caller.inject({ method: 'PUT', url: `/api/visio/start-call/${roomId}`, payload: {} });
    await db
      .update(visioRooms)
      .set({ startedAt: sql`now() - interval '1 minute'` })
      .where(eq(visioRooms.id, roomId));
    await until(() =>
      receiverTab.events.some(
        (e) => e.event === 'visio.call.changed' && JSON.parse(e.data).status === 'missed',
      ),
    );
    const [row] = await db.select().from(visioRooms).where(eq(visioRooms.id, roomId));
    expect(row).toMatchObject({ status: 'missed', endedBy: null });
    receiverTab.stop();
  });
});
