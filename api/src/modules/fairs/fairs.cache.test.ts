import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildUser } from '../../../test/factories.ts';
import { fairs } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ READ_CACHE_TTL_MS: '600000' });
});
afterAll(() => t.close());

describe('fairs read cache', () => {
  it('serves public reads from memory and drops them on every write through the service', async () => {
    const f = await buildFair(t.database.db, { name: 'Version 1' });
    const admin = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
    const read = async () => (await t.app.inject({ method: 'GET', url: `/api/fairs/${f.id}` })).json().name;
    expect(await read()).toBe('Version 1');
    // A write that bypasses the service is not seen while the cache is warm…
    await t.database.db.update(fairs).set({ name: 'Outside' }).where(eq(fairs.id, f.id));
    expect(await read()).toBe('Version 1');
    // …and a write through the API invalidates it at once.
    const s = await loginAs(t.app, admin.email, admin.password);
    expect(
      (await s.inject({ method: 'PUT', url: `/api/fairs/${f.id}`, payload: { name: 'Version 2' } }))
        .statusCode,
    ).toBe(200);
    expect(await read()).toBe('Version 2');
  });
});
