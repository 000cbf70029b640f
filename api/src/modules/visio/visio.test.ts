import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { ROLES, USER_TYPES, type VisioAccess, type VisioRoom } from '@passerelle/contract';
import { loadConfig } from '../../config.ts';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { fairs, notifications, stands, visioDailyContacts, visioRooms } from '../../db/schema/index.ts';
import { sweepRingingCalls } from './index.ts';

// permissions.md "visio rooms and calls": the two participants; a caller creates a room and
// starts a call; only participants end or miss it. Others are told the room does not exist.

type Session = Awaited<ReturnType<typeof loginAs>> & { id: number };
interface Problem {
  message_code: string;
  violations: { propertyPath: string; code: string }[];
}
const TURN_SECRET = 'turn-static-auth-secret';
let t: TestApp;
const as: Record<string, Session> = {};
let fair: { id: number };
let fairOff: { id: number };
let booth: { id: number };
let hiddenBooth: { id: number };

const session = async (input: Parameters<typeof buildUser>[1]) => {
  const u = await buildUser(t.database.db, input);
  return { ...(await loginAs(t.app, u.email, u.password)), id: u.id };
};
const roomsCount = async () => {
  const [r] = await t.database.db.select({ n: count() }).from(visioRooms);
  return Number(r!.n);
};
const send = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  as[who]!.inject({
    method,
    url: `/api${url}`,
    ...(payload !== undefined && { payload: payload as object }),
  });
const create = (who: string, receiver: string | number, body: object = { fair: fair.id }) =>
  send(who, 'POST', `/visio/create-room/${typeof receiver === 'number' ? receiver : as[receiver]!.id}`, body);
const start = (who: string, roomId: number) => send(who, 'PUT', `/visio/start-call/${roomId}`, {});
/** A room from `caller` to `receiver`, ringing. */
const ringing = async (caller: string, receiver: string) => {
  const made = await create(caller, receiver);
  expect(made.statusCode, made.body).toBe(201);
  const rung = await start(caller, made.json().id);
  expect(rung.statusCode, rung.body).toBe(200);
  return rung.json() as VisioRoom;
};
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('never happened');
};
const missedNotificationsOf = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.kind, 'call.missed')));

beforeAll(async () => {
  t = await buildTestApp({
    STUN_URLS: 'stun:stun.example.org:3478',
    TURN_URLS: 'turn:turn.example.org:3478?transport=udp, turns:turn.example.org:5349',
    TURN_SECRET,
    TURN_CREDENTIAL_TTL_S: '600',
    VISIO_SIGNALS_MAX_PER_USER: '5',
    // The sweep is called by the tests themselves.
    CALL_SWEEP_INTERVAL_S: '0',
  });
  const db = t.database.db;
  fair = await buildFair(db, { isPublicAccess: false, isVideoEnabled: true, name: 'Salon Vidéo' });
  fairOff = await buildFair(db, { isPublicAccess: true, isVideoEnabled: false });
  const otherFair = await buildFair(db, { isPublicAccess: false });
  const firmX = await buildFirm(db, { name: 'Clinique du Lac', fairIds: [fair.id] });
  const firmY = await buildFirm(db, { fairIds: [fair.id] });
  const booths = await db
    .insert(stands)
    .values([
      { fairId: fair.id, firmId: firmX.id, name: 'Stand du Lac' },
      { fairId: fair.id, firmId: firmX.id, name: 'Caché', isHiddenByOrganizer: true },
    ])
    .returning({ id: stands.id });
  booth = booths[0]!;
  hiddenBooth = booths[1]!;
  const member = (firstName: string, lastName: string, extra: object = {}) =>
    session({ role: ROLES.VISITOR, fairIds: [fair.id, fairOff.id], firstName, lastName, ...extra });
  as.nurse = await member('Amina', 'Diallo');
  as.doctor = await member('Karim', 'Benali');
  as.third = await member('Chloé', 'Petit');
  as.fourth = await member('Hugo', 'Roux');
  as.waiting = await session({ role: ROLES.VISITOR, fairIds: [fair.id], waitingIn: [fair.id] });
  as.stranger = await session({ role: ROLES.VISITOR });
  as.otherFair = await session({ role: ROLES.VISITOR, fairIds: [otherFair.id] });
  as.organizer = await session({
    role: ROLES.ORGANIZER,
    adminOf: [fair.id],
    firstName: 'Olga',
    lastName: 'Org',
  });
  as.contact = await session({
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_CONTACT,
    firmId: firmX.id,
    fairIds: [fair.id],
    firstName: 'Luc',
    lastName: 'Girard',
  });
  as.otherFirm = await session({
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_ADMIN,
    firmId: firmY.id,
    fairIds: [fair.id],
  });
});
afterAll(() => t.close());

