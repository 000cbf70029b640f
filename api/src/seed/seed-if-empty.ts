import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createStorage } from '../platform/storage/index.ts';
import { seedDemoLogos } from './demo-logos.ts';
import { seedDemo } from './demo-seed.ts';
import { seedReference } from './reference-seed.ts';

/**
 * Reference data on every start (idempotent). The demo only on an empty embedded database, or when
 * asked (`SEED_DEMO=always`, `npm run seed`): a server on DATABASE_URL never creates demo accounts by itself.
 */
export const seedIfEmpty = (
  app: FastifyInstance,
  config: Config,
): Promise<{ demo: boolean; logins: string[] }> => runSeeds(app.database.db, config);

export const runSeeds = async (
  db: Db,
  config: Pick<Config, 'seedDemo' | 'databaseUrl' | 'dataDir' | 'media'>,
) => {
  await seedReference(db);
  const [r] = await db.select({ n: count() }).from(users);
  const empty = Number(r?.n ?? 0) === 0;
  const wanted = config.seedDemo === 'always' || (config.seedDemo === 'auto' && !config.databaseUrl && empty);
  if (!wanted || !empty) return { demo: false, logins: [] };
  // The demo firms' logos and booth files, through the media storage (local folder or S3) like an upload.
  const storage = createStorage(config);
  const { logins } = await seedDemo(db, storage);
  await seedDemoLogos(db, storage);
  return { demo: true, logins };
};
