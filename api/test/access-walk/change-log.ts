import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/**
 * Row-level change capture for the walk, installed in the test's database only: an AFTER
 * INSERT/UPDATE/DELETE trigger on every table of the public schema appends the table, the
 * operation and the old/new row to `walk_changes`. After each request the walk takes the rows
 * (what the request changed) and undoes them, so every request meets the same target world
 * even when a hole let a write through. plpgsql: the same on PGlite and PostgreSQL.
 */

/**
 * Tables whose writes are not a foreign actor's doing and are ignored (kept empty on purpose:
 * logins happen before the capture starts, rate counters live in memory or Redis, not here).
 */
export const IGNORED_TABLES: Record<string, string> = {};

export interface Change {
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE';
  oldRow: unknown;
  newRow: unknown;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const installChangeLog = async (db: Db) => {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS walk_changes (
      seq bigserial PRIMARY KEY, tbl text NOT NULL, op text NOT NULL, old_row jsonb, new_row jsonb
    )`);
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION walk_record() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_LEVEL = 'STATEMENT' THEN
        INSERT INTO walk_changes (tbl, op) VALUES (TG_TABLE_NAME, TG_OP);
      ELSE
        INSERT INTO walk_changes (tbl, op, old_row, new_row) VALUES (
          TG_TABLE_NAME, TG_OP,
          CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END,
          CASE WHEN TG_OP IN ('UPDATE', 'INSERT') THEN to_jsonb(NEW) END);
      END IF;
      RETURN NULL;
    END $$`);
  await db.execute(sql`
    DO $$ DECLARE t text;
    BEGIN
      FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'walk_changes' LOOP
        EXECUTE format('DROP TRIGGER IF EXISTS walk_row ON %I', t);
        EXECUTE format('CREATE TRIGGER walk_row AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION walk_record()', t);
        EXECUTE format('DROP TRIGGER IF EXISTS walk_truncate ON %I', t);
        EXECUTE format('CREATE TRIGGER walk_truncate AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION walk_record()', t);
      END LOOP;
    END $$`);
  const { count } = rowsOf<{ count: number | string }>(
    await db.execute(sql`SELECT count(*) AS count FROM pg_trigger WHERE tgname = 'walk_row'`),
  )[0]!;
  return Number(count);
};

/**
 * Takes the changes recorded since the last call and undoes them, newest first, with triggers
 * and foreign-key checks off (session_replication_role = replica) so cascades come back whole.
 */
export const takeAndUndoChanges = async (db: Db): Promise<Change[]> => {
  const rows = rowsOf<{
    seq: string | number;
    tbl: string;
    op: Change['op'];
    old_row: unknown;
    new_row: unknown;
  }>(await db.execute(sql`DELETE FROM walk_changes RETURNING seq, tbl, op, old_row, new_row`)).sort(
    (a, b) => Number(b.seq) - Number(a.seq),
  );
  const changes = rows
    .map((r) => ({ table: r.tbl, op: r.op, oldRow: r.old_row, newRow: r.new_row }))
    .filter((c) => !(c.table in IGNORED_TABLES));
  if (!changes.length) return [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    for (const c of changes) {
      const table = sql.identifier(c.table);
      if (c.op === 'INSERT' || c.op === 'UPDATE')
        await tx.execute(
          sql`DELETE FROM ${table} AS t WHERE to_jsonb(t.*) = ${JSON.stringify(c.newRow)}::jsonb`,
        );
      if (c.op === 'DELETE' || c.op === 'UPDATE') {
        // Generated columns (job_profiles.is_complete) cannot be written: they come back computed.
        const writable = rowsOf<{ column_name: string }>(
          await tx.execute(
            sql`SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${c.table} AND is_generated = 'NEVER' ORDER BY ordinal_position`,
          ),
        ).map((r) => sql.identifier(r.column_name));
        const columns = sql.join(writable, sql`, `);
        await tx.execute(
          sql`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_populate_record(NULL::${table}, ${JSON.stringify(c.oldRow)}::jsonb)`,
        );
      }
      if (c.op === 'TRUNCATE') throw new Error(`a request truncated ${c.table}: the walk cannot undo that`);
    }
  });
  return changes.reverse();
};

/** One digest per table of the public schema: equal digests, equal contents (row order aside). */
export const digestTables = async (db: Db): Promise<Record<string, string>> => {
  const tables = rowsOf<{ tablename: string }>(
    await db.execute(
      sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'walk_changes' ORDER BY 1`,
    ),
  );
  const out: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = rowsOf<{ digest: string }>(
      await db.execute(
        sql`SELECT md5(coalesce(string_agg(to_jsonb(t.*)::text, ',' ORDER BY to_jsonb(t.*)::text), '')) AS digest FROM ${sql.identifier(tablename)} AS t`,
      ),
    );
    out[tablename] = row!.digest;
  }
  return out;
};
