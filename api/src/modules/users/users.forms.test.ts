import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { countries, fairAdmins, users } from '../../db/schema/index.ts';

/** §7 user lists with a fixed filter, creation forms with a fixed type, the participant directory. */
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
const ids = (body: { id: number }[]) => body.map((u) => u.id);
const session = async (u: { email: string; password: string }) => loginAs(t.app, u.email, u.password);

describe('GET /api/users/admins, /api/users/speakers, /api/superorganizer/list, GET /api/users filters', () => {
  it('lists the organizers and super organizers the caller sees, paged, whatever role filter is sent', async () => {
    const mine = await buildFair(t.database.db);
    const other = await buildFair(t.database.db);
    const tag = `Adm${mine.id}`;
    const org = await buildUser(t.database.db, {
      role: ROLES.ORGANIZER,
      adminOf: [mine.id],
      lastName: `${tag}-B`,
    });
    const co = await buildUser(t.database.db, {
      role: ROLES.ORGANIZER,
      adminOf: [mine.id],
      lastName: `${tag}-A`,
    });
    const elsewhere = await buildUser(t.database.db, {
      role: ROLES.ORGANIZER,
      adminOf: [other.id],
      lastName: `${tag}-C`,
    });
    const superOrg = await buildUser(t.database.db, { role: ROLES.SUPER_ORGANIZER, lastName: `${tag}-D` });
    await buildUser(t.database.db, { fairIds: [mine.id], lastName: `${tag}-E` });

    const s = await session(org);
    const res = await s.inject({
      method: 'GET',
      url: `/api/users/admins?pagination=true&page=1&roles=ROLE_VISITOR&search=${tag}`,
    });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([co.id, org.id]);
    expect(res.json()[0]).toMatchObject({ roles: [ROLES.ORGANIZER], userType: USER_TYPES.ORGANIZER });
    expect(res.headers).toMatchObject({ 'x-current-page': '1', 'x-total-items': '2' });

    const admin = await session(await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN }));
    const all = await admin.inject({
      method: 'GET',
      url: `/api/users/admins?pagination=true&page=2&itemsPerPage=2&search=${tag}`,
    });
    expect(ids(all.json())).toEqual([elsewhere.id, superOrg.id]);
    expect(all.headers).toMatchObject({ 'x-current-page': '2', 'x-page-count': '2', 'x-total-items': '4' });
  });

  it('is refused to visitors and rejects a bad page', async () => {
    const visitor = await session(await buildUser(t.database.db));
    expect((await visitor.inject({ method: 'GET', url: '/api/users/admins' })).statusCode).toBe(403);
    expect((await visitor.inject({ method: 'GET', url: '/api/users/speakers' })).statusCode).toBe(403);
    const org = await session(await buildUser(t.database.db, { role: ROLES.ORGANIZER }));
    const bad = await org.inject({ method: 'GET', url: '/api/users/admins?pagination=true&page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0]).toMatchObject({ propertyPath: 'page', code: 'too_small' });
  });

  it('lists the speakers of the organizer’s fairs; GET /users filters by userType and by several roles unpaged', async () => {
    const fair = await buildFair(t.database.db);
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
    const speaker = await buildUser(t.database.db, {
      role: ROLES.SPEAKER,
      fairIds: [fair.id],
      lastName: 'Orateur',
    });
    const moderator = await buildUser(t.database.db, {
      role: ROLES.MODERATOR,
      fairIds: [fair.id],
      lastName: 'Modérateur',
    });
    const firm = await buildFirm(t.database.db);
    const contact = await buildUser(t.database.db, {
      role: ROLES.EXHIBITOR,
      userType: USER_TYPES.STAND_CONTACT,
      firmId: firm.id,
      fairIds: [fair.id],
    });
    await buildUser(t.database.db, { role: ROLES.SPEAKER, fairIds: [(await buildFair(t.database.db)).id] });
    const s = await session(org);

    const speakers = await s.inject({
      method: 'GET',
      url: '/api/users/speakers?pagination=false&roles=ROLE_SPEAKER',
    });
    expect(speakers.statusCode).toBe(200);
    expect(speakers.json()).toEqual([
      expect.objectContaining({ id: speaker.id, roles: [ROLES.SPEAKER], lastName: 'Orateur' }),
    ]);
    expect(speakers.headers['x-total-items']).toBe('1');

    const byType = await s.inject({ method: 'GET', url: '/api/users?pagination=false&userType=6' });
    expect(ids(byType.json())).toEqual([contact.id]);
    const byRoles = await s.inject({
      method: 'GET',
      url: '/api/users?pagination=false&roles[]=ROLE_MODERATOR&roles[]=ROLE_SPEAKER&order[lastName]=asc',
    });
    expect(ids(byRoles.json())).toEqual([moderator.id, speaker.id]);
    const speakerOnly = await s.inject({
      method: 'GET',
      url: '/api/users?pagination=false&roles=ROLE_SPEAKER',
    });
    expect(ids(speakerOnly.json())).toEqual([speaker.id]);
    const bad = await s.inject({ method: 'GET', url: '/api/users?pagination=false&userType=11' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0]).toMatchObject({ propertyPath: 'userType' });
  });

  it('lists super organizers to the super admin only', async () => {
    const tag = `So${Date.now()}`;
    const so = await buildUser(t.database.db, { role: ROLES.SUPER_ORGANIZER, lastName: tag });
    await buildUser(t.database.db, { role: ROLES.ORGANIZER, lastName: tag });
    const admin = await session(await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN }));
    const res = await admin.inject({ method: 'GET', url: `/api/superorganizer/list?search=${tag}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: so.id,
        roles: [ROLES.SUPER_ORGANIZER],
        userType: USER_TYPES.SUPER_ORGANIZER,
      }),
    ]);
    for (const role of [ROLES.SUPER_ORGANIZER, ROLES.ORGANIZER, ROLES.CLUSTER_ADMIN]) {
      const s = await session(await buildUser(t.database.db, { role }));
      expect((await s.inject({ method: 'GET', url: '/api/superorganizer/list' })).statusCode).toBe(403);
    }
  });
});

describe('POST /api/users/super-organizer and /api/users/organizer', () => {
  it('lets a super organizer create a super organizer, mailed a set-password link', async () => {
    const fair = await buildFair(t.database.db, { name: 'Salon Super' });
    const so = await session(await buildUser(t.database.db, { role: ROLES.SUPER_ORGANIZER }));
    const res = await so.inject({
      method: 'POST',
      url: '/api/users/super-organizer',
      payload: {
        email: `Super-${fair.id}@Test.Example`,
        firstName: 'Jeanne',
        lastName: 'Super',
        fair: fair.id,
        locale: 'en',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: `super-${fair.id}@test.example`,
      roles: [ROLES.SUPER_ORGANIZER],
      userType: USER_TYPES.SUPER_ORGANIZER,
      firm: null,
      fairUsers: [{ fair: fair.id, isValidated: 1 }],
    });
    const mail = await smtp.waitFor(`super-${fair.id}@test.example`);
    expect(mail.text).toMatch(/\/user\/password\/reset#token=/);
  });

  it('refuses a fair organizer and bad bodies for a super organizer, writing nothing', async () => {
    const fair = await buildFair(t.database.db);
    const org = await session(await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] }));
    const admin = await session(await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN }));
    const body = { email: `so-${fair.id}@test.example`, firstName: 'A', lastName: 'B', fair: fair.id };
    const before = await userCount();
    expect(
      (await org.inject({ method: 'POST', url: '/api/users/super-organizer', payload: body })).statusCode,
    ).toBe(403);
    const bad = await admin.inject({
      method: 'POST',
      url: '/api/users/super-organizer',
      payload: { ...body, email: '', userType: USER_TYPES.SUPER_ADMIN, roles: [ROLES.SUPER_ADMIN] },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .violations.map((v: { propertyPath: string; code: string }) => `${v.propertyPath}:${v.code}`)
        .sort(),
    ).toEqual(['email:invalid_email', 'roles:unknown_field', 'userType:unknown_field']);
    expect(await userCount()).toBe(before);
  });

  it('creates an organizer of the fair within its organizer maximum; refuses a visitor', async () => {
    const fair = await buildFair(t.database.db, { numberMaxOrganizer: 2 });
    const org = await session(await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] }));
    const body = (n: number) => ({
      email: `org${n}-${fair.id}@test.example`,
      firstName: 'Org',
      lastName: `N${n}`,
      fair: fair.id,
    });
    const ok = await org.inject({ method: 'POST', url: '/api/users/organizer', payload: body(1) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ roles: [ROLES.ORGANIZER], userType: USER_TYPES.ORGANIZER, firm: null });
    expect(
      (await t.database.db.select().from(fairAdmins).where(eq(fairAdmins.fairId, fair.id))).map(
        (a) => a.userId,
      ),
    ).toContain(ok.json().id);
    await smtp.waitFor(`org1-${fair.id}@test.example`);
    const before = await userCount();
    const full = await org.inject({ method: 'POST', url: '/api/users/organizer', payload: body(2) });
    expect(full.statusCode).toBe(409);
    expect(full.json().message_code).toBe('fair_organizer_limit_reached');
    const visitor = await session(await buildUser(t.database.db, { fairIds: [fair.id] }));
    expect(
      (await visitor.inject({ method: 'POST', url: '/api/users/organizer', payload: body(3) })).statusCode,
    ).toBe(403);
    expect(await userCount()).toBe(before + 1);
  });
});

describe('POST /api/exhibitors/stand-admin and /api/exhibitors/stand-contact', () => {
  it('lets the fair organizer create a stand admin of a firm', async () => {
    const fair = await buildFair(t.database.db);
    const firm = await buildFirm(t.database.db, { fairIds: [fair.id] });
    const org = await session(await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] }));
    const res = await org.inject({
      method: 'POST',
      url: '/api/exhibitors/stand-admin',
      payload: {
        email: `sa-${fair.id}@test.example`,
        firstName: 'Nadia',
        lastName: 'Admin',
        fair: fair.id,
        firm: firm.id,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      roles: [ROLES.EXHIBITOR],
      userType: USER_TYPES.STAND_ADMIN,
      firm: firm.id,
      fairUsers: [{ fair: fair.id, isValidated: 1 }],
    });
    expect((await smtp.waitFor(`sa-${fair.id}@test.example`)).text).toMatch(/reset#token=/);
  });

  it('lets a stand admin of the firm create contacts of its own firm only; a contact may not', async () => {
    const fair = await buildFair(t.database.db);
    const firm = await buildFirm(t.database.db, { fairIds: [fair.id] });
    const otherFirm = await buildFirm(t.database.db, { fairIds: [fair.id] });
    const standAdmin = await buildUser(t.database.db, {
      role: ROLES.EXHIBITOR,
      userType: USER_TYPES.STAND_ADMIN,
      firmId: firm.id,
      fairIds: [fair.id],
    });
    const contact = await buildUser(t.database.db, {
      role: ROLES.EXHIBITOR,
      userType: USER_TYPES.STAND_CONTACT,
      firmId: firm.id,
      fairIds: [fair.id],
    });
    const body = (n: number, firmId: number) => ({
      email: `sc${n}-${fair.id}@test.example`,
      firstName: 'Lukas',
      lastName: `Contact${n}`,
      fair: fair.id,
      firm: firmId,
    });
    const s = await session(standAdmin);
    const ok = await s.inject({
      method: 'POST',
      url: '/api/exhibitors/stand-contact',
      payload: body(1, firm.id),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      roles: [ROLES.EXHIBITOR],
      userType: USER_TYPES.STAND_CONTACT,
      firm: firm.id,
    });
    await smtp.waitFor(`sc1-${fair.id}@test.example`);
    const before = await userCount();
    expect(
      (await s.inject({ method: 'POST', url: '/api/exhibitors/stand-admin', payload: body(2, otherFirm.id) }))
        .statusCode,
    ).toBe(403);
    const c = await session(contact);
    expect(
      (await c.inject({ method: 'POST', url: '/api/exhibitors/stand-contact', payload: body(3, firm.id) }))
        .statusCode,
    ).toBe(403);
    // a fair the firm does not take part in (permissions.md "Firms across fairs")
    const otherFair = await buildFair(t.database.db);
    const notInFair = await s.inject({
      method: 'POST',
      url: '/api/exhibitors/stand-contact',
      payload: { ...body(4, firm.id), fair: otherFair.id },
    });
    expect(notInFair.statusCode).toBe(422);
    expect(notInFair.json().violations[0]).toMatchObject({ propertyPath: 'firm', code: 'firm_not_in_fair' });
    expect(await userCount()).toBe(before);
  });

  it('requires an existing firm (422 firm_required, invalid_value), writing nothing', async () => {
    const fair = await buildFair(t.database.db);
    const org = await session(await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] }));
    const body = { email: `nf-${fair.id}@test.example`, firstName: 'A', lastName: 'B', fair: fair.id };
    const before = await userCount();
    const missing = await org.inject({ method: 'POST', url: '/api/exhibitors/stand-contact', payload: body });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'firm', code: 'firm_required' }),
    ]);
    const unknown = await org.inject({
      method: 'POST',
      url: '/api/exhibitors/stand-admin',
      payload: { ...body, firm: 999_999 },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().violations[0]).toMatchObject({ propertyPath: 'firm', code: 'invalid_value' });
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/visitors/create', () => {
  it('creates a visitor of the fair within the fair’s user maximum; refuses an organizer of another fair and a firm', async () => {
    const fair = await buildFair(t.database.db, { numberMaxUser: 1 });
    const org = await session(await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] }));
    const body = (n: number) => ({
      email: `vis${n}-${fair.id}@test.example`,
      firstName: 'Amina',
      lastName: `Visiteuse${n}`,
      fair: fair.id,
    });
    const ok = await org.inject({ method: 'POST', url: '/api/visitors/create', payload: body(1) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      roles: [ROLES.VISITOR],
      userType: USER_TYPES.VISITOR,
      firm: null,
      fairUsers: [{ fair: fair.id, isValidated: 1 }],
    });
    expect((await smtp.waitFor(`vis1-${fair.id}@test.example`)).subject).toMatch(/Votre compte Passerelle/);
    const stranger = await session(await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [] }));
    const before = await userCount();
    const full = await org.inject({ method: 'POST', url: '/api/visitors/create', payload: body(2) });
    expect(full.statusCode).toBe(409);
    expect(full.json().message_code).toBe('fair_user_limit_reached');
    expect(
      (await stranger.inject({ method: 'POST', url: '/api/visitors/create', payload: body(3) })).statusCode,
    ).toBe(403);
    const firm = await org.inject({
      method: 'POST',
      url: '/api/visitors/create',
      payload: { ...body(4), firm: 1 },
    });
    expect(firm.statusCode).toBe(422);
    expect(firm.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'firm', code: 'unknown_field' }),
    ]);
    expect(await userCount()).toBe(before);
  });
});

describe('GET /api/users/front/list/config and /api/users/front/list/:page (participant directory)', () => {
  it('offers the fair’s page size and the filters with their values to a member', async () => {
    const [country] = await t.database.db.select().from(countries).limit(1);
    const fair = await buildFair(t.database.db, { nbResultsPerPage: 2, isHidingEmailUser: true });
    const member = await buildUser(t.database.db, { fairIds: [fair.id], countryId: country!.id });
    await buildUser(t.database.db, {
      role: ROLES.SPEAKER,
      fairIds: [fair.id],
    });
    const res = await (
      await session(member)
    ).inject({ method: 'GET', url: `/api/users/front/list/config?fair=${fair.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fair: fair.id,
      itemsPerPage: 2,
      showsEmail: false,
      filters: [
        { name: 'search' },
        { name: 'country', options: [country!.id] },
        { name: 'userType', options: [USER_TYPES.VISITOR, USER_TYPES.SPEAKER] },
      ],
    });
  });

  it('pages the validated, not erased members as business cards, without e-mails where the fair hides them', async () => {
    const fair = await buildFair(t.database.db, { nbResultsPerPage: 2, isHidingEmailUser: true });
    const open = await buildFair(t.database.db, { nbResultsPerPage: 5 });
    const tag = `Dir${fair.id}`;
    const a = await buildUser(t.database.db, {
      fairIds: [fair.id, open.id],
      lastName: `${tag}-A`,
      jobTitle: 'Infirmière',
      phone: '+1 514 000 0000',
    });
    const b = await buildUser(t.database.db, { fairIds: [fair.id], lastName: `${tag}-B` });
    const c = await buildUser(t.database.db, {
      fairIds: [fair.id],
      lastName: `${tag}-C`,
      jobTitle: 'Préposé',
    });
    await buildUser(t.database.db, { fairIds: [fair.id], waitingIn: [fair.id], lastName: `${tag}-Waiting` });
    await buildUser(t.database.db, {
      fairIds: [fair.id],
      lastName: `${tag}-Erased`,
      erasedAt: new Date(),
    });
    await buildUser(t.database.db, { fairIds: [open.id], lastName: `${tag}-Elsewhere` });
    const s = await session(a);

    const first = await s.inject({ method: 'GET', url: `/api/users/front/list/1?fair=${fair.id}` });
    expect(first.statusCode).toBe(200);
    expect(ids(first.json())).toEqual([a.id, b.id]);
    expect(first.headers).toMatchObject({
      'x-current-page': '1',
      'x-page-count': '2',
      'x-total-items': '3',
      'x-items-per-page': '2',
    });
    expect(Object.keys(first.json()[0]).sort()).toEqual(
      [
        'country',
        'firstName',
        'id',
        'jobTitle',
        'languages',
        'lastName',
        'phone',
        'socialLinks',
        'videoconferenceLinks',
        'website',
      ].sort(),
    );
    expect(JSON.stringify(first.json())).not.toContain('@test.example');
    const second = await s.inject({ method: 'GET', url: `/api/users/front/list/2?fair=${fair.id}` });
    expect(ids(second.json())).toEqual([c.id]);
    const search = await s.inject({
      method: 'GET',
      url: `/api/users/front/list/1?fair=${fair.id}&search=pr%C3%A9pos`,
    });
    expect(ids(search.json())).toEqual([c.id]);

    const inOpen = await s.inject({
      method: 'GET',
      url: `/api/users/front/list/1?fair=${open.id}&search=${tag}`,
    });
    expect(inOpen.json()).toEqual([
      expect.objectContaining({ id: a.id, email: a.email }),
      expect.objectContaining({ lastName: `${tag}-Elsewhere` }),
    ]);
  });

  it('is refused to non-members (403), 404 for an unknown fair, 400 without a fair or with page 0', async () => {
    const fair = await buildFair(t.database.db);
    const stranger = await session(
      await buildUser(t.database.db, { fairIds: [(await buildFair(t.database.db)).id] }),
    );
    expect(
      (await stranger.inject({ method: 'GET', url: `/api/users/front/list/1?fair=${fair.id}` })).statusCode,
    ).toBe(403);
    expect(
      (await stranger.inject({ method: 'GET', url: `/api/users/front/list/config?fair=${fair.id}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await stranger.inject({ method: 'GET', url: '/api/users/front/list/1?fair=999999' })).statusCode,
    ).toBe(404);
    const noFair = await stranger.inject({ method: 'GET', url: '/api/users/front/list/config' });
    expect(noFair.statusCode).toBe(400);
    expect(noFair.json().violations[0]).toMatchObject({ propertyPath: 'fair' });
    const zero = await stranger.inject({ method: 'GET', url: `/api/users/front/list/0?fair=${fair.id}` });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().violations[0]).toMatchObject({ propertyPath: 'page', code: 'too_small' });
    const org = await session(await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] }));
    expect(
      (await org.inject({ method: 'GET', url: `/api/users/front/list/1?fair=${fair.id}` })).statusCode,
    ).toBe(200);
  });

  it('needs a login (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/front/list/1?fair=1' })).statusCode).toBe(
      401,
    );
  });
});
