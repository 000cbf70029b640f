import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo-seed.ts';

// The demo's exhibitors as the public list shows them (firm 1 at both fairs; the booth seed links
// more employers to each fair so that every hall holds at least six booths).
let t: TestApp;
let demo: Awaited<ReturnType<typeof seedDemo>>;
beforeAll(async () => {
  t = await buildTestApp();
  demo = await seedDemo(t.database.db);
});
afterAll(() => t.close());

describe('demo exhibitors', () => {
  it('puts firm 1 and ten to twenty-one employers with types and sectors in each fair', async () => {
    for (const fair of demo.fairs) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/firms/front/list?fair=${fair.id}`,
      });
      expect(res.statusCode).toBe(200);
      const total = Number(res.headers['x-total-items']);
      expect(total).toBeGreaterThanOrEqual(10);
      expect(total).toBeLessThanOrEqual(22);
      const all = await t.app.inject({
        method: 'GET',
        url: `/api/firms/light?fair=${fair.id}&pagination=false`,
      });
      expect(all.json().map((f: { id: number }) => f.id)).toContain(demo.firm.id);
      for (const card of res.json()) {
        expect(card.firmType).not.toBeNull();
        expect(card.sectors.length).toBeGreaterThan(0);
        expect(card.shortDescription).toBeTruthy();
      }
    }
  });

  it('makes exhibitor@ the stand admin and contact@ the stand contact of firm 1, both on its page', async () => {
    const exhibitor = await loginAs(t.app, 'exhibitor@demo.test', DEMO_PASSWORD);
    const firm = await exhibitor.inject({ method: 'GET', url: `/api/firms/${demo.firm.id}` });
    expect(firm.json()).toMatchObject({
      name: 'Centre intégré de santé des Deux-Rives',
      fairs: demo.fairs.map((f) => f.id),
      abilities: { update: true, changeVisibility: true },
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/firms/detail/${demo.firm.id}?fair=${demo.fairs[0]!.id}`,
    });
    expect(page.json().contacts.map((c: { lastName: string }) => c.lastName)).toEqual(['Benali', 'Peeters']);
  });
});
