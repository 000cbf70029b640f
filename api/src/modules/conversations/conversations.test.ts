import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ROLES, USER_TYPES, type Conversation, type MessageHistory } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import {
  conversationMessages,
  conversationParticipants,
  conversations,
  fairMutes,
  fairs,
  messageReports,
  notifications,
  stands,
} from '../../db/schema/index.ts';

// permissions.md "conversations and direct messages", "booth chat", "Membership states":
// participants read and write; a booth chat lands in the firm's inbox, where its staff answer;
// organizers do not read private conversations; waiting members cannot start or write.

type Session = Awaited<ReturnType<typeof loginAs>> & { id: number };
interface Problem {
  message_code: string;
  violations: { propertyPath: string; code: string }[];
  retryAfter?: number;
}
let t: TestApp;
const as: Record<string, Session> = {};
let fair: { id: number };
let fairOff: { id: number };
let firmX: { id: number };
let booth: { id: number } | undefined;
let hiddenBooth: { id: number } | undefined;

const countOf = async (table: typeof conversations | typeof conversationMessages | typeof messageReports) => {
  const [r] = await t.database.db.select({ n: count() }).from(table);
  return Number(r!.n);
};
const counts = async () => ({
  conversations: await countOf(conversations),
  messages: await countOf(conversationMessages),
});

const session = async (input: Parameters<typeof buildUser>[1]) => {
  const u = await buildUser(t.database.db, input);
  return { ...(await loginAs(t.app, u.email, u.password)), id: u.id };
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  fair = await buildFair(db, {
    isPublicAccess: false,
    isUsingDirectMessageModule: true,
    name: 'Salon Santé',
  });
  fairOff = await buildFair(db, {
    isPublicAccess: true,
    isUsingDirectMessageModule: false,
    isChatEnabled: false,
  });
  firmX = await buildFirm(db, { name: 'Clinique du Lac', fairIds: [fair.id, fairOff.id] });
  [booth, hiddenBooth] = await db
    .insert(stands)
    .values([
      { fairId: fair.id, firmId: firmX.id, name: 'Stand du Lac' },
      { fairId: fair.id, firmId: firmX.id, name: 'Caché', isHiddenByOrganizer: true },
    ])
    .returning()
    .then((rows) => rows.map((r) => ({ id: r.id })));
  as.nurse = await session({
    role: ROLES.VISITOR,
    fairIds: [fair.id, fairOff.id],
    firstName: 'Amina',
    lastName: 'Diallo',
  });
  as.doctor = await session({
    role: ROLES.VISITOR,
    fairIds: [fair.id],
    firstName: 'Karim',
    lastName: 'Benali',
  });
  as.third = await session({ role: ROLES.VISITOR, fairIds: [fair.id] });
  as.waiting = await session({ role: ROLES.VISITOR, fairIds: [fair.id], waitingIn: [fair.id] });
  as.stranger = await session({ role: ROLES.VISITOR });
  as.organizer = await session({ role: ROLES.ORGANIZER, adminOf: [fair.id] });
  as.moderator = await session({ role: ROLES.MODERATOR, fairIds: [fair.id] });
  as.admin = await session({
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_ADMIN,
    firmId: firmX.id,
    fairIds: [fair.id],
    firstName: 'Sophie',
    lastName: 'Martin',
  });
  as.contact = await session({
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_CONTACT,
    firmId: firmX.id,
    fairIds: [fair.id],
    firstName: 'Luc',
    lastName: 'Girard',
  });
  const firmY = await buildFirm(db, { fairIds: [fair.id] });
  as.otherFirm = await session({
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_ADMIN,
    firmId: firmY.id,
    fairIds: [fair.id],
  });
});
afterAll(() => t.close());

const post = (who: string, url: string, payload: unknown) =>
  as[who]!.inject({ method: 'POST', url: `/api${url}`, payload: payload as object });
const get = (who: string, url: string) => as[who]!.inject({ method: 'GET', url: `/api${url}` });

