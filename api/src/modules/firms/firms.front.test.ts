import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { businessSectors, fairFirms, firmBusinessSectors, firmTypes } from '../../db/schema/index.ts';

// The public views of firms: anyone allowed in the fair; hidden firms only to their organizers
// and their own users; e-mails as the fair says.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const as = async (user: { email: string; password: string }) => loginAs(t.app, user.email, user.password);
const ids = (body: { id: number }[]) => body.map((x) => x.id);

const setup = async (fairInput: Parameters<typeof buildFair>[1] = {}) => {
  const db = t.database.db;
  const fair = await buildFair(db, { nbResultsPerPage: 2, ...fairInput });
  const [type] = await db.select().from(firmTypes).orderBy(asc(firmTypes.position)).limit(1);
  const [care, elderly] = await db.select().from(businessSectors).orderBy(asc(businessSectors.id)).limit(2);
  const make = (name: string, extra: Parameters<typeof buildFirm>[1] = {}) =>
    buildFirm(db, { name: `${name} ${fair.id}`, ...extra });
  const alpha = await make('Alpha Santé', {
    firmTypeId: type!.id,
    email: 'contact@alpha.test',
    website: 'https://alpha.test',
    address: '1 rue du Port',
    description: `Un centre hospitalier ${'très '.repeat(60)}accueillant.`,
  });
  const bravo = await make('Bravo Soins', { description: 'Maison de repos.' });
  const charlie = await make('Charlie Social');
  const hidden = await make('Delta Caché', { isVisible: false });
  const outside = await make('Echo Ailleurs');
  await db
    .insert(fairFirms)
    .values([alpha, bravo, charlie, hidden].map((f) => ({ fairId: fair.id, firmId: f.id })));
  await db.insert(firmBusinessSectors).values([
    { firmId: alpha.id, sectorId: care!.id },
    { firmId: bravo.id, sectorId: elderly!.id },
    { firmId: hidden.id, sectorId: elderly!.id },
  ]);
  const admin = await buildUser(db, {
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_ADMIN,
    firmId: alpha.id,
    fairIds: [fair.id],
    firstName: 'Ada',
    lastName: 'Admin',
    jobTitle: 'Recruteuse',
    displayEmail: 'ada@alpha.test',
  });
  const contact = await buildUser(db, {
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_CONTACT,
    firmId: alpha.id,
    fairIds: [fair.id],
    firstName: 'Cléo',
    lastName: 'Contact',
  });
  // waiting for validation: not on the page
  await buildUser(db, {
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_CONTACT,
    firmId: alpha.id,
    fairIds: [fair.id],
    waitingIn: [fair.id],
    lastName: 'Attente',
  });
  const hiddenAdmin = await buildUser(db, {
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_ADMIN,
    firmId: hidden.id,
    fairIds: [fair.id],
  });
  const organizer = await buildUser(db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
  const visitor = await buildUser(db, { role: ROLES.VISITOR, fairIds: [fair.id] });
  const stranger = await buildUser(db, { role: ROLES.VISITOR });
  return {
    fair,
    type: type!,
    care: care!,
    elderly: elderly!,
    alpha,
    bravo,
    charlie,
    hidden,
    outside,
    admin,
    contact,
    hiddenAdmin,
    organizer,
    visitor,
    stranger,
  };
};

describe('GET /api/firms/front/list', () => {
  it('pages the fair’s visible exhibitors with the fair’s page size, as cards', async () => {
    const s = await setup();
    const res = await t.app.inject({ method: 'GET', url: `/api/firms/front/list?fair=${s.fair.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'x-current-page': '1',
      'x-page-count': '2',
      'x-total-items': '3',
      'x-items-per-page': '2',
    });
    const [first, second] = res.json();
    expect(first).toEqual({
      id: s.alpha.id,
      name: s.alpha.name,
      logo: null,
      firmType: { id: s.type.id, name: 'Hôpital public' },
      sectors: [{ id: s.care.id, name: expect.any(String) }],
      shortDescription: expect.stringMatching(/^Un centre hospitalier très .*…$/),
      isVisible: true,
    });
    expect(first.shortDescription.length).toBeLessThanOrEqual(181);
    expect(second).toMatchObject({ id: s.bravo.id, shortDescription: 'Maison de repos.' });
    const page2 = await t.app.inject({
      method: 'GET',
      url: `/api/firms/front/list?fair=${s.fair.id}&page=2`,
    });
    expect(ids(page2.json())).toEqual([s.charlie.id]);
  });

  it('filters by sector and by search in the name or description', async () => {
    const s = await setup();
    const bySector = await t.app.inject({
      method: 'GET',
      url: `/api/firms/front/list?fair=${s.fair.id}&sector=${s.elderly.id}`,
    });
    expect(ids(bySector.json())).toEqual([s.bravo.id]);
    const bySearch = await t.app.inject({
      method: 'GET',
      url: `/api/firms/front/list?fair=${s.fair.id}&search=${encodeURIComponent('maison de')}`,
    });
    expect(ids(bySearch.json())).toEqual([s.bravo.id]);
    const byType = await t.app.inject({
      method: 'GET',
      url: `/api/firms/front/list?fair=${s.fair.id}&firmType=${s.type.id}`,
    });
    expect(ids(byType.json())).toEqual([s.alpha.id]);
    // Filters together: each value goes to its own place in the one prepared statement.
    const both = await t.app.inject({
      method: 'GET',
      url: `/api/firms/front/list?fair=${s.fair.id}&sector=${s.elderly.id}&search=maison`,
    });
    expect(ids(both.json())).toEqual([s.bravo.id]);
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/firms/front/list?fair=${s.fair.id}&firmType=${s.type.id}&search=maison`,
    });
    expect(ids(none.json())).toEqual([]);
  });

  it('shows the hidden firm to the fair’s organizer and to the firm’s users only', async () => {
    const s = await setup({ nbResultsPerPage: 10 });
    const url = `/api/firms/front/list?fair=${s.fair.id}`;
    const org = await (await as(s.organizer)).inject({ method: 'GET', url });
    expect(ids(org.json())).toEqual([s.alpha.id, s.bravo.id, s.charlie.id, s.hidden.id]);
    expect(org.json()[3].isVisible).toBe(false);
    const own = await (await as(s.hiddenAdmin)).inject({ method: 'GET', url });
    expect(ids(own.json())).toContain(s.hidden.id);
    const visitor = await (await as(s.visitor)).inject({ method: 'GET', url });
    expect(ids(visitor.json())).not.toContain(s.hidden.id);
    const other = await (await as(s.admin)).inject({ method: 'GET', url });
    expect(ids(other.json())).not.toContain(s.hidden.id);
  });

  it('keeps a fair without public access to its members (401 anonymous, 403 stranger), 404 unknown, 400 bad query', async () => {
    const s = await setup({ isPublicAccess: false });
    const url = `/api/firms/front/list?fair=${s.fair.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await (await as(s.stranger)).inject({ method: 'GET', url })).statusCode).toBe(403);
    expect((await (await as(s.visitor)).inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/firms/front/list?fair=999999' })).statusCode).toBe(
      404,
    );
    const bad = await t.app.inject({ method: 'GET', url: '/api/firms/front/list?sector=x' });
    expect(bad.statusCode).toBe(400);
    expect(
      Object.fromEntries(
        bad.json().violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
      ),
    ).toMatchObject({ fair: 'invalid_type', sector: 'invalid_type' });
  });
});

describe('GET /api/firms/light', () => {
  it('gives names and logos of the fair’s visible firms, unpaged on demand', async () => {
    const s = await setup();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/firms/light?fair=${s.fair.id}&pagination=false`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: s.alpha.id, name: s.alpha.name, logo: null, isVisible: true },
      { id: s.bravo.id, name: s.bravo.name, logo: null, isVisible: true },
      { id: s.charlie.id, name: s.charlie.name, logo: null, isVisible: true },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/firms/light' })).statusCode).toBe(400);
  });
});

