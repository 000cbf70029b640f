import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

/** Source: src/db/migrations; bundled server: dist/migrations (copied by build.mjs). */
export const migrationsFolder = (): string => {
  const here = fileURLToPath(new URL('.', import.meta.url));
  return here.endsWith('/dist/')
    ? `${here}migrations`
    : fileURLToPath(new URL('./migrations', import.meta.url));
};

/** Applies the committed SQL migrations; on PostgreSQL an advisory lock keeps concurrent instances in line. */
export const migrate = async (database: Database): Promise<void> => {
  const folder = migrationsFolder();
  if (database.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder: folder });
    return;
  }
  const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // A session advisory lock on one connection serialises concurrent first boots of several instances.
  const pool = (database.db as unknown as { $client: import('pg').Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(7402026)');
    await run(drizzle({ client }), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock(7402026)').catch(() => {});
    client.release();
  }
};
