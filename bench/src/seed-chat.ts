/**
 * The people of the booth-chat bench (issue 12): migrates and seeds the demo as the server's first start
 * does, then adds BENCH_CHAT_VISITORS validated members of the demo's first fair (who ask the booth) and
 * BENCH_CHAT_STAFF stand admins of the firm staffed by contact@demo.test (who answer from its inbox).
 * Prints one JSON line: the fair, the booth, the firm and the e-mails (password CHAT_PASSWORD).
 *
 * Run as a child process before the app starts, on the app's DATA_DIR (PGlite) or DATABASE_URL, as
 * `seed-offers.ts` is. Bench-only: nothing of the app calls it.
 */
import { and, asc, eq, like } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import { ROLES } from '@passerelle/contract';
// The app's Fastify type augmentations, which the seed's imports name.
import type {} from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { openDatabase } from '../../api/src/db/client.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { fairs, stands, users } from '../../api/src/db/schema/index.ts';
import { buildUser } from '../../api/src/seed/factories.ts';
import { runSeeds } from '../../api/src/seed/seed-if-empty.ts';

export const CHAT_PASSWORD = 'Bench-chat1!';

export interface ChatSeed {
  fairId: number;
  standId: number;
  firmId: number;
  visitors: string[];
  staff: string[];
}

const envInt = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const main = async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database);
    await runSeeds(database.db, { ...config, seedDemo: 'always' });
    const { db } = database;
    const [fair] = await db
      .select({ id: fairs.id })
      .from(fairs)
      .where(eq(fairs.isUsingDirectMessageModule, true))
      .orderBy(asc(fairs.id))
      .limit(1);
    const [contact] = await db
      .select({ firmId: users.firmId })
      .from(users)
      .where(eq(users.email, 'contact@demo.test'));
    if (!fair || !contact?.firmId) throw new Error('the demo has no chat fair or no staffed firm');
    const [stand] = await db
      .select({ id: stands.id })
      .from(stands)
      .where(and(eq(stands.fairId, fair.id), eq(stands.firmId, contact.firmId)))
      .orderBy(asc(stands.id))
      .limit(1);
    if (!stand) throw new Error('the staffed firm has no booth in the chat fair');

    const existing = await db
      .select({ email: users.email })
      .from(users)
      .where(like(users.email, 'chat-%@bench.test'));
    const have = new Set(existing.map((u) => u.email));
    const make = async (email: string, role: 'visitor' | 'staff') => {
      if (!have.has(email))
        await buildUser(db, {
          email,
          password: CHAT_PASSWORD,
          fairIds: [fair.id],
          ...(role === 'staff' && { role: ROLES.EXHIBITOR, firmId: contact.firmId }),
        });
      return email;
    };
    const pad = (i: number) => String(i + 1).padStart(3, '0');
    const visitors: string[] = [];
    for (let i = 0; i < envInt('BENCH_CHAT_VISITORS', 60); i += 1)
      visitors.push(await make(`chat-visitor-${pad(i)}@bench.test`, 'visitor'));
    const staff: string[] = [];
    for (let i = 0; i < envInt('BENCH_CHAT_STAFF', 10); i += 1)
      staff.push(await make(`chat-staff-${pad(i)}@bench.test`, 'staff'));
    const seed: ChatSeed = { fairId: fair.id, standId: stand.id, firmId: contact.firmId, visitors, staff };
    process.stdout.write(`${JSON.stringify(seed)}\n`);
  } finally {
    await database.close();
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