describe('GET /api/firms/detail/{id}', () => {
  it('shows the page with the validated stand staff as business cards and the firm’s e-mail', async () => {
    const s = await setup();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/firms/detail/${s.alpha.id}?fair=${s.fair.id}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: s.alpha.id,
      name: s.alpha.name,
      website: 'https://alpha.test',
      address: '1 rue du Port',
      email: 'contact@alpha.test',
      sectors: [{ id: s.care.id }],
      isVisible: true,
      abilities: { update: false, changeVisibility: false, changeLogo: false, manageUsers: false },
    });
    expect(body.contacts).toEqual([
      expect.objectContaining({
        id: s.admin.id,
        firstName: 'Ada',
        jobTitle: 'Recruteuse',
        email: 'ada@alpha.test',
      }),
      expect.objectContaining({ id: s.contact.id, email: s.contact.email }),
    ]);
    expect(body.contacts[0]).not.toHaveProperty('passwordHash');
    const own = await (
      await as(s.admin)
    ).inject({
      method: 'GET',
      url: `/api/firms/detail/${s.alpha.id}?fair=${s.fair.id}`,
    });
    expect(own.json().abilities.update).toBe(true);
  });

  it('hides e-mails where the fair hides them', async () => {
    const s = await setup({ isHidingEmailFirm: true, isHidingEmailUser: true });
    const body = (
      await t.app.inject({ method: 'GET', url: `/api/firms/detail/${s.alpha.id}?fair=${s.fair.id}` })
    ).json();
    expect(body).not.toHaveProperty('email');
    expect(body.contacts).toHaveLength(2);
    for (const card of body.contacts) expect(card).not.toHaveProperty('email');
  });

  it('answers 404 for a hidden firm, a firm of another fair, or an unknown one; the organizer sees the hidden one', async () => {
    const s = await setup();
    const get = (id: number) =>
      t.app.inject({ method: 'GET', url: `/api/firms/detail/${id}?fair=${s.fair.id}` });
    expect((await get(s.hidden.id)).statusCode).toBe(404);
    expect((await get(s.outside.id)).statusCode).toBe(404);
    expect((await get(999999)).statusCode).toBe(404);
    const org = await (
      await as(s.organizer)
    ).inject({
      method: 'GET',
      url: `/api/firms/detail/${s.hidden.id}?fair=${s.fair.id}`,
    });
    expect(org.statusCode).toBe(200);
    expect(org.json()).toMatchObject({ isVisible: false, abilities: { changeVisibility: true } });
    const noFair = await t.app.inject({ method: 'GET', url: `/api/firms/detail/${s.alpha.id}` });
    expect(noFair.statusCode).toBe(400);
    expect(noFair.json().violations[0]).toMatchObject({ propertyPath: 'fair', code: 'invalid_type' });
  });
});