describe('direct conversations', () => {
  let conv: Conversation;

  it('POST /conversations starts one with a person of the fair, with a first message', async () => {
    const res = await post('nurse', '/conversations', {
      kind: 'direct',
      fair: fair.id,
      user: as.doctor!.id,
      body: 'Bonjour <b>Karim</b>, vous recrutez ?',
    });
    expect(res.statusCode, res.body).toBe(201);
    conv = res.json();
    expect(conv).toMatchObject({
      kind: 'direct',
      fair: fair.id,
      stand: null,
      firm: null,
      status: null,
      assignedTo: null,
      unreadCount: 0,
      archived: false,
      participants: [
        { id: as.nurse!.id, firstName: 'Amina', lastName: 'Diallo', former: false },
        { id: as.doctor!.id, firstName: 'Karim', lastName: 'Benali', former: false },
      ],
      // Stored as written, plain text (the browser shows it as text).
      lastMessage: { body: 'Bonjour <b>Karim</b>, vous recrutez ?', mine: true },
    });
    expect(conv.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(conv)).not.toContain('@test.example');
  });

  it('POST again with the same person continues the same conversation', async () => {
    const before = await counts();
    const res = await post('doctor', '/conversations', {
      kind: 'direct',
      fair: fair.id,
      user: as.nurse!.id,
      body: 'Oui, en pédiatrie.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id: conv.id,
      lastMessage: { body: 'Oui, en pédiatrie.', mine: true },
    });
    expect(await counts()).toEqual({ conversations: before.conversations, messages: before.messages + 1 });
  });

  it('GET /conversations lists unread first with the count, and the messages oldest first', async () => {
    // A second, older-activity conversation the nurse has read.
    await post('nurse', '/conversations', {
      kind: 'direct',
      fair: fair.id,
      user: as.third!.id,
      body: 'Salut',
    });
    const res = await get('nurse', '/conversations');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as Conversation[];
    expect(list.map((c) => [c.id, c.unreadCount])).toEqual([
      [conv.id, 1],
      [expect.any(Number), 0],
    ]);
    expect(res.headers['x-total-items']).toBe('2');
    const history = await get('nurse', `/conversations/${conv.id}/messages`);
    expect(history.statusCode).toBe(200);
    const h = history.json() as MessageHistory;
    expect(h.hasMore).toBe(false);
    expect(h.messages.map((m) => [m.body, m.mine, m.author.firstName])).toEqual([
      ['Bonjour <b>Karim</b>, vous recrutez ?', true, 'Amina'],
      ['Oui, en pédiatrie.', false, 'Karim'],
    ]);
    const older = await get(
      'nurse',
      `/conversations/${conv.id}/messages?before=${h.messages[1]!.id}&limit=1`,
    );
    expect((older.json() as MessageHistory).messages.map((m) => m.body)).toEqual([
      'Bonjour <b>Karim</b>, vous recrutez ?',
    ]);
  });

  it('GET /conversations/{uuid}?users.id= answers its people, 404 for anyone else', async () => {
    const ok = await get('nurse', `/conversations/${conv.uuid}?users.id=${as.doctor!.id}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: conv.id });
    expect((await get('nurse', `/conversations/${conv.uuid}?users.id=${as.third!.id}`)).statusCode).toBe(404);
    // Organizers do not read private conversations; nor does a third member.
    expect((await get('organizer', `/conversations/${conv.uuid}`)).statusCode).toBe(404);
    expect((await get('third', `/conversations/${conv.uuid}`)).statusCode).toBe(404);
    expect((await get('third', `/conversations/${conv.id}/messages`)).statusCode).toBe(404);
    expect((await get('third', '/conversations/not-a-uuid')).json()).toMatchObject({
      violations: [{ propertyPath: 'uuid', code: 'invalid_value' }],
    });
  });

  it('mark-as-read sets the read receipt; archive is the caller’s own and a new message brings it back', async () => {
    const read = await post('nurse', `/conversations/${conv.id}/mark-as-read`, {});
    expect(read.statusCode, read.body).toBe(200);
    const r = read.json() as Conversation;
    expect(r.unreadCount).toBe(0);
    expect(r.readReceipts).toContainEqual({ user: as.nurse!.id, lastReadMessageId: r.lastMessage!.id });

    const archived = await post('nurse', `/conversations/${conv.id}/toggle-archive`, {});
    expect(archived.json()).toMatchObject({ archived: true });
    expect((await get('nurse', '/conversations')).json().map((c: Conversation) => c.id)).not.toContain(
      conv.id,
    );
    expect(
      (await get('nurse', '/conversations?archived=true')).json().map((c: Conversation) => c.id),
    ).toEqual([conv.id]);
    // The other side keeps its copy as it is.
    expect((await get('doctor', `/conversations/${conv.uuid}`)).json()).toMatchObject({ archived: false });
    // Someone else's archive toggle: the conversation does not exist for them.
    expect((await post('third', `/conversations/${conv.id}/toggle-archive`, {})).statusCode).toBe(404);

    const msg = await post('doctor', '/direct_messages', { conversation: conv.id, body: 'Vous êtes là ?' });
    expect(msg.statusCode, msg.body).toBe(201);
    expect(msg.json()).toMatchObject({ conversation: conv.id, body: 'Vous êtes là ?', mine: true });
    expect((await get('nurse', `/conversations/${conv.uuid}`)).json()).toMatchObject({
      archived: false,
      unreadCount: 1,
    });
  });

  it('refuses: waiting member 403, stranger 404, module off 403, oneself 422 — nothing written', async () => {
    const before = await counts();
    const body = { kind: 'direct', fair: fair.id, user: as.doctor!.id, body: 'Bonjour' };
    const waiting = await post('waiting', '/conversations', body);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toMatchObject({ message_code: 'not_validated_in_fair' });
    expect((await post('stranger', '/conversations', body)).statusCode).toBe(404);
    const off = await post('nurse', '/conversations', { ...body, fair: fairOff.id });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ message_code: 'direct_messages_disabled' });
    const self = await post('nurse', '/conversations', { ...body, user: as.nurse!.id });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ message_code: 'cannot_message_self' });
    // Someone who is not a person of the fair: not found.
    expect((await post('nurse', '/conversations', { ...body, user: as.stranger!.id })).statusCode).toBe(404);
    // A third member writing into a conversation that is not theirs.
    expect((await post('third', '/direct_messages', { conversation: conv.id, body: 'Hop' })).statusCode).toBe(
      404,
    );
    expect(await counts()).toEqual(before);
  });

  it('bad input: the exact violations, nothing written', async () => {
    const before = await counts();
    const long = await post('nurse', '/direct_messages', { conversation: conv.id, body: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(422);
    expect((long.json() as Problem).violations).toMatchObject([{ propertyPath: 'body', code: 'too_long' }]);
    const blank = await post('nurse', '/direct_messages', { conversation: conv.id, body: '   ' });
    expect((blank.json() as Problem).violations).toMatchObject([{ propertyPath: 'body', code: 'required' }]);
    const kind = await post('nurse', '/conversations', { kind: 'group', fair: fair.id, user: as.doctor!.id });
    expect(kind.statusCode).toBe(422);
    expect((kind.json() as Problem).violations).toMatchObject([{ code: 'invalid_value' }]);
    const extra = await post('nurse', '/direct_messages', { conversation: conv.id, body: 'ok', html: true });
    expect(extra.statusCode).toBe(422);
    // Anonymous: 401 before the body is read.
    const anon = await t.app.inject({ method: 'POST', url: '/api/direct_messages', payload: [] });
    expect(anon.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('get-custom-data: the card (no e-mail), whether one may write, the existing conversation', async () => {
    const res = await get('nurse', `/conversations/get-custom-data/${as.doctor!.id}?fair=${fair.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: as.doctor!.id,
        firstName: 'Karim',
        lastName: 'Benali',
        avatar: null,
        firm: null,
        former: false,
      },
      canMessage: true,
      reason: null,
      conversation: { id: conv.id, uuid: conv.uuid },
    });
    const staff = await get('nurse', `/conversations/get-custom-data/${as.admin!.id}?fair=${fair.id}`);
    expect(staff.json()).toMatchObject({
      user: { firm: { id: firmX.id, name: 'Clinique du Lac' } },
      canMessage: true,
      conversation: null,
    });
    const waiting = await get('waiting', `/conversations/get-custom-data/${as.doctor!.id}?fair=${fair.id}`);
    expect(waiting.statusCode).toBe(404);
    const off = await get('nurse', `/conversations/get-custom-data/${as.doctor!.id}?fair=${fairOff.id}`);
    expect(off.statusCode).toBe(404);
    const missing = await get('nurse', `/conversations/get-custom-data/${as.doctor!.id}`);
    expect((missing.json() as Problem).violations).toMatchObject([
      { propertyPath: 'fair', code: 'invalid_type' },
    ]);
  });

  it('POST /conversations/{id}/typing answers 204 for a participant, 404 for others', async () => {
    expect((await post('nurse', `/conversations/${conv.id}/typing`, {})).statusCode).toBe(204);
    expect((await post('third', `/conversations/${conv.id}/typing`, {})).statusCode).toBe(404);
  });

  it('the recipient is notified once per conversation while unread, never with the body', async () => {
    const mine = async () =>
      t.database.db.select().from(notifications).where(eq(notifications.recipientId, as.doctor!.id));
    const c = await post('nurse', '/conversations', {
      kind: 'direct',
      fair: fair.id,
      user: as.doctor!.id,
      body: 'Encore moi',
    });
    expect(c.statusCode).toBe(201);
    await expect.poll(async () => (await mine()).filter((n) => n.kind === 'direct_message').length).toBe(1);
    const [n] = (await mine()).filter((x) => x.kind === 'direct_message');
    expect(n!.data).toEqual({
      fairId: fair.id,
      fairName: 'Salon Santé',
      homepage: expect.any(String),
      conversationUuid: conv.uuid,
    });
  });
});

