import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildUser } from '../../../test/factories.ts';
import { fairs, headerButtons } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const countFairs = async () => Number((await t.database.db.select({ n: count() }).from(fairs))[0]?.n);

describe('GET /api/fairs', () => {
  it('lists fairs with public fields, header buttons sorted, languages, and the x-* headers', async () => {
    const a = await buildFair(t.database.db, {
      name: 'Salon A',
      languageCodes: ['fr', 'nl'],
      buttons: [
        { translations: { fr: { name: 'Deux' }, en: { name: 'Two' } }, link: '/b', position: 2 },
        { translations: { fr: { name: 'Un' } }, link: '/a', position: 1 },
      ],
    });
    await buildFair(t.database.db, { name: 'Salon B' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/fairs?pagination=false',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-items']).toBe(String(await countFairs()));
    const fair = res.json().find((f: { id: number }) => f.id === a.id);
    expect(fair).toMatchObject({ name: 'Salon A', homepage: a.homepage, isMultiFair: true });
    expect(fair.groupHeaderButton.map((b: { name: string }) => b.name)).toEqual(['Un', 'Two']);
    expect(fair.fairLanguages.map((l: { language: { code: string } }) => l.language.code)).toEqual([
      'fr',
      'nl',
    ]);
    expect(fair).not.toHaveProperty('admins');
    expect(fair.abilities).toEqual({ update: false, delete: false, changeAdmins: false });
  });

  it('finds a fair by homepage, with or without the leading slash', async () => {
    const f = await buildFair(t.database.db);
    for (const q of [f.homepage, `/${f.homepage}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/fairs/?homepage=${encodeURIComponent(q)}` });
      expect(res.json().map((x: { id: number }) => x.id)).toEqual([f.id]);
    }
  });

  it('pages with x-* headers', async () => {
    const total = await countFairs();
    const res = await t.app.inject({ method: 'GET', url: '/api/fairs?page=1&itemsPerPage=1' });
    expect(res.json()).toHaveLength(1);
    expect(res.headers).toMatchObject({
      'x-current-page': '1',
      'x-items-per-page': '1',
      'x-page-count': String(total),
    });
  });

  it('rejects a bad page number with 400 and the violation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/fairs?page=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().violations[0]).toMatchObject({ propertyPath: 'page', code: 'too_small' });
  });
});

