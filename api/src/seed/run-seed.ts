import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { runSeeds } from './seed-if-empty.ts';

/** `npm run seed`: migrate, fill reference tables, and create the demo on an empty database. */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  const result = await runSeeds(database.db, { ...config, seedDemo: 'always' });
  console.log(
    result.demo
      ? `Demo created. Logins (password Demo2026!):\n  ${result.logins.join('\n  ')}`
      : 'Reference data checked; users exist already, demo left as it is.',
  );
} finally {
  await database.close();
}
