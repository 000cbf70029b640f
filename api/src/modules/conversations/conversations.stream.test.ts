import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { followStream, topicQuery, until } from '../../../test/event-stream-reader.ts';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { stands } from '../../db/schema/index.ts';

// §7 Real-time: a message reaches the recipient's `/users/{id}/conversations` and the firm's
// `/firms/{id}/inbox`, never a third user's stream (over real HTTP, through the realtime relay).
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

type Who = Awaited<ReturnType<typeof loginAs>>;
const follow = async (who: Who, topics: string[]) => {
  const res = await who.inject({ method: 'GET', url: `/api/notification_tokens/${who.user.id}` });
  const { token } = res.json() as { token: string };
  const tab = await followStream(`${base}/api/events?${topicQuery(topics)}`, {
    authorization: `Bearer ${token}`,
  });
  expect(tab.res.status).toBe(200);
  return tab;
};

describe('conversation events on the stream', () => {
  it('reach the recipient and the firm’s inbox, not a third member', async () => {
    const db = t.database.db;
    const fair = await buildFair(db, { isUsingDirectMessageModule: true });
    const firm = await buildFirm(db, { fairIds: [fair.id] });
    const [booth] = await db
      .insert(stands)
      .values({ fairId: fair.id, firmId: firm.id, name: 'Stand' })
      .returning();
    const login = async (input: Parameters<typeof buildUser>[1]) => {
      const u = await buildUser(db, input);
      return loginAs(t.app, u.email, u.password);
    };
    const nurse = await login({ role: ROLES.VISITOR, fairIds: [fair.id] });
    const doctor = await login({ role: ROLES.VISITOR, fairIds: [fair.id] });
    const third = await login({ role: ROLES.VISITOR, fairIds: [fair.id] });
    const contact = await login({
      role: ROLES.EXHIBITOR,
      userType: USER_TYPES.STAND_CONTACT,
      firmId: firm.id,
      fairIds: [fair.id],
    });

    const doctorTab = await follow(doctor, [`/users/${doctor.user.id}/conversations`]);
    const inboxTab = await follow(contact, [`/firms/${firm.id}/inbox`]);
    const thirdTab = await follow(third, [`/users/${third.user.id}/conversations`]);
    // Someone else's inbox is refused before any stream opens.
    const foreign = await nurse.inject({ method: 'GET', url: `/api/notification_tokens/${nurse.user.id}` });
    const denied = await fetch(`${base}/api/events?${topicQuery([`/firms/${firm.id}/inbox`])}`, {
      headers: { authorization: `Bearer ${(foreign.json() as { token: string }).token}` },
    });
    expect(denied.status).toBe(403);

    const direct = await nurse.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { kind: 'direct', fair: fair.id, user: doctor.user.id, body: 'Bonjour' },
    });
    expect(direct.statusCode).toBe(201);
    await until(() => doctorTab.events.some((e) => e.event === 'conversation.message'));
    const event = doctorTab.events.find((e) => e.event === 'conversation.message')!;
    expect(JSON.parse(event.data)).toMatchObject({
      conversationId: direct.json().id,
      authorId: nurse.user.id,
      firmId: null,
    });
    // Ids only: never the message itself.
    expect(event.data).not.toContain('Bonjour');

    const asked = await nurse.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { kind: 'booth', fair: fair.id, stand: booth!.id, body: 'Une question' },
    });
    expect(asked.statusCode).toBe(201);
    await until(() => inboxTab.events.some((e) => e.event === 'conversation.message'));
    expect(JSON.parse(inboxTab.events.find((e) => e.event === 'conversation.message')!.data)).toMatchObject({
      conversationId: asked.json().id,
      firmId: firm.id,
    });
    // Typing reaches the other side too.
    await contact.inject({
      method: 'POST',
      url: `/api/conversations/${asked.json().id}/typing`,
      payload: {},
    });
    await until(() => inboxTab.events.some((e) => e.event === 'conversation.typing'));

    // A last event on the third member's own topic proves its stream is live and got nothing else.
    await t.app.bus.publish({
      name: 'conversation.changed',
      payload: { conversationId: 1, fairId: fair.id, firmId: null, userIds: [third.user.id] },
    });
    await until(() => thirdTab.events.length > 0);
    expect(thirdTab.events.map((e) => e.event)).toEqual(['conversation.changed']);
    expect(inboxTab.events.map((e) => JSON.parse(e.data).conversationId)).not.toContain(direct.json().id);
    for (const tab of [doctorTab, inboxTab, thirdTab]) tab.stop();
  });
});
