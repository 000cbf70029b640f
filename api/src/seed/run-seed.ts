import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { runSeedCommand } from './seed-if-empty.ts';

/** `npm run seed`: migrate, fill reference tables, and create the demo on an empty database (not in production). */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  console.log((await runSeedCommand(database.db, config)).message);
} finally {
  await database.close();
}
