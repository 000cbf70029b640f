import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { civilStatuses, users } from '../db/schema/index.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { runSeedCommand, runSeeds } from './seed-if-empty.ts';

// Check #9 (ASVS 6.3.2): no default accounts in production, whatever the database or SEED_DEMO.
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/** An empty database (reference tables only, as the golden copy is) and a config for it. */
const setup = async (env: Record<string, string>) => {
  const { database, drop } = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passerelle-seed-'));
  cleanups.push(drop, () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { database, config: loadConfig({ DATA_DIR: dataDir, ...env }) };
};
const userCount = async (database: Database) =>
  Number((await database.db.select({ n: count() }).from(users))[0]?.n);
const demoAdmin = async (database: Database) =>
  database.db.select({ id: users.id }).from(users).where(eq(users.email, 'superadmin@demo.test'));

describe('demo accounts in production', () => {
  it.each([
    ['SEED_DEMO=always on an embedded database', { ALLOW_EMBEDDED_DB: '1', SEED_DEMO: 'always' }],
    ['SEED_DEMO=auto on an empty embedded database', { ALLOW_EMBEDDED_DB: '1' }],
    ['SEED_DEMO=always on DATABASE_URL', { DATABASE_URL: 'postgres://db.invalid/x', SEED_DEMO: 'always' }],
  ])('are never created at start with %s, while the reference data is', async (_, env) => {
    const { database, config } = await setup({ NODE_ENV: 'production', ...env });
    // A reference table emptied beforehand is filled again: reference data is real data.
    await database.db.delete(civilStatuses);
    const result = await runSeeds(database.db, config);
    expect(result).toMatchObject({ demo: false, logins: [] });
    expect(await userCount(database)).toBe(0);
    expect(Number((await database.db.select({ n: count() }).from(civilStatuses))[0]?.n)).toBeGreaterThan(0);
  });

  it('are never created by `npm run seed` in production, which says so', async () => {
    const { database, config } = await setup({ NODE_ENV: 'production', ALLOW_EMBEDDED_DB: '1' });
    const { result, message } = await runSeedCommand(database.db, config);
    expect(result.demo).toBe(false);
    expect(message).toMatch(/NODE_ENV=production: demo accounts are never created/);
    expect(await demoAdmin(database)).toEqual([]);
    expect(await userCount(database)).toBe(0);
  });

  it('are created by `npm run seed` outside production (the same path, the control)', async () => {
    const { database, config } = await setup({ NODE_ENV: 'development' });
    const { result, message } = await runSeedCommand(database.db, config);
    expect(result.demo).toBe(true);
    expect(message).toMatch(/Demo created/);
    expect(await demoAdmin(database)).toHaveLength(1);
    // The whole demo (two fairs, their booths, people, offers): ~15 s alone, more beside another file.
  }, 120_000);
});