describe('booth chat and the firm inbox', () => {
  let chat: Conversation;

  it('a member asks a booth: it lands in the firm inbox, New', async () => {
    const res = await post('doctor', '/conversations', {
      kind: 'booth',
      fair: fair.id,
      stand: booth!.id,
      body: 'Quels postes en gériatrie ?',
    });
    expect(res.statusCode, res.body).toBe(201);
    chat = res.json();
    expect(chat).toMatchObject({
      kind: 'booth',
      stand: { id: booth!.id, name: 'Stand du Lac' },
      firm: { id: firmX.id, name: 'Clinique du Lac' },
      status: 'new',
      participants: [{ id: as.doctor!.id }],
    });
    const inbox = await get('contact', `/firms/${firmX.id}/conversations`);
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json()).toMatchObject([{ id: chat.id, unreadCount: 1, status: 'new' }]);
  });

  it('the firm inbox is its staff’s only: organizer, other firm and visitor get 403', async () => {
    for (const who of ['organizer', 'otherFirm', 'doctor'])
      expect((await get(who, `/firms/${firmX.id}/conversations`)).statusCode, who).toBe(403);
    expect((await get('organizer', `/conversations/${chat.uuid}`)).statusCode).toBe(404);
    expect((await get('otherFirm', `/conversations/${chat.id}/messages`)).statusCode).toBe(404);
  });

  it('a stand contact answers: becomes a participant, the visitor sees who answered and is notified', async () => {
    const res = await post('contact', '/direct_messages', {
      conversation: chat.id,
      body: 'Trois postes ouverts.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ author: { firstName: 'Luc', firm: { id: firmX.id } } });
    const seen = (await get('doctor', `/conversations/${chat.uuid}`)).json() as Conversation;
    expect(seen.participants.map((p) => p.id)).toEqual([as.doctor!.id, as.contact!.id]);
    expect(seen.unreadCount).toBe(1);
    // The firm's side has one shared read mark: the stand admin sees it read too.
    const admin = (await get('admin', `/conversations/${chat.uuid}`)).json() as Conversation;
    expect(admin.unreadCount).toBe(0);
    expect(admin.readReceipts).toContainEqual({ user: null, lastReadMessageId: res.json().id });
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(notifications)
              .where(eq(notifications.recipientId, as.doctor!.id))
          ).find((n) => n.kind === 'chat.answer')?.data,
      )
      .toEqual({
        fairId: fair.id,
        fairName: 'Salon Santé',
        homepage: expect.any(String),
        conversationUuid: chat.uuid,
        firmId: firmX.id,
        firmName: 'Clinique du Lac',
        standId: booth!.id,
        standName: 'Stand du Lac',
      });
    // The answer is in the contact's own list now, and the stand admin's inbox.
    expect((await get('contact', '/conversations')).json().map((c: Conversation) => c.id)).toContain(chat.id);
  });

  it('PUT sets the status and the assignee (firm staff); a new visitor message sets it back to New', async () => {
    const res = await as.admin!.inject({
      method: 'PUT',
      url: `/api/conversations/${chat.id}`,
      payload: { status: 'processed', assignedTo: as.contact!.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'processed',
      assignedTo: { id: as.contact!.id, firstName: 'Luc' },
    });
    const assigned = await get(
      'admin',
      `/firms/${firmX.id}/conversations?assignedTo=${as.contact!.id}&status=processed`,
    );
    expect(assigned.json().map((c: Conversation) => c.id)).toEqual([chat.id]);
    await post('doctor', '/direct_messages', { conversation: chat.id, body: 'Merci !' });
    expect((await get('admin', `/conversations/${chat.uuid}`)).json()).toMatchObject({ status: 'new' });
  });

  it('PUT refuses: the visitor 403, an assignee from elsewhere 422, a direct conversation 422', async () => {
    const put = (who: string, id: number, payload: unknown) =>
      as[who]!.inject({ method: 'PUT', url: `/api/conversations/${id}`, payload: payload as object });
    expect((await put('doctor', chat.id, { status: 'processed' })).statusCode).toBe(403);
    const outsider = await put('admin', chat.id, { assignedTo: as.otherFirm!.id });
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json()).toMatchObject({
      message_code: 'assignee_not_in_firm',
      violations: [{ propertyPath: 'assignedTo', code: 'assignee_not_in_firm' }],
    });
    const [direct] = (await get('doctor', '/conversations?kind=direct')).json() as Conversation[];
    const notBooth = await put('doctor', direct!.id, { status: 'processed' });
    expect(notBooth.json()).toMatchObject({ message_code: 'not_booth_chat' });
    const bad = await put('admin', chat.id, { status: 'done' });
    expect((bad.json() as Problem).violations).toMatchObject([
      { propertyPath: 'status', code: 'invalid_value' },
    ]);
    expect((await get('admin', `/conversations/${chat.uuid}`)).json()).toMatchObject({ status: 'new' });
  });

  it('refuses a hidden booth (404), a fair whose chat is off (403), one’s own firm’s booth (422)', async () => {
    const before = await counts();
    const ask = (who: string, f: number, s: number) =>
      post(who, '/conversations', { kind: 'booth', fair: f, stand: s, body: 'Bonjour' });
    expect((await ask('nurse', fair.id, hiddenBooth!.id)).statusCode).toBe(404);
    const [offBooth] = await t.database.db
      .insert(stands)
      .values({ fairId: fairOff.id, firmId: firmX.id, name: 'Ailleurs' })
      .returning();
    const off = await ask('nurse', fairOff.id, offBooth!.id);
    expect(off.json()).toMatchObject({ message_code: 'chat_disabled' });
    expect((await ask('contact', fair.id, booth!.id)).json()).toMatchObject({
      message_code: 'cannot_message_self',
    });
    // A booth of this fair named with another fair: that fair's chat switch answers first.
    expect((await ask('nurse', fairOff.id, booth!.id)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('mutes and reports', () => {
  let chat: Conversation;
  beforeAll(async () => {
    chat = (
      await post('third', '/conversations', {
        kind: 'booth',
        fair: fair.id,
        stand: booth!.id,
        body: 'Message déplacé',
      })
    ).json();
  });

  it('booth staff mute a member: no message from them in the fair until unmuted', async () => {
    const res = await post('admin', `/fairs/${fair.id}/mutes`, { user: as.third!.id, reason: 'spam' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      fair: fair.id,
      user: { id: as.third!.id },
      mutedBy: { id: as.admin!.id },
      reason: 'spam',
    });
    const before = await counts();
    const refused = await post('third', '/direct_messages', { conversation: chat.id, body: 'Encore' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message_code: 'muted_in_fair' });
    expect(await counts()).toEqual(before);
    for (const who of ['organizer', 'moderator', 'contact'])
      expect((await get(who, `/fairs/${fair.id}/mutes`)).json(), who).toMatchObject([
        { user: { id: as.third!.id } },
      ]);
    const gone = await as.moderator!.inject({
      method: 'DELETE',
      url: `/api/fairs/${fair.id}/mutes/${as.third!.id}`,
    });
    expect(gone.statusCode).toBe(204);
    expect(
      (await post('third', '/direct_messages', { conversation: chat.id, body: 'Pardon' })).statusCode,
    ).toBe(201);
  });

  it('a member, a waiting member and a stranger may not mute; a non-member cannot be muted', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(fairMutes);
    expect((await post('nurse', `/fairs/${fair.id}/mutes`, { user: as.third!.id })).statusCode).toBe(403);
    expect((await post('waiting', `/fairs/${fair.id}/mutes`, { user: as.third!.id })).statusCode).toBe(404);
    expect((await post('stranger', `/fairs/${fair.id}/mutes`, { user: as.third!.id })).statusCode).toBe(404);
    expect((await get('nurse', `/fairs/${fair.id}/mutes`)).statusCode).toBe(403);
    expect((await post('organizer', `/fairs/${fair.id}/mutes`, { user: as.stranger!.id })).statusCode).toBe(
      404,
    );
    const bad = await post('organizer', `/fairs/${fair.id}/mutes`, { user: 'x' });
    expect((bad.json() as Problem).violations).toMatchObject([
      { propertyPath: 'user', code: 'invalid_type' },
    ]);
    const [after] = await t.database.db.select({ n: count() }).from(fairMutes);
    expect(after).toEqual(before);
  });

  it('a reader reports a message to the organizers; not one’s own; organizers list them', async () => {
    const history = (await get('contact', `/conversations/${chat.id}/messages`)).json() as MessageHistory;
    const first = history.messages[0]!;
    const res = await post('contact', `/direct_messages/${first.id}/report`, { reason: 'Hors sujet' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      fair: fair.id,
      message: { id: first.id, body: 'Message déplacé', author: { id: as.third!.id } },
      reporter: { id: as.contact!.id },
      reason: 'Hors sujet',
    });
    const before = await countOf(messageReports);
    const own = await post('third', `/direct_messages/${first.id}/report`, { reason: 'x' });
    expect(own.json()).toMatchObject({ message_code: 'cannot_report_own_message' });
    expect((await post('nurse', `/direct_messages/${first.id}/report`, { reason: 'x' })).statusCode).toBe(
      404,
    );
    const empty = await post('admin', `/direct_messages/${first.id}/report`, { reason: ' ' });
    expect((empty.json() as Problem).violations).toMatchObject([
      { propertyPath: 'reason', code: 'required' },
    ]);
    expect(await countOf(messageReports)).toBe(before);
    const list = await get('organizer', `/fairs/${fair.id}/message-reports`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([{ reason: 'Hors sujet', message: { body: 'Message déplacé' } }]);
    expect((await get('moderator', `/fairs/${fair.id}/message-reports`)).statusCode).toBe(403);
    expect((await get('stranger', `/fairs/${fair.id}/message-reports`)).statusCode).toBe(404);
  });
});

describe('limits', () => {
  it('messages are rate limited per user: 429 message_rate_limited with retryAfter', async () => {
    const a = await session({ role: ROLES.VISITOR, fairIds: [fair.id] });
    as.rate = a;
    const c = (
      await post('rate', '/conversations', { kind: 'direct', fair: fair.id, user: as.doctor!.id, body: '1' })
    ).json() as Conversation;
    for (let i = 2; i <= 20; i++)
      expect((await post('rate', '/direct_messages', { conversation: c.id, body: `${i}` })).statusCode).toBe(
        201,
      );
    const before = await counts();
    const over = await post('rate', '/direct_messages', { conversation: c.id, body: '21' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ message_code: 'message_rate_limited' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });

  it('the visitor and four of the booth’s staff writing at once into one chat: every message lands', async () => {
    // Each writer updates the others' participant rows: without one order between them, two
    // transactions could wait on each other (PostgreSQL answers a deadlock with an error).
    as.eager = await session({ role: ROLES.VISITOR, fairIds: [fair.id] });
    const staff = ['contact'];
    for (let i = 0; i < 3; i++) {
      as[`crew${i}`] = await session({ role: ROLES.EXHIBITOR, firmId: firmX.id, fairIds: [fair.id] });
      staff.push(`crew${i}`);
    }
    const chat = (
      await post('eager', '/conversations', {
        kind: 'booth',
        fair: fair.id,
        stand: booth!.id,
        body: 'Bonjour',
      })
    ).json() as Conversation;
    // Every staff member answers once first, so that each is a participant whose row the others update.
    for (const who of staff)
      expect((await post(who, '/direct_messages', { conversation: chat.id, body: who })).statusCode).toBe(
        201,
      );
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, round) =>
        ['eager', ...staff].map((who) =>
          post(who, '/direct_messages', { conversation: chat.id, body: `${who} ${round}` }),
        ),
      ).flat(),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(25).fill(201));
    const [n] = await t.database.db
      .select({ n: count() })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, chat.id));
    expect(Number(n!.n)).toBe(1 + staff.length + 25);
  });

  it('the daily contact limit: 20 parallel new conversations at limit−1 give one success, 19 × 429', async () => {
    const db = t.database.db;
    const limited = await buildFair(db, { isUsingDirectMessageModule: true, dailyChatContactLimit: 3 });
    const me = await session({ role: ROLES.VISITOR, fairIds: [limited.id] });
    as.limited = me;
    const others = [];
    for (let i = 0; i < 22; i++)
      others.push(await buildUser(db, { role: ROLES.VISITOR, fairIds: [limited.id] }));
    for (const o of others.slice(0, 2))
      expect(
        (await post('limited', '/conversations', { kind: 'direct', fair: limited.id, user: o.id }))
          .statusCode,
      ).toBe(201);
    const mine = async () =>
      Number(
        (await db.select({ n: count() }).from(conversations).where(eq(conversations.fairId, limited.id)))[0]!
          .n,
      );
    expect(await mine()).toBe(2);
    const answers = await Promise.all(
      others.slice(2).map((o) =>
        post('limited', '/conversations', {
          kind: 'direct',
          fair: limited.id,
          user: o.id,
          body: 'Bonjour',
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(429)]);
    expect(answers.find((r) => r.statusCode === 429)!.json()).toMatchObject({
      message_code: 'daily_contact_limit_reached',
    });
    expect(await mine()).toBe(3);
    // Continuing an existing conversation is not a new contact (no body: the 20 above used the message rate).
    expect(
      (
        await post('limited', '/conversations', {
          kind: 'direct',
          fair: limited.id,
          user: others[0]!.id,
        })
      ).statusCode,
    ).toBe(201);
    const [p] = await db
      .select({ n: count() })
      .from(conversationParticipants)
      .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
      .where(eq(conversations.fairId, limited.id));
    expect(Number(p!.n)).toBe(6);
    await db.update(fairs).set({ dailyChatContactLimit: null }).where(eq(fairs.id, limited.id));
    expect(
      (await post('limited', '/conversations', { kind: 'direct', fair: limited.id, user: others[21]!.id }))
        .statusCode,
    ).not.toBe(429);
  });
});

describe('personal data', () => {
  it('export holds the conversations and messages written; erasure keeps messages as a former participant', async () => {
    const db = t.database.db;
    const f2 = await buildFair(db, { isUsingDirectMessageModule: true });
    const firm = await buildFirm(db, { name: 'Hôpital Nord', fairIds: [f2.id] });
    const [b] = await db.insert(stands).values({ fairId: f2.id, firmId: firm.id, name: 'Nord' }).returning();
    as.v2 = await session({ role: ROLES.VISITOR, fairIds: [f2.id], firstName: 'Inès', lastName: 'Roy' });
    as.s2 = await session({
      role: ROLES.EXHIBITOR,
      userType: USER_TYPES.STAND_CONTACT,
      firmId: firm.id,
      firstName: 'Paul',
      lastName: 'Henry',
    });
    as.root = await session({ role: ROLES.SUPER_ADMIN });
    const chat = (
      await post('v2', '/conversations', { kind: 'booth', fair: f2.id, stand: b!.id, body: 'Une question' })
    ).json() as Conversation;
    expect(
      (await post('s2', '/direct_messages', { conversation: chat.id, body: 'Une réponse' })).statusCode,
    ).toBe(201);

    const exp = await get('s2', `/users/${as.s2!.id}/export`);
    expect(exp.statusCode, exp.body).toBe(200);
    expect(exp.json().modules.conversations).toMatchObject({
      conversations: [
        {
          kind: 'booth',
          firm: 'Hôpital Nord',
          with: ['Inès Roy'],
          messagesWritten: [{ body: 'Une réponse' }],
        },
      ],
    });

    // The staff member who answered is erased: the visitor keeps the answer, from a former participant.
    const erased = await as.root!.inject({ method: 'DELETE', url: `/api/users/${as.s2!.id}/delete` });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    const h = (await get('v2', `/conversations/${chat.id}/messages`)).json() as MessageHistory;
    expect(h.messages.map((m) => [m.body, m.author.former, m.author.id])).toEqual([
      ['Une question', false, as.v2!.id],
      ['Une réponse', true, null],
    ]);
    const seen = (await get('v2', `/conversations/${chat.uuid}`)).json() as Conversation;
    expect(seen.participants.map((p) => p.id)).toEqual([as.v2!.id]);
  });
});
