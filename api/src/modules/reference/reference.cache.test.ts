import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@passerelle/contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, loginAs, openTwoInstances, type TestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { countries } from '../../db/schema/index.ts';
import { referenceCacheName } from '../../platform/http/index.ts';

// The reference lists (resource helper) are served serialised from memory; any reference write through
// the API empties them at once, on every instance, and nothing else does.
const ALL = '/api/countries?pagination=false';
interface Country {
  id: number;
  code: string;
  name: string;
  translations: Record<string, { name: string }>;
}

const listOn = async (app: FastifyInstance, url = ALL, locale = 'fr') => {
  const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as Country[], total: res.headers['x-total-items'] };
};
const nameOf = async (app: FastifyInstance, code: string, locale = 'fr') =>
  (await listOn(app, ALL, locale)).items.find((c) => c.code === code)?.name;

describe('reference lists read cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ READ_CACHE_TTL_MS: '600000' });
  });
  afterAll(() => t.close());
  const stats = () => t.app.readCaches.stats(referenceCacheName('countries'));
  const superAdmin = async () => {
    const a = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
    return (await loginAs(t.app, a.email, a.password)).inject;
  };

  it('serves a list from memory, with its paging headers; a write through the API is seen at once in every language', async () => {
    const first = await listOn(t.app);
    const before = stats();
    const again = await listOn(t.app);
    expect(again).toEqual(first);
    expect(stats().hits).toBe(before.hits + 1);
    const page = await t.app.inject({ method: 'GET', url: '/api/countries?page=2' });
    expect(page.headers['x-current-page']).toBe('2');
    expect((await t.app.inject({ method: 'GET', url: '/api/countries?page=2' })).body).toBe(page.body);

    const [portugal] = await t.database.db.select().from(countries).where(eq(countries.code, 'PT'));
    // A write around the API is not seen while the list is warm…
    await t.database.db
      .update(countries)
      .set({ translations: { ...portugal!.translations, fr: { name: 'Hors API' } } })
      .where(eq(countries.id, portugal!.id));
    expect(await nameOf(t.app, 'PT')).toBe('Portugal');
    await nameOf(t.app, 'PT', 'es');
    // …one through the API is, in French and in Spanish.
    const s = await superAdmin();
    const res = await s({
      method: 'PUT',
      url: `/api/countries/${portugal!.id}`,
      payload: {
        translations: {
          ...portugal!.translations,
          fr: { name: 'Portugal (République)' },
          es: { name: 'Portugal (República)' },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await nameOf(t.app, 'PT')).toBe('Portugal (République)');
    expect(await nameOf(t.app, 'PT', 'es')).toBe('Portugal (República)');
  });

  it('shows a region created, then deleted, at once under its country', async () => {
    const s = await superAdmin();
    const [france] = await t.database.db.select().from(countries).where(eq(countries.code, 'FR'));
    const url = `/api/regions?country=${france!.id}&pagination=false`;
    const names = async () => (await listOn(t.app, url)).items.map((r) => r.name);
    const count = (await names()).length;
    const created = await s({
      method: 'POST',
      url: '/api/regions',
      payload: { name: 'Armorique', country: france!.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await names()).toContain('Armorique');
    expect((await listOn(t.app, url)).total).toBe(String(count + 1));
    const deleted = await s({
      method: 'DELETE',
      url: `/api/regions/${(created.json() as { id: number }).id}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await names()).not.toContain('Armorique');
  });

  it('refuses a bad query before the cache (400) and keeps serving through a burst of unrelated POSTs: more than 99 % hits', async () => {
    const { misses } = stats();
    const bad = await t.app.inject({ method: 'GET', url: '/api/countries?order[name]=sideways' });
    expect(bad.statusCode).toBe(400);
    expect(stats().misses).toBe(misses);
    const visitor = await buildUser(t.database.db, { role: ROLES.VISITOR });
    await listOn(t.app);
    const before = stats();
    let reads = 0;
    for (let round = 0; round < 20; round++) {
      // A login, a refresh and a write elsewhere: none of them touches a reference table.
      const login = await loginAs(t.app, visitor.email, visitor.password);
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/token/refresh',
        payload: { refresh_token: login.refresh_token },
      });
      expect(refreshed.statusCode).toBeLessThan(300);
      const profile = await login.inject({
        method: 'PUT',
        url: `/api/users/${login.user.id}`,
        payload: { firstName: `Prénom ${round}` },
      });
      expect(profile.statusCode, profile.body).toBeLessThan(300);
      for (let i = 0; i < 10; i++, reads++) expect((await listOn(t.app)).items.length).toBeGreaterThan(200);
    }
    const after = stats();
    expect(after.misses).toBe(before.misses);
    expect((after.hits - before.hits) / reads).toBeGreaterThan(0.99);
  });
});

// Two instances on one database and one Redis (the Redis pass of .ci/run).
describe.runIf(process.env.REDIS_URL)('reference lists across instances', () => {
  let database: Database;
  let close: () => Promise<void>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    ({ database, a, b, close } = await openTwoInstances('reference'));
  });
  afterAll(() => close());

  it('a country renamed through instance B is seen by instance A', async () => {
    expect(await nameOf(a, 'IE')).toBe('Irlande');
    const admin = await buildUser(database.db, { role: ROLES.SUPER_ADMIN });
    const s = await loginAs(b, admin.email, admin.password);
    const [ireland] = await database.db.select().from(countries).where(eq(countries.code, 'IE'));
    const res = await s.inject({
      method: 'PUT',
      url: `/api/countries/${ireland!.id}`,
      payload: { translations: { ...ireland!.translations, fr: { name: 'Éire' } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(() => nameOf(a, 'IE'), { timeout: 3000, interval: 50 }).toBe('Éire');
  });
});
