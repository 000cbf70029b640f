/**
 * The bench's raw-`pg` control for an uncached read on PostgreSQL: a bare Fastify 5 instance, no plugins,
 * one route that runs the same SQL statements as the app (bench/src/raw-sql.ts) through a plain `pg` Pool of
 * the app's size, then answers the app's exact bytes (no mapping, validation or serialisation). Statements of
 * one stage run in parallel, stages in turn, as the app issues them. Started by run.ts on the server's core.
 *
 * Env: CONTROL_PORT, CONTROL_PATH, CONTROL_BODY_FILE, CONTROL_HEADERS (JSON object), CONTROL_DATABASE_URL,
 * CONTROL_SQL (JSON: stages of { text, values }) or CONTROL_SQL_FILE (the same JSON in a file, for statements
 * too long for the environment), CONTROL_PREPARED (`1`: named statements, as the app uses).
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

interface Statement {
  text: string;
  values: unknown[];
}

const port = Number(process.env.CONTROL_PORT);
const path = process.env.CONTROL_PATH ?? '/';
const body = readFileSync(process.env.CONTROL_BODY_FILE ?? '');
const headers = JSON.parse(process.env.CONTROL_HEADERS ?? '{}') as Record<string, string>;
const stages = JSON.parse(
  process.env.CONTROL_SQL_FILE
    ? readFileSync(process.env.CONTROL_SQL_FILE, 'utf8')
    : (process.env.CONTROL_SQL ?? '[]'),
) as Statement[][];
const prepared = process.env.CONTROL_PREPARED === '1';

const pool = new pg.Pool({ connectionString: process.env.CONTROL_DATABASE_URL, max: 10 });
const queries = stages.map((stage, s) =>
  stage.map((st, i) => ({
    ...(prepared && { name: `control_${s}_${i}` }),
    text: st.text,
    values: st.values,
  })),
);

const app = Fastify({ logger: false });
app.get(path, async (_request, reply) => {
  for (const stage of queries) await Promise.all(stage.map((q) => pool.query(q)));
  reply.headers(headers);
  return reply.send(body);
});

await app.listen({ port, host: '127.0.0.1' });
console.log(`pg control listening on http://127.0.0.1:${port}${path}`);

const close = () => void app.close().then(() => pool.end().finally(() => process.exit(0)));
process.on('SIGTERM', close);
process.on('SIGINT', close);
