import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { sweepUnusedMedia } from './modules/media/index.ts';
import { createStorage } from './platform/storage/index.ts';
import type { AppDeps } from './platform/deps.ts';

/**
 * `npm run sweep:media -w api`: one pass of the sweep the server runs every
 * MEDIA_SWEEP_INTERVAL_MIN, on the configured database and media store (same environment as the
 * server). A file goes once a pass has found it unused at least MEDIA_SWEEP_GRACE_H earlier.
 */
const line = (level: string) => (obj: unknown, msg?: string) =>
  console.log(
    `${level} ${msg ?? ''} ${JSON.stringify(obj, (_k, v) => (v instanceof Error ? v.message : v))}`,
  );
const log = { info: line('info'), warn: line('warn') } as unknown as AppDeps['log'];

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  const result = await sweepUnusedMedia({ db: database.db, storage: createStorage(config), log, config });
  const bytes = result.removed.reduce((n, f) => n + f.bytes, 0);
  console.log(
    result.ran
      ? `Media sweep: ${result.removed.length} unused file(s) removed (${bytes} bytes), ${result.marked} newly found unused, ${result.reused} in use again.`
      : 'Media sweep: another instance is sweeping; nothing done.',
  );
} finally {
  await database.close();
}
