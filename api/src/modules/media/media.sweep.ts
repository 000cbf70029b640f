import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { removeStoredFiles } from './media.service.ts';
import { MEDIA_REFERENCES } from './media.uses.ts';
import { registerPeriodicJob } from '../../platform/jobs/periodic-job.ts';

/**
 * The sweep of unused media (issue 9 finding 10). A file is *unused* when no column of
 * MEDIA_REFERENCES names it (a module that adds such a column is honoured by listing it there,
 * which media.subjects.test.ts enforces). Each pass:
 *
 * 1. clears `unused_since` of the files it finds used again;
 * 2. sets `unused_since = now` on the unused files that have none (first sighting);
 * 3. removes the files still unused whose `unused_since` is at least the grace old: the row in
 *    the same statement that checks again that nothing uses it, then the stored files.
 *
 * So a file goes one grace period after a pass first found it unused, i.e. between the grace and
 * the grace plus one interval after it lost its last use (or was uploaded and never used): a
 * brochure replaced a minute ago was used at the previous pass and is not touched before the
 * grace. What a pass cannot see is a use that began and ended between two passes: such a file
 * keeps the sighting from before that use. With the interval far shorter than the grace (1 h and
 * 24 h by default) that only shortens the wait of a file that was already unused for a day.
 *
 * Several instances: each batch runs in a transaction that first takes a try-advisory lock; an
 * instance that does not get it skips the pass. Deletes are idempotent (a stored file already
 * gone is no error), so a pass cut short is finished by the next one.
 */

const LOCK_SWEEP = 74_020_263;
/** Rows deleted per transaction; a pass goes on with the next batch until none is due. */
const BATCH = 500;

/** `bus` when a server runs the pass (`media.deleted` per file); the command line has none. */
export type SweepDeps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'config'> & Partial<Pick<AppDeps, 'bus'>>;

export interface SweptFile {
  id: number;
  filePath: string;
  /** Original plus derived files. */
  bytes: number;
  uploadedBy: number | null;
}

export interface SweepResult {
  /** False when another instance held the sweep lock (nothing was done). */
  ran: boolean;
  /** Files found unused for the first time by this pass. */
  marked: number;
  /** Files found used again (their `unused_since` cleared). */
  reused: number;
  removed: SweptFile[];
}

/** "No MEDIA_REFERENCES column names `media_objects.id`", from the list itself. */
const unused: SQL = sql.join(
  MEDIA_REFERENCES.map(({ table, column }) => {
    const t = sql.identifier(table);
    return sql`not exists (select 1 from ${t} where ${t}.${sql.identifier(column)} = media_objects.id)`;
  }),
  sql` and `,
);

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface DeletedRow {
  id: number;
  file_path: string;
  thumbnail_path: string | null;
  file_path_map: Record<string, string> | null;
  bytes: number | string;
  uploaded_by: number | null;
}

/** One pass at `now` (tests pass their own clock). Never throws for a stored file it cannot remove. */
export const sweepUnusedMedia = async (deps: SweepDeps, now: Date = new Date()): Promise<SweepResult> => {
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - deps.config.media.sweep.graceMs).toISOString();
  const result: SweepResult = { ran: true, marked: 0, reused: 0, removed: [] };
  for (let first = true; ; first = false) {
    const batch = await deps.db.transaction(async (tx) => {
      const [lock] = rowsOf<{ ok: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_SWEEP}::int, 0) as ok`),
      );
      if (!lock?.ok) return null;
      if (first) {
        result.reused = rowsOf(
          await tx.execute(
            sql`update media_objects set unused_since = null where unused_since is not null and not (${unused}) returning id`,
          ),
        ).length;
        result.marked = rowsOf(
          await tx.execute(
            sql`update media_objects set unused_since = ${at}::timestamptz where unused_since is null and ${unused} returning id`,
          ),
        ).length;
      }
      // Lock the due rows (a request inserting a reference to one waits for us, or we skip it),
      // then delete them in a statement that sees every reference committed meanwhile.
      const due = rowsOf<{ id: number }>(
        await tx.execute(
          sql`select id from media_objects where unused_since <= ${cutoff}::timestamptz and ${unused} order by id limit ${BATCH} for update skip locked`,
        ),
      ).map((r) => r.id);
      if (!due.length) return { rows: [] as DeletedRow[], full: false };
      const rows = rowsOf<DeletedRow>(
        await tx.execute(
          sql`delete from media_objects where id = any(${`{${due.join(',')}}`}::int[]) and ${unused}
              returning id, file_path, thumbnail_path, file_path_map, size + derived_size as bytes, uploaded_by`,
        ),
      );
      return { rows, full: due.length === BATCH };
    });
    if (!batch) return { ...result, ran: !first };
    // Unused files: their uploader is the only one they concern.
    await deps.bus?.publish(
      ...batch.rows.map((row) => ({
        name: 'media.deleted' as const,
        payload: { mediaId: row.id, uploaderId: row.uploaded_by, uses: [] },
      })),
    );
    for (const row of batch.rows) {
      await removeStoredFiles(deps, {
        filePath: row.file_path,
        thumbnailPath: row.thumbnail_path,
        filePathMap: row.file_path_map ?? {},
      });
      result.removed.push({
        id: row.id,
        filePath: row.file_path,
        bytes: Number(row.bytes),
        uploadedBy: row.uploaded_by,
      });
    }
    if (!batch.full) break;
  }
  if (result.removed.length)
    deps.log.info(
      {
        removed: result.removed.length,
        bytes: result.removed.reduce((n, f) => n + f.bytes, 0),
        files: result.removed,
      },
      'media sweep: removed unused files',
    );
  if (result.marked || result.reused)
    deps.log.info({ marked: result.marked, reused: result.reused }, 'media sweep: unused files noted');
  return result;
};

/** Runs a pass every `MEDIA_SWEEP_INTERVAL_MIN` (off at 0) from the moment the server is ready. */
export const mediaSweepJob = async (app: FastifyInstance, opts: { deps: SweepDeps }) =>
  registerPeriodicJob(app, {
    name: 'media sweep',
    intervalMs: opts.deps.config.media.sweep.intervalMs,
    run: () => sweepUnusedMedia(opts.deps),
    log: opts.deps.log,
  });