describe('a call’s whole life', () => {
  let room: VisioRoom;

  it('POST /visio/create-room/{id} makes a room from a booth to one of its people', async () => {
    const res = await create('nurse', 'contact', { fair: fair.id, stand: booth.id });
    expect(res.statusCode, res.body).toBe(201);
    room = res.json();
    expect(room).toMatchObject({
      fair: fair.id,
      stand: booth.id,
      status: 'created',
      isCalling: false,
      mine: true,
      caller: { id: as.nurse!.id, firstName: 'Amina', lastName: 'Diallo', avatar: null, firm: null },
      receiver: {
        id: as.contact!.id,
        firstName: 'Luc',
        lastName: 'Girard',
        firm: { name: 'Clinique du Lac' },
      },
      startedAt: null,
      answeredAt: null,
      endedAt: null,
      endedBy: null,
    });
    expect(room.uniqid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ttl = Date.parse(room.uniqidExpiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(7_000_000);
    expect(ttl).toBeLessThanOrEqual(7_200_000);
    expect(JSON.stringify(room)).not.toMatch(/@test\.example/);
  });

  it('one of the booth’s people calls a visitor from the booth (taken from its queue)', async () => {
    const res = await create('contact', 'fourth', { fair: fair.id, stand: booth.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      stand: booth.id,
      caller: { id: as.contact!.id },
      receiver: { id: as.fourth!.id },
    });
    // Another firm's staff may not speak for this booth.
    const other = await create('otherFirm', 'fourth', { fair: fair.id, stand: booth.id });
    expect(other.statusCode).toBe(422);
    expect((other.json() as Problem).message_code).toBe('callee_not_in_booth');
  });

  it('start, pick up, signal, hang up', async () => {
    const rung = await start('nurse', room.id);
    expect(rung.statusCode, rung.body).toBe(200);
    expect(rung.json()).toMatchObject({ status: 'ringing', isCalling: true });
    expect(rung.json().startedAt).not.toBeNull();
    // Ringing again changes nothing.
    expect((await start('nurse', room.id)).json().startedAt).toBe(rung.json().startedAt);

    const seen = await send('contact', 'GET', `/visio_rooms/${room.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id: room.id, mine: false, status: 'ringing' });

    const picked = await send('contact', 'PUT', `/visio_rooms/${room.id}`, { status: 'active' });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json()).toMatchObject({ status: 'active', isCalling: true });
    expect(picked.json().answeredAt).not.toBeNull();
    // Picking up twice: it no longer rings.
    const again = await send('contact', 'PUT', `/visio_rooms/${room.id}`, { status: 'active' });
    expect(again.statusCode).toBe(409);
    expect((again.json() as Problem).message_code).toBe('call_not_ringing');
    // A running call cannot be missed.
    const miss = await send('nurse', 'PUT', `/visio/miss-call/${room.id}`, {});
    expect(miss.statusCode).toBe(409);
    expect((miss.json() as Problem).message_code).toBe('call_not_ringing');

    const signal = await send('nurse', 'POST', `/visio/signal/${room.id}`, { kind: 'offer', data: 'v=0…' });
    expect(signal.statusCode, signal.body).toBe(204);

    const ended = await send('contact', 'PUT', `/visio/end-call/${room.id}`, {});
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ended', isCalling: false, endedBy: as.contact!.id });
    // Hanging up an ended call answers it unchanged.
    const twice = await send('nurse', 'PUT', `/visio/end-call/${room.id}`, {});
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({
      status: 'ended',
      endedBy: as.contact!.id,
      endedAt: ended.json().endedAt,
    });
    // Over: no more signals, no joining, no ringing.
    for (const res of [
      await send('nurse', 'POST', `/visio/signal/${room.id}`, { kind: 'candidate', data: '{}' }),
      await send('nurse', 'POST', '/visio/access-token', { room: room.uniqid }),
      await start('nurse', room.id),
    ]) {
      expect(res.statusCode).toBe(409);
      expect((res.json() as Problem).message_code).toBe('call_over');
    }
  });

  it('GET /visio_rooms lists the participant’s calls newest first, filtered by fair', async () => {
    const second = await create('doctor', 'nurse');
    expect(second.statusCode).toBe(201);
    const res = await send('nurse', 'GET', `/visio_rooms?fair=${fair.id}`);
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as VisioRoom[]).map((r) => r.id);
    expect(ids.slice(0, 2)).toEqual([second.json().id, room.id]);
    expect((res.json() as VisioRoom[])[0]!.mine).toBe(false);
    expect((await send('nurse', 'GET', `/visio_rooms?fair=${fairOff.id}`)).json()).toEqual([]);
    const theirs = (await send('third', 'GET', '/visio_rooms')).json() as VisioRoom[];
    expect(theirs.map((r) => r.id)).not.toContain(room.id);
  });
});

describe('declined and missed calls', () => {
  it('the receiver declines a ringing call', async () => {
    const room = await ringing('third', 'fourth');
    const res = await send('fourth', 'PUT', `/visio_rooms/${room.id}`, { status: 'declined' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', endedBy: as.fourth!.id, isCalling: false });
    const late = await send('fourth', 'PUT', `/visio_rooms/${room.id}`, { status: 'active' });
    expect(late.statusCode).toBe(409);
    expect((late.json() as Problem).message_code).toBe('call_not_ringing');
  });

  it('the caller giving up while it rings makes it missed, and the receiver is notified', async () => {
    const room = await ringing('third', 'fourth');
    const res = await send('third', 'PUT', `/visio/end-call/${room.id}`, {});
    expect(res.json()).toMatchObject({ status: 'missed', endedBy: as.third!.id });
    await until(async () =>
      (await missedNotificationsOf(as.fourth!.id)).some((n) => n.data.roomId === room.id),
    );
    const [n] = (await missedNotificationsOf(as.fourth!.id)).filter((x) => x.data.roomId === room.id);
    expect(n).toMatchObject({ fairId: fair.id, unread: true });
    expect(n!.data).toMatchObject({ fairName: 'Salon Vidéo', roomId: room.id });
    expect(JSON.stringify(n!.data)).not.toContain('Chloé');
    // Listed for the receiver through the notifications route.
    const listed = await send('fourth', 'GET', `/users/${as.fourth!.id}/notifications`);
    expect(JSON.stringify(listed.json())).toContain('call.missed');
    // The caller is not notified of their own missed call.
    expect(await missedNotificationsOf(as.third!.id)).toEqual([]);
  });

  it('PUT /visio/miss-call/{id} marks a ringing call missed (either participant)', async () => {
    const room = await ringing('third', 'fourth');
    const res = await send('fourth', 'PUT', `/visio/miss-call/${room.id}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'missed', endedBy: as.fourth!.id });
    expect((await send('third', 'PUT', `/visio/miss-call/${room.id}`, {})).json().status).toBe('missed');
    // A room that never rang cannot be missed.
    const made = await create('third', 'fourth');
    const early = await send('third', 'PUT', `/visio/miss-call/${made.json().id}`, {});
    expect(early.statusCode).toBe(409);
    expect((early.json() as Problem).message_code).toBe('call_not_ringing');
  });

  it('the sweep marks missed the calls ringing past CALL_RING_SECONDS, once', async () => {
    const old = await ringing('third', 'fourth');
    const fresh = await ringing('doctor', 'organizer');
    await t.database.db
      .update(visioRooms)
      .set({ startedAt: sql`now() - interval '31 seconds'` })
      .where(eq(visioRooms.id, old.id));
    const deps = { db: t.database.db, bus: t.app.bus };
    const swept = await sweepRingingCalls(deps);
    expect(swept).toContain(old.id);
    expect(swept).not.toContain(fresh.id);
    expect(await sweepRingingCalls(deps)).not.toContain(old.id);
    const after = (await send('third', 'GET', `/visio_rooms/${old.id}`)).json() as VisioRoom;
    expect(after).toMatchObject({ status: 'missed', endedBy: null });
    expect(after.endedAt).not.toBeNull();
    expect((await send('doctor', 'GET', `/visio_rooms/${fresh.id}`)).json().status).toBe('ringing');
    await until(async () =>
      (await missedNotificationsOf(as.fourth!.id)).some((n) => n.data.roomId === old.id),
    );
    await send('doctor', 'PUT', `/visio/end-call/${fresh.id}`, {});
  });
});

describe('one call at a time', () => {
  it('two callers ringing one receiver at once: one rings, the other gets 409 callee_busy', async () => {
    const a = (await create('nurse', 'fourth')).json() as VisioRoom;
    const b = (await create('doctor', 'fourth')).json() as VisioRoom;
    const answers = await Promise.all([start('nurse', a.id), start('doctor', b.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const busy = answers.find((r) => r.statusCode === 409)!;
    expect((busy.json() as Problem).message_code).toBe('callee_busy');
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: count() })
      .from(visioRooms)
      .where(and(eq(visioRooms.receiverId, as.fourth!.id), eq(visioRooms.status, 'ringing')));
    expect(Number(n)).toBe(1);
    await send('nurse', 'PUT', `/visio/end-call/${a.id}`, {});
    await send('doctor', 'PUT', `/visio/end-call/${b.id}`, {});
  });
});

describe('joining a room', () => {
  it('POST /visio/access-token answers the room and TURN credentials derived for the user', async () => {
    const room = (await create('nurse', 'third')).json() as VisioRoom;
    const before = Math.floor(Date.now() / 1000);
    const res = await send('third', 'POST', '/visio/access-token', { room: room.uniqid });
    expect(res.statusCode, res.body).toBe(200);
    const access = res.json() as VisioAccess;
    expect(access.room).toMatchObject({ id: room.id, mine: false });
    expect(access.iceServers[0]).toEqual({ urls: ['stun:stun.example.org:3478'] });
    const turn = access.iceServers[1]!;
    expect(turn.urls).toEqual(['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349']);
    const [expiry, userId] = turn.username!.split(':');
    expect(Number(userId)).toBe(as.third!.id);
    expect(Number(expiry)).toBeGreaterThanOrEqual(before + 600);
    expect(Number(expiry)).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 600);
    expect(Date.parse(access.expiresAt) / 1000).toBe(Number(expiry));
    // Checked the way coturn checks it.
    expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username!).digest('base64'));

    // Unknown, not a participant's, expired: 404 alike.
    for (const [who, uniqid] of [
      ['third', 'nope'],
      ['doctor', room.uniqid],
      ['organizer', room.uniqid],
    ] as const) {
      const refused = await send(who, 'POST', '/visio/access-token', { room: uniqid });
      expect(refused.statusCode).toBe(404);
    }
    await t.database.db
      .update(visioRooms)
      .set({ uniqidExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(visioRooms.id, room.id));
    expect((await send('third', 'POST', '/visio/access-token', { room: room.uniqid })).statusCode).toBe(404);

    // A fresh address once expired, the call not over.
    const renewed = await send('nurse', 'GET', `/visio_rooms/${room.id}/uniqid`);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().uniqid).not.toBe(room.uniqid);
    expect(Date.parse(renewed.json().uniqidExpiresAt)).toBeGreaterThan(Date.now());
    expect((await send('third', 'GET', `/visio_rooms/${room.id}/uniqid`)).json()).toEqual(renewed.json());
    expect((await send('doctor', 'GET', `/visio_rooms/${room.id}/uniqid`)).statusCode).toBe(404);
    expect(
      (await send('third', 'POST', '/visio/access-token', { room: renewed.json().uniqid })).statusCode,
    ).toBe(200);
    // An ended call keeps its expired address.
    await send('nurse', 'PUT', `/visio/end-call/${room.id}`, {});
    await t.database.db
      .update(visioRooms)
      .set({ uniqidExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(visioRooms.id, room.id));
    expect((await send('nurse', 'GET', `/visio_rooms/${room.id}/uniqid`)).json().uniqid).toBe(
      renewed.json().uniqid,
    );
  });

  it('TURN_URLS without TURN_SECRET does not start', () => {
    expect(() => loadConfig({ TURN_URLS: 'turn:turn.example.org' })).toThrow(/TURN_SECRET/);
    expect(loadConfig({ STUN_URLS: ' stun:a , stun:b ' }).visio).toMatchObject({
      stunUrls: ['stun:a', 'stun:b'],
      turnUrls: [],
      turnCredentialTtlS: 3600,
    });
  });
});

