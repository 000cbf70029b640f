import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import {
  fairAdmins,
  fairEmails,
  fairFirms,
  fairHallConfigurations,
  fairHalls,
  fairs,
  fairUsers,
  stands,
} from '../../db/schema/index.ts';

let t: TestApp;
let source: Awaited<ReturnType<typeof buildFair>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let organizer: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  source = await buildFair(db, {
    name: 'Salon source',
    languageCodes: ['nl', 'fr'],
    isUsingJobModule: true,
    isChatEnabled: false,
    nbResultsPerPage: 24,
    timezone: 'America/Toronto',
    homepageJson: { fr: { title: 'Bienvenue' }, nl: { title: 'Welkom' } },
    buttons: [
      {
        translations: { fr: { name: 'Programme' } },
        link: '/programme',
        access: { ROLE_VISITOR: { 2: true } },
      },
    ],
  });
  const [hall] = await db
    .insert(fairHalls)
    .values({ fairId: source.id, letter: 'A', numberOfStands: 6, translations: { fr: { name: 'Soins' } } })
    .returning();
  await db.insert(fairHallConfigurations).values({
    fairHallId: hall!.id,
    slots: [{ position: 1, x: 10, y: 20, width: 5, height: 5 }],
  });
  await db.insert(fairEmails).values({
    fairId: source.id,
    code: 'registrationConfirmation',
    translations: { fr: { subject: 'Bienvenue au salon', body: '<p>Merci</p>' } },
  });
  const firm = await buildFirm(db, { fairIds: [source.id] });
  await db
    .insert(stands)
    .values({ fairId: source.id, firmId: firm.id, fairHallId: hall!.id, number: 1, name: 'Stand' });
  const member = await buildUser(db, { fairIds: [source.id] });
  void member;
  const superAdmin = await buildUser(db, { role: ROLES.SUPER_ADMIN });
  admin = await loginAs(t.app, superAdmin.email, superAdmin.password);
  const org = await buildUser(db, { role: ROLES.ORGANIZER, adminOf: [source.id] });
  organizer = await loginAs(t.app, org.email, org.password);
});
afterAll(() => t.close());

const copy = (as: typeof admin, payload: object, id = source.id) =>
  as.inject({ method: 'POST', url: `/api/fairs/${id}/copy`, payload });

