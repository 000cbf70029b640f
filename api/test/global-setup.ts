import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedReference } from '../src/seed/reference-seed.ts';

/**
 * Migrate once into a golden database, then every test file gets a fresh copy (architecture §7):
 * PGlite → a dumped data dir loaded per file; PostgreSQL → CREATE DATABASE … TEMPLATE golden.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = await openPostgres({ url, queryTimeoutMs: 60_000, connectTimeoutMs: 5000 });
    const golden = `passerelle_golden_${process.pid}`;
    const pool = (admin.db as unknown as { $client: import('pg').Pool }).$client;
    await pool.query(`DROP DATABASE IF EXISTS ${golden}`);
    await pool.query(`CREATE DATABASE ${golden}`);
    const goldenUrl = new URL(url);
    goldenUrl.pathname = `/${golden}`;
    const g = await openPostgres({
      url: goldenUrl.toString(),
      queryTimeoutMs: 60_000,
      connectTimeoutMs: 5000,
    });
    await migrate(g);
    await seedReference(g.db);
    await g.close();
    process.env.PASSERELLE_TEST_GOLDEN_DB = golden;
    return async () => {
      await pool.query(`DROP DATABASE IF EXISTS ${golden}`).catch(() => {});
      await admin.close();
    };
  }
  const db = await openPglite({ statementTimeoutMs: 60_000 });
  await migrate(db);
  await seedReference(db.db);
  const client = (db.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'passerelle-golden-')), 'golden.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  process.env.PASSERELLE_TEST_GOLDEN_FILE = file;
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
