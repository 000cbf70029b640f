import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { buildTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { jobProfiles } from '../db/schema/index.ts';
import { createLocalStorage } from '../platform/storage/index.ts';
import { DEMO_CANDIDATES } from './demo-job-profiles.ts';
import { DEMO_PASSWORD, seedDemo } from './demo-seed.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof seedDemo>>;
beforeAll(async () => {
  t = await buildTestApp();
  demo = await seedDemo(t.database.db, createLocalStorage(t.config.media.dir));
});
afterAll(() => t.close());

const as = async (who: string) => (await loginAs(t.app, `${who}@demo.test`, DEMO_PASSWORD)).inject;

describe('demo candidate profiles', () => {
  it('gives the demo visitor a complete profile: French C1, English B2, a Moroccan nursing diploma, recognition in progress, a CV', async () => {
    const visitor = await as('visitor');
    const me = (await visitor({ method: 'GET', url: '/api/job_profiles/me' })).json();
    expect(me).toMatchObject({
      isComplete: true,
      recognition: 'in_progress',
      cv: { mimeType: 'application/pdf' },
    });
    expect(me.languages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ language: 'fr', levels: expect.objectContaining({ speaking: 'C1' }) }),
        expect.objectContaining({ language: 'en', levels: expect.objectContaining({ speaking: 'B2' }) }),
      ]),
    );
    expect((await visitor({ method: 'GET', url: '/api/user/detail' })).json().jobProfile).toEqual({
      id: me.id,
    });
    const full = (await visitor({ method: 'GET', url: `/api/job_profiles/${me.id}/full?locale=fr` })).json();
    expect(Object.values(full.labels.educationLevels)).toEqual([expect.stringContaining('ISPITS')]);
    expect(full.labels.countries[String(me.residenceCountry)]).toBe('Maroc');
    const cv = await visitor({ method: 'GET', url: `/api/job_profiles/${me.id}/cv` });
    expect(cv.statusCode).toBe(200);
    expect(cv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('seeds a dozen more candidates, some in each fair’s CV library', async () => {
    expect(Number((await t.database.db.select({ n: count() }).from(jobProfiles))[0]!.n)).toBe(
      DEMO_CANDIDATES.length,
    );
    const exhibitor = await as('exhibitor');
    for (const fair of demo.fairs) {
      const list = (
        await exhibitor({ method: 'GET', url: `/api/job_profiles/library?fair=${fair.id}&pagination=false` })
      ).json() as { hasCv: boolean }[];
      expect(list.length).toBeGreaterThanOrEqual(5);
      expect(list.some((c) => c.hasCv)).toBe(true);
    }
  });
});
