import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { fairFirms, fairHalls, fairs, languages } from '../../db/schema/index.ts';
import { FAIRS_CACHE } from './fairs.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ READ_CACHE_TTL_MS: '600000' });
});
afterAll(() => t.close());

const stats = () => t.app.readCaches.stats(FAIRS_CACHE);
const read = async (fairId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/fairs/${fairId}` })).json();
const listNames = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/fairs?pagination=false' })).json() as { name: string }[]
  ).map((f) => f.name);
/** Factories write straight to the database: a test with the cache on announces their fairs as the service would. */
const fairsBuilt = async (...fairIds: number[]) =>
  t.app.bus.publish(
    ...fairIds.map((fairId) => ({
      name: 'fair.changed' as const,
      payload: { fairId, action: 'created' as const },
    })),
  );
const login = async (u: { email: string; password: string }) =>
  (await loginAs(t.app, u.email, u.password)).inject;
const ok = <R extends { statusCode: number; body: string }>(res: R) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};

describe('fairs read cache', () => {
  it('serves public reads from memory: a write through the service is seen at once, one around it is not', async () => {
    const f = await buildFair(t.database.db, { name: 'Version 1' });
    await fairsBuilt(f.id);
    const admin = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
    expect((await read(f.id)).name).toBe('Version 1');
    // A write that bypasses the service is not seen while the cache is warm…
    await t.database.db.update(fairs).set({ name: 'Outside' }).where(eq(fairs.id, f.id));
    expect((await read(f.id)).name).toBe('Version 1');
    // …and a write through the API invalidates it at once.
    const s = await login(admin);
    ok(await s({ method: 'PUT', url: `/api/fairs/${f.id}`, payload: { name: 'Version 2' } }));
    expect((await read(f.id)).name).toBe('Version 2');
  });

  it('drops the answers of the fair written and the lists, not the other fairs’ answers', async () => {
    const [one, two] = [await buildFair(t.database.db), await buildFair(t.database.db)];
    await fairsBuilt(one.id, two.id);
    const s = await login(await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN }));
    await read(one.id);
    await read(two.id);
    await listNames();
    const before = stats();
    ok(await s({ method: 'PUT', url: `/api/fairs/${two.id}`, payload: { name: 'Deux, renommé' } }));
    expect((await read(one.id)).name).toBe(one.name);
    expect((await read(two.id)).name).toBe('Deux, renommé');
    expect(await listNames()).toContain('Deux, renommé');
    // The first fair's answer was a hit; the second fair's and the list were built again.
    expect(stats()).toMatchObject({ hits: before.hits + 1, misses: before.misses + 2 });
  });

  it('shows a fair created or deleted at once, everywhere', async () => {
    const s = await login(await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN }));
    const kept = await buildFair(t.database.db);
    await fairsBuilt(kept.id);
    expect((await read(kept.id)).isMultiFair).toBe(true);
    const created = ok(
      await s({
        method: 'POST',
        url: '/api/fairs',
        payload: { name: 'Salon éphémère', homepage: 'ephemere-2027', languages: ['fr'] },
      }),
    ).json() as { id: number };
    expect(await listNames()).toContain('Salon éphémère');
    expect((await read(created.id)).name).toBe('Salon éphémère');
    ok(await s({ method: 'DELETE', url: `/api/fairs/${created.id}` }));
    expect((await t.app.inject({ method: 'GET', url: `/api/fairs/${created.id}` })).statusCode).toBe(404);
    expect(await listNames()).not.toContain('Salon éphémère');
  });

  it('shows at once the organizer seats another module gives and the language names it shows', async () => {
    const f = await buildFair(t.database.db, { languageCodes: ['fr', 'en'] });
    await fairsBuilt(f.id);
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [f.id] });
    const member = await buildUser(t.database.db, { fairIds: [f.id] });
    const asOrg = await login(org);
    const admins = async () => (await asOrg({ method: 'GET', url: `/api/fairs/${f.id}` })).json().admins;
    expect(await admins()).toEqual([org.id]);
    ok(
      await asOrg({
        method: 'PUT',
        url: `/api/users/${member.id}/manage`,
        payload: { userType: USER_TYPES.ORGANIZER },
      }),
    );
    expect([...(await admins())].sort()).toEqual([org.id, member.id].sort());

    const asSuper = await login(await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN }));
    const [en] = await t.database.db.select().from(languages).where(eq(languages.code, 'en'));
    const englishName = async () =>
      ((await read(f.id)).fairLanguages as { language: { code: string; name: string } }[]).find(
        (l) => l.language.code === 'en',
      )!.language.name;
    await englishName();
    ok(
      await asSuper({
        method: 'PUT',
        url: `/api/languages/${en!.id}`,
        payload: { translations: { ...en!.translations, fr: { name: 'Anglais (Canada)' } } },
      }),
    );
    expect(await englishName()).toBe('Anglais (Canada)');
  });

  it('keeps serving a fair through a burst of unrelated POSTs: more than 99 % of its reads are hits', async () => {
    const f = await buildFair(t.database.db, { name: 'Salon servi de mémoire' });
    const other = await buildFair(t.database.db);
    await fairsBuilt(f.id, other.id);
    const [hall] = await t.database.db
      .insert(fairHalls)
      .values({ fairId: f.id, letter: 'A', numberOfStands: 4, translations: { fr: { name: 'Hall A' } } })
      .returning();
    const firm = await buildFirm(t.database.db);
    await t.database.db.insert(fairFirms).values({ fairId: f.id, firmId: firm.id });
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [f.id] });
    const otherOrg = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [other.id] });
    const visitor = await buildUser(t.database.db, { role: ROLES.VISITOR, fairIds: [f.id] });
    const [asOrg, asOtherOrg, asVisitor] = [await login(org), await login(otherOrg), await login(visitor)];
    let refreshToken = (await loginAs(t.app, visitor.email, visitor.password)).refresh_token;
    const warm = (await t.app.inject({ method: 'GET', url: `/api/fairs/${f.id}` })).body;

    const unrelated = async (round: number) => [
      // Sessions, from one address per round (the login route's own per-address limit stays out of it).
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: `10.8.${round}.1`,
        payload: { email: visitor.email, password: visitor.password },
      }),
      await t.app
        .inject({
          method: 'POST',
          url: '/api/token/refresh',
          remoteAddress: `10.8.${round}.1`,
          payload: { refresh_token: refreshToken },
        })
        .then((res) => {
          refreshToken = (res.json() as { refresh_token: string }).refresh_token;
          return res;
        }),
      // The fair's halls, booths, firms and people: not what the fair's answer shows.
      await asVisitor({
        method: 'PUT',
        url: `/api/users/${visitor.id}`,
        payload: { jobTitle: `Tour ${round}` },
      }),
      await asOrg({ method: 'PUT', url: `/api/fair_halls/${hall!.id}`, payload: { color: '#123456' } }),
      await asOrg({
        method: 'PUT',
        url: `/api/firms/${firm.id}`,
        payload: { name: `${firm.name} ${round}` },
      }),
      await asOrg({
        method: 'POST',
        url: '/api/stands',
        payload: { fair: f.id, firm: firm.id, name: `Stand ${round}` },
      }),
      // Another fair.
      await asOtherOrg({ method: 'PUT', url: `/api/fairs/${other.id}`, payload: { name: `Autre ${round}` } }),
    ];

    const before = stats();
    let reads = 0;
    for (let round = 0; round < 20; round++) {
      for (const [i, res] of (await unrelated(round)).entries())
        expect(res.statusCode, `${i}: ${res.body}`).toBeLessThan(300);
      for (let i = 0; i < 15; i++, reads++)
        expect((await t.app.inject({ method: 'GET', url: `/api/fairs/${f.id}` })).body).toBe(warm);
    }
    const after = stats();
    const hits = after.hits - before.hits;
    expect(hits + after.misses - before.misses).toBe(reads);
    expect(hits / reads).toBeGreaterThan(0.99);
  });
});
