import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { fairAdmins, fairFirms, users } from '../../db/schema/index.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
const userCount = async () => Number((await t.database.db.select({ n: count() }).from(users))[0]?.n);

describe('GET /api/users', () => {
  it('lists the users of the organizer’s fairs only, searchable, filterable by role, sorted and paged with x-* headers', async () => {
    const mine = await buildFair(t.database.db);
    const other = await buildFair(t.database.db);
    const org = await buildUser(t.database.db, {
      role: ROLES.ORGANIZER,
      adminOf: [mine.id],
      lastName: 'Organisatrice',
    });
    const zoe = await buildUser(t.database.db, { firstName: 'Zoé', lastName: 'Zeller', fairIds: [mine.id] });
    const alain = await buildUser(t.database.db, {
      firstName: 'Alain',
      lastName: 'Abadie',
      role: ROLES.MODERATOR,
      fairIds: [mine.id],
    });
    const outsider = await buildUser(t.database.db, { lastName: 'Ailleurs', fairIds: [other.id] });
    const s = await loginAs(t.app, org.email, org.password);
    const all = await s.inject({ method: 'GET', url: '/api/users?pagination=false&order[lastName]=asc' });
    expect(all.statusCode).toBe(200);
    const ids = all.json().map((u: { id: number }) => u.id);
    expect(ids).toEqual([alain.id, org.id, zoe.id]);
    expect(ids).not.toContain(outsider.id);
    expect(all.json()[0]).toMatchObject({
      lastName: 'Abadie',
      fairUsers: [{ fair: mine.id, isValidated: 1 }],
    });
    expect(all.json()[0]).not.toHaveProperty('passwordHash');

    const moderators = await s.inject({
      method: 'GET',
      url: '/api/users?roles=ROLE_MODERATOR&pagination=false',
    });
    expect(moderators.json().map((u: { id: number }) => u.id)).toEqual([alain.id]);
    const search = await s.inject({ method: 'GET', url: '/api/users?search=zel&pagination=false' });
    expect(search.json().map((u: { id: number }) => u.id)).toEqual([zoe.id]);
    const page = await s.inject({
      method: 'GET',
      url: '/api/users?pagination=true&page=2&itemsPerPage=2&order[lastName]=asc',
    });
    expect(page.json().map((u: { id: number }) => u.id)).toEqual([zoe.id]);
    expect(page.headers).toMatchObject({
      'x-current-page': '2',
      'x-page-count': '2',
      'x-total-items': '3',
      'x-items-per-page': '2',
    });
    expect((await s.inject({ method: 'GET', url: `/api/users?fair=${other.id}` })).statusCode).toBe(403);
  });

  it('is refused to visitors and exhibitors, and rejects a bad role filter', async () => {
    const v = await buildUser(t.database.db, { role: ROLES.VISITOR });
    const e = await buildUser(t.database.db, { role: ROLES.EXHIBITOR });
    expect(
      (await (await loginAs(t.app, v.email, v.password)).inject({ method: 'GET', url: '/api/users' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await (await loginAs(t.app, e.email, e.password)).inject({ method: 'GET', url: '/api/users' }))
        .statusCode,
    ).toBe(403);
    const admin = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
    const bad = await (
      await loginAs(t.app, admin.email, admin.password)
    ).inject({ method: 'GET', url: '/api/users?roles=ROLE_KING' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0]).toMatchObject({ propertyPath: 'roles', code: 'invalid_value' });
  });
});

describe('POST /api/users', () => {
  it('creates a stand contact of a firm in the fair and mails a set-password link', async () => {
    const fair = await buildFair(t.database.db, { name: 'Salon Création' });
    const firm = await buildFirm(t.database.db);
    await t.database.db.insert(fairFirms).values({ fairId: fair.id, firmId: firm.id });
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
    const s = await loginAs(t.app, org.email, org.password);
    const res = await s.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        email: 'Nouveau.Contact@Test.Example',
        firstName: 'Inès',
        lastName: 'Moreau',
        userType: USER_TYPES.STAND_CONTACT,
        fair: fair.id,
        firm: firm.id,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'nouveau.contact@test.example',
      roles: [ROLES.EXHIBITOR],
      userType: USER_TYPES.STAND_CONTACT,
      firm: firm.id,
      fairUsers: [{ fair: fair.id, isValidated: 1 }],
    });
    const mail = await smtp.waitFor('nouveau.contact@test.example');
    expect(mail.subject).toBe('Votre compte Passerelle pour Salon Création');
    expect(mail.text).toMatch(/\/user\/password\/reset#token=/);
  });

  it('makes an organizer of the fair for userType 3, within the fair’s organizer maximum', async () => {
    const fair = await buildFair(t.database.db, { numberMaxOrganizer: 2 });
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
    const s = await loginAs(t.app, org.email, org.password);
    const body = (n: number) => ({
      email: `orga${n}-${fair.id}@test.example`,
      firstName: 'Org',
      lastName: `N${n}`,
      userType: 3,
      fair: fair.id,
    });
    const ok = await s.inject({ method: 'POST', url: '/api/users', payload: body(1) });
    expect(ok.json()).toMatchObject({ roles: [ROLES.ORGANIZER], userType: 3 });
    expect(await t.database.db.select().from(fairAdmins).where(eq(fairAdmins.fairId, fair.id))).toHaveLength(
      2,
    );
    const before = await userCount();
    const full = await s.inject({ method: 'POST', url: '/api/users', payload: body(2) });
    expect(full.statusCode).toBe(409);
    expect(full.json().message_code).toBe('fair_organizer_limit_reached');
    expect(await userCount()).toBe(before);
  });

  it('respects the fair’s user maximum', async () => {
    const fair = await buildFair(t.database.db, { numberMaxUser: 1 });
    const org = await buildUser(t.database.db, { role: ROLES.SUPER_ORGANIZER });
    await buildUser(t.database.db, { fairIds: [fair.id] });
    const s = await loginAs(t.app, org.email, org.password);
    const res = await s.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        email: `v-${fair.id}@test.example`,
        firstName: 'V',
        lastName: 'V',
        userType: 4,
        fair: fair.id,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message_code).toBe('fair_user_limit_reached');
  });

  it('refuses an organizer of another fair and a visitor (403), a duplicate e-mail (409), staff without a firm (422) — writing nothing', async () => {
    const fair = await buildFair(t.database.db);
    const stranger = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [] });
    const visitor = await buildUser(t.database.db, { fairIds: [fair.id] });
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
    const body = {
      email: `x-${fair.id}@test.example`,
      firstName: 'X',
      lastName: 'Y',
      userType: 4,
      fair: fair.id,
    };
    const before = await userCount();
    expect(
      (
        await (
          await loginAs(t.app, stranger.email, stranger.password)
        ).inject({ method: 'POST', url: '/api/users', payload: body })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await (
          await loginAs(t.app, visitor.email, visitor.password)
        ).inject({ method: 'POST', url: '/api/users', payload: body })
      ).statusCode,
    ).toBe(403);
    const s = await loginAs(t.app, org.email, org.password);
    const dup = await s.inject({
      method: 'POST',
      url: '/api/users',
      payload: { ...body, email: visitor.email },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().violations[0]).toMatchObject({ propertyPath: 'email', code: 'email_exists' });
    const noFirm = await s.inject({ method: 'POST', url: '/api/users', payload: { ...body, userType: 5 } });
    expect(noFirm.statusCode).toBe(422);
    expect(noFirm.json().violations[0]).toMatchObject({ propertyPath: 'firm', code: 'firm_required' });
    const bad = await s.inject({
      method: 'POST',
      url: '/api/users',
      payload: { ...body, email: 'nope', roles: ['ROLE_SUPER_ADMIN'] },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .violations.map((v: { propertyPath: string; code: string }) => `${v.propertyPath}:${v.code}`)
        .sort(),
    ).toEqual(['email:invalid_email', 'roles:unknown_field']);
    expect(await userCount()).toBe(before);
  });
});

