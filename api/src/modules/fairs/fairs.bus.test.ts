import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@passerelle/contract';
import type { FastifyInstance } from 'fastify';
import { loginAs, openTwoInstances } from '../../../test/test-app.ts';
import { buildFair, buildUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { FAIRS_CACHE } from './fairs.service.ts';

// Two instances on one database and one Redis (the Redis pass of .ci/run): a write on B drops
// A's cached public read through the bus — stateless instances behind a load balancer.
describe.runIf(process.env.REDIS_URL)('fairs cache invalidation across instances', () => {
  let database: Database;
  let close: () => Promise<void>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    ({ database, a, b, close } = await openTwoInstances('bus'));
  });
  afterAll(() => close());
  const readOnA = async (fairId: number) =>
    (await a.inject({ method: 'GET', url: `/api/fairs/${fairId}` })).json().name;

  it('an update through instance B is seen by instance A', async () => {
    const f = await buildFair(database.db, { name: 'Avant' });
    await b.bus.publish({ name: 'fair.changed', payload: { fairId: f.id, action: 'created' } });
    await expect.poll(() => readOnA(f.id), { timeout: 3000, interval: 50 }).toBe(f.name);
    const admin = await buildUser(database.db, { role: ROLES.SUPER_ADMIN });
    const s = await loginAs(b, admin.email, admin.password);
    expect(
      (await s.inject({ method: 'PUT', url: `/api/fairs/${f.id}`, payload: { name: 'Après' } })).statusCode,
    ).toBe(200);
    await expect.poll(() => readOnA(f.id), { timeout: 3000, interval: 50 }).toBe('Après');
  });

  it('another fair’s updates through B leave A serving its answer from memory', async () => {
    const [f, other] = [await buildFair(database.db), await buildFair(database.db)];
    await b.bus.publish(
      ...[f.id, other.id].map((fairId) => ({
        name: 'fair.changed' as const,
        payload: { fairId, action: 'created' as const },
      })),
    );
    await expect.poll(() => readOnA(other.id), { timeout: 3000, interval: 50 }).toBe(other.name);
    const org = await buildUser(database.db, { role: ROLES.ORGANIZER, adminOf: [other.id] });
    const s = await loginAs(b, org.email, org.password);
    expect(await readOnA(f.id)).toBe(f.name);
    const before = a.readCaches.stats(FAIRS_CACHE);
    let reads = 0;
    for (let round = 0; round < 10; round++) {
      const res = await s.inject({
        method: 'PUT',
        url: `/api/fairs/${other.id}`,
        payload: { name: `Autre ${round}` },
      });
      expect(res.statusCode).toBe(200);
      for (let i = 0; i < 15; i++, reads++) expect(await readOnA(f.id)).toBe(f.name);
    }
    // Every event B published reached A before this one (one channel, in order).
    await expect.poll(() => readOnA(other.id), { timeout: 3000, interval: 50 }).toBe('Autre 9');
    const hits = a.readCaches.stats(FAIRS_CACHE).hits - before.hits;
    expect(hits / reads).toBeGreaterThan(0.99);
  });
});
