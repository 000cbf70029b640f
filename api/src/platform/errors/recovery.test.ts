import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

// PostgreSQL pass only: kill every connection of the test database under the running app; the
// pool must answer 503 at worst, then recover by itself, without a restart (architecture §10).
describe.runIf(process.env.DATABASE_URL)('database connections lost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 (never a 500 or a hang) and recovers without a restart', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/countries?code=FR' })).statusCode).toBe(200);
    const pool = (t.database.db as unknown as { $client: import('pg').Pool }).$client;
    const admin = new (await import('pg')).default.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const { rows } = await pool.query<{ db: string }>('select current_database() as db');
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [rows[0]!.db],
    );
    await admin.end();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/countries?code=FR' })).statusCode);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });
});
