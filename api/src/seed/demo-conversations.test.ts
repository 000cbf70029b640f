import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { Conversation, MessageHistory } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { conversationMessages, conversationParticipants, conversations } from '../db/schema/index.ts';
import { seedDemoConversations } from './demo-conversations.ts';
import { DEMO_PASSWORD, seedDemo } from './demo-seed.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof seedDemo>>;
beforeAll(async () => {
  t = await buildTestApp();
  demo = await seedDemo(t.database.db);
});
afterAll(() => t.close());

const as = async (who: string) => (await loginAs(t.app, `${who}@demo.test`, DEMO_PASSWORD)).inject;
const DEUX_RIVES = 'Centre intégré de santé des Deux-Rives';

describe('demo conversations', () => {
  it('shows the visitor an unread direct conversation first, then the booth chat the firm answered', async () => {
    const visitor = await as('visitor');
    const res = await visitor({ method: 'GET', url: `/api/conversations?fair=${demo.fairs[0]!.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as Conversation[];
    expect(list.map((c) => c.kind)).toEqual(['direct', 'booth']);
    const [direct, booth] = list as [Conversation, Conversation];

    expect(direct.unreadCount).toBe(1);
    expect(direct.participants.map((p) => `${p.firstName} ${p.lastName}`).sort()).toEqual([
      'Amina Diallo',
      'Salma Ben Youssef',
    ]);
    expect(direct.lastMessage).toMatchObject({ mine: false, author: { firstName: 'Salma' } });
    const thread = (
      await visitor({ method: 'GET', url: `/api/conversations/${direct.id}/messages` })
    ).json() as MessageHistory;
    expect(thread.messages.length).toBeGreaterThanOrEqual(3);
    expect(thread.messages.some((m) => m.mine)).toBe(true);
    expect(direct.lastMessageAt).toBe(thread.messages.at(-1)!.createdAt);
    // The bell has it too, and links to that conversation.
    const me = (await visitor({ method: 'GET', url: '/api/user/detail' })).json() as { id: number };
    const bell = await visitor({ method: 'GET', url: `/api/users/${me.id}/notifications?unread=true` });
    expect(bell.statusCode, bell.body).toBe(200);
    expect(bell.json()).toEqual([expect.objectContaining({ kind: 'direct_message', unread: true })]);
    expect(JSON.stringify(bell.json())).toContain(direct.uuid);

    expect(booth).toMatchObject({
      stand: { name: DEUX_RIVES },
      firm: { id: demo.firm.id, name: DEUX_RIVES },
      status: 'processed',
      unreadCount: 0,
      assignedTo: { firstName: 'Lukas', lastName: 'Peeters' },
      lastMessage: { mine: false, author: { firstName: 'Lukas', lastName: 'Peeters' } },
    });
    // The contact who answered is among its people, after the visitor.
    expect(booth.participants.map((p) => p.lastName)).toEqual(['Diallo', 'Peeters']);
    const answers = (
      await visitor({ method: 'GET', url: `/api/conversations/${booth.id}/messages` })
    ).json() as MessageHistory;
    expect(answers.messages[0]).toMatchObject({ mine: true, body: expect.stringMatching(/^Bonjour/) });
    expect(answers.messages.filter((m) => !m.mine).length).toBeGreaterThanOrEqual(1);
    // Opening it clears the badge.
    const read = await visitor({
      method: 'POST',
      url: `/api/conversations/${direct.id}/mark-as-read`,
      payload: {},
    });
    expect(read.json().unreadCount).toBe(0);
  });

  it('puts a candidate’s New, unread chat in the firm’s inbox beside the processed one', async () => {
    for (const who of ['contact', 'exhibitor']) {
      const staff = await as(who);
      const res = await staff({
        method: 'GET',
        url: `/api/firms/${demo.firm.id}/conversations?fair=${demo.fairs[0]!.id}&status=new`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject([
        {
          kind: 'booth',
          status: 'new',
          unreadCount: 2,
          assignedTo: null,
          participants: [{ firstName: 'Youssef', lastName: 'El Amrani' }],
        },
      ]);
      const processed = await staff({
        method: 'GET',
        url: `/api/firms/${demo.firm.id}/conversations?fair=${demo.fairs[0]!.id}&status=processed`,
      });
      expect(processed.json()).toMatchObject([{ status: 'processed', unreadCount: 0 }]);
    }
  });

  it('creates nothing more when run again', async () => {
    const db = t.database.db;
    const counts = async () => [
      await db.select({ n: count() }).from(conversations),
      await db.select({ n: count() }).from(conversationParticipants),
      await db.select({ n: count() }).from(conversationMessages),
    ];
    const before = await counts();
    expect(before[0]).toEqual([{ n: 3 }]);
    await seedDemoConversations(db, { quebecId: demo.fairs[0]!.id, firmId: demo.firm.id });
    expect(await counts()).toEqual(before);
  });
});
