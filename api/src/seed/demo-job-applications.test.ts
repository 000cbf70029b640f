import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { JobApplicationListItem } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import {
  countries,
  jobApplicationEvents,
  jobApplications,
  jobDisponibilities,
  jobFunctions,
} from '../db/schema/index.ts';
import { buildUser } from './factories.ts';
import { DEMO_PASSWORD, seedDemo } from './demo-seed.ts';
import { seedDemoJobApplications } from './demo-job-applications.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof seedDemo>>;
beforeAll(async () => {
  t = await buildTestApp();
  demo = await seedDemo(t.database.db);
});
afterAll(() => t.close());

describe('demo applications', () => {
  it('makes the Québec fair’s complete profiles apply to the demo firm, one in each status, idempotently', async () => {
    const db = t.database.db;
    const [quebec] = demo.fairs;
    const nurse = (await db.select().from(jobFunctions).where(eq(jobFunctions.iscoCode, '2221')))[0]!;
    const [dispo] = await db.select().from(jobDisponibilities).limit(1);
    const morocco = (await db.select().from(countries).where(eq(countries.code, 'MA')))[0]!;
    // Seven candidates with a complete profile (the profiles' demo seed provides them on the merged branch).
    for (let i = 0; i < 7; i += 1) {
      const u = await buildUser(db, { fairIds: [quebec!.id], firstName: `Candidate${i}` });
      const s = await loginAs(t.app, u.email, u.password);
      const res = await s.inject({
        method: 'PUT',
        url: '/api/job_profiles/me',
        payload: {
          functions: [nurse.id],
          languages: [
            { language: 'fr', levels: { listening: 'C1', reading: 'B2', speaking: 'B2', writing: 'B1' } },
          ],
          residenceCountry: morocco.id,
          disponibility: dispo!.id,
        },
      });
      expect(res.statusCode).toBe(200);
    }
    await seedDemoJobApplications(db, { quebecId: quebec!.id, firmId: demo.firm.id });
    await seedDemoJobApplications(db, { quebecId: quebec!.id, firmId: demo.firm.id });
    const rows = await db.select().from(jobApplications);
    expect(rows.map((r) => r.status).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const shortlisted = rows.find((r) => r.status === 2)!;
    const history = await db
      .select()
      .from(jobApplicationEvents)
      .where(eq(jobApplicationEvents.applicationId, shortlisted.id));
    expect(history.map((h) => h.status)).toEqual([0, 1, 2]);
    expect(history[2]!.message).toMatch(/nous reprendrons contact/);
    // The demo exhibitor sees them ranked by the match.
    const exhibitor = await loginAs(t.app, 'exhibitor@demo.test', DEMO_PASSWORD);
    const list = await exhibitor.inject({
      method: 'GET',
      url: `/api/job_solicitations?fair=${quebec!.id}&order[score]=desc`,
    });
    const items = list.json() as JobApplicationListItem[];
    expect(items).toHaveLength(7);
    expect(items.every((i) => i.match !== null)).toBe(true);
  });
});
