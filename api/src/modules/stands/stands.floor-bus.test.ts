import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { loginAs, openTwoInstances } from '../../../test/test-app.ts';
import { FLOOR_CACHE } from './stands.floor-cache.ts';
import { buildStandWorld, type StandWorld } from './stands.fixtures.ts';

// Two instances on one database and one Redis: the hall floor cached on A follows the writes
// made through B that concern it, and only those.
describe.runIf(process.env.REDIS_URL)('hall floor cache across instances', () => {
  let database: Database;
  let close: () => Promise<void>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let w: StandWorld;
  let asOrgOnB: Awaited<ReturnType<typeof loginAs>>['inject'];
  let standId: number;
  beforeAll(async () => {
    ({ database, a, b, close } = await openTwoInstances('floor'));
    w = await buildStandWorld(database.db, { isPublicAccess: true });
    asOrgOnB = (await loginAs(b, w.organizer.email, w.organizer.password)).inject;
    const created = await asOrgOnB({
      method: 'POST',
      url: '/api/stands',
      payload: { fair: w.fair.id, firm: w.firm.id, name: 'Stand Hôpital', fairHall: w.hallA.id, number: 1 },
    });
    expect(created.statusCode).toBe(201);
    standId = created.json().id;
  });
  afterAll(() => close());
  const floorOnA = async (hallId = w.hallA.id) =>
    (await a.inject({ method: 'GET', url: `/api/fair_halls/${hallId}/stands?pagination=false` })).json() as {
      name: string;
      firm: { name: string };
    }[];

  it('a booth and its firm renamed through B are seen by A', async () => {
    expect((await floorOnA()).map((s) => s.name)).toEqual(['Stand Hôpital']);
    const renamed = await asOrgOnB({
      method: 'PUT',
      url: `/api/stands/put/${standId}`,
      payload: { name: 'Renommé' },
    });
    expect(renamed.statusCode).toBe(200);
    await expect
      .poll(async () => (await floorOnA()).map((s) => s.name), { timeout: 3000, interval: 50 })
      .toEqual(['Renommé']);
    const firm = await asOrgOnB({
      method: 'PUT',
      url: `/api/firms/${w.firm.id}`,
      payload: { name: `Hôpital ${w.fair.id} bis` },
    });
    expect(firm.statusCode).toBe(200);
    await expect
      .poll(async () => (await floorOnA()).map((s) => s.firm.name), { timeout: 3000, interval: 50 })
      .toEqual([`Hôpital ${w.fair.id} bis`]);
  });

  it('unrelated writes through B leave A serving the floor from memory: more than 99 % hits', async () => {
    const warm = JSON.stringify(await floorOnA());
    const inB = await asOrgOnB({
      method: 'POST',
      url: '/api/stands',
      payload: { fair: w.fair.id, firm: w.otherFirm.id, name: 'Clinique', fairHall: w.hallB.id, number: 1 },
    });
    expect(inB.statusCode).toBe(201);
    const asOtherOrgOnB = (await loginAs(b, w.otherOrganizer.email, w.otherOrganizer.password)).inject;
    const before = a.readCaches.stats(FLOOR_CACHE);
    let reads = 0;
    for (let round = 0; round < 10; round++) {
      for (const res of [
        await b.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: `10.9.${round}.1`,
          payload: { email: w.visitor.email, password: w.visitor.password },
        }),
        await asOrgOnB({
          method: 'PUT',
          url: `/api/stands/put/${inB.json().id}`,
          payload: { name: `Clinique ${round}` },
        }),
        await asOtherOrgOnB({
          method: 'PUT',
          url: `/api/fair_halls/${w.otherHall.id}`,
          payload: { color: '#102030' },
        }),
      ])
        expect(res.statusCode, res.body).toBeLessThan(300);
      for (let i = 0; i < 15; i++, reads++) expect(JSON.stringify(await floorOnA())).toBe(warm);
    }
    // Every event B published reached A before this one (one channel, in order).
    await expect
      .poll(async () => (await floorOnA(w.hallB.id)).map((s) => s.name), { timeout: 3000, interval: 50 })
      .toEqual(['Clinique 9']);
    const hits = a.readCaches.stats(FLOOR_CACHE).hits - before.hits;
    expect(hits / reads).toBeGreaterThan(0.99);
  });
});
