import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildUser } from '../../../test/factories.ts';
import * as s from '../../db/schema/index.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
  admin = await loginAs(t.app, a.email, a.password);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const listed = async () =>
  Number((await t.database.db.select({ n: count() }).from(s.jobSafeguardedCountries))[0]?.n);
const countryId = async (code: string) =>
  ((await get(`/api/countries?code=${code}`)).json() as { id: number; code: string }[]).find(
    (c) => c.code === code,
  )!.id;
interface Listed {
  id: number;
  country: number;
  edition: string;
}
const list = async (query = '') =>
  (await get(`/api/job_safeguarded_countries?pagination=false${query}`)).json() as Listed[];

describe('the WHO health workforce support and safeguards list', () => {
  it('is seeded with the 55 countries of the 2023 edition, readable by anyone', async () => {
    const rows = await list();
    expect(rows).toHaveLength(55);
    expect(new Set(rows.map((r) => r.edition))).toEqual(new Set(['2023']));
    const ids = new Set(rows.map((r) => r.country));
    for (const code of ['SN', 'CM', 'CI', 'NG', 'HT', 'PK', 'BD', 'VU'])
      expect(ids.has(await countryId(code)), code).toBe(true);
    // Source countries of the demo that are not on the list stay open to active recruitment.
    for (const code of ['MA', 'TN', 'PH', 'IN', 'LB', 'BR', 'CO'])
      expect(ids.has(await countryId(code)), code).toBe(false);
    expect(await list(`&country=${await countryId('SN')}`)).toEqual([
      expect.objectContaining({ country: await countryId('SN'), edition: '2023' }),
    ]);
  });

  it('the super admin adds a country of a new edition and removes it; a country is listed once', async () => {
    const morocco = await countryId('MA');
    const added = await admin.inject({
      method: 'POST',
      url: '/api/job_safeguarded_countries',
      payload: { country: morocco, edition: '2026' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ country: morocco, edition: '2026' });
    const again = await admin.inject({
      method: 'POST',
      url: '/api/job_safeguarded_countries',
      payload: { country: morocco, edition: '2026' },
    });
    expect(again.statusCode).toBe(409);
    expect(await listed()).toBe(56);
    const removed = await admin.inject({
      method: 'DELETE',
      url: `/api/job_safeguarded_countries/${added.json().id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect(await listed()).toBe(55);
  });

  it('refuses a bad edition, a missing country, and any writer but the super admin; nothing written', async () => {
    const bad = await admin.inject({
      method: 'POST',
      url: '/api/job_safeguarded_countries',
      headers: { 'accept-language': 'en' },
      payload: { country: 999_999, edition: 'latest' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'edition', code: 'invalid_value' }),
    ]);
    const missing = await admin.inject({
      method: 'POST',
      url: '/api/job_safeguarded_countries',
      payload: { country: 999_999, edition: '2026' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'country', code: 'not_found' }),
    ]);
    const [first] = await list();
    for (const role of [ROLES.VISITOR, ROLES.ORGANIZER, ROLES.SUPER_ORGANIZER]) {
      const u = await buildUser(t.database.db, { role });
      const session = await loginAs(t.app, u.email, u.password);
      const add = await session.inject({
        method: 'POST',
        url: '/api/job_safeguarded_countries',
        payload: { country: await countryId('MA'), edition: '2026' },
      });
      expect(add.statusCode, role).toBe(403);
      const del = await session.inject({
        method: 'DELETE',
        url: `/api/job_safeguarded_countries/${first!.id}`,
      });
      expect(del.statusCode, role).toBe(403);
    }
    expect(await listed()).toBe(55);
  });

  it('a fair switches the safeguards on from its setup (organizer), off by default', async () => {
    const fair = await buildFair(t.database.db, { name: 'Salon éthique' });
    expect((await get(`/api/fairs/${fair.id}`)).json()).toMatchObject({ isApplyingWhoSafeguards: false });
    const on = await admin.inject({
      method: 'PUT',
      url: `/api/fairs/${fair.id}`,
      payload: { isApplyingWhoSafeguards: true },
    });
    expect(on.statusCode).toBe(200);
    expect((await get(`/api/fairs/${fair.id}`)).json()).toMatchObject({ isApplyingWhoSafeguards: true });
  });
});
