import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { businessSectors, fairFirms, firmBusinessSectors } from '../../db/schema/index.ts';

// §7 standard calls on the link tables: /fair_firms (organizer of the fair) and
// /firm_business_sectors (whoever edits the firm).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const as = async (user: { email: string; password: string }) => loginAs(t.app, user.email, user.password);
const rows = async (table: typeof fairFirms | typeof firmBusinessSectors) =>
  Number((await t.database.db.select({ n: count() }).from(table))[0]?.n);

const setup = async () => {
  const db = t.database.db;
  const fair = await buildFair(db);
  const otherFair = await buildFair(db);
  const firm = await buildFirm(db);
  const hidden = await buildFirm(db, { isVisible: false });
  const [link] = await db.insert(fairFirms).values({ fairId: fair.id, firmId: firm.id }).returning();
  await db.insert(fairFirms).values({ fairId: otherFair.id, firmId: hidden.id });
  const sectors = await db.select().from(businessSectors).orderBy(asc(businessSectors.id)).limit(3);
  const [sectorLink] = await db
    .insert(firmBusinessSectors)
    .values({ firmId: firm.id, sectorId: sectors[0]!.id })
    .returning();
  const [hiddenSector] = await db
    .insert(firmBusinessSectors)
    .values({ firmId: hidden.id, sectorId: sectors[0]!.id })
    .returning();
  const organizer = await buildUser(db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
  const otherOrganizer = await buildUser(db, { role: ROLES.ORGANIZER, adminOf: [otherFair.id] });
  const standAdmin = await buildUser(db, {
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_ADMIN,
    firmId: firm.id,
    fairIds: [fair.id],
  });
  const contact = await buildUser(db, {
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_CONTACT,
    firmId: firm.id,
    fairIds: [fair.id],
  });
  return {
    fair,
    otherFair,
    firm,
    hidden,
    link: link!,
    sectors,
    sectorLink: sectorLink!,
    hiddenSector: hiddenSector!,
    organizer,
    otherOrganizer,
    standAdmin,
    contact,
  };
};

describe('/api/fair_firms', () => {
  it('lists the links of the organizer’s fairs, and the firm’s own to its members', async () => {
    const s = await setup();
    const org = await as(s.organizer);
    const list = await org.inject({ method: 'GET', url: `/api/fair_firms?fair=${s.fair.id}` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { id: s.link.id, fair: s.fair.id, firm: s.firm.id, createdAt: expect.any(String) },
    ]);
    expect(list.headers['x-total-items']).toBe('1');
    const other = await (
      await as(s.otherOrganizer)
    ).inject({ method: 'GET', url: `/api/fair_firms?firm.id=${s.firm.id}` });
    expect(other.json()).toEqual([]);
    const member = await (await as(s.contact)).inject({ method: 'GET', url: '/api/fair_firms' });
    expect(member.json().map((l: { id: number }) => l.id)).toEqual([s.link.id]);
    expect((await org.inject({ method: 'GET', url: `/api/fair_firms/${s.link.id}` })).json().firm).toBe(
      s.firm.id,
    );
    expect(
      (await (await as(s.otherOrganizer)).inject({ method: 'GET', url: `/api/fair_firms/${s.link.id}` }))
        .statusCode,
    ).toBe(404);
  });

  it('lets the fair’s organizer link a firm, move the link and delete it', async () => {
    const s = await setup();
    const org = await as(s.organizer);
    const created = await org.inject({
      method: 'POST',
      url: '/api/fair_firms',
      payload: { fair: s.fair.id, firm: s.hidden.id },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ fair: s.fair.id, firm: s.hidden.id });
    const again = await org.inject({
      method: 'POST',
      url: '/api/fair_firms',
      payload: { fair: s.fair.id, firm: s.hidden.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message_code).toBe('link_exists');
    const firm2 = await buildFirm(t.database.db);
    const moved = await org.inject({
      method: 'PUT',
      url: `/api/fair_firms/${created.json().id}`,
      payload: { firm: firm2.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ fair: s.fair.id, firm: firm2.id });
    expect(
      (await org.inject({ method: 'DELETE', url: `/api/fair_firms/${created.json().id}` })).statusCode,
    ).toBe(204);
    expect(await t.database.db.select().from(fairFirms).where(eq(fairFirms.id, created.json().id))).toEqual(
      [],
    );
  });

  it('refuses the firm’s stand admin and another fair’s organizer (403), writing nothing', async () => {
    const s = await setup();
    const before = await rows(fairFirms);
    const admin = await as(s.standAdmin);
    expect(
      (
        await admin.inject({
          method: 'POST',
          url: '/api/fair_firms',
          payload: { fair: s.otherFair.id, firm: s.firm.id },
        })
      ).statusCode,
    ).toBe(403);
    expect((await admin.inject({ method: 'DELETE', url: `/api/fair_firms/${s.link.id}` })).statusCode).toBe(
      403,
    );
    const other = await as(s.otherOrganizer);
    expect(
      (
        await other.inject({
          method: 'POST',
          url: '/api/fair_firms',
          payload: { fair: s.fair.id, firm: s.firm.id },
        })
      ).statusCode,
    ).toBe(403);
    // moving a link into a fair one does not organize
    const org = await as(s.organizer);
    expect(
      (
        await org.inject({
          method: 'PUT',
          url: `/api/fair_firms/${s.link.id}`,
          payload: { fair: s.otherFair.id },
        })
      ).statusCode,
    ).toBe(403);
    expect(await rows(fairFirms)).toBe(before);
    const [still] = await t.database.db.select().from(fairFirms).where(eq(fairFirms.id, s.link.id));
    expect(still?.fairId).toBe(s.fair.id);
  });

  it('rejects bad input with exact codes, writing nothing', async () => {
    const s = await setup();
    const before = await rows(fairFirms);
    const org = await as(s.organizer);
    const bad = await org.inject({
      method: 'POST',
      url: '/api/fair_firms',
      payload: { fair: 'x', extra: 1 },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      Object.fromEntries(
        bad.json().violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
      ),
    ).toMatchObject({ fair: 'required', firm: 'required', extra: 'unknown_field' });
    const unknown = await org.inject({
      method: 'POST',
      url: '/api/fair_firms',
      payload: { fair: s.fair.id, firm: 999999 },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'firm', code: 'invalid_value' }),
    ]);
    expect(await rows(fairFirms)).toBe(before);
  });
});

describe('/api/firm_business_sectors', () => {
  it('lists the links of visible firms to anyone, hidden ones only to their users', async () => {
    const s = await setup();
    const anon = await t.app.inject({ method: 'GET', url: `/api/firm_business_sectors?firm=${s.firm.id}` });
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toEqual([{ id: s.sectorLink.id, firm: s.firm.id, sector: s.sectors[0]!.id }]);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/firm_business_sectors?firm.id=${s.hidden.id}`,
    });
    expect(hidden.json()).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/firm_business_sectors/${s.hiddenSector.id}` }))
        .statusCode,
    ).toBe(404);
    const other = await as(s.otherOrganizer);
    expect(
      (await other.inject({ method: 'GET', url: `/api/firm_business_sectors/${s.hiddenSector.id}` }))
        .statusCode,
    ).toBe(200);
  });

  it('lets the stand admin add, change and remove a sector of its firm', async () => {
    const s = await setup();
    const admin = await as(s.standAdmin);
    const created = await admin.inject({
      method: 'POST',
      url: '/api/firm_business_sectors',
      payload: { firm: s.firm.id, sector: s.sectors[1]!.id },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ firm: s.firm.id, sector: s.sectors[1]!.id });
    const dup = await admin.inject({
      method: 'PUT',
      url: `/api/firm_business_sectors/${created.json().id}`,
      payload: { sector: s.sectors[0]!.id },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message_code).toBe('link_exists');
    const changed = await admin.inject({
      method: 'PUT',
      url: `/api/firm_business_sectors/${created.json().id}`,
      payload: { sector: s.sectors[2]!.id },
    });
    expect(changed.json()).toMatchObject({ sector: s.sectors[2]!.id });
    expect(
      (await admin.inject({ method: 'DELETE', url: `/api/firm_business_sectors/${created.json().id}` }))
        .statusCode,
    ).toBe(204);
  });

  it('refuses a stand contact and another fair’s organizer (403), hides hidden firms (404), rejects bad input', async () => {
    const s = await setup();
    const before = await rows(firmBusinessSectors);
    const contact = await as(s.contact);
    expect(
      (
        await contact.inject({
          method: 'POST',
          url: '/api/firm_business_sectors',
          payload: { firm: s.firm.id, sector: s.sectors[1]!.id },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await contact.inject({ method: 'DELETE', url: `/api/firm_business_sectors/${s.sectorLink.id}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await contact.inject({ method: 'DELETE', url: `/api/firm_business_sectors/${s.hiddenSector.id}` }))
        .statusCode,
    ).toBe(404);
    const other = await as(s.otherOrganizer);
    expect(
      (await other.inject({ method: 'DELETE', url: `/api/firm_business_sectors/${s.sectorLink.id}` }))
        .statusCode,
    ).toBe(403);
    const admin = await as(s.standAdmin);
    const bad = await admin.inject({
      method: 'POST',
      url: '/api/firm_business_sectors',
      payload: { firm: s.firm.id, sector: 999999 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'sector', code: 'invalid_value' }),
    ]);
    const missing = await admin.inject({ method: 'POST', url: '/api/firm_business_sectors', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().violations.map((v: { code: string }) => v.code)).toEqual(['required', 'required']);
    expect(await rows(firmBusinessSectors)).toBe(before);
  });
});
