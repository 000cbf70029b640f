import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { cities, regions, userTypes } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const get = (url: string, lang = 'fr') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

describe('countries', () => {
  it('holds every country, 10 a page by default, names per locale', async () => {
    const res = await get('/api/countries', 'de');
    expect(res.json()).toHaveLength(10);
    expect(res.headers['x-total-items']).toBe('249');
    expect(res.headers['x-page-count']).toBe('25');
    const be = await get('/api/countries?code=BE', 'nl');
    expect(be.json()[0]).toMatchObject({ code: 'BE', name: 'België' });
  });

  it('/countries/search finds by name in the asked language, 10 a page', async () => {
    const res = await get('/api/countries/search?name=allem');
    expect(res.json().map((c: { code: string }) => c.code)).toEqual(['DE']);
    const all = await get('/api/countries/search');
    expect(all.json()).toHaveLength(10);
    expect(all.headers['x-total-items']).toBe('249');
  });

  it('filters with arrays (`code[]=`) and rejects a bad order direction', async () => {
    const res = await get(
      '/api/countries?code[]=BE&code[]=CA&code[]=FR&order[name]=asc&pagination=false',
      'en',
    );
    expect(res.json().map((c: { name: string }) => c.name)).toEqual(['Belgium', 'Canada', 'France']);
    const bad = await get('/api/countries?order[name]=sideways');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0]).toMatchObject({ propertyPath: 'order[name]', code: 'invalid_value' });
  });

  it('returns everything with pagination=false', async () => {
    expect((await get('/api/countries?pagination=false')).json()).toHaveLength(249);
  });
});

describe('languages, lookups and sectors', () => {
  it('lists languages with their ISO code', async () => {
    const res = await get('/api/languages?code=nl', 'en');
    expect(res.json()[0]).toMatchObject({ code: 'nl', name: 'Dutch' });
  });

  it.each([
    'civil_statuses',
    'user_statuses',
    'user_individual_statuses',
    'user_types',
    'firm_types',
    'business_sectors',
  ])('%s is filled and readable without login', async (path) => {
    const res = await get(`/api/${path}?pagination=false`);
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(1);
    expect(res.json()[0].name).not.toBe('');
  });

  it('pages business subsectors 10 at a time and filters by sector', async () => {
    const all = await get('/api/business_subsectors');
    expect(all.headers['x-items-per-page']).toBe('10');
    const sector = (await get('/api/business_sectors?pagination=false')).json()[0];
    const bySector = await get(`/api/business_subsectors?sector.id=${sector.id}&pagination=false`);
    expect(bySector.json().length).toBeGreaterThan(0);
    expect(bySector.json().every((s: { sector: number }) => s.sector === sector.id)).toBe(true);
  });

  it('groups every data list by ref in /all-data-lists and filters /data_lists by ref', async () => {
    const res = await get('/api/all-data-lists', 'en');
    expect(Object.keys(res.json())).toEqual(
      expect.arrayContaining(['diploma_level', 'availability', 'work_permit']),
    );
    const permit = await get('/api/data_lists?ref=work_permit&pagination=false', 'en');
    expect(permit.json().map((d: { level1name: string }) => d.level1name)).toContain('Yes');
  });
});

