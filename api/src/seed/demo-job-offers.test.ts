import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobOffer, JobOfferListItem } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo-seed.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof seedDemo>>;
beforeAll(async () => {
  t = await buildTestApp();
  demo = await seedDemo(t.database.db);
});
afterAll(() => t.close());

describe('demo job offers', () => {
  it('gives every employer of both fairs published offers, the demo firm a draft and a closed one', async () => {
    const exhibitor = await loginAs(t.app, 'exhibitor@demo.test', DEMO_PASSWORD);
    const mine = (
      await exhibitor.inject({ method: 'GET', url: '/api/jobs/my-offers' })
    ).json() as JobOfferListItem[];
    expect(mine.map((o) => o.status).sort()).toEqual([
      'closed',
      'draft',
      'published',
      'published',
      'published',
      'published',
    ]);
    const visitor = await loginAs(t.app, 'visitor@demo.test', DEMO_PASSWORD);
    const [quebec] = demo.fairs;
    const res = await visitor.inject({ method: 'GET', url: `/api/jobs?fair=${quebec!.id}&pagination=false` });
    expect(res.statusCode).toBe(200);
    const offers = res.json() as JobOfferListItem[];
    expect(offers.length).toBeGreaterThanOrEqual(30);
    expect(offers.every((o) => o.status === 'published')).toBe(true);
    const firms = new Set(offers.map((o) => o.firm.id));
    expect(firms.size).toBeGreaterThanOrEqual(10);
    const nurse = offers.find((o) => o.title.startsWith('Infirmière clinicienne'))!;
    const full = (await visitor.inject({ method: 'GET', url: `/api/jobs/${nurse.id}` })).json() as JobOffer;
    expect(full).toMatchObject({
      recognitionRequired: true,
      recognitionSupported: true,
      salaryCurrency: 'CAD',
      country: { name: 'Canada' },
      languages: [{ language: 'fr', levels: { speaking: 'B2' } }],
    });
    expect(full.recognitionName).toContain('OIIQ');
    expect(full.family?.name).toBe('Soins infirmiers');
    expect(full.function?.name).toBe('Infirmier / infirmière');
  });
});
