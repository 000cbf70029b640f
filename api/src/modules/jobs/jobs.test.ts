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