describe('signals', () => {
  it('are rate limited per user (429 rate_limited)', async () => {
    const room = await ringing('organizer', 'third');
    const sent = [];
    for (let i = 0; i < 6; i++)
      sent.push(
        await send('organizer', 'POST', `/visio/signal/${room.id}`, { kind: 'candidate', data: `c${i}` }),
      );
    expect(sent.map((r) => r.statusCode)).toEqual([204, 204, 204, 204, 204, 429]);
    expect((sent[5]!.json() as Problem).message_code).toBe('rate_limited');
    expect(sent[5]!.headers['retry-after']).toBeDefined();
    await send('organizer', 'PUT', `/visio/end-call/${room.id}`, {});
  });

  it('refuse bad input and rooms that do not ring yet', async () => {
    const made = (await create('doctor', 'third')).json() as VisioRoom;
    const early = await send('doctor', 'POST', `/visio/signal/${made.id}`, { kind: 'offer', data: 'x' });
    expect(early.statusCode).toBe(409);
    expect((early.json() as Problem).message_code).toBe('call_not_ringing');
    await start('doctor', made.id);
    for (const body of [
      { kind: 'shout', data: 'x' },
      { kind: 'offer', data: 'x'.repeat(20_001) },
      { kind: 'offer' },
    ]) {
      const bad = await send('doctor', 'POST', `/visio/signal/${made.id}`, body);
      expect(bad.statusCode, JSON.stringify(body).slice(0, 40)).toBe(422);
    }
    await send('doctor', 'PUT', `/visio/end-call/${made.id}`, {});
  });
});

