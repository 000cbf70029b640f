import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@passerelle/contract';
import type { FastifyInstance } from 'fastify';
import { followStream, topicQuery, until } from '../../../test/event-stream-reader.ts';
import { buildTestApp, loginAs, openTwoInstances, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildUser, type BuildUserInput } from '../../../test/factories.ts';

// §4 presence through the real app: a tab's stream makes its user online, the last tab closing
// makes them offline (not the first), "away" is their own choice, and a fair's members follow it.
let t: TestApp;
let base: string;
let fairId: number;
beforeAll(async () => {
  t = await buildTestApp({ REALTIME_HEARTBEAT_S: '1', PRESENCE_OFFLINE_GRACE_MS: '200' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fairId = (await buildFair(t.database.db)).id;
});
afterAll(() => t.close());

type Who = Awaited<ReturnType<typeof loginAs>>;
const person = async (input: BuildUserInput = { fairIds: [fairId] }, app: FastifyInstance = t.app) => {
  const u = await buildUser(t.database.db, { role: ROLES.VISITOR, ...input });
  return loginAs(app, u.email, u.password);
};
const tab = async (who: Who, topics: string[], url = base) => {
  const res = await who.inject({ method: 'GET', url: `/api/notification_tokens/${who.user.id}` });
  const { token } = res.json() as { token: string };
  return followStream(`${url}/api/events?${topicQuery(topics)}`, { authorization: `Bearer ${token}` });
};
const statusOf = async (who: Who, userId: number, fair = fairId) => {
  const res = await who.inject({ method: 'GET', url: `/api/fairs/${fair}/presence?user[]=${userId}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { user: number; status: string }[])[0]!.status;
};
/** Asks until the answer is `expected` (a stream's arrival is counted a moment after it opens). */
const waitForStatus = async (who: Who, userId: number, expected: string, fair = fairId) => {
  let last = '';
  for (let i = 0; i < 60; i++) {
    last = await statusOf(who, userId, fair);
    if (last === expected) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(last).toBe(expected);
};
const presenceOf = (events: { event: string; data: string }[], userId: number) =>
  events
    .filter((e) => e.event === 'presence.changed')
    .map((e) => JSON.parse(e.data) as { userId: number; status: string })
    .filter((p) => p.userId === userId)
    .map((p) => p.status);

describe('presence (§4)', () => {
  it('is online while one tab is open: the first tab closing keeps it, the last one ends it', async () => {
    const nurse = await person();
    const recruiter = await person();
    const watching = await tab(recruiter, [`/fairs/${fairId}/users/status`]);
    expect(watching.res.status).toBe(200);
    expect(await statusOf(recruiter, nurse.user.id)).toBe('offline');

    const first = await tab(nurse, [`/users/${nurse.user.id}/notifications`]);
    await until(() => presenceOf(watching.events, nurse.user.id).length === 1);
    expect(presenceOf(watching.events, nurse.user.id)).toEqual(['online']);
    expect(await statusOf(recruiter, nurse.user.id)).toBe('online');

    const second = await tab(nurse, [`/users/${nurse.user.id}/notifications`]);
    await until(() => t.app.realtime.connections() >= 3);
    first.stop();
    await until(() => t.app.realtime.connections() === 2);
    await new Promise((r) => setTimeout(r, 400)); // past the offline grace
    expect(await statusOf(recruiter, nurse.user.id)).toBe('online');
    expect(presenceOf(watching.events, nurse.user.id)).toEqual(['online']);

    second.stop();
    await until(() => presenceOf(watching.events, nurse.user.id).length === 2);
    expect(presenceOf(watching.events, nurse.user.id)).toEqual(['online', 'offline']);
    expect(await statusOf(recruiter, nurse.user.id)).toBe('offline');
    watching.stop();
  });

  it('is away when the user says so, online again when they come back, and only by themselves', async () => {
    const nurse = await person();
    const other = await person();
    const open = await tab(nurse, [`/users/${nurse.user.id}/notifications`]);
    await waitForStatus(other, nurse.user.id, 'online');
    const away = await nurse.inject({
      method: 'PUT',
      url: `/api/users/${nurse.user.id}/presence`,
      payload: { status: 'away' },
    });
    expect(away.statusCode).toBe(200);
    expect(away.json()).toEqual({ user: nurse.user.id, status: 'away' });
    expect(await statusOf(other, nurse.user.id)).toBe('away');

    const forSomeoneElse = await other.inject({
      method: 'PUT',
      url: `/api/users/${nurse.user.id}/presence`,
      payload: { status: 'online' },
    });
    expect(forSomeoneElse.statusCode).toBe(403);
    expect(await statusOf(other, nurse.user.id)).toBe('away');

    const bad = await nurse.inject({
      method: 'PUT',
      url: `/api/users/${nurse.user.id}/presence`,
      payload: { status: 'calling' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ violations: [{ propertyPath: 'status', code: 'invalid_value' }] });
    expect(await statusOf(other, nurse.user.id)).toBe('away');

    await nurse.inject({
      method: 'PUT',
      url: `/api/users/${nurse.user.id}/presence`,
      payload: { status: 'online' },
    });
    expect(await statusOf(other, nurse.user.id)).toBe('online');
    open.stop();
  });

  it('is shown to the fair’s members only, and says nothing of people outside the fair', async () => {
    const nurse = await person();
    const open = await tab(nurse, [`/users/${nurse.user.id}/notifications`]);
    const member = await person();
    await waitForStatus(member, nurse.user.id, 'online');
    const otherFair = await buildFair(t.database.db);
    const stranger = await person({ fairIds: [otherFair.id] });
    const waiting = await person({ fairIds: [fairId], waitingIn: [fairId] });
    for (const who of [stranger, waiting]) {
      const res = await who.inject({
        method: 'GET',
        url: `/api/fairs/${fairId}/presence?user[]=${nurse.user.id}`,
      });
      expect(res.statusCode).toBe(403);
      const follow = await tab(who, [`/fairs/${fairId}/users/status`]);
      expect(follow.res.status).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/fairs/${fairId}/presence?user[]=1` });
    expect(anonymous.statusCode).toBe(401);
    // The nurse is online, but not a member of the other fair: asked there, she is offline.
    const organizer = await person({ fairIds: [], adminOf: [otherFair.id], role: ROLES.ORGANIZER });
    expect(await statusOf(organizer, nurse.user.id, otherFair.id)).toBe('offline');
    expect(await statusOf(member, nurse.user.id)).toBe('online');
    const missing = await member.inject({ method: 'GET', url: `/api/fairs/999999/presence?user[]=1` });
    expect(missing.statusCode).toBe(404);
    open.stop();
  });

  it('closes a refused member’s stream of the fair’s presence, and only that one', async () => {
    const organizer = await person({ fairIds: [], adminOf: [fairId], role: ROLES.ORGANIZER });
    const nurse = await person();
    const following = await tab(nurse, [
      `/users/${nurse.user.id}/notifications`,
      `/fairs/${fairId}/users/status`,
    ]);
    const ownOnly = await tab(nurse, [`/users/${nurse.user.id}/notifications`]);
    expect(following.res.status).toBe(200);
    expect(ownOnly.res.status).toBe(200);
    await waitForStatus(organizer, nurse.user.id, 'online');
    const before = t.app.realtime.connections();
    const refused = await organizer.inject({
      method: 'PUT',
      url: `/api/users/${nurse.user.id}/fairs/${fairId}`,
      payload: { isValidated: -1 },
    });
    expect(refused.statusCode).toBe(200);
    await until(() => t.app.realtime.connections() === before - 1);
    // The stream that follows only her own topic is still there; the fair's presence is refused now.
    const again = await tab(nurse, [`/fairs/${fairId}/users/status`]);
    expect(again.res.status).toBe(403);
    ownOnly.stop();
    following.stop();
  });

  it('refuses a request without people or with too many, with the field named', async () => {
    const member = await person();
    const none = await member.inject({ method: 'GET', url: `/api/fairs/${fairId}/presence` });
    expect(none.statusCode).toBe(400);
    const tooMany = await member.inject({
      method: 'GET',
      url: `/api/fairs/${fairId}/presence?${Array.from({ length: 101 }, (_, i) => `user[]=${i + 1}`).join('&')}`,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ violations: [{ propertyPath: 'user[]', code: 'too_big' }] });
    const notANumber = await member.inject({ method: 'GET', url: `/api/fairs/${fairId}/presence?user[]=x` });
    expect(notANumber.statusCode).toBe(400);
  });
});

describe.runIf(process.env.REDIS_URL)('presence across two instances (Redis)', () => {
  it('a tab streaming from instance A makes its user online on instance B, offline once closed', async () => {
    const two = await openTwoInstances('presence');
    try {
      const fair = await buildFair(two.database.db);
      const make = async (app: FastifyInstance) => {
        const u = await buildUser(two.database.db, { role: ROLES.VISITOR, fairIds: [fair.id] });
        return loginAs(app, u.email, u.password);
      };
      const nurseOnA = await make(two.a);
      const recruiterOnB = await make(two.b);
      const urlA = await two.a.listen({ port: 0, host: '127.0.0.1' });
      const open = await tab(nurseOnA, [`/users/${nurseOnA.user.id}/notifications`], urlA);
      expect(open.res.status).toBe(200);
      await waitForStatus(recruiterOnB, nurseOnA.user.id, 'online', fair.id);
      open.stop();
      await waitForStatus(recruiterOnB, nurseOnA.user.id, 'offline', fair.id);
    } finally {
      await two.close();
    }
  });
});
