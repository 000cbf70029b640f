import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import * as s from '../../db/schema/index.ts';
import { seedJobTables } from './jobs.seed.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
  admin = await loginAs(t.app, a.email, a.password);
});
afterAll(() => t.close());

const get = (url: string, lang = 'fr') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
const rows = async (table: PgTable) => Number((await t.database.db.select({ n: count() }).from(table))[0]?.n);
const countryId = async (code: string) =>
  ((await get(`/api/countries?code=${code}`)).json() as { id: number; code: string }[]).find(
    (c) => c.code === code,
  )!.id;
interface Fn {
  id: number;
  name: string;
  family: number;
  iscoCode: string | null;
}
interface Family {
  id: number;
  name: string;
  parent: number | null;
}
const families = async (query = '') =>
  (await get(`/api/job_families?pagination=false${query}`, 'en')).json() as Family[];
const familyNamed = async (name: string) => (await families()).find((f) => f.name === name)!;

const TABLES = [
  s.jobAreas,
  s.jobContractTypes,
  s.jobDisponibilities,
  s.jobEducationLevels,
  s.jobExperiences,
  s.jobFamilies,
  s.jobFunctions,
  s.jobFunctionLevels,
  s.jobLanguageLevels,
  s.jobPersonalQualities,
  s.jobPersonalSkills,
  s.jobSafeguardedCountries,
  s.jobCategories,
  s.jobCharacteristics,
  s.jobLegacyContractTypes,
  s.jobCvTreatments,
  s.jobWorkTransports,
];

describe('seeded job tables', () => {
  it('fills every table, and seeding again adds nothing', async () => {
    const before = await Promise.all(TABLES.map(rows));
    expect(before.every((n) => n > 0)).toBe(true);
    await seedJobTables(t.database.db);
    expect(await Promise.all(TABLES.map(rows))).toEqual(before);
  });
  it('gives the core functions their ISCO-08 code', async () => {
    const fns = (await get('/api/job_functions?pagination=false', 'en')).json() as Fn[];
    const code = (name: string) => fns.find((f) => f.name === name)?.iscoCode;
    expect(code('Registered nurse')).toBe('2221');
    expect(code('Licensed practical nurse')).toBe('3221');
    expect(code('Nursing assistant')).toBe('5321');
    expect(code('Home-care aide')).toBe('5322');
    expect(code('Midwife')).toBe('2222');
    expect(code('Physiotherapist')).toBe('2264');
    expect(code('Occupational therapist')).toBe('2269');
    expect(code('Social worker')).toBe('2635');
    expect(code('Special-needs educator')).toBe('3412');
    expect(code('Psychologist')).toBe('2634');
    expect(code('Pharmacist')).toBe('2262');
    expect(code('Medical laboratory technologist')).toBe('3212');
    expect(code('Radiology technologist')).toBe('3211');
    expect(code('Peer support worker')).toBeNull();
  });
  it('holds the six CEFR levels in order, translated with a French fallback', async () => {
    const levels = (await get('/api/job_language_levels?pagination=false', 'de')).json();
    expect(levels.map((l: { name: string }) => l.name.slice(0, 2))).toEqual([
      'A1',
      'A2',
      'B1',
      'B2',
      'C1',
      'C2',
    ]);
    expect(levels[5].name).toBe('C2 – Annähernd muttersprachliche Kenntnisse');
    expect(levels[0].translations.fr.name).toBe('A1 – Découverte');
  });
});

