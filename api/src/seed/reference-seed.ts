import type { Db } from '../db/client.ts';
import { MODULES } from '../modules/index.ts';
import { seedModules } from '../platform/modules/index.ts';

/**
 * Every module's reference data (its manifest's `seed`: countries, languages, lookups, geography,
 * mail models, the booth catalogue), in module order, in one transaction. Idempotent: a table that
 * already has rows is left alone. Real data, so it runs on every database, not only the demo.
 */
export const seedReference = (db: Db) => seedModules(db, MODULES);
