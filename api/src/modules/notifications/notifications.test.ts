import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { ROLES, USER_TYPES, type Notification } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import {
  countries,
  fairFirms,
  fairUsers,
  jobDisponibilities,
  jobFunctions,
  jobOfferFairs,
  jobOffers,
  notificationPreferences,
  notifications,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { createNotificationsService } from './notifications.service.ts';
import { createNotificationSubscribers } from './notifications.subscribers.ts';

// permissions.md "notifications": read self; the system creates them, the recipient marks them
// read; delete self. Each kind is made by the action that triggers it, for its people only.

type Session = Awaited<ReturnType<typeof loginAs>> & { id: number; email: string };
interface Problem {
  message_code: string;
  violations: { propertyPath: string; code: string }[];
}
let t: TestApp;
const as: Record<string, Session> = {};
let fair: { id: number; homepage: string; name: string };
let firm: { id: number; name: string };
let offer: number;
let profile: Record<string, unknown>;

const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp({ REGISTER_MAX_PER_IP: '100' });
  fair = await buildFair(db(), {
    name: 'Salon Santé Montréal',
    isUsingJobModule: true,
    isPublicAccess: false,
  });
  firm = await buildFirm(db(), { name: 'CIUSSS du Nord' });
  await db().insert(fairFirms).values({ fairId: fair.id, firmId: firm.id });
  const people: Record<string, Parameters<typeof buildUser>[1]> = {
    nurse: { fairIds: [fair.id], locale: 'en' },
    other: { fairIds: [fair.id] },
    waiting: { fairIds: [fair.id], waitingIn: [fair.id] },
    waiting2: { fairIds: [fair.id], waitingIn: [fair.id] },
    adminX: { role: ROLES.EXHIBITOR, firmId: firm.id, userType: USER_TYPES.STAND_ADMIN, fairIds: [fair.id] },
    adminX2: { role: ROLES.EXHIBITOR, firmId: firm.id, userType: USER_TYPES.STAND_ADMIN, fairIds: [fair.id] },
    contactX: {
      role: ROLES.EXHIBITOR,
      firmId: firm.id,
      userType: USER_TYPES.STAND_CONTACT,
      fairIds: [fair.id],
    },
    organizer: { role: ROLES.ORGANIZER, adminOf: [fair.id] },
    superAdmin: { role: ROLES.SUPER_ADMIN },
  };
  for (const [name, input] of Object.entries(people)) {
    const user = await buildUser(db(), input);
    as[name] = { ...(await loginAs(t.app, user.email, user.password)), id: user.id, email: user.email };
  }
  const nurseFn = (await db().select().from(jobFunctions).where(eq(jobFunctions.iscoCode, '2221')))[0]!;
  const [dispo] = await db().select().from(jobDisponibilities).limit(1);
  const [morocco] = await db().select().from(countries).where(eq(countries.code, 'MA'));
  const [o] = await db()
    .insert(jobOffers)
    .values({
      firmId: firm.id,
      status: 'published' as const,
      translations: {
        fr: { title: 'Infirmière de nuit', description: '' },
        en: { title: 'Night nurse', description: '' },
      },
      functionId: nurseFn.id,
      familyId: nurseFn.familyId,
      publishedAt: new Date(),
    })
    .returning();
  offer = o!.id;
  await db().insert(jobOfferFairs).values({ offerId: offer, fairId: fair.id });
  profile = {
    functions: [nurseFn.id],
    languages: [
      {
        language: 'fr',
        levels: { listening: 'C1', reading: 'C1', speaking: 'C1', writing: 'B2' },
        certificates: [],
      },
    ],
    residenceCountry: morocco!.id,
    disponibility: dispo!.id,
    recognition: 'in_progress',
  };
});
afterAll(async () => {
  await t.close();
});

/** The subscribers run after the write answered: wait (bounded) for what they make. */
const eventually = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 5000): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
};
/** Lets the subscribers of an action that should make nothing run, then reads. */
const settled = async <T>(read: () => Promise<T>) => {
  await new Promise((r) => setTimeout(r, 300));
  return read();
};
const rowsOf = (userId: number) =>
  db().select().from(notifications).where(eq(notifications.recipientId, userId)).orderBy(notifications.id);