describe('filters', () => {
  it('lists the education levels of one country (`country` and `country.id`)', async () => {
    const fr = await countryId('FR');
    const ca = await countryId('CA');
    const french = (await get(`/api/job_education_levels?country=${fr}&pagination=false`)).json();
    expect(french.length).toBeGreaterThanOrEqual(4);
    expect(french.every((l: { country: number }) => l.country === fr)).toBe(true);
    expect(french.map((l: { name: string }) => l.name)).toContain('DEAS – Diplôme d’État d’aide-soignant');
    // Each diploma carries its ISCED 2011 level: a French nursing diploma (Bac+3) is a bachelor's.
    expect(french.find((l: { name: string }) => l.name.startsWith('DEI –'))).toMatchObject({ isced: 6 });
    const quebec = (await get(`/api/job_education_levels?country.id=${ca}&pagination=false`)).json();
    expect(quebec.map((l: { name: string }) => l.name)).toContain(
      'DEC – Diplôme d’études collégiales en soins infirmiers',
    );
    for (const code of ['BE', 'MA', 'TN', 'SN', 'CM', 'CI', 'PH', 'IN', 'LB', 'BR', 'CO'])
      expect(
        (await get(`/api/job_education_levels?country=${await countryId(code)}`)).json().length,
      ).toBeGreaterThan(2);
  });
  it('lists the sub-families of a family (`parent`) and the top families (`exists[parent]=false`)', async () => {
    const nursing = await familyNamed('Nursing');
    const subs = await families(`&parent=${nursing.id}`);
    expect(subs.map((f) => f.name).sort()).toEqual([
      'Critical and emergency care',
      'Geriatric care',
      'Mental health',
    ]);
    const top = await families('&exists[parent]=false');
    expect(top).toHaveLength(8);
    expect(top.every((f) => f.parent === null)).toBe(true);
  });
  it('lists the functions of one family (`family` and `family.id`)', async () => {
    const pharmacy = await familyNamed('Pharmacy');
    const fns = (await get(`/api/job_functions?family=${pharmacy.id}`, 'en')).json() as Fn[];
    expect(fns.map((f) => [f.name, f.iscoCode])).toEqual([
      ['Pharmacist', '2262'],
      ['Pharmacy technician', '3213'],
    ]);
    expect((await get(`/api/job_functions?family.id=${pharmacy.id}`)).json()).toHaveLength(2);
  });
});

describe('writes (super admin only)', () => {
  it('creates, updates and deletes a function with its ISCO code', async () => {
    const laboratory = await familyNamed('Laboratory');
    const created = await admin.inject({
      method: 'POST',
      url: '/api/job_functions',
      payload: {
        family: laboratory.id,
        iscoCode: '3212',
        translations: { fr: { name: 'Technicien en anatomopathologie' }, en: { name: 'Histotechnician' } },
      },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Technicien en anatomopathologie',
      translations: { fr: { name: 'Technicien en anatomopathologie' }, en: { name: 'Histotechnician' } },
      family: laboratory.id,
      iscoCode: '3212',
    });
    const updated = await admin.inject({
      method: 'PUT',
      url: `/api/job_functions/${body.id}`,
      payload: { iscoCode: null },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ iscoCode: null, family: laboratory.id });
    expect((await admin.inject({ method: 'DELETE', url: `/api/job_functions/${body.id}` })).statusCode).toBe(
      204,
    );
    expect((await get(`/api/job_functions/${body.id}`)).statusCode).toBe(404);
  });
  it('creates a sub-family and an education level; a family with sub-families is not deletable', async () => {
    const social = await familyNamed('Social work');
    const sub = await admin.inject({
      method: 'POST',
      url: '/api/job_families',
      payload: { parent: social.id, translations: { fr: { name: 'Médiation sociale' } } },
    });
    expect(sub.statusCode).toBe(201);
    expect(sub.json()).toMatchObject({ parent: social.id, name: 'Médiation sociale' });
    const gone = await admin.inject({ method: 'DELETE', url: `/api/job_families/${social.id}` });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message_code).toBe('not_deletable');
    const level = await admin.inject({
      method: 'POST',
      url: '/api/job_education_levels',
      payload: {
        country: await countryId('SN'),
        position: 9,
        isced: 7,
        translations: { fr: { name: 'Master en santé publique' } },
      },
    });
    expect(level.statusCode).toBe(201);
    expect(level.json()).toMatchObject({ position: 9, isced: 7, name: 'Master en santé publique' });
    const beyond = await admin.inject({
      method: 'PUT',
      url: `/api/job_education_levels/${level.json().id}`,
      payload: { isced: 9 },
    });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'isced', code: 'too_big' }),
    ]);
  });
  it('refuses a visitor and an organizer (403) and writes nothing', async () => {
    const before = await rows(s.jobAreas);
    const [area] = (await get('/api/job_areas')).json() as { id: number }[];
    for (const role of [ROLES.VISITOR, ROLES.ORGANIZER]) {
      const u = await buildUser(t.database.db, { role });
      const session = await loginAs(t.app, u.email, u.password);
      const res = await session.inject({
        method: 'POST',
        url: '/api/job_areas',
        payload: { translations: { fr: { name: 'Dispensaire' } } },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message_code).toBe('forbidden');
      expect((await session.inject({ method: 'DELETE', url: `/api/job_areas/${area!.id}` })).statusCode).toBe(
        403,
      );
    }
    expect(await rows(s.jobAreas)).toBe(before);
  });
  it('refuses an anonymous write (401)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job_areas',
      payload: { translations: { fr: { name: 'X' } } },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('bad input (422, nothing written)', () => {
  it('rejects a malformed ISCO code and a missing French name', async () => {
    const nursing = await familyNamed('Nursing');
    const before = await rows(s.jobFunctions);
    const res = await admin.inject({
      method: 'POST',
      url: '/api/job_functions',
      payload: { family: nursing.id, iscoCode: '22A1', translations: { en: { name: 'Nurse' } } },
    });
    expect(res.statusCode).toBe(422);
    expect(
      res.json().violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
    ).toEqual(
      expect.arrayContaining([
        ['iscoCode', 'invalid_value'],
        ['translations.fr', 'required'],
      ]),
    );
    expect(await rows(s.jobFunctions)).toBe(before);
  });
  it('rejects a function of a missing family and an education level of a missing country', async () => {
    const before = await Promise.all([rows(s.jobFunctions), rows(s.jobEducationLevels)]);
    const fn = await admin.inject({
      method: 'POST',
      url: '/api/job_functions',
      payload: { family: 999_999, translations: { fr: { name: 'Fantôme' } } },
    });
    expect(fn.statusCode).toBe(422);
    expect(fn.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'family', code: 'not_found' }),
    ]);
    const level = await admin.inject({
      method: 'POST',
      url: '/api/job_education_levels',
      payload: { country: 999_999, translations: { fr: { name: 'Fantôme' } } },
    });
    expect(level.statusCode).toBe(422);
    expect(level.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'country', code: 'not_found' }),
    ]);
    expect(await Promise.all([rows(s.jobFunctions), rows(s.jobEducationLevels)])).toEqual(before);
  });
});

