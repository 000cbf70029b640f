import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { fairFirms, firmJoinRequests, stands, users } from '../../db/schema/index.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://salon.example',
    REGISTER_MAX_PER_IP: '500',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const as = async (user: { email: string; password: string }) =>
  (await loginAs(t.app, user.email, user.password)).inject;
type Inject = Awaited<ReturnType<typeof as>>;

/** The mail to `to` whose subject contains `subject`. */
const mailTo = async (to: string, subject: string, timeoutMs = 5000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const m = smtp.mails.find((x) => x.to.includes(to) && x.subject.includes(subject));
    if (m) return m;
    if (Date.now() > until) throw new Error(`no mail "${subject}" for ${to}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

let seq = 0;
/**
 * A fair with its organizer, a firm exhibiting there (stand admin, stand contact, a hidden booth),
 * a visitor of the fair, and a person who registered with the firm's name: a pending join request.
 * `alsoIn`: the firm also exhibits at a fair this organizer does not organize.
 */
const world = async ({ alsoIn = false, hiddenFirm = false } = {}) => {
  const db = t.database.db;
  const fair = await buildFair(db, { name: `Salon ${++seq}` });
  const otherFair = await buildFair(db);
  const firm = await buildFirm(db, { name: `Hôpital des Rives ${seq}`, isVisible: !hiddenFirm });
  await db
    .insert(fairFirms)
    .values([
      { fairId: fair.id, firmId: firm.id },
      ...(alsoIn ? [{ fairId: otherFair.id, firmId: firm.id }] : []),
    ]);
  const organizer = await buildUser(db, { role: ROLES.ORGANIZER, adminOf: [fair.id], locale: 'en' });
  const staff = (userType: number, lastName: string) =>
    buildUser(db, {
      role: ROLES.EXHIBITOR,
      userType,
      firmId: firm.id,
      fairIds: [fair.id],
      lastName,
      locale: 'en',
    });
  const standAdmin = await staff(USER_TYPES.STAND_ADMIN, 'Admin');
  const contact = await staff(USER_TYPES.STAND_CONTACT, 'Contact');
  const visitor = await buildUser(db, { role: ROLES.VISITOR, fairIds: [fair.id] });
  const [booth] = await db
    .insert(stands)
    .values({ fairId: fair.id, firmId: firm.id, name: 'Stand masqué', isVisible: false })
    .returning();
  const email = `infirmier.${seq}.${Date.now()}@exemple.org`;
  const registered = await t.app.inject({
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
  expect(registered.statusCode, registered.body).toBe(201);
  const person = { id: registered.json().id as number, email, password: 'Soins!2026a' };
  const requestId = registered.json().joinRequest.id as number;
  return { fair, otherFair, firm, organizer, standAdmin, contact, visitor, booth: booth!, person, requestId };
};

const decide = (inject: Inject, id: number, payload: object) =>
  inject({
    method: 'PUT',
    url: `/api/firm_join_requests/${id}`,
    payload,
    headers: { 'accept-language': 'en' },
  });
const stateOf = async (w: { requestId: number; person: { id: number } }) => {
  const [request] = await t.database.db
    .select()
    .from(firmJoinRequests)
    .where(eq(firmJoinRequests.id, w.requestId));
  const [person] = await t.database.db.select().from(users).where(eq(users.id, w.person.id));
  return {
    status: request!.status,
    decidedById: request!.decidedById,
    roles: person!.roles,
    userType: person!.userType,
    firmId: person!.firmId,
  };
};
const PENDING_PLAIN = {
  status: 'pending',
  decidedById: null,
  roles: [ROLES.VISITOR],
  userType: USER_TYPES.VISITOR,
  firmId: null,
};

describe('GET /api/firms/{id}/join-requests', () => {
  it('lists the pending requests to the stand admin: who, when, through which fair, which role', async () => {
    const w = await world();
    const admin = await as(w.standAdmin);
    const res = await admin({ method: 'GET', url: `/api/firms/${w.firm.id}/join-requests` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-items']).toBe('1');
    expect(res.json()).toEqual([
      {
        id: w.requestId,
        firm: { id: w.firm.id, name: w.firm.name },
        user: {
          id: w.person.id,
          firstName: 'Karim',
          lastName: 'Haddad',
          email: w.person.email,
          jobTitle: 'Infirmier',
        },
        fair: { id: w.fair.id, name: w.fair.name },
        userType: USER_TYPES.STAND_CONTACT,
        requestedBy: { id: w.person.id, firstName: 'Karim', lastName: 'Haddad' },
        status: 'pending',
        decidedBy: null,
        decidedAt: null,
        createdAt: expect.any(String),
        abilities: { decide: true },
      },
    ]);
    const decided = await admin({
      method: 'GET',
      url: `/api/firms/${w.firm.id}/join-requests?status=accepted`,
    });
    expect(decided.json()).toEqual([]);
    const bad = await admin({ method: 'GET', url: `/api/firms/${w.firm.id}/join-requests?status=maybe` });
    expect(bad.statusCode).toBe(400);
  });

  it('is the roster owners’ only: 403 to whoever sees the firm, 404 to whoever does not', async () => {
    const w = await world({ alsoIn: true });
    const url = `/api/firms/${w.firm.id}/join-requests`;
    for (const who of [w.contact, w.visitor, w.organizer, { ...w.person }])
      expect((await (await as(who))({ method: 'GET', url })).statusCode, who.email).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    const hidden = await world({ hiddenFirm: true });
    const hiddenUrl = `/api/firms/${hidden.firm.id}/join-requests`;
    expect((await (await as(hidden.visitor))({ method: 'GET', url: hiddenUrl })).statusCode).toBe(404);
    expect((await (await as(w.standAdmin))({ method: 'GET', url: hiddenUrl })).statusCode).toBe(404);
    expect((await (await as(hidden.standAdmin))({ method: 'GET', url: hiddenUrl })).statusCode).toBe(200);
  });
});

describe('PUT /api/firm_join_requests/{id}', () => {
  it('accepted by a stand admin: the person becomes a stand contact of the firm, reads what members read, and is told', async () => {
    const w = await world();
    const person = await as(w.person);
    // Before: nothing of the firm's private side.
    expect((await person({ method: 'GET', url: `/api/firms/${w.firm.id}/all-users` })).statusCode).toBe(403);
    expect((await person({ method: 'GET', url: `/api/stands/${w.booth.id}` })).statusCode).toBe(404);

    const res = await decide(await as(w.standAdmin), w.requestId, { status: 'accepted' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: w.requestId,
      status: 'accepted',
      decidedBy: { id: w.standAdmin.id, lastName: 'Admin' },
      decidedAt: expect.any(String),
      abilities: { decide: false },
    });
    expect(await stateOf(w)).toEqual({
      status: 'accepted',
      decidedById: w.standAdmin.id,
      roles: [ROLES.EXHIBITOR],
      userType: USER_TYPES.STAND_CONTACT,
      firmId: w.firm.id,
    });

    // The same session, next request: member rights (no stale rights in a token).
    const people = await person({ method: 'GET', url: `/api/firms/${w.firm.id}/all-users?relation=member` });
    expect(people.statusCode).toBe(200);
    expect(people.json().map((u: { id: number }) => u.id)).toContain(w.person.id);
    expect((await person({ method: 'GET', url: `/api/stands/${w.booth.id}` })).statusCode).toBe(200);

    const mail = await mailTo(w.person.email, `Vous êtes membre de ${w.firm.name}`);
    expect(mail.text).toContain('vous en êtes maintenant contact de stand');
    expect(mail.text).toContain(`https://salon.example/${w.fair.homepage}/login`);
    // Decided requests leave the queue and stay as history.
    const admin = await as(w.standAdmin);
    expect((await admin({ method: 'GET', url: `/api/firms/${w.firm.id}/join-requests` })).json()).toEqual([]);
    const history = await admin({
      method: 'GET',
      url: `/api/firms/${w.firm.id}/join-requests?status=accepted`,
    });
    expect(history.json().map((r: { id: number }) => r.id)).toEqual([w.requestId]);
  });

  it('declined by the organizer whose firm’s record it is: the account stays plain, and is told', async () => {
    const w = await world();
    const res = await decide(await as(w.organizer), w.requestId, { status: 'declined' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', decidedBy: { id: w.organizer.id } });
    expect(await stateOf(w)).toEqual({ ...PENDING_PLAIN, status: 'declined', decidedById: w.organizer.id });
    const person = await as(w.person);
    expect((await person({ method: 'GET', url: `/api/firms/${w.firm.id}/all-users` })).statusCode).toBe(403);
    const mail = await mailTo(w.person.email, `Votre demande pour rejoindre ${w.firm.name}`);
    expect(mail.text).toContain('n’a pas été acceptée');
  });

  it('is refused to a stand contact, a visitor, the person, and an organizer of only one of the firm’s fairs; nothing changes', async () => {
    const w = await world({ alsoIn: true });
    for (const who of [w.contact, w.visitor, w.organizer, w.person]) {
      const res = await decide(await as(who), w.requestId, { status: 'accepted' });
      expect(res.statusCode, who.email).toBe(403);
      expect(res.json().message_code).toBe('forbidden');
    }
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/firm_join_requests/${w.requestId}`,
          payload: { status: 'accepted' },
        })
      ).statusCode,
    ).toBe(401);
    // A firm its caller cannot even see: 404.
    const hidden = await world({ hiddenFirm: true });
    expect(
      (await decide(await as(hidden.visitor), hidden.requestId, { status: 'accepted' })).statusCode,
    ).toBe(404);
    expect((await decide(await as(w.standAdmin), hidden.requestId, { status: 'accepted' })).statusCode).toBe(
      404,
    );
    expect(await stateOf(w)).toEqual(PENDING_PLAIN);
    expect(await stateOf(hidden)).toEqual(PENDING_PLAIN);
    // The firm's stand admin still may.
    expect((await decide(await as(w.standAdmin), w.requestId, { status: 'accepted' })).statusCode).toBe(200);
  });

  it('decides once (409), takes only accepted or declined (422), and 404 for an unknown request', async () => {
    const w = await world();
    const admin = await as(w.standAdmin);
    const cases: [object, string][] = [
      [{ status: 'pending' }, 'invalid_value'],
      [{ status: 'ACCEPTED' }, 'invalid_value'],
      [{}, 'required'],
    ];
    for (const [payload, code] of cases) {
      const res = await decide(admin, w.requestId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().violations).toEqual([expect.objectContaining({ propertyPath: 'status', code })]);
    }
    const extra = await decide(admin, w.requestId, { status: 'accepted', userType: 5 });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().violations).toContainEqual(
      expect.objectContaining({ propertyPath: 'userType', code: 'unknown_field' }),
    );
    expect(await stateOf(w)).toEqual(PENDING_PLAIN);

    expect((await decide(admin, w.requestId, { status: 'declined' })).statusCode).toBe(200);
    for (const status of ['accepted', 'declined']) {
      const again = await decide(admin, w.requestId, { status });
      expect(again.statusCode).toBe(409);
      expect(again.json().message_code).toBe('join_request_decided');
      expect(again.json().message).toBe('This request has already been decided.');
    }
    expect(await stateOf(w)).toEqual({ ...PENDING_PLAIN, status: 'declined', decidedById: w.standAdmin.id });
    expect((await decide(admin, 999_999, { status: 'accepted' })).statusCode).toBe(404);
  });

  it('will not make a member of someone who joined another firm meanwhile (409), and keeps the request pending', async () => {
    const w = await world();
    const other = await buildFirm(t.database.db);
    await t.database.db
      .update(users)
      .set({ roles: [ROLES.EXHIBITOR], userType: USER_TYPES.STAND_CONTACT, firmId: other.id })
      .where(eq(users.id, w.person.id));
    const res = await decide(await as(w.standAdmin), w.requestId, { status: 'accepted' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message_code).toBe('join_request_obsolete');
    const [request] = await t.database.db
      .select()
      .from(firmJoinRequests)
      .where(eq(firmJoinRequests.id, w.requestId));
    expect(request!.status).toBe('pending');
    const [person] = await t.database.db.select().from(users).where(eq(users.id, w.person.id));
    expect(person!.firmId).toBe(other.id);
    // Declining it still works.
    expect((await decide(await as(w.standAdmin), w.requestId, { status: 'declined' })).statusCode).toBe(200);
  });
});

describe('firm_join_requests', () => {
  it('holds at most one pending request per firm and person; decided ones stay beside it', async () => {
    const w = await world();
    const db = t.database.db;
    const again = { firmId: w.firm.id, userId: w.person.id, fairId: w.fair.id, requestedById: w.person.id };
    await expect(db.insert(firmJoinRequests).values(again)).rejects.toThrow();
    await db.update(firmJoinRequests).set({ status: 'declined' }).where(eq(firmJoinRequests.id, w.requestId));
    await db.insert(firmJoinRequests).values(again);
    const rows = await db
      .select()
      .from(firmJoinRequests)
      .where(and(eq(firmJoinRequests.firmId, w.firm.id), eq(firmJoinRequests.userId, w.person.id)));
    expect(rows.map((r) => r.status).sort()).toEqual(['declined', 'pending']);
  });
});
