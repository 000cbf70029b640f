import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@passerelle/contract';
import { followStream, topicQuery, until } from '../../../test/event-stream-reader.ts';
import { buildTestApp, loginAs, openTwoInstances, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import type { FastifyInstance } from 'fastify';

// §7 Real-time through the real app: the stream token, `GET /api/events`, the policy per topic,
// the relay of notification events, replay with Last-Event-ID, over real HTTP.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ REALTIME_HEARTBEAT_S: '1' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const streamToken = async (app: FastifyInstance, who: Awaited<ReturnType<typeof loginAs>>) => {
  const res = await who.inject({ method: 'GET', url: `/api/notification_tokens/${who.user.id}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string; expiresIn: number }).token;
};

/** Opens `/api/events` as a tab would; `events` fills as frames arrive. */
const follow = (url: string, token: string, topics: string[], lastEventId?: string) =>
  followStream(`${url}/api/events?${topicQuery(topics)}`, {
    authorization: `Bearer ${token}`,
    ...(lastEventId && { 'last-event-id': lastEventId }),
  });

const newUser = async () => {
  const u = await buildUser(t.database.db, { role: ROLES.VISITOR });
  return loginAs(t.app, u.email, u.password);
};

describe('the stream token', () => {
  it('is the user’s own, short-lived, and refused as an API bearer token', async () => {
    const me = await newUser();
    const other = await newUser();
    const res = await me.inject({ method: 'GET', url: `/api/notification_tokens/${me.user.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const { token, expiresIn } = res.json() as { token: string; expiresIn: number };
    expect(expiresIn).toBe(300);
    // Someone else's token: refused.
    const theirs = await me.inject({ method: 'GET', url: `/api/notification_tokens/${other.user.id}` });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ message_code: 'forbidden' });
    // Not an access token: the API refuses it.
    const asBearer = await t.app.inject({
      method: 'GET',
      url: `/api/notification_tokens/${me.user.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asBearer.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/notification_tokens/${me.user.id}` })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/events', () => {
  it('streams the user’s own notifications topic, with heartbeats, and nobody else’s', async () => {
    const me = await newUser();
    const other = await newUser();
    const tab = await follow(base, await streamToken(t.app, me), [`/users/${me.user.id}/notifications`]);
    expect(tab.res.status).toBe(200);
    expect(tab.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // The security headers of every answer are there too.
    expect(tab.res.headers.get('x-content-type-options')).toBe('nosniff');
    await until(() => t.app.realtime.connections() > 0);
    await t.app.bus.publish({
      name: 'notification.created',
      payload: { notificationId: 41, userId: other.user.id },
    });
    await t.app.bus.publish({
      name: 'notification.created',
      payload: { notificationId: 42, userId: me.user.id },
    });
    await until(() => tab.events.length === 1);
    expect(tab.events[0]!.event).toBe('notification.created');
    expect(JSON.parse(tab.events[0]!.data)).toMatchObject({ notificationId: 42, userId: me.user.id });
    await until(() => tab.raw().includes(': keep-alive'), 3000);
    tab.stop();
  });

  it('carries a notification as it is stored: its id is the one the list then answers', async () => {
    const fair = await buildFair(t.database.db);
    const u = await buildUser(t.database.db, { role: ROLES.VISITOR, fairIds: [fair.id] });
    const me = await loginAs(t.app, u.email, u.password);
    const tab = await follow(base, await streamToken(t.app, me), [`/users/${u.id}/notifications`]);
    // What validating her membership announces (users module): the notifications module stores one.
    await t.app.bus.publish({
      name: 'membership.changed',
      payload: { userId: u.id, fairId: fair.id, state: 'validated' },
    });
    await until(() => tab.events.length === 1);
    const streamed = JSON.parse(tab.events[0]!.data) as { notificationId: number; userId: number };
    const list = await me.inject({ method: 'GET', url: `/api/users/${u.id}/notifications` });
    expect((list.json() as { id: number; kind: string }[]).map((n) => [n.id, n.kind])).toEqual([
      [streamed.notificationId, 'membership.validated'],
    ]);
    // Reading it is announced too: the user's other tabs re-read their badge.
    await me.inject({
      method: 'PUT',
      url: `/api/notifications/${streamed.notificationId}`,
      payload: { unread: false },
    });
    await until(() => tab.events.length === 2);
    expect(tab.events[1]!.event).toBe('notification.changed');
    tab.stop();
  });

  it('authenticates before reading the query: no token 401, an access token 401, then a bad topic 400', async () => {
    const me = await newUser();
    const none = await fetch(`${base}/api/events?topic=nonsense`);
    expect(none.status).toBe(401);
    const access = await fetch(`${base}/api/events?topic=/users/${me.user.id}/notifications`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(access.status).toBe(401);
    expect(await access.json()).toMatchObject({ message_code: 'token_invalid' });
    const token = await streamToken(t.app, me);
    const bad = await fetch(`${base}/api/events?topic=/fairs/1/secrets`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { violations: { propertyPath: string }[] };
    expect(body.violations[0]!.propertyPath).toMatch(/^topic/);
    const missing = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` } });
    expect(missing.status).toBe(400);
  });

  it('refuses another user’s topic with 403, even beside the caller’s own', async () => {
    const me = await newUser();
    const other = await newUser();
    const token = await streamToken(t.app, me);
    const res = await fetch(
      `${base}/api/events?topic=/users/${me.user.id}/notifications&topic=/users/${other.user.id}/notifications`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message_code: 'forbidden' });
  });

  it('refuses a stream token whose session was logged out', async () => {
    const me = await newUser();
    const token = await streamToken(t.app, me);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: { refresh_token: me.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    const res = await fetch(`${base}/api/events?topic=/users/${me.user.id}/notifications`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);
  });

  it('closes an open stream when its session logs out, and only that session’s', async () => {
    const u = await buildUser(t.database.db, { role: ROLES.VISITOR });
    const phone = await loginAs(t.app, u.email, u.password);
    const laptop = await loginAs(t.app, u.email, u.password);
    const topic = `/users/${u.id}/notifications`;
    const onPhone = await follow(base, await streamToken(t.app, phone), [topic]);
    const onLaptop = await follow(base, await streamToken(t.app, laptop), [topic]);
    const before = t.app.realtime.connections();
    const out = await phone.inject({
      method: 'POST',
      url: '/api/logout',
      payload: { refresh_token: phone.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    await until(() => t.app.realtime.connections() === before - 1);
    // The laptop's stream still delivers; the phone's ended.
    await t.app.bus.publish({ name: 'notification.created', payload: { notificationId: 5, userId: u.id } });
    await until(() => onLaptop.events.length === 1);
    expect(onPhone.events).toHaveLength(0);
    onLaptop.stop();
  });

  it('closes a stream following a firm’s inbox when its user’s place in the firm changes', async () => {
    const firm = await buildFirm(t.database.db);
    const u = await buildUser(t.database.db, { role: ROLES.EXHIBITOR, firmId: firm.id, userType: 6 });
    const contact = await loginAs(t.app, u.email, u.password);
    const token = await streamToken(t.app, contact);
    const inbox = await follow(base, token, [`/users/${u.id}/notifications`, `/firms/${firm.id}/inbox`]);
    const ownOnly = await follow(base, token, [`/users/${u.id}/notifications`]);
    expect(inbox.res.status).toBe(200);
    const before = t.app.realtime.connections();
    // What the firms module announces when she leaves the roster (or changes role in it).
    await t.app.bus.publish({
      name: 'firm.staff.changed',
      payload: { firmId: firm.id, fairIds: [], userId: u.id },
    });
    await until(() => t.app.realtime.connections() === before - 1);
    await t.app.bus.publish({ name: 'notification.changed', payload: { userId: u.id } });
    await until(() => ownOnly.events.length === 1);
    expect(inbox.events).toHaveLength(0);
    ownOnly.stop();
  });

  it('replays what a reloaded tab missed after its Last-Event-ID', async () => {
    const me = await newUser();
    const topic = `/users/${me.user.id}/notifications`;
    const token = await streamToken(t.app, me);
    const first = await follow(base, token, [topic]);
    await t.app.bus.publish({
      name: 'notification.created',
      payload: { notificationId: 1, userId: me.user.id },
    });
    await until(() => first.events.length === 1);
    first.stop();
    await t.app.bus.publish(
      { name: 'notification.created', payload: { notificationId: 2, userId: me.user.id } },
      { name: 'notification.changed', payload: { userId: me.user.id } },
    );
    const reloaded = await follow(base, token, [topic], first.events[0]!.lastEventId);
    await until(() => reloaded.events.length === 2);
    expect(reloaded.events.map((e) => e.event)).toEqual(['notification.created', 'notification.changed']);
    expect(JSON.parse(reloaded.events[0]!.data)).toMatchObject({ notificationId: 2 });
    reloaded.stop();
  });
});

describe.runIf(process.env.REDIS_URL)('the stream across two instances (Redis)', () => {
  it('a notification announced on instance A reaches a tab streaming from instance B, once', async () => {
    const two = await openTwoInstances('stream');
    try {
      const u = await buildUser(two.database.db, { role: ROLES.VISITOR });
      const me = await loginAs(two.b, u.email, u.password);
      const urlB = await two.b.listen({ port: 0, host: '127.0.0.1' });
      const tab = await follow(urlB, await streamToken(two.b, me), [`/users/${u.id}/notifications`]);
      expect(tab.res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      await two.a.bus.publish({ name: 'notification.created', payload: { notificationId: 7, userId: u.id } });
      await until(() => tab.events.length === 1);
      await new Promise((r) => setTimeout(r, 300));
      expect(tab.events).toHaveLength(1);
      tab.stop();
    } finally {
      await two.close();
    }
  });
});
