import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createStorage } from '../platform/storage/index.ts';
import { seedDemoLogos } from './demo-logos.ts';
import { seedDemo } from './demo-seed.ts';
import { seedReference } from './reference-seed.ts';

export interface SeedResult {
  demo: boolean;
  logins: string[];
  /** Set when the demo was asked for but refused: never with NODE_ENV=production (ASVS 6.3.2). */
  refused?: 'production';
}

/**
 * Reference data on every start (idempotent). The demo only on an empty embedded database, or when
 * asked (`SEED_DEMO=always`, `npm run seed`): a server on DATABASE_URL never creates demo accounts by
 * itself, and nothing creates them with NODE_ENV=production, whatever the database or SEED_DEMO.
 */
export const seedIfEmpty = (app: FastifyInstance, config: Config): Promise<SeedResult> =>
  runSeeds(app.database.db, config);

export const runSeeds = async (
  db: Db,
  config: Pick<Config, 'env' | 'seedDemo' | 'databaseUrl' | 'dataDir' | 'media'>,
): Promise<SeedResult> => {
  await seedReference(db);
  const [r] = await db.select({ n: count() }).from(users);
  const empty = Number(r?.n ?? 0) === 0;
  const wanted = config.seedDemo === 'always' || (config.seedDemo === 'auto' && !config.databaseUrl && empty);
  if (wanted && config.env === 'production') return { demo: false, logins: [], refused: 'production' };
  if (!wanted || !empty) return { demo: false, logins: [] };
  // The demo firms' logos and booth files, through the media storage (local folder or S3) like an upload.
  const storage = createStorage(config);
  const { logins } = await seedDemo(db, storage);
  await seedDemoLogos(db, storage);
  return { demo: true, logins };
};

/** `npm run seed`: the demo is asked for (on an empty database), and still refused in production. */
export const runSeedCommand = async (
  db: Db,
  config: Pick<Config, 'env' | 'seedDemo' | 'databaseUrl' | 'dataDir' | 'media'>,
): Promise<{ result: SeedResult; message: string }> => {
  const result = await runSeeds(db, { ...config, seedDemo: 'always' });
  const message = result.demo
    ? `Demo created. Logins (password Demo2026!):\n  ${result.logins.join('\n  ')}`
    : result.refused
      ? 'Reference data checked. NODE_ENV=production: demo accounts are never created.'
      : 'Reference data checked; users exist already, demo left as it is.';
  return { result, message };
};