describe('refused actors', () => {
  let room: VisioRoom;
  beforeAll(async () => {
    room = (await create('fourth', 'doctor')).json() as VisioRoom;
  });

  it('strangers, other fairs’ members, other firms’ staff, organizers: the room does not exist (404)', async () => {
    for (const who of ['stranger', 'otherFair', 'otherFirm', 'organizer', 'third', 'waiting']) {
      for (const [method, url, payload] of [
        ['GET', `/visio_rooms/${room.id}`, undefined],
        ['GET', `/visio_rooms/${room.id}/uniqid`, undefined],
        ['PUT', `/visio_rooms/${room.id}`, { status: 'active' }],
        ['PUT', `/visio/start-call/${room.id}`, {}],
        ['PUT', `/visio/end-call/${room.id}`, {}],
        ['PUT', `/visio/miss-call/${room.id}`, {}],
        ['POST', `/visio/signal/${room.id}`, { kind: 'offer', data: 'x' }],
        ['POST', '/visio/access-token', { room: room.uniqid }],
      ] as const) {
        const res = await send(who, method, url, payload);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(404);
      }
      const list = (await send(who, 'GET', '/visio_rooms')).json() as VisioRoom[];
      expect(list.map((r) => r.id)).not.toContain(room.id);
    }
    expect((await send('fourth', 'GET', `/visio_rooms/${room.id}`)).json().status).toBe('created');
  });

  it('the receiver does not ring, the caller does not pick up (403)', async () => {
    expect((await start('doctor', room.id)).statusCode).toBe(403);
    await start('fourth', room.id);
    expect((await send('fourth', 'PUT', `/visio_rooms/${room.id}`, { status: 'active' })).statusCode).toBe(
      403,
    );
    expect((await send('fourth', 'GET', `/visio_rooms/${room.id}`)).json().status).toBe('ringing');
    await send('doctor', 'PUT', `/visio/end-call/${room.id}`, {});
  });

  it('unauthenticated: 401 on every route', async () => {
    for (const [method, url] of [
      ['GET', '/visio_rooms'],
      ['GET', `/visio_rooms/${room.id}`],
      ['GET', `/visio_rooms/${room.id}/uniqid`],
      ['PUT', `/visio_rooms/${room.id}`],
      ['POST', '/visio/access-token'],
      ['POST', `/visio/create-room/${as.doctor!.id}`],
      ['PUT', `/visio/start-call/${room.id}`],
      ['PUT', `/visio/end-call/${room.id}`],
      ['PUT', `/visio/miss-call/${room.id}`],
      ['POST', `/visio/signal/${room.id}`],
    ] as const) {
      const res = await t.app.inject({ method, url: `/api${url}`, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('create-room: who may call whom, with exact codes and nothing written', async () => {
    const erased = await buildUser(t.database.db, { fairIds: [fair.id], erasedAt: new Date() });
    const cases: [string, string | number, object, number, string][] = [
      ['stranger', 'doctor', { fair: fair.id }, 404, 'not_found'],
      ['otherFair', 'doctor', { fair: fair.id }, 404, 'not_found'],
      ['waiting', 'doctor', { fair: fair.id }, 403, 'not_validated_in_fair'],
      ['nurse', 'doctor', { fair: fairOff.id }, 403, 'video_disabled'],
      ['nurse', 'nurse', { fair: fair.id }, 422, 'cannot_call_self'],
      ['nurse', 'stranger', { fair: fair.id }, 404, 'not_found'],
      ['nurse', 'waiting', { fair: fair.id }, 404, 'not_found'],
      ['nurse', 999_999_999, { fair: fair.id }, 404, 'not_found'],
      ['nurse', erased.id, { fair: fair.id }, 422, 'callee_unavailable'],
      ['nurse', 'doctor', { fair: fair.id, stand: booth.id }, 422, 'callee_not_in_booth'],
      ['nurse', 'otherFirm', { fair: fair.id, stand: booth.id }, 422, 'callee_not_in_booth'],
      ['nurse', 'contact', { fair: fair.id, stand: hiddenBooth.id }, 404, 'not_found'],
      ['nurse', 'contact', { fair: 999_999_999 }, 404, 'not_found'],
      ['nurse', 'doctor', {}, 422, 'validation_failed'],
      ['nurse', 'doctor', { fair: fair.id, extra: 1 }, 422, 'validation_failed'],
    ];
    const before = await roomsCount();
    for (const [who, receiver, body, status, code] of cases) {
      const res = await create(who, receiver, body);
      expect(res.statusCode, `${who} → ${receiver} ${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect((res.json() as Problem).message_code).toBe(code);
    }
    expect(await roomsCount()).toBe(before);
    // An organizer of the fair may call, and be called.
    expect((await create('organizer', 'nurse')).statusCode).toBe(201);
    expect((await create('contact', 'organizer')).statusCode).toBe(201);
  });

  it('PUT /visio_rooms/{id} refuses other statuses', async () => {
    const res = await send('doctor', 'PUT', `/visio_rooms/${room.id}`, { status: 'ended' });
    expect(res.statusCode).toBe(422);
    expect((res.json() as Problem).violations[0]).toMatchObject({ propertyPath: 'status' });
  });
});

describe('the daily contact limit for video', () => {
  const people: Session[] = [];
  let limited: { id: number };
  beforeAll(async () => {
    limited = await buildFair(t.database.db, {
      isVideoEnabled: true,
      dailyVideoContactLimit: 1,
      timezone: 'Pacific/Auckland',
    });
    as.caller = await session({ role: ROLES.VISITOR, fairIds: [limited.id] });
    for (let i = 0; i < 22; i++) people.push(await session({ role: ROLES.VISITOR, fairIds: [limited.id] }));
  });
  const callIn = (receiverId: number) => create('caller', receiverId, { fair: limited.id });

  it('limit 1: a second person is refused (429, nothing written), the same person again is not counted', async () => {
    expect((await callIn(people[0]!.id)).statusCode).toBe(201);
    const before = await roomsCount();
    const refused = await callIn(people[1]!.id);
    expect(refused.statusCode).toBe(429);
    expect((refused.json() as Problem).message_code).toBe('daily_contact_limit_reached');
    expect(await roomsCount()).toBe(before);
    expect((await callIn(people[0]!.id)).statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(visioDailyContacts)
      .where(and(eq(visioDailyContacts.userId, as.caller!.id), eq(visioDailyContacts.fairId, limited.id)));
    expect(row!.count).toBe(1);
    // The day is the fair's (Auckland), not the server's.
    expect(row!.day).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date()),
    );
  });

  it('20 parallel calls to new people at limit−1: one goes through, 19 × 429', async () => {
    await t.database.db.update(fairs).set({ dailyVideoContactLimit: 3 }).where(eq(fairs.id, limited.id));
    expect((await callIn(people[1]!.id)).statusCode).toBe(201);
    const before = await roomsCount();
    const answers = await Promise.all(people.slice(2, 22).map((p) => callIn(p.id)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect((r.json() as Problem).message_code).toBe('daily_contact_limit_reached');
    expect(await roomsCount()).toBe(before + 1);
  });

  it('limit 0: no call at all; null: no limit', async () => {
    await t.database.db.update(fairs).set({ dailyVideoContactLimit: 0 }).where(eq(fairs.id, limited.id));
    const res = await callIn(people[21]!.id);
    expect(res.statusCode).toBe(429);
    await t.database.db.update(fairs).set({ dailyVideoContactLimit: null }).where(eq(fairs.id, limited.id));
    expect((await callIn(people[21]!.id)).statusCode).toBe(201);
  });
});

describe('personal data', () => {
  it('the export lists the calls; erasure removes them', async () => {
    const u = await buildUser(t.database.db, { fairIds: [fair.id], firstName: 'Éva', lastName: 'Moreau' });
    const s = await loginAs(t.app, u.email, u.password);
    const made = await s.inject({
      method: 'POST',
      url: `/api/visio/create-room/${as.doctor!.id}`,
      payload: { fair: fair.id },
    });
    expect(made.statusCode).toBe(201);
    const exported = await s.inject({ method: 'GET', url: `/api/users/${u.id}/export` });
    expect(exported.json().modules.visio.calls).toEqual([
      expect.objectContaining({
        fair: 'Salon Vidéo',
        direction: 'made',
        with: 'Karim Benali',
        status: 'created',
      }),
    ]);
    const doctorView = await send('doctor', 'GET', `/users/${as.doctor!.id}/export`);
    expect(doctorView.json().modules.visio.calls).toContainEqual(
      expect.objectContaining({ direction: 'received', with: 'Éva Moreau' }),
    );
    const erased = await s.inject({ method: 'DELETE', url: `/api/users/${u.id}/delete` });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    const left = await t.database.db.select().from(visioRooms).where(eq(visioRooms.callerId, u.id));
    expect(left).toEqual([]);
  });
});