describe('POST /api/fairs/{id}/copy', () => {
  it("creates a fair in preparation with the source's setup, halls and mails, and none of its people", async () => {
    const res = await copy(admin, {
      name: 'Salon copie',
      homepage: 'salon-copie',
      startDate: '2027-05-01T08:00:00+02:00',
      endDate: '2027-05-02T18:00:00+02:00',
    });
    expect(res.statusCode).toBe(201);
    const fair = res.json();
    expect(fair).toMatchObject({
      name: 'Salon copie',
      homepage: 'salon-copie',
      status: 1,
      startDate: '2027-05-01T06:00:00.000Z',
      isUsingJobModule: true,
      isChatEnabled: false,
      nbResultsPerPage: 24,
      timezone: 'America/Toronto',
      homepageJson: { fr: { title: 'Bienvenue' }, nl: { title: 'Welkom' } },
      admins: [],
    });
    expect(fair.fairLanguages.map((l: { language: { code: string } }) => l.language.code)).toEqual([
      'nl',
      'fr',
    ]);
    expect(fair.groupHeaderButton).toEqual([
      expect.objectContaining({
        name: 'Programme',
        link: '/programme',
        access: { ROLE_VISITOR: { 2: true } },
      }),
    ]);
    const db = t.database.db;
    const halls = await db.select().from(fairHalls).where(eq(fairHalls.fairId, fair.id));
    expect(halls.map((h) => [h.letter, h.numberOfStands, h.translations.fr.name])).toEqual([
      ['A', 6, 'Soins'],
    ]);
    const [configuration] = await db
      .select()
      .from(fairHallConfigurations)
      .where(eq(fairHallConfigurations.fairHallId, halls[0]!.id));
    expect(configuration!.slots).toEqual([{ position: 1, x: 10, y: 20, width: 5, height: 5 }]);
    const mails = await db.select().from(fairEmails).where(eq(fairEmails.fairId, fair.id));
    expect(mails.map((m) => m.translations.fr?.subject)).toEqual(['Bienvenue au salon']);
    expect(await db.select().from(stands).where(eq(stands.fairId, fair.id))).toEqual([]);
    expect(await db.select().from(fairFirms).where(eq(fairFirms.fairId, fair.id))).toEqual([]);
    expect(await db.select().from(fairUsers).where(eq(fairUsers.fairId, fair.id))).toEqual([]);
    expect(await db.select().from(fairAdmins).where(eq(fairAdmins.fairId, fair.id))).toEqual([]);
    // The source keeps what it had.
    expect((await db.select().from(stands).where(eq(stands.fairId, source.id))).length).toBe(1);
  });

  it('refuses an address already taken, and writes nothing', async () => {
    const before = (await t.database.db.select().from(fairs)).length;
    const res = await copy(admin, { name: 'Doublon', homepage: source.homepage });
    expect(res.statusCode).toBe(409);
    expect(res.json().message_code).toBe('slug_taken');
    expect(res.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'homepage', code: 'slug_taken' }),
    ]);
    expect((await t.database.db.select().from(fairs)).length).toBe(before);
  });

  it('refuses bad input with the field and its code, and writes nothing', async () => {
    const before = (await t.database.db.select().from(fairs)).length;
    const res = await copy(admin, { name: '', homepage: 'Pas Un Slug', endDate: 'demain' });
    expect(res.statusCode).toBe(422);
    const codes = Object.fromEntries(
      (res.json().violations as { propertyPath: string; code: string }[]).map((v) => [
        v.propertyPath,
        v.code,
      ]),
    );
    expect(codes).toMatchObject({ name: 'required', homepage: 'invalid_slug', endDate: 'invalid_value' });
    const reversed = await copy(admin, {
      name: 'À rebours',
      homepage: 'a-rebours',
      startDate: '2027-05-02T08:00:00Z',
      endDate: '2027-05-01T08:00:00Z',
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'endDate', code: 'end_before_start' }),
    ]);
    expect((await t.database.db.select().from(fairs)).length).toBe(before);
  });

  it("refuses the fair's organizer (only a super admin creates fairs), an unknown source, and anonymous callers", async () => {
    const res = await copy(organizer, { name: 'Mon salon', homepage: 'mon-salon' });
    expect(res.statusCode).toBe(403);
    expect((await copy(admin, { name: 'Rien', homepage: 'rien' }, 999_999)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/fairs/${source.id}/copy`,
      payload: { name: 'X', homepage: 'x-anon' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/fairs/{id}/checklist', () => {
  const checklist = async (as: typeof admin, id: number) => {
    const res = await as.inject({ method: 'GET', url: `/api/fairs/${id}/checklist` });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      ready: boolean;
      items: { key: string; done: boolean; language?: string; advice: boolean }[];
    };
  };
  const done = (list: Awaited<ReturnType<typeof checklist>>) =>
    Object.fromEntries(list.items.map((i) => [i.language ? `${i.key}:${i.language}` : i.key, i.done]));

  it('lists what a new fair lacks, and each item turns done as the organizer adds it', async () => {
    const db = t.database.db;
    const fresh = await buildFair(db, { languageCodes: ['fr', 'en'], status: 1 });
    // A super admin looks at a fair nobody organizes yet.
    const as = admin;
    let list = await checklist(as, fresh.id);
    expect(done(list)).toEqual({
      dates: false,
      'homepageText:fr': false,
      'homepageText:en': false,
      organizer: false,
      hall: false,
      boothPlaced: false,
      mailDelivery: false,
    });
    expect(list.ready).toBe(false);
    expect(list.items.find((i) => i.key === 'mailDelivery')!.advice).toBe(true);

    const org = await buildUser(db, { role: ROLES.ORGANIZER, adminOf: [fresh.id] });
    void org;
    const [hall] = await db
      .insert(fairHalls)
      .values({ fairId: fresh.id, letter: 'A', translations: { fr: { name: 'A' } } })
      .returning();
    const firm = await buildFirm(db, { fairIds: [fresh.id] });
    await db.insert(stands).values({ fairId: fresh.id, firmId: firm.id, name: 'Pas encore placé' });
    list = await checklist(as, fresh.id);
    expect(done(list)).toMatchObject({ organizer: true, hall: true, boothPlaced: false });

    await db
      .insert(stands)
      .values({ fairId: fresh.id, firmId: firm.id, fairHallId: hall!.id, number: 2, name: 'Placé' });
    const put = await as.inject({
      method: 'PUT',
      url: `/api/fairs/${fresh.id}`,
      payload: {
        startDate: '2027-06-01T08:00:00Z',
        endDate: '2027-06-02T08:00:00Z',
        homepageJson: { fr: { title: 'Bienvenue' }, en: { title: ' ' } },
      },
    });
    expect(put.statusCode).toBe(200);
    list = await checklist(as, fresh.id);
    expect(done(list)).toMatchObject({
      dates: true,
      'homepageText:fr': true,
      'homepageText:en': false,
      boothPlaced: true,
    });
    expect(list.ready).toBe(false);

    await as.inject({
      method: 'PUT',
      url: `/api/fairs/${fresh.id}`,
      payload: { homepageJson: { fr: { title: 'Bienvenue' }, en: { title: 'Welcome' } } },
    });
    list = await checklist(as, fresh.id);
    expect(list.ready).toBe(true);
    expect(done(list).mailDelivery).toBe(false);
  });

  it("refuses another fair's organizer, an exhibitor and a visitor of the fair", async () => {
    const db = t.database.db;
    const other = await buildFair(db);
    for (const user of [
      await buildUser(db, { role: ROLES.ORGANIZER, adminOf: [other.id] }),
      await buildUser(db, { role: ROLES.EXHIBITOR, fairIds: [source.id] }),
      await buildUser(db, { role: ROLES.VISITOR, fairIds: [source.id] }),
    ]) {
      const as = await loginAs(t.app, user.email, user.password);
      const res = await as.inject({ method: 'GET', url: `/api/fairs/${source.id}/checklist` });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/fairs/${source.id}/checklist` })).statusCode).toBe(
      401,
    );
  });
});
