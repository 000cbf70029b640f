import pg from 'pg';
import { offersSearchIds, offersSearchSql, type Statement } from '../raw-sql.ts';
import type { VisitorSession } from './app-session.ts';
import { runSeedScript } from './children.ts';

/**
 * Migrates and seeds the demo, then tops the first fair up to 5,000 offers (`bench/src/seed-offers.ts`),
 * in a child process on the app's database, before the app starts (on PGlite the app then owns the folder).
 */
export const runOffersSeed = (env: NodeJS.ProcessEnv): Promise<string> =>
  runSeedScript('bench/src/seed-offers.ts', env);

/**
 * The raw-`pg` control's statements for this run: the candidate ids come from the seeded database (the
 * app's own ids statement, run once here), the page's ids from the app's answer, in its order.
 */
export const offersSearchRawSql = async (
  databaseUrl: string,
  session: VisitorSession,
  body: Buffer,
): Promise<Statement[][]> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(offersSearchIds.text, offersSearchIds.values);
    const page = JSON.parse(body.toString()) as { id: number }[];
    return offersSearchSql({
      userId: session.userId,
      sessionId: session.sessionId,
      offerIds: rows.map((r) => r.id),
      pageIds: page.map((item) => item.id),
    });
  } finally {
    await client.end();
  }
};
