/**
 * Planning cost of the exhibitors' list query on PostgreSQL: the same statement run unnamed (parsed and
 * planned on every call, as drizzle + node-postgres did) and named (prepared once per connection, as the app
 * now does), sequentially and 10 at a time. Needs a database holding the demo (see bench/README.md):
 *
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/<db> npx tsx bench/src/pg-prepared.ts
 */
import pg from 'pg';
import { RAW_SQL } from './raw-sql.ts';

const url = process.env.BENCH_PG_URL;
if (!url) throw new Error('set BENCH_PG_URL to a database holding the demo');
const statement = RAW_SQL['/api/firms/front/list?fair=1&pagination=false']![1]![0]!;
const pool = new pg.Pool({ connectionString: url, max: 10 });
const N = 3000;

const run = async (named: boolean, concurrency: number): Promise<number> => {
  const started = performance.now();
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (i++ < N)
        await pool.query({
          ...(named && { name: 'firms_page' }),
          text: statement.text,
          values: statement.values,
        });
    }),
  );
  return N / ((performance.now() - started) / 1000);
};

for (const concurrency of [1, 10]) {
  for (const round of [1, 2]) {
    const unnamed = await run(false, concurrency);
    const named = await run(true, concurrency);
    console.log(
      `concurrency ${concurrency}, round ${round}: unnamed ${Math.round(unnamed)} q/s, named ${Math.round(named)} q/s (${(named / unnamed).toFixed(1)}x)`,
    );
  }
}
await pool.end();
