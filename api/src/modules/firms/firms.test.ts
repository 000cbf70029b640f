import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import {
  businessSectors,
  fairFirms,
  firmBusinessSectors,
  firms,
  firmTypes,
  mediaObjects,
  stands,
} from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const firmCount = async () => Number((await t.database.db.select({ n: count() }).from(firms))[0]?.n);
const as = async (user: { email: string; password: string }) => loginAs(t.app, user.email, user.password);
const violations = (body: { violations: { propertyPath: string; code: string }[] }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.code]));

/** A fair with its organizer, a visible firm (stand admin, contact) and a hidden one. */
const setup = async () => {
  const db = t.database.db;
  const fair = await buildFair(db);
  const otherFair = await buildFair(db);
  const [type] = await db.select().from(firmTypes).orderBy(asc(firmTypes.position)).limit(1);
  const sectors = await db.select().from(businessSectors).orderBy(asc(businessSectors.id)).limit(3);
  const firm = await buildFirm(db, {
    name: `Hôpital ${fair.id}`,
    firmTypeId: type!.id,
    email: 'rh@hopital.example',
    description: 'Un hôpital.',
  });
  const hidden = await buildFirm(db, { name: `Caché ${fair.id}`, isVisible: false });
  const elsewhere = await buildFirm(db, { name: `Ailleurs ${fair.id}` });
  await db.insert(fairFirms).values([
    { fairId: fair.id, firmId: firm.id },
    { fairId: fair.id, firmId: hidden.id },
    { fairId: otherFair.id, firmId: elsewhere.id },
  ]);
  await db.insert(firmBusinessSectors).values({ firmId: firm.id, sectorId: sectors[0]!.id });
  const organizer = await buildUser(db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
  const otherOrganizer = await buildUser(db, { role: ROLES.ORGANIZER, adminOf: [otherFair.id] });
  const standAdmin = await buildUser(db, {
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_ADMIN,
    firmId: firm.id,
    fairIds: [fair.id],
    lastName: 'Admin',
  });
  const contact = await buildUser(db, {
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_CONTACT,
    firmId: firm.id,
    fairIds: [fair.id],
    lastName: 'Contact',
  });
  const visitor = await buildUser(db, { role: ROLES.VISITOR, fairIds: [fair.id] });
  return {
    fair,
    otherFair,
    type: type!,
    sectors,
    firm,
    hidden,
    elsewhere,
    organizer,
    otherOrganizer,
    standAdmin,
    contact,
    visitor,
  };
};

describe('GET /api/firms and the back-office lists', () => {
  it('lists the firms of the organizer’s fairs, by partial name, paged with x-* headers', async () => {
    const s = await setup();
    const org = await as(s.organizer);
    const res = await org.inject({ method: 'GET', url: '/api/firms?pagination=true&itemsPerPage=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: s.hidden.id,
        name: s.hidden.name,
        firmType: null,
        email: null,
        website: null,
        isVisible: false,
        logo: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(res.headers).toMatchObject({
      'x-current-page': '1',
      'x-page-count': '2',
      'x-total-items': '2',
      'x-items-per-page': '1',
    });
    const byName = await org.inject({ method: 'GET', url: '/api/firms?pagination=false&name=hôpital' });
    expect(byName.json().map((f: { id: number }) => f.id)).toEqual([s.firm.id]);
    expect(byName.json()[0].firmType).toEqual({ id: s.type.id, name: 'Hôpital public' });
    const en = await org.inject({
      method: 'GET',
      url: `/api/firms?pagination=false&name=${encodeURIComponent(s.firm.name)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(en.json()[0].firmType.name).toBe('Public hospital');
    // never another fair's firms, and not another fair on demand
    expect((await org.inject({ method: 'GET', url: `/api/firms?fair=${s.otherFair.id}` })).statusCode).toBe(
      403,
    );
    const select = await org.inject({ method: 'GET', url: '/api/firms/select-input?pagination=false' });
    expect(select.json()).toEqual([
      { id: s.hidden.id, name: s.hidden.name },
      { id: s.firm.id, name: s.firm.name },
    ]);
  });

  it('lists the firms without a booth (`exists[stands]=false`), within the fair when given', async () => {
    const s = await setup();
    const db = t.database.db;
    await db.insert(fairFirms).values({ fairId: s.otherFair.id, firmId: s.firm.id });
    await db.insert(stands).values({ fairId: s.otherFair.id, firmId: s.firm.id, name: 'Ailleurs' });
    const org = await as(s.organizer);
    const ids = async (q: string) =>
      (await org.inject({ method: 'GET', url: `/api/firms?pagination=false&${q}` }))
        .json()
        .map((f: { id: number }) => f.id);
    expect(await ids(`fair=${s.fair.id}&exists[stands]=false`)).toEqual([s.hidden.id, s.firm.id]);
    await db.insert(stands).values({ fairId: s.fair.id, firmId: s.firm.id, name: 'Ici' });
    expect(await ids(`fair=${s.fair.id}&exists[stands]=false`)).toEqual([s.hidden.id]);
    expect(await ids(`fair=${s.fair.id}&exists[stands]=true`)).toEqual([s.firm.id]);
    const bad = await org.inject({ method: 'GET', url: '/api/firms?exists[stands]=maybe' });
    expect(bad.statusCode).toBe(400);
    const computed = await org.inject({ method: 'GET', url: `/api/firms/computed/${s.firm.id}` });
    expect(computed.json().stands).toBe(2);
  });

  it('gives the back list with users count, sectors, fairs and visibility', async () => {
    const s = await setup();
    const org = await as(s.organizer);
    const res = await org.inject({ method: 'GET', url: `/api/firms/back/list?fair=${s.fair.id}&name=Hôp` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: s.firm.id,
        isVisible: true,
        usersCount: 2,
        fairs: [s.fair.id],
        sectors: [{ id: s.sectors[0]!.id, name: expect.any(String) }],
      }),
    ]);
    expect(res.headers['x-total-items']).toBe('1');
  });

  it('lets a super admin list every firm and refuses visitors and exhibitors (403)', async () => {
    const s = await setup();
    const admin = await as(await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN }));
    const all = await admin.inject({ method: 'GET', url: '/api/firms?pagination=false' });
    expect(all.json().map((f: { id: number }) => f.id)).toEqual(
      expect.arrayContaining([s.firm.id, s.hidden.id, s.elsewhere.id]),
    );
    for (const user of [s.visitor, s.standAdmin]) {
      const session = await as(user);
      for (const url of ['/api/firms', '/api/firms/back/list', '/api/firms/select-input'])
        expect((await session.inject({ method: 'GET', url })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/firms' })).statusCode).toBe(401);
  });

  it('rejects malformed filters with 400 and the exact codes', async () => {
    const s = await setup();
    const org = await as(s.organizer);
    const res = await org.inject({ method: 'GET', url: '/api/firms?fair=abc&order[name]=up' });
    expect(res.statusCode).toBe(400);
    expect(violations(res.json())).toMatchObject({ fair: 'invalid_type', 'order[name]': 'invalid_value' });
  });
});

describe('GET /api/firms/{id}', () => {
  it('shows the full firm with abilities to its stand admin and organizer, and a logo when set', async () => {
    const s = await setup();
    const [logo] = await t.database.db
      .insert(mediaObjects)
      .values({
        filePath: `logos/${s.firm.id}.png`,
        thumbnailPath: `logos/${s.firm.id}-thumb.png`,
        type: 1,
        mimeType: 'image/png',
        size: 10,
      })
      .returning();
    await t.database.db.update(firms).set({ logoId: logo!.id }).where(eq(firms.id, s.firm.id));
    const admin = await as(s.standAdmin);
    const res = await admin.inject({ method: 'GET', url: `/api/firms/${s.firm.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: s.firm.id,
      name: s.firm.name,
      email: 'rh@hopital.example',
      description: 'Un hôpital.',
      isVisible: true,
      fairs: [s.fair.id],
      firmType: { id: s.type.id },
      logo: {
        id: logo!.id,
        url: `/media/logos/${s.firm.id}.png`,
        thumbnailUrl: `/media/logos/${s.firm.id}-thumb.png`,
      },
      abilities: {
        update: true,
        changeVisibility: true,
        changeLogo: true,
        manageUsers: true,
        inviteUsers: false,
      },
    });
    const org = await as(s.organizer);
    expect((await org.inject({ method: 'GET', url: `/api/firms/${s.firm.id}` })).json().abilities).toEqual({
      update: true,
      changeVisibility: true,
      changeLogo: true,
      manageUsers: true,
      inviteUsers: false,
    });
    const contact = await as(s.contact);
    expect(
      (await contact.inject({ method: 'GET', url: `/api/firms/${s.firm.id}` })).json().abilities,
    ).toEqual({
      update: false,
      changeVisibility: false,
      changeLogo: false,
      manageUsers: false,
      inviteUsers: false,
    });
  });

  it('answers 403 for a visible firm and 404 for a hidden or unknown one to others', async () => {
    const s = await setup();
    const visitor = await as(s.visitor);
    expect((await visitor.inject({ method: 'GET', url: `/api/firms/${s.firm.id}` })).statusCode).toBe(403);
    expect((await visitor.inject({ method: 'GET', url: `/api/firms/${s.hidden.id}` })).statusCode).toBe(404);
    const other = await as(s.otherOrganizer);
    expect((await other.inject({ method: 'GET', url: `/api/firms/${s.hidden.id}` })).statusCode).toBe(404);
    expect((await visitor.inject({ method: 'GET', url: '/api/firms/999999' })).statusCode).toBe(404);
  });
});

describe('POST /api/firms', () => {
  it('creates a firm with its sectors and its fair link; the website is normalised', async () => {
    const s = await setup();
    const org = await as(s.organizer);
    const res = await org.inject({
      method: 'POST',
      url: '/api/firms',
      payload: {
        name: '  CHSLD des Érables ',
        firmType: s.type.id,
        sectors: [s.sectors[1]!.id, s.sectors[2]!.id],
        email: 'Emplois@Erables.Example',
        website: 'www.erables.test',
        description: 'Soins de longue durée.',
        phone: '',
        fair: s.fair.id,
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'CHSLD des Érables',
      email: 'emplois@erables.example',
      website: 'https://www.erables.test',
      phone: null,
      isVisible: true,
      fairs: [s.fair.id],
      logo: null,
    });
    expect(body.sectors.map((x: { id: number }) => x.id).sort()).toEqual(
      [s.sectors[1]!.id, s.sectors[2]!.id].sort(),
    );
    const links = await t.database.db.select().from(fairFirms).where(eq(fairFirms.firmId, body.id));
    expect(links.map((l) => l.fairId)).toEqual([s.fair.id]);
  });

  it('refuses a stand admin, a visitor and another fair’s organizer (403), writing nothing', async () => {
    const s = await setup();
    const before = await firmCount();
    for (const user of [s.standAdmin, s.visitor, s.otherOrganizer]) {
      const res = await (
        await as(user)
      ).inject({
        method: 'POST',
        url: '/api/firms',
        payload: { name: 'Nouvelle structure', fair: s.fair.id },
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await firmCount()).toBe(before);
  });

  it('rejects bad input with the exact codes and a taken name with 409 firm_exists, writing nothing', async () => {
    const s = await setup();
    const org = await as(s.organizer);
    const before = await firmCount();
    const bad = await org.inject({
      method: 'POST',
      url: '/api/firms',
      payload: {
        name: '',
        website: 'pas une url',
        email: 'nope',
        sectors: [1, 1],
        description: 'x'.repeat(5001),
        color: 'red',
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(violations(bad.json())).toMatchObject({
      name: 'required',
      website: 'invalid_url',
      email: 'invalid_email',
      sectors: 'invalid_value',
      description: 'too_long',
      fair: 'required',
      color: 'unknown_field',
    });
    const taken = await org.inject({
      method: 'POST',
      url: '/api/firms',
      payload: { name: s.firm.name.toUpperCase(), fair: s.fair.id },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message_code: 'firm_exists',
      violations: [{ propertyPath: 'name', code: 'firm_exists' }],
    });
    const unknownRefs = await org.inject({
      method: 'POST',
      url: '/api/firms',
      payload: { name: 'Structure inconnue', firmType: 999999, sectors: [999999], fair: s.fair.id },
    });
    expect(unknownRefs.statusCode).toBe(422);
    expect(violations(unknownRefs.json())).toEqual({ firmType: 'invalid_value', sectors: 'invalid_value' });
    const unknownFair = await org.inject({
      method: 'POST',
      url: '/api/firms',
      payload: { name: 'Structure sans salon', fair: 999999 },
    });
    expect(unknownFair.statusCode).toBe(422);
    expect(violations(unknownFair.json())).toEqual({ fair: 'invalid_value' });
    expect(await firmCount()).toBe(before);
  });
});

describe('PUT /api/firms/{id}', () => {
  it('lets the stand admin edit its profile partially (sectors replaced, other fields kept)', async () => {
    const s = await setup();
    const admin = await as(s.standAdmin);
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/firms/${s.firm.id}`,
      payload: { description: 'Nouveau texte\nsur deux lignes.', sectors: [s.sectors[2]!.id], website: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: s.firm.name,
      email: 'rh@hopital.example',
      description: 'Nouveau texte\nsur deux lignes.',
      website: null,
      sectors: [{ id: s.sectors[2]!.id }],
      isVisible: true,
    });
  });

  it('lets its stand admin or the organizer of its only fair hide the firm (permissions.md "Firms across fairs")', async () => {
    const s = await setup();
    const admin = await as(s.standAdmin);
    const hidden = await admin.inject({
      method: 'PUT',
      url: `/api/firms/${s.firm.id}`,
      payload: { isVisible: false },
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().isVisible).toBe(false);
    const org = await as(s.organizer);
    const shown = await org.inject({
      method: 'PUT',
      url: `/api/firms/${s.firm.id}`,
      payload: { isVisible: true },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().isVisible).toBe(true);
  });

  it('refuses the record to an organizer once the firm also exhibits at a fair it does not organize; its fair side stays', async () => {
    const s = await setup();
    await t.database.db.insert(fairFirms).values({ fairId: s.otherFair.id, firmId: s.firm.id });
    const org = await as(s.organizer);
    for (const payload of [{ isVisible: false }, { name: 'Repris' }, { description: 'changé' }]) {
      const res = await org.inject({ method: 'PUT', url: `/api/firms/${s.firm.id}`, payload });
      expect(res.statusCode).toBe(403);
    }
    const [still] = await t.database.db.select().from(firms).where(eq(firms.id, s.firm.id));
    expect(still).toMatchObject({ isVisible: true, name: s.firm.name, description: 'Un hôpital.' });
    const view = await org.inject({ method: 'GET', url: `/api/firms/${s.firm.id}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().abilities).toEqual({
      update: false,
      changeVisibility: false,
      changeLogo: false,
      manageUsers: false,
      inviteUsers: true,
    });
  });

  it('an organizer who links another fair’s firm gets the fair’s side only: no rename, no hiding, no logo', async () => {
    const s = await setup();
    const org = await as(s.organizer);
    const link = await org.inject({
      method: 'POST',
      url: '/api/fair_firms',
      payload: { fair: s.fair.id, firm: s.elsewhere.id },
    });
    expect(link.statusCode).toBe(201);
    const rename = await org.inject({
      method: 'PUT',
      url: `/api/firms/${s.elsewhere.id}`,
      payload: { name: 'Volé', isVisible: false },
    });
    expect(rename.statusCode).toBe(403);
    const [still] = await t.database.db.select().from(firms).where(eq(firms.id, s.elsewhere.id));
    expect(still).toMatchObject({ name: s.elsewhere.name, isVisible: true });
  });

  it('refuses a stand contact and a visitor (403), hides a hidden firm (404), and rejects bad input', async () => {
    const s = await setup();
    for (const user of [s.contact, s.visitor]) {
      const res = await (
        await as(user)
      ).inject({ method: 'PUT', url: `/api/firms/${s.firm.id}`, payload: { name: 'Pirate' } });
      expect(res.statusCode).toBe(403);
    }
    const visitor = await as(s.visitor);
    expect(
      (await visitor.inject({ method: 'PUT', url: `/api/firms/${s.hidden.id}`, payload: { name: 'X' } }))
        .statusCode,
    ).toBe(404);
    const admin = await as(s.standAdmin);
    const bad = await admin.inject({
      method: 'PUT',
      url: `/api/firms/${s.firm.id}`,
      payload: { name: '', fair: s.otherFair.id },
    });
    expect(bad.statusCode).toBe(422);
    expect(violations(bad.json())).toEqual({ name: 'required', fair: 'unknown_field' });
    const taken = await admin.inject({
      method: 'PUT',
      url: `/api/firms/${s.firm.id}`,
      payload: { name: s.hidden.name },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message_code).toBe('firm_exists');
    const [still] = await t.database.db.select().from(firms).where(eq(firms.id, s.firm.id));
    expect(still?.name).toBe(s.firm.name);
  });

  it('has no delete (§7)', async () => {
    const s = await setup();
    const org = await as(s.organizer);
    const res = await org.inject({ method: 'DELETE', url: `/api/firms/${s.firm.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message_code).toBe('route_not_found');
  });
});

describe('GET /api/firms/computed/{id} and /api/firms/{id}/all-users', () => {
  it('counts the firm’s users, stand admins, contacts and fairs', async () => {
    const s = await setup();
    const res = await (
      await as(s.contact)
    ).inject({ method: 'GET', url: `/api/firms/computed/${s.firm.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: s.firm.id,
      users: 2,
      standAdmins: 1,
      standContacts: 1,
      fairs: 1,
      stands: 0,
    });
    expect(
      (await (await as(s.visitor)).inject({ method: 'GET', url: `/api/firms/computed/${s.firm.id}` }))
        .statusCode,
    ).toBe(403);
  });

  it('lists members, then (to platform staff) the organizers of its fairs, then the super roles', async () => {
    const s = await setup();
    await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN, email: `root-${s.fair.id}@test.example` });
    const org = await as(s.organizer);
    const res = await org.inject({
      method: 'GET',
      url: `/api/firms/${s.firm.id}/all-users?pagination=false`,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { id: number; relation: string }[];
    expect(rows.slice(0, 3)).toEqual([
      expect.objectContaining({ id: s.standAdmin.id, relation: 'member', userType: USER_TYPES.STAND_ADMIN }),
      expect.objectContaining({ id: s.contact.id, relation: 'member' }),
      expect.objectContaining({ id: s.organizer.id, relation: 'organizer' }),
    ]);
    expect(rows.map((r) => r.id)).not.toContain(s.otherOrganizer.id);
    expect(rows.map((r) => r.id)).not.toContain(s.visitor.id);
    expect(rows.slice(3).every((r) => r.relation === 'super')).toBe(true);
    // The firm's own members see their people only: no organizer, no super admin, no e-mail of theirs.
    const admin = await as(s.standAdmin);
    const mine = await admin.inject({
      method: 'GET',
      url: `/api/firms/${s.firm.id}/all-users?pagination=false`,
    });
    expect(mine.json().map((r: { id: number }) => r.id)).toEqual([s.standAdmin.id, s.contact.id]);
    expect(mine.body).not.toContain(`root-${s.fair.id}@test.example`);
    expect(mine.body).not.toContain(s.organizer.email);
    const staffOnly = await admin.inject({
      method: 'GET',
      url: `/api/firms/${s.firm.id}/all-users?relation=super`,
    });
    expect(staffOnly.json()).toEqual([]);
    const members = await admin.inject({
      method: 'GET',
      url: `/api/firms/${s.firm.id}/all-users?relation=member&search=contact`,
    });
    expect(members.json().map((r: { id: number }) => r.id)).toEqual([s.contact.id]);
    expect(members.headers['x-total-items']).toBe('1');
    const bad = await admin.inject({ method: 'GET', url: `/api/firms/${s.firm.id}/all-users?relation=boss` });
    expect(bad.statusCode).toBe(400);
    expect(violations(bad.json())).toEqual({ relation: 'invalid_value' });
    expect(
      (await (await as(s.visitor)).inject({ method: 'GET', url: `/api/firms/${s.firm.id}/all-users` }))
        .statusCode,
    ).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the firm routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/firms',
        '/api/firms/front/list',
        '/api/firms/{id}',
        '/api/fair_firms/{id}',
      ]),
    );
  });
});