describe('GET /api/fairs/:id and /api/default-fairs', () => {
  it('shows organizer-only fields to the fair organizer, not to others', async () => {
    const f = await buildFair(t.database.db, { numberMaxUser: 300 });
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [f.id] });
    const other = await buildUser(t.database.db, { role: ROLES.ORGANIZER });
    const asOrg = await (
      await loginAs(t.app, org.email, org.password)
    ).inject({ method: 'GET', url: `/api/fairs/${f.id}` });
    expect(asOrg.json()).toMatchObject({
      admins: [org.id],
      numberMaxUser: 300,
      abilities: { update: true, delete: false, changeAdmins: false },
    });
    const asOther = await (
      await loginAs(t.app, other.email, other.password)
    ).inject({ method: 'GET', url: `/api/fairs/${f.id}` });
    expect(asOther.json()).not.toHaveProperty('admins');
    const pub = await t.app.inject({ method: 'GET', url: `/api/default-fairs/${f.id}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).not.toHaveProperty('numberMaxUser');
  });

  it('is 404 for an unknown fair and 400 for a non-numeric id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/fairs/999999' })).json().message_code).toBe(
      'not_found',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/fairs/abc' })).statusCode).toBe(400);
  });

  it('lists default fairs without login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/default-fairs' });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBe(await countFairs());
  });
});

describe('POST /api/fairs', () => {
  const body = (homepage: string) => ({
    name: 'Salon Infirmier·ères Wallonie',
    homepage,
    languages: ['fr', 'nl'],
    groupHeaderButton: [{ translations: { fr: { name: 'Accueil' } }, link: '/' }],
  });

  it('refuses to create a fair that ends before it starts, and creates nothing', async () => {
    const admin = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
    const s = await loginAs(t.app, admin.email, admin.password);
    const before = await countFairs();
    const res = await s.inject({
      method: 'POST',
      url: '/api/fairs',
      payload: {
        ...body('/a-rebours-2027'),
        startDate: '2027-05-02T08:00:00Z',
        endDate: '2027-05-01T08:00:00Z',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations[0]).toMatchObject({ propertyPath: 'endDate', code: 'end_before_start' });
    expect(await countFairs()).toBe(before);
  });

  it('lets the super admin create a fair with languages and buttons', async () => {
    const admin = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
    const s = await loginAs(t.app, admin.email, admin.password);
    const res = await s.inject({ method: 'POST', url: '/api/fairs', payload: body('/wallonie-2027') });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ homepage: 'wallonie-2027', status: 1, timezone: 'Europe/Paris' });
    expect(res.json().fairLanguages.map((l: { language: { code: string } }) => l.language.code)).toEqual([
      'fr',
      'nl',
    ]);
    const dup = await s.inject({ method: 'POST', url: '/api/fairs', payload: body('wallonie-2027') });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().violations[0]).toMatchObject({ propertyPath: 'homepage', code: 'slug_taken' });
  });

  it('is forbidden to an organizer and writes nothing', async () => {
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER });
    const before = await countFairs();
    const res = await (
      await loginAs(t.app, org.email, org.password)
    ).inject({ method: 'POST', url: '/api/fairs', payload: body('nope-2027') });
    expect(res.statusCode).toBe(403);
    expect(await countFairs()).toBe(before);
  });

  it('is 401 anonymous', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/fairs', payload: body('anon-2027') })).statusCode,
    ).toBe(401);
  });

  it('rejects bad input with codes and writes nothing', async () => {
    const admin = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
    const s = await loginAs(t.app, admin.email, admin.password);
    const before = await countFairs();
    const res = await s.inject({
      method: 'POST',
      url: '/api/fairs',
      headers: { 'accept-language': 'de' },
      payload: {
        name: '',
        homepage: 'Bad Slug',
        languages: ['fr', 'fr'],
        timezone: 'Mars/Olympus',
        extra: 1,
      },
    });
    expect(res.statusCode).toBe(422);
    const codes = Object.fromEntries(
      res.json().violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
    );
    expect(codes).toMatchObject({
      name: 'required',
      homepage: 'invalid_slug',
      languages: 'duplicate_language',
      timezone: 'invalid_value',
      extra: 'unknown_field',
    });
    expect(
      res.json().violations.find((v: { propertyPath: string }) => v.propertyPath === 'languages').message,
    ).toBe('Dieselbe Sprache kann nicht zweimal gewählt werden.');
    const unknownLang = await s.inject({
      method: 'POST',
      url: '/api/fairs',
      payload: { ...body('lang-2027'), languages: ['xx'] },
    });
    expect(unknownLang.statusCode).toBe(422);
    expect(await countFairs()).toBe(before);
  });
});

describe('PUT /api/fairs/:id', () => {
  it('lets the fair organizer update setup partially; absent fields keep their value', async () => {
    const f = await buildFair(t.database.db, { name: 'Avant', isUsingJobModule: true });
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [f.id] });
    const s = await loginAs(t.app, org.email, org.password);
    const res = await s.inject({
      method: 'PUT',
      url: `/api/fairs/${f.id}`,
      payload: { status: 2, groupHeaderButton: [{ translations: { fr: { name: 'Accueil' } }, link: '/' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Avant', status: 2, isUsingJobModule: true });
    expect(res.json().groupHeaderButton).toHaveLength(1);
    // cached public read reflects the write at once
    const pub = await t.app.inject({ method: 'GET', url: `/api/fairs/${f.id}` });
    expect(pub.json().status).toBe(2);
  });

  it('refuses an end before the start, also when only one date is sent, and changes nothing', async () => {
    const f = await buildFair(t.database.db, {
      startDate: new Date('2027-03-10T08:00:00Z'),
      endDate: new Date('2027-03-12T16:00:00Z'),
    });
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [f.id] });
    const s = await loginAs(t.app, org.email, org.password);
    for (const payload of [
      { endDate: '2027-03-09T16:00:00Z' },
      { startDate: '2027-03-13T08:00:00Z', name: 'Jamais écrit' },
    ]) {
      const res = await s.inject({
        method: 'PUT',
        url: `/api/fairs/${f.id}`,
        headers: { 'accept-language': 'en' },
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().violations).toEqual([
        { propertyPath: 'endDate', code: 'end_before_start', message: 'The end must come after the start.' },
      ]);
    }
    const [row] = await t.database.db.select().from(fairs).where(eq(fairs.id, f.id));
    expect(row).toMatchObject({ name: f.name, endDate: new Date('2027-03-12T16:00:00Z') });
    const moved = await s.inject({
      method: 'PUT',
      url: `/api/fairs/${f.id}`,
      payload: { startDate: '2027-03-11T08:00:00Z' },
    });
    expect(moved.statusCode).toBe(200);
  });

  it('refuses an organizer of another fair (403) and changes nothing', async () => {
    const f = await buildFair(t.database.db, { name: 'Intact' });
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [] });
    const s = await loginAs(t.app, org.email, org.password);
    const res = await s.inject({ method: 'PUT', url: `/api/fairs/${f.id}`, payload: { name: 'Piraté' } });
    expect(res.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(fairs).where(eq(fairs.id, f.id));
    expect(row?.name).toBe('Intact');
  });

  it('keeps admins and ceilings to super roles', async () => {
    const f = await buildFair(t.database.db);
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [f.id] });
    const s = await loginAs(t.app, org.email, org.password);
    expect(
      (await s.inject({ method: 'PUT', url: `/api/fairs/${f.id}`, payload: { admins: [org.id, 1] } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await s.inject({ method: 'PUT', url: `/api/fairs/${f.id}`, payload: { numberMaxUser: 1 } }))
        .statusCode,
    ).toBe(403);
  });

  it('rejects a bad status and writes nothing', async () => {
    const f = await buildFair(t.database.db, { status: 1 });
    const org = await buildUser(t.database.db, { role: ROLES.SUPER_ORGANIZER });
    const s = await loginAs(t.app, org.email, org.password);
    const res = await s.inject({ method: 'PUT', url: `/api/fairs/${f.id}`, payload: { status: 9 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations[0]).toMatchObject({ propertyPath: 'status', code: 'invalid_value' });
    const [row] = await t.database.db.select().from(fairs).where(eq(fairs.id, f.id));
    expect(row?.status).toBe(1);
  });
});

describe('header buttons', () => {
  it('refuse a link that is not http(s) or a path of the site (422 invalid_link), keeping the buttons', async () => {
    const f = await buildFair(t.database.db, {
      buttons: [{ translations: { fr: { name: 'Accueil' } }, link: '/' }],
    });
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [f.id] });
    const s = await loginAs(t.app, org.email, org.password);
    const res = await s.inject({
      method: 'PUT',
      url: `/api/fairs/${f.id}`,
      headers: { 'accept-language': 'en' },
      payload: {
        groupHeaderButton: [
          { translations: { fr: { name: 'Piège' } }, link: 'javascript:alert(document.cookie)' },
          { translations: { fr: { name: 'Ailleurs' } }, link: '//evil.example' },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'groupHeaderButton.0.link', code: 'invalid_link' }),
      expect.objectContaining({ propertyPath: 'groupHeaderButton.1.link', code: 'invalid_link' }),
    ]);
    expect(res.json().violations[0].message).toMatch(/http:\/\/, https:\/\/ or a single slash/);
    const pub = await t.app.inject({ method: 'GET', url: `/api/fairs/${f.id}` });
    expect(pub.json().groupHeaderButton.map((b: { link: string }) => b.link)).toEqual(['/']);
  });
});

describe('PUT /api/fairs/:id homepageJson', () => {
  it("saves a locale's homepage (text, sections, programme banner) and refuses a bad link or section, changing nothing", async () => {
    const f = await buildFair(t.database.db, { homepageJson: { fr: { title: 'Avant' } } });
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [f.id] });
    const s = await loginAs(t.app, org.email, org.password);
    const homepageJson = {
      fr: {
        headerType: 'compact',
        title: 'Recrutement en santé',
        text: 'Deux jours pour rencontrer les employeurs.',
        sections: ['jobs', 'booths'],
        banner: { text: 'Programme du jour', link: '/programme' },
      },
      en: { title: 'Health recruitment' },
    };
    const ok = await s.inject({ method: 'PUT', url: `/api/fairs/${f.id}`, payload: { homepageJson } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().homepageJson).toEqual(homepageJson);
    const bad = await s.inject({
      method: 'PUT',
      url: `/api/fairs/${f.id}`,
      payload: {
        homepageJson: {
          fr: {
            title: 'X',
            sections: ['booths', 'casino'],
            banner: { text: 'Go', link: 'javascript:alert(1)' },
          },
        },
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ propertyPath: 'homepageJson.fr.sections.1', code: 'invalid_value' }),
        expect.objectContaining({ propertyPath: 'homepageJson.fr.banner.link', code: 'invalid_link' }),
      ]),
    );
    const pub = await t.app.inject({ method: 'GET', url: `/api/fairs/${f.id}` });
    expect(pub.json().homepageJson).toEqual(homepageJson);
  });
});

describe('DELETE /api/fairs/:id', () => {
  it('lets only the super admin delete a fair, with its buttons', async () => {
    const f = await buildFair(t.database.db, {
      buttons: [{ translations: { fr: { name: 'x' } }, link: '/' }],
    });
    const org = await buildUser(t.database.db, { role: ROLES.SUPER_ORGANIZER });
    const refused = await (
      await loginAs(t.app, org.email, org.password)
    ).inject({ method: 'DELETE', url: `/api/fairs/${f.id}` });
    expect(refused.statusCode).toBe(403);
    const admin = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
    const res = await (
      await loginAs(t.app, admin.email, admin.password)
    ).inject({ method: 'DELETE', url: `/api/fairs/${f.id}` });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/fairs/${f.id}` })).statusCode).toBe(404);
    expect(await t.database.db.select().from(headerButtons).where(eq(headerButtons.fairId, f.id))).toEqual(
      [],
    );
  });
});