describe('PUT /api/users/:id/fairs/:fairId (per-fair validation)', () => {
  it('lets the fair organizer validate or refuse a member; others are refused; bad values write nothing', async () => {
    const fair = await buildFair(t.database.db);
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
    const other = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [] });
    const member = await buildUser(t.database.db, { fairIds: [fair.id], waitingIn: [fair.id] });
    const outsider = await buildUser(t.database.db);
    const s = await loginAs(t.app, org.email, org.password);
    const url = `/api/users/${member.id}/fairs/${fair.id}`;
    const ok = await s.inject({ method: 'PUT', url, payload: { isValidated: 1 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().fairUsers).toEqual([{ fair: fair.id, isValidated: 1 }]);
    expect(
      (await s.inject({ method: 'PUT', url, payload: { isValidated: -1 } })).json().fairUsers[0].isValidated,
    ).toBe(-1);
    const bad = await s.inject({ method: 'PUT', url, payload: { isValidated: 2 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations[0]).toMatchObject({ propertyPath: 'isValidated', code: 'invalid_value' });
    expect(
      (
        await s.inject({
          method: 'PUT',
          url: `/api/users/${outsider.id}/fairs/${fair.id}`,
          payload: { isValidated: 1 },
        })
      ).statusCode,
    ).toBe(404);
    const o = await loginAs(t.app, other.email, other.password);
    expect((await o.inject({ method: 'PUT', url, payload: { isValidated: 1 } })).statusCode).toBe(403);
    const detail = await (
      await loginAs(t.app, member.email, member.password)
    ).inject({ method: 'GET', url: '/api/user/detail' });
    expect(detail.json().fairUsers).toEqual([{ fair: fair.id, isValidated: -1 }]);
  });
});