/** §2/§7 the legacy lists (`/job/{slug}` screens): their api path and table. */
const LEGACY = [
  ['/api/categories', s.jobCategories],
  ['/api/characteristics', s.jobCharacteristics],
  ['/api/contract_types', s.jobLegacyContractTypes],
  ['/api/job_cv_treatments', s.jobCvTreatments],
  ['/api/work_transports', s.jobWorkTransports],
] as const;
interface Named {
  id: number;
  name: string;
  translations: Record<string, { name: string }>;
}
const LOCALES = ['fr', 'en', 'nl', 'de', 'es'];

describe('legacy job lists (categories, characteristics, contract types, CV treatments, work transports)', () => {
  it('lists every seeded entry to anyone, in five languages, sorted by the name in the asked language', async () => {
    for (const [path] of LEGACY)
      for (const lang of LOCALES) {
        const res = await get(`${path}?pagination=false`, lang);
        expect([path, res.statusCode]).toEqual([path, 200]);
        const list = res.json() as Named[];
        expect(list.length).toBeGreaterThanOrEqual(5);
        expect(list.every((e) => LOCALES.every((l) => e.translations[l]?.name))).toBe(true);
        expect(list.map((e) => e.name)).toEqual(list.map((e) => e.translations[lang]!.name));
        const names = list.map((e) => e.name);
        // The database's order (code points: 'Soins à…' after 'Soins p…'); the screen sorts by French rules.
        expect(names).toEqual([...names].sort());
      }
    const names = async (path: string) =>
      ((await get(`${path}?pagination=false`, 'en')).json() as Named[]).map((e) => e.name);
    expect(await names('/api/categories')).toEqual(
      expect.arrayContaining(['Hospital care', 'Long-term care / nursing homes', 'Child protection']),
    );
    expect(await names('/api/characteristics')).toEqual(
      expect.arrayContaining(['Night work', 'Accommodation provided', 'Relocation bonus']),
    );
    expect(await names('/api/contract_types')).toEqual(
      expect.arrayContaining(['Permanent contract', 'Fixed-term contract', 'Apprenticeship']),
    );
    expect(await names('/api/job_cv_treatments')).toEqual(
      expect.arrayContaining(['Answered within 48 hours', 'Forwarded to partner employers with consent']),
    );
    expect(await names('/api/work_transports')).toEqual(
      expect.arrayContaining(['Reachable by public transport', 'Driving licence required', 'By bicycle']),
    );
  });
  it('reads one entry anonymously, filters by name, and answers 404 for a missing one', async () => {
    const [first] = (await get('/api/work_transports?pagination=false', 'de')).json() as Named[];
    const one = await get(`/api/work_transports/${first!.id}`, 'de');
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);
    const bikes = (await get(`/api/work_transports?name=${encodeURIComponent('Fahrrad')}`, 'de')).json();
    expect(bikes.map((e: Named) => e.name)).toEqual(['Mit dem Fahrrad']);
    expect((await get('/api/work_transports/999999')).statusCode).toBe(404);
  });
  it('lets the super admin create, update and delete an entry of each list', async () => {
    const translations = {
      fr: { name: 'Valeur d’essai' },
      en: { name: 'Test value' },
      nl: { name: 'Testwaarde' },
      de: { name: 'Testwert' },
      es: { name: 'Valor de prueba' },
    };
    for (const [path, table] of LEGACY) {
      const before = await rows(table);
      const created = await admin.inject({ method: 'POST', url: path, payload: { translations } });
      expect([path, created.statusCode]).toEqual([path, 201]);
      const body = created.json() as Named;
      expect(body).toEqual({ id: expect.any(Number), name: 'Valeur d’essai', translations });
      expect(await rows(table)).toBe(before + 1);
      const updated = await admin.inject({
        method: 'PUT',
        url: `${path}/${body.id}`,
        headers: { 'accept-language': 'nl' },
        payload: { translations: { ...translations, nl: { name: 'Proefwaarde' } } },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ id: body.id, name: 'Proefwaarde' });
      expect((await get(`${path}/${body.id}`, 'nl')).json().name).toBe('Proefwaarde');
      expect((await admin.inject({ method: 'DELETE', url: `${path}/${body.id}` })).statusCode).toBe(204);
      expect((await get(`${path}/${body.id}`)).statusCode).toBe(404);
      expect(await rows(table)).toBe(before);
    }
  });
  it('refuses an organizer, an exhibitor and a visitor (403) and anonymous (401), writing nothing', async () => {
    const snapshot = () =>
      Promise.all(LEGACY.map(([path]) => get(`${path}?pagination=false`).then((r) => r.body)));
    const before = await snapshot();
    const sessions = [];
    for (const role of [ROLES.ORGANIZER, ROLES.EXHIBITOR, ROLES.VISITOR]) {
      const u = await buildUser(t.database.db, { role });
      sessions.push((await loginAs(t.app, u.email, u.password)).inject);
    }
    for (const [path] of LEGACY) {
      const [entry] = (await get(`${path}?pagination=false`)).json() as Named[];
      const writes = [
        { method: 'POST' as const, url: path, payload: { translations: { fr: { name: 'Intrus' } } } },
        {
          method: 'PUT' as const,
          url: `${path}/${entry!.id}`,
          payload: { translations: { fr: { name: 'Intrus' } } },
        },
        { method: 'DELETE' as const, url: `${path}/${entry!.id}` },
      ];
      for (const write of writes) {
        for (const inject of sessions) {
          const res = await inject(write);
          expect([write.method, path, res.statusCode]).toEqual([write.method, path, 403]);
          expect(res.json().message_code).toBe('forbidden');
        }
        expect((await t.app.inject(write)).statusCode).toBe(401);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
  it('rejects bad input with exact violation codes (422), writing nothing', async () => {
    const before = await Promise.all(LEGACY.map(([, table]) => rows(table)));
    const missingFr = await admin.inject({
      method: 'POST',
      url: '/api/characteristics',
      payload: { translations: { en: { name: 'Night work' } } },
    });
    expect(missingFr.statusCode).toBe(422);
    expect(
      missingFr
        .json()
        .violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
    ).toEqual([['translations.fr', 'required']]);
    const bad = await admin.inject({
      method: 'POST',
      url: '/api/work_transports',
      payload: {
        translations: { fr: { name: '   ' }, de: { name: 'x'.repeat(256) }, it: { name: 'In bici' } },
        position: 1,
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      Object.fromEntries(
        bad.json().violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
      ),
    ).toEqual({
      'translations.fr.name': 'required',
      'translations.de.name': 'too_long',
      'translations.it': 'unknown_field',
      position: 'unknown_field',
    });
    const [entry] = (await get('/api/contract_types?pagination=false')).json() as Named[];
    const emptied = await admin.inject({
      method: 'PUT',
      url: `/api/contract_types/${entry!.id}`,
      payload: { translations: { fr: { name: '' } } },
    });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'translations.fr.name', code: 'required' }),
    ]);
    expect((await get(`/api/contract_types/${entry!.id}`)).json()).toEqual(entry);
    expect(await Promise.all(LEGACY.map(([, table]) => rows(table)))).toEqual(before);
  });
});
