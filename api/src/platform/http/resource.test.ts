import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { civilStatuses, users } from '../../db/schema/index.ts';

// The resource helper, tested once on a sample table (civil_statuses); every plain reference
// table is declared through it (architecture §4).
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let organizer: Awaited<ReturnType<typeof loginAs>>;
const rows = async () => Number((await t.database.db.select({ n: count() }).from(civilStatuses))[0]?.n);

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
  const o = await buildUser(t.database.db, { role: ROLES.ORGANIZER });
  admin = await loginAs(t.app, a.email, a.password);
  organizer = await loginAs(t.app, o.email, o.password);
});
afterAll(() => t.close());

const entry = (fr: string, en: string, position: number) => ({
  translations: { fr: { name: fr }, en: { name: en } },
  position,
});

describe('resource helper on civil_statuses', () => {
  it('lists in position order with the resolved name per Accept-Language and the x-* headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/civil_statuses?itemsPerPage=2',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { name: string }) => r.name)).toEqual(['Ms', 'Mr']);
    expect(res.headers).toMatchObject({
      'x-current-page': '1',
      'x-items-per-page': '2',
      'x-total-items': '3',
      'x-page-count': '2',
    });
    const nl = await t.app.inject({
      method: 'GET',
      url: '/api/civil_statuses?pagination=false',
      headers: { 'accept-language': 'nl' },
    });
    expect(nl.json()[0].name).toBe('Mevrouw');
  });

  it('filters by partial name and orders by a declared field; undeclared order fields are ignored', async () => {
    const filtered = await t.app.inject({ method: 'GET', url: '/api/civil_statuses?name=sieu' });
    expect(filtered.json().map((r: { name: string }) => r.name)).toEqual(['Monsieur']);
    const desc = await t.app.inject({
      method: 'GET',
      url: '/api/civil_statuses?order[position]=desc&pagination=false',
    });
    expect(desc.json().map((r: { position: number }) => r.position)).toEqual([3, 2, 1]);
    const hidden = await t.app.inject({
      method: 'GET',
      url: '/api/civil_statuses?order[translations]=asc&pagination=false',
    });
    expect(hidden.statusCode).toBe(200);
    const injection = await t.app.inject({
      method: 'GET',
      url: `/api/civil_statuses?name=${encodeURIComponent("' OR 1=1--")}`,
    });
    expect(injection.statusCode).toBe(200);
    expect(injection.json()).toEqual([]);
  });

  it('binds each request its own values on a prepared shape (same filters and order, other values and pages)', async () => {
    const names = async (url: string) =>
      (await t.app.inject({ method: 'GET', url })).json().map((r: { name: string }) => r.name);
    expect(await names('/api/civil_statuses?name=sieu&order[position]=asc')).toEqual(['Monsieur']);
    expect(await names('/api/civil_statuses?name=dame&order[position]=asc')).toEqual(['Madame']);
    expect(await names('/api/civil_statuses?name=zzz&order[position]=asc')).toEqual([]);
    const page = (n: number) => names(`/api/civil_statuses?itemsPerPage=1&page=${n}&order[position]=desc`);
    expect([...(await page(1)), ...(await page(2)), ...(await page(3))]).toHaveLength(3);
    expect(new Set([...(await page(1)), ...(await page(2)), ...(await page(3))]).size).toBe(3);
    const past = await t.app.inject({
      method: 'GET',
      url: '/api/civil_statuses?itemsPerPage=2&page=9&name=sieu',
    });
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-items']).toBe('1');
  });

  it('gets one, 404 for unknown', async () => {
    const [first] = await t.database.db.select().from(civilStatuses).limit(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/civil_statuses/${first!.id}` })).json().id).toBe(
      first!.id,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/civil_statuses/99999' })).statusCode).toBe(404);
  });

  it('lets the super admin create, update partially and delete', async () => {
    const created = await admin.inject({
      method: 'POST',
      url: '/api/civil_statuses',
      payload: entry('Docteur', 'Doctor', 4),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const updated = await admin.inject({
      method: 'PUT',
      url: `/api/civil_statuses/${id}`,
      payload: { position: 9 },
    });
    expect(updated.json()).toMatchObject({ position: 9, name: 'Docteur' });
    expect((await admin.inject({ method: 'DELETE', url: `/api/civil_statuses/${id}` })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/civil_statuses/${id}` })).statusCode).toBe(404);
  });

  it('refuses writes to an organizer (403) and to anonymous (401), writing nothing', async () => {
    const before = await rows();
    expect(
      (await organizer.inject({ method: 'POST', url: '/api/civil_statuses', payload: entry('X', 'X', 5) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/civil_statuses', payload: entry('X', 'X', 5) }))
        .statusCode,
    ).toBe(401);
    const [first] = await t.database.db.select().from(civilStatuses).limit(1);
    expect(
      (
        await organizer.inject({
          method: 'PUT',
          url: `/api/civil_statuses/${first!.id}`,
          payload: { position: 99 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await organizer.inject({ method: 'DELETE', url: `/api/civil_statuses/${first!.id}` })).statusCode,
    ).toBe(403);
    expect(await rows()).toBe(before);
    const [again] = await t.database.db.select().from(civilStatuses).where(eq(civilStatuses.id, first!.id));
    expect(again?.position).toBe(first!.position);
  });

  it('rejects bad input with exact codes and writes nothing', async () => {
    const before = await rows();
    const res = await admin.inject({
      method: 'POST',
      url: '/api/civil_statuses',
      headers: { 'accept-language': 'es' },
      payload: { translations: { fr: { name: '' }, it: { name: 'x' } }, position: 'first' },
    });
    expect(res.statusCode).toBe(422);
    const v = Object.fromEntries(
      res.json().violations.map((x: { propertyPath: string; code: string }) => [x.propertyPath, x.code]),
    );
    expect(v).toMatchObject({
      'translations.fr.name': 'required',
      'translations.it': 'unknown_field',
      position: 'invalid_type',
    });
    expect(res.json().message).toBe('Algunos valores no son válidos.');
    expect(await rows()).toBe(before);
  });

  it('answers 409 not_deletable when the row is still referenced, and keeps it', async () => {
    // civil statuses are detached from users on delete (SET NULL); countries are restricted by regions
    const fr = (await t.app.inject({ method: 'GET', url: '/api/countries?code=FR' })).json()[0];
    const res = await admin.inject({ method: 'DELETE', url: `/api/countries/${fr.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message_code).toBe('not_deletable');
    expect((await t.app.inject({ method: 'GET', url: `/api/countries/${fr.id}` })).statusCode).toBe(200);
  });

  it('detaches users from a deleted civil status instead of failing', async () => {
    const created = await admin.inject({
      method: 'POST',
      url: '/api/civil_statuses',
      payload: entry('Maître', 'Master', 8),
    });
    const u = await buildUser(t.database.db, { civilStatusId: created.json().id });
    expect(
      (await admin.inject({ method: 'DELETE', url: `/api/civil_statuses/${created.json().id}` })).statusCode,
    ).toBe(204);
    const [still] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(still?.civilStatusId).toBeNull();
  });
});