describe('geography', () => {
  it('finds regions by country, departments by region and cities by department in zipcode order', async () => {
    const fr = (await get('/api/countries?code=FR')).json()[0];
    const regions = (await get(`/api/regions?country=${fr.id}&pagination=false`)).json();
    expect(regions).toHaveLength(18);
    const idf = regions.find((r: { code: string }) => r.code === '11');
    expect(idf.name).toBe('Île-de-France');
    const deps = (await get(`/api/departments?region.id=${idf.id}&pagination=false`)).json();
    expect(deps.map((d: { code: string }) => d.code)).toContain('75');
    const paris = deps.find((d: { code: string }) => d.code === '75');
    const cities = (
      await get(`/api/cities?department=${paris.id}&order[zipcode]=asc&pagination=false`)
    ).json();
    expect(cities[0]).toMatchObject({ name: 'Paris', department: paris.id, region: idf.id });
    const districts = (await get(`/api/districts?city=${cities[0].id}&pagination=false`)).json();
    expect(districts).toHaveLength(20);
    const codes = (await get(`/api/postal_codes?city.id=${cities[0].id}&pagination=false`)).json();
    expect(codes.map((c: { code: string }) => c.code)).toContain('75015');
  });

  it('filters with exists[]: Belgian cities have no department', async () => {
    const without = (await get('/api/cities?exists[department]=false&pagination=false')).json();
    expect(without.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Bruxelles', 'Liège']),
    );
    expect(without.every((c: { department: number | null }) => c.department === null)).toBe(true);
    const withDep = (await get('/api/cities?exists[department]=true&pagination=false')).json();
    expect(withDep.every((c: { department: number | null }) => c.department !== null)).toBe(true);
  });

  it('lists Belgian provinces by country', async () => {
    const be = (await get('/api/countries?code=BE')).json()[0];
    const provinces = (await get(`/api/provinces?country.id=${be.id}&pagination=false`)).json();
    expect(provinces).toHaveLength(11);
  });

  it('rejects a region without a name or a country (422)', async () => {
    const a = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
    const s = await loginAs(t.app, a.email, a.password);
    const res = await s.inject({ method: 'POST', url: '/api/regions', payload: { name: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'name',
      'country',
    ]);
  });
});

describe('geography writes (the super admin only)', () => {
  const countRows = async (table: typeof regions | typeof cities) =>
    Number((await t.database.db.select({ n: count() }).from(table))[0]?.n);
  const superAdmin = async () => {
    const a = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
    return loginAs(t.app, a.email, a.password);
  };

  it('creates, renames, moves and deletes a region of a country, found by the country filter', async () => {
    const s = await superAdmin();
    const [fr, be] = [
      (await get('/api/countries?code=FR')).json()[0],
      (await get('/api/countries?code=BE')).json()[0],
    ];
    const created = await s.inject({
      method: 'POST',
      url: '/api/regions',
      payload: { name: ' Armorique ', code: 'ARM', country: fr.id },
    });
    expect(created.statusCode).toBe(201);
    const region = created.json();
    expect(region).toMatchObject({ name: 'Armorique', code: 'ARM', country: fr.id });
    const ofFrance = (await get(`/api/regions?country=${fr.id}&pagination=false`)).json();
    expect(ofFrance.map((r: { name: string }) => r.name)).toContain('Armorique');

    const moved = await s.inject({
      method: 'PUT',
      url: `/api/regions/${region.id}`,
      payload: { name: 'Armor', code: null, country: be.id },
    });
    expect(moved.json()).toMatchObject({ id: region.id, name: 'Armor', code: null, country: be.id });
    expect((await get(`/api/regions?country=${fr.id}&pagination=false`)).json()).toHaveLength(18);

    expect((await s.inject({ method: 'DELETE', url: `/api/regions/${region.id}` })).statusCode).toBe(204);
    expect((await get(`/api/regions/${region.id}`)).statusCode).toBe(404);
  });

  it('refuses a parent that does not exist (422 not_found on its field) and writes nothing', async () => {
    const s = await superAdmin();
    const before = await countRows(regions);
    const res = await s.inject({
      method: 'POST',
      url: '/api/regions',
      headers: { 'accept-language': 'en' },
      payload: { name: 'Atlantis', country: 999_999 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'country', code: 'not_found' }),
    ]);
    expect(await countRows(regions)).toBe(before);

    const paris = (await get('/api/cities?name=Paris&pagination=false')).json()[0];
    const citiesBefore = await countRows(cities);
    const moved = await s.inject({
      method: 'PUT',
      url: `/api/cities/${paris.id}`,
      payload: { region: 999_999 },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['region']);
    expect((await get(`/api/cities/${paris.id}`)).json()).toMatchObject({ region: paris.region });
    expect(await countRows(cities)).toBe(citiesBefore);

    const badCode = await s.inject({
      method: 'POST',
      url: '/api/postal_codes',
      payload: { code: '75015-75020-75030', city: paris.id },
    });
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'code', code: 'too_long' }),
    ]);
  });

  it('keeps a region that still has departments (409 not_deletable)', async () => {
    const s = await superAdmin();
    const fr = (await get('/api/countries?code=FR')).json()[0];
    const idf = (await get(`/api/regions?country=${fr.id}&pagination=false`))
      .json()
      .find((r: { code: string }) => r.code === '11');
    const res = await s.inject({ method: 'DELETE', url: `/api/regions/${idf.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message_code).toBe('not_deletable');
  });

  it('refuses an organizer (403) on every level and on countries, writing nothing', async () => {
    const o = await buildUser(t.database.db, { role: ROLES.ORGANIZER });
    const s = await loginAs(t.app, o.email, o.password);
    const fr = (await get('/api/countries?code=FR')).json()[0];
    const before = await countRows(regions);
    const writes = [
      s.inject({ method: 'POST', url: '/api/regions', payload: { name: 'Armorique', country: fr.id } }),
      s.inject({ method: 'PUT', url: `/api/countries/${fr.id}`, payload: { code: 'FX' } }),
      s.inject({
        method: 'POST',
        url: '/api/countries',
        payload: { translations: { fr: { name: 'Atlantide' } }, code: 'AT2' },
      }),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
    expect(await countRows(regions)).toBe(before);
    expect((await get(`/api/countries/${fr.id}`)).json().code).toBe('FR');
  });
});

describe('user types (§6: a super organizer creates entries at positions 2, 4, 5, 6 only)', () => {
  const entry = (position: number) => ({ translations: { fr: { name: `Type ${position}` } }, position });
  const countTypes = async () => Number((await t.database.db.select({ n: count() }).from(userTypes))[0]?.n);

  it('allows positions 2, 4, 5 and 6 and refuses the others and any update', async () => {
    const so = await buildUser(t.database.db, { role: ROLES.SUPER_ORGANIZER });
    const s = await loginAs(t.app, so.email, so.password);
    for (const p of [2, 4, 5, 6])
      expect((await s.inject({ method: 'POST', url: '/api/user_types', payload: entry(p) })).statusCode).toBe(
        201,
      );
    const before = await countTypes();
    for (const p of [1, 3, 7])
      expect((await s.inject({ method: 'POST', url: '/api/user_types', payload: entry(p) })).statusCode).toBe(
        403,
      );
    const [first] = await t.database.db.select().from(userTypes).limit(1);
    expect(
      (await s.inject({ method: 'PUT', url: `/api/user_types/${first!.id}`, payload: { position: 2 } }))
        .statusCode,
    ).toBe(403);
    expect(await countTypes()).toBe(before);
  });

  it('refuses an organizer', async () => {
    const o = await buildUser(t.database.db, { role: ROLES.ORGANIZER });
    const s = await loginAs(t.app, o.email, o.password);
    expect((await s.inject({ method: 'POST', url: '/api/user_types', payload: entry(2) })).statusCode).toBe(
      403,
    );
  });
});