const total = async () => Number((await db().select({ n: count() }).from(notifications))[0]!.n);
const listOf = async (who: string, qs = '') => {
  const res = await as[who]!.inject({ method: 'GET', url: `/api/users/${as[who]!.id}/notifications${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as Notification[], headers: res.headers };
};
const validate = (userId: number, isValidated: number) =>
  as.organizer!.inject({
    method: 'PUT',
    url: `/api/users/${userId}/fairs/${fair.id}`,
    payload: { isValidated },
  });
const seed = async (recipientId: number, n: number, unread = true) => {
  const rows = await db()
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        recipientId,
        kind: 'membership.validated' as const,
        fairId: fair.id,
        data: { fairId: fair.id, fairName: fair.name, homepage: fair.homepage },
        unread,
        sourceKey: `seed:${recipientId}:${Date.now()}:${i}:${Math.random()}`,
        createdAt: new Date(Date.now() - (n - i) * 1000),
      })),
    )
    .returning();
  return rows;
};

describe('membership.validated / membership.refused', () => {
  it('validating a waiting member tells that member, and nobody else', async () => {
    const before = await total();
    const res = await validate(as.waiting!.id, 1);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await eventually(
      () => rowsOf(as.waiting!.id),
      (r) => r.length > 0,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'membership.validated',
      fairId: fair.id,
      unread: true,
      data: { fairId: fair.id, fairName: 'Salon Santé Montréal', homepage: fair.homepage },
    });
    expect(await total()).toBe(before + 1);
  });

  it('refusing tells the member it was refused', async () => {
    expect((await validate(as.waiting2!.id, -1)).statusCode).toBe(200);
    const rows = await eventually(
      () => rowsOf(as.waiting2!.id),
      (r) => r.length > 0,
    );
    expect(rows.map((r) => r.kind)).toEqual(['membership.refused']);
  });

  it('putting back on waiting makes none', async () => {
    const before = await total();
    expect((await validate(as.waiting2!.id, 0)).statusCode).toBe(200);
    expect(await settled(total)).toBe(before);
  });
});

describe('job.application.received / job.application.status', () => {
  let application: number;
  it("an application tells the firm's stand admins, not its contacts, the candidate or the organizer", async () => {
    expect(
      (await as.nurse!.inject({ method: 'PUT', url: '/api/job_profiles/me', payload: profile })).statusCode,
    ).toBe(200);
    const res = await as.nurse!.inject({
      method: 'POST',
      url: '/api/job_solicitations',
      payload: { job: offer },
    });
    expect(res.statusCode, res.body).toBe(201);
    application = res.json().id as number;
    const rows = await eventually(
      () => rowsOf(as.adminX!.id),
      (r) => r.length > 0,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'job.application.received',
      fairId: fair.id,
      data: {
        applicationId: application,
        offerId: offer,
        firmId: firm.id,
        offerTitle: 'Infirmière de nuit',
        status: 0,
      },
    });
    expect(
      await eventually(
        () => rowsOf(as.adminX2!.id),
        (r) => r.length > 0,
      ),
    ).toHaveLength(1);
    for (const who of ['contactX', 'nurse', 'organizer', 'other'])
      expect(await settled(() => rowsOf(as[who]!.id)), who).toHaveLength(0);
  });

  it('moving its status tells the candidate, in the candidate’s language, and not the firm again', async () => {
    const res = await as.adminX!.inject({
      method: 'PUT',
      url: `/api/job_solicitations/${application}`,
      payload: { status: 2, message: 'Entretien la semaine prochaine' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await eventually(
      () => rowsOf(as.nurse!.id),
      (r) => r.length > 0,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'job.application.status',
      data: { applicationId: application, status: 2, offerTitle: 'Night nurse' },
    });
    // No personal text copied: the firm's message stays on the application.
    expect(JSON.stringify(rows[0]!.data)).not.toContain('Entretien');
    expect(await settled(() => rowsOf(as.adminX!.id))).toHaveLength(1);
  });
});

describe('firm.join_request', () => {
  it("registering with an existing firm's name tells its stand admins and the fair's organizer, not the person", async () => {
    const email = `karim.${Date.now()}@exemple.org`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/exhibitor',
      payload: {
        fair: fair.id,
        email,
        password: 'Soins!2026a',
        confirmation: 'Soins!2026a',
        firstName: 'Karim',
        lastName: 'Haddad',
        acceptConditions: true,
        acceptDiffusion: true,
        locale: 'fr',
        fields: { jobTitle: 'Infirmier', phone: '+1 514 555 0101' },
        firm: { name: firm.name.toUpperCase() },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const requestId = res.json().joinRequest.id as number;
    const personId = res.json().id as number;
    const kindOf = async (userId: number) =>
      (await rowsOf(userId)).filter((r) => r.kind === 'firm.join_request');
    const rows = await eventually(
      () => kindOf(as.adminX!.id),
      (r) => r.length > 0,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fairId: fair.id,
      data: { requestId, firmId: firm.id, firmName: 'CIUSSS du Nord', fairId: fair.id },
    });
    expect(JSON.stringify(rows[0]!.data)).not.toContain('Karim');
    expect(
      await eventually(
        () => kindOf(as.organizer!.id),
        (r) => r.length > 0,
      ),
    ).toHaveLength(1);
    expect(await settled(() => kindOf(as.contactX!.id))).toHaveLength(0);
    expect(await kindOf(personId)).toHaveLength(0);
    expect(await kindOf(as.other!.id)).toHaveLength(0);
  });
});

describe('preferences', () => {
  it('GET answers every kind, in_app by default (self only)', async () => {
    const res = await as.other!.inject({
      method: 'GET',
      url: `/api/users/${as.other!.id}/notification-preferences`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      'membership.validated': 'in_app',
      'membership.refused': 'in_app',
      'firm.join_request': 'in_app',
      'job.application.received': 'in_app',
      'job.application.status': 'in_app',
      direct_message: 'in_app',
      'chat.answer': 'in_app',
      'call.missed': 'in_app',
      'interview.booked': 'in_app',
      'interview.cancelled': 'in_app',
      'interview.reminder': 'in_app',
    });
    const foreign = await as.nurse!.inject({
      method: 'GET',
      url: `/api/users/${as.other!.id}/notification-preferences`,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('PUT changes the kinds sent and keeps the others', async () => {
    const res = await as.other!.inject({
      method: 'PUT',
      url: `/api/users/${as.other!.id}/notification-preferences`,
      payload: { 'membership.validated': 'off', 'job.application.status': 'email_digest' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      'membership.validated': 'off',
      'job.application.status': 'email_digest',
      'membership.refused': 'in_app',
    });
    const again = await as.other!.inject({
      method: 'PUT',
      url: `/api/users/${as.other!.id}/notification-preferences`,
      payload: { 'membership.refused': 'off' },
    });
    expect(again.json()).toMatchObject({ 'membership.validated': 'off', 'membership.refused': 'off' });
  });

  it('PUT refuses an unknown channel or kind (422, nothing written) and another user (403)', async () => {
    const stored = async () =>
      (
        await db()
          .select()
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, as.nurse!.id))
      ).length;
    const bad = await as.nurse!.inject({
      method: 'PUT',
      url: `/api/users/${as.nurse!.id}/notification-preferences`,
      payload: { 'membership.validated': 'sms', 'chat.answer': 'off' },
    });
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as Problem).violations).toEqual([
      expect.objectContaining({ propertyPath: 'membership.validated', code: 'invalid_value' }),
    ]);
    const unknown = await as.nurse!.inject({
      method: 'PUT',
      url: `/api/users/${as.nurse!.id}/notification-preferences`,
      payload: { 'weather.alert': 'off' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(await stored()).toBe(0);
    const foreign = await as.superAdmin!.inject({
      method: 'PUT',
      url: `/api/users/${as.nurse!.id}/notification-preferences`,
      payload: { 'membership.validated': 'off' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await stored()).toBe(0);
  });

  it('off makes none of that kind; the other kinds still come', async () => {
    await db()
      .update(fairUsers)
      .set({ isValidated: 0 })
      .where(and(eq(fairUsers.userId, as.other!.id), eq(fairUsers.fairId, fair.id)));
    expect((await validate(as.other!.id, 1)).statusCode).toBe(200);
    expect(await settled(() => rowsOf(as.other!.id))).toHaveLength(0);
    expect((await validate(as.other!.id, -1)).statusCode).toBe(200);
    // membership.refused was set off too: still none.
    expect(await settled(() => rowsOf(as.other!.id))).toHaveLength(0);
    await as.other!.inject({
      method: 'PUT',
      url: `/api/users/${as.other!.id}/notification-preferences`,
      payload: { 'membership.validated': 'in_app' },
    });
    expect((await validate(as.other!.id, 1)).statusCode).toBe(200);
    expect(
      (
        await eventually(
          () => rowsOf(as.other!.id),
          (r) => r.length > 0,
        )
      ).map((r) => r.kind),
    ).toEqual(['membership.validated']);
  });
});

describe('GET /users/{id}/notifications', () => {
  it('lists the caller’s own, newest first, paged, and filters unread', async () => {
    const user = await buildUser(db(), { fairIds: [fair.id] });
    as.lister = { ...(await loginAs(t.app, user.email, user.password)), id: user.id, email: user.email };
    const rows = await seed(user.id, 3);
    await db().update(notifications).set({ unread: false }).where(eq(notifications.id, rows[0]!.id));
    const all = await listOf('lister', '?itemsPerPage=2');
    expect(all.items.map((n) => n.id)).toEqual([rows[2]!.id, rows[1]!.id]);
    expect(all.headers['x-total-items']).toBe('3');
    expect(all.items[0]).toEqual({
      id: rows[2]!.id,
      kind: 'membership.validated',
      fair: fair.id,
      data: { fairId: fair.id, fairName: fair.name, homepage: fair.homepage },
      unread: true,
      createdAt: rows[2]!.createdAt.toISOString(),
    });
    const unread = await listOf('lister', '?unread=true');
    expect(unread.items.map((n) => n.id)).toEqual([rows[2]!.id, rows[1]!.id]);
    const read = await listOf('lister', '?unread=false');
    expect(read.items.map((n) => n.id)).toEqual([rows[0]!.id]);
    const count = await as.lister!.inject({
      method: 'GET',
      url: `/api/users/${user.id}/notifications/unread-count`,
    });
    expect(count.json()).toEqual({ unread: 2 });
  });

  it('refuses anyone else, super admin included (403), and anonymous (401)', async () => {
    for (const who of ['nurse', 'superAdmin', 'organizer']) {
      const res = await as[who]!.inject({ method: 'GET', url: `/api/users/${as.lister!.id}/notifications` });
      expect(res.statusCode, who).toBe(403);
      const c = await as[who]!.inject({
        method: 'GET',
        url: `/api/users/${as.lister!.id}/notifications/unread-count`,
      });
      expect(c.statusCode, who).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${as.lister!.id}/notifications` })).statusCode,
    ).toBe(401);
  });

  it('400 on a bad filter', async () => {
    const res = await as.lister!.inject({
      method: 'GET',
      url: `/api/users/${as.lister!.id}/notifications?unread=maybe`,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /notifications/{id}, mark-all-read, DELETE', () => {
  let mine: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    const user = await buildUser(db(), { fairIds: [fair.id] });
    as.reader = { ...(await loginAs(t.app, user.email, user.password)), id: user.id, email: user.email };
    mine = await seed(user.id, 3);
  });
  const put = (who: string, id: number, payload: unknown) =>
    as[who]!.inject({ method: 'PUT', url: `/api/notifications/${id}`, payload: payload as object });
  const unreadOf = async (id: number) =>
    (await db().select().from(notifications).where(eq(notifications.id, id)))[0]?.unread;

  it('the recipient marks one read, and unread again', async () => {
    const res = await put('reader', mine[0]!.id, { unread: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: mine[0]!.id, unread: false, kind: 'membership.validated' });
    expect(await unreadOf(mine[0]!.id)).toBe(false);
    expect((await put('reader', mine[0]!.id, { unread: true })).json()).toMatchObject({ unread: true });
  });

  it('bad input: 422 with the violation code, nothing written', async () => {
    const missing = await put('reader', mine[1]!.id, {});
    expect(missing.statusCode).toBe(422);
    expect((missing.json() as Problem).violations).toEqual([
      expect.objectContaining({ propertyPath: 'unread', code: 'required' }),
    ]);
    const wrong = await put('reader', mine[1]!.id, { unread: 'no' });
    expect(wrong.statusCode).toBe(422);
    expect((wrong.json() as Problem).violations).toEqual([
      expect.objectContaining({ propertyPath: 'unread', code: 'invalid_type' }),
    ]);
    expect(await unreadOf(mine[1]!.id)).toBe(true);
  });

  it("someone else's: 404 for read, delete and nothing changes", async () => {
    for (const who of ['nurse', 'superAdmin']) {
      expect((await put(who, mine[1]!.id, { unread: false })).statusCode, who).toBe(404);
      expect(
        (await as[who]!.inject({ method: 'DELETE', url: `/api/notifications/${mine[1]!.id}` })).statusCode,
        who,
      ).toBe(404);
    }
    expect(await unreadOf(mine[1]!.id)).toBe(true);
  });

  it('mark-all-read marks the caller’s unread ones only', async () => {
    const others = await seed(as.nurse!.id, 1);
    const foreign = await as.nurse!.inject({
      method: 'POST',
      url: `/api/users/${as.reader!.id}/notifications/mark-all-read`,
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    expect(await unreadOf(mine[2]!.id)).toBe(true);
    const res = await as.reader!.inject({
      method: 'POST',
      url: `/api/users/${as.reader!.id}/notifications/mark-all-read`,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ marked: 3 });
    expect(await unreadOf(others[0]!.id)).toBe(true);
    const count = await as.reader!.inject({
      method: 'GET',
      url: `/api/users/${as.reader!.id}/notifications/unread-count`,
    });
    expect(count.json()).toEqual({ unread: 0 });
  });

  it('the recipient deletes one', async () => {
    const res = await as.reader!.inject({ method: 'DELETE', url: `/api/notifications/${mine[0]!.id}` });
    expect(res.statusCode).toBe(204);
    expect(await unreadOf(mine[0]!.id)).toBeUndefined();
    expect(
      (await as.reader!.inject({ method: 'DELETE', url: `/api/notifications/${mine[0]!.id}` })).statusCode,
    ).toBe(404);
  });
});

describe('personal data', () => {
  it('the export holds the notifications and choices; erasure deletes them', async () => {
    const user = await buildUser(db(), { fairIds: [fair.id] });
    const s = await loginAs(t.app, user.email, user.password);
    const [row] = await seed(user.id, 1);
    await s.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/notification-preferences`,
      payload: { 'firm.join_request': 'off' },
    });
    const exp = await s.inject({ method: 'GET', url: `/api/users/${user.id}/export` });
    expect(exp.statusCode, exp.body).toBe(200);
    expect(exp.json().modules.notifications).toMatchObject({
      notifications: [{ id: row!.id, kind: 'membership.validated' }],
      preferences: { 'firm.join_request': 'off' },
    });
    const del = await s.inject({ method: 'DELETE', url: `/api/users/${user.id}/delete` });
    expect(del.statusCode).toBe(204);
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect(
      await db().select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id)),
    ).toHaveLength(0);
  });
});

describe('one per recipient and source', () => {
  it('the same event delivered twice (two instances over Redis) makes one notification', async () => {
    const user = await buildUser(db(), { fairIds: [fair.id] });
    const deps = { db: db(), bus: t.app.bus } as AppDeps;
    const listeners = createNotificationSubscribers(deps, createNotificationsService(deps));
    const payload = { userId: user.id, fairId: fair.id, state: 'validated' as const };
    const event = {
      name: 'membership.changed' as const,
      payload,
      id: 'same-event-id',
      at: new Date().toISOString(),
      local: true,
    };
    await Promise.all([
      listeners['membership.changed']!(payload, event),
      listeners['membership.changed']!(payload, event),
    ]);
    expect(await rowsOf(user.id)).toHaveLength(1);
    await listeners['membership.changed']!(payload, { ...event, id: 'another-event-id' });
    expect(await rowsOf(user.id)).toHaveLength(2);
  });
});