describe('GET /api/firms/bcard/{id}', () => {
  it('gives the card with the e-mail for a fair that shows it, without e-mail otherwise', async () => {
    const s = await setup();
    const withFair = await t.app.inject({
      method: 'GET',
      url: `/api/firms/bcard/${s.alpha.id}?fair=${s.fair.id}`,
    });
    expect(withFair.json()).toEqual({
      id: s.alpha.id,
      name: s.alpha.name,
      logo: null,
      firmType: { id: s.type.id, name: 'Hôpital public' },
      website: 'https://alpha.test',
      email: 'contact@alpha.test',
    });
    const noFair = await t.app.inject({ method: 'GET', url: `/api/firms/bcard/${s.alpha.id}` });
    expect(noFair.statusCode).toBe(200);
    expect(noFair.json()).not.toHaveProperty('email');
    const hiding = await setup({ isHidingEmailFirm: true });
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/firms/bcard/${hiding.alpha.id}?fair=${hiding.fair.id}`,
    });
    expect(hidden.json()).not.toHaveProperty('email');
  });

  it('asks anonymous callers to log in and hides from others a firm they may not see (hidden, or at no fair open to them)', async () => {
    const s = await setup();
    expect((await t.app.inject({ method: 'GET', url: `/api/firms/bcard/${s.hidden.id}` })).statusCode).toBe(
      401,
    );
    const own = await (
      await as(s.hiddenAdmin)
    ).inject({ method: 'GET', url: `/api/firms/bcard/${s.outside.id}` });
    expect(own.statusCode).toBe(404);
    const mine = await (
      await as(s.hiddenAdmin)
    ).inject({ method: 'GET', url: `/api/firms/bcard/${s.hidden.id}` });
    expect(mine.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/firms/bcard/${s.outside.id}` })).statusCode).toBe(
      401,
    );
    // A logged-in caller of another fair does not read the card of a firm exhibiting only at a
    // private fair it is not in (the access walk found it; permissions.md "anyone allowed").
    expect(
      (await (await as(s.stranger)).inject({ method: 'GET', url: `/api/firms/bcard/${s.outside.id}` }))
        .statusCode,
    ).toBe(404);
  });
});
