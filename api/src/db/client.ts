import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip used by /api/health and the 503 recovery path. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class EmbeddedDbLockedError extends Error {}

/**
 * One process per PGlite folder: a second opener would corrupt it (pglite #1106), so we take a
 * pid lock and refuse with a message naming the folder.
 */
const lockFolder = (dir: string): (() => void) => {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'passerelle.lock');
  const tryTake = () => {
    const fd = fs.openSync(lockPath, 'wx');
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
  };
  try {
    tryTake();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const pid = Number(fs.readFileSync(lockPath, 'utf8'));
    let alive = false;
    try {
      if (pid && pid !== process.pid) {
        process.kill(pid, 0);
        alive = true;
      }
    } catch {
      alive = false;
    }
    if (alive) {
      throw new EmbeddedDbLockedError(
        `The embedded database in ${dir} is already in use by process ${pid}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    fs.rmSync(lockPath, { force: true });
    tryTake();
  }
  return () => fs.rmSync(lockPath, { force: true });
};

export const openPglite = async (opts: {
  dataDir?: string;
  loadDataDir?: Blob;
  statementTimeoutMs: number;
}): Promise<Database> => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const unlock = opts.dataDir ? lockFolder(opts.dataDir) : () => {};
  try {
    const client = opts.dataDir
      ? new PGlite(path.join(opts.dataDir, 'pg'))
      : new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
    await client.waitReady;
    await client.exec(`SET statement_timeout = ${Math.floor(opts.statementTimeoutMs)}`);
    const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        if (!client.closed) {
          // A checkpoint before close leaves no WAL to replay (pglite #327).
          await client.exec('CHECKPOINT').catch(() => {});
          await client.close();
        }
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
};

/** Distinct statement texts that get a name; past it (a runaway of generated SQL), queries go unnamed. */
const MAX_NAMED_STATEMENTS = 2000;

/**
 * A pg Client that names every parameterised statement after its text, so each connection parses
 * and plans it once and then only binds and executes it: node-postgres prepares only named
 * statements, and drizzle names none. Planning was most of the cost of the public lists' queries
 * (EXPLAIN ANALYZE on the exhibitors' list: 0.9 ms planning, 0.4 ms execution; bench/README.md).
 * The text is the key, so two different statements never share a name; queries without
 * parameters (migrations, `select 1`) keep the simple protocol as before.
 */
export const preparingClient = (Base: typeof import('pg').Client): typeof import('pg').Client => {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `passerelle_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  class PreparingClient extends Base {
    override query(config: unknown, values?: unknown, callback?: unknown): never {
      const c = config as { text?: unknown; name?: unknown; submit?: unknown } | null;
      if (
        c &&
        typeof c === 'object' &&
        typeof c.text === 'string' &&
        c.name === undefined &&
        typeof c.submit !== 'function' &&
        Array.isArray(values) &&
        values.length > 0
      ) {
        const name = nameOf(c.text);
        if (name) config = { ...c, name };
      }
      return (super.query as (...args: unknown[]) => never)(config, values, callback);
    }
  }
  return PreparingClient;
};

export const openPostgres = async (opts: {
  url: string;
  queryTimeoutMs: number;
  connectTimeoutMs: number;
  onError?: (err: Error) => void;
}): Promise<Database> => {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.default.Pool({
    Client: preparingClient(pg.default.Client),
    connectionString: opts.url,
    max: 10,
    connectionTimeoutMillis: opts.connectTimeoutMs,
    query_timeout: opts.queryTimeoutMs,
    statement_timeout: opts.queryTimeoutMs,
    idleTimeoutMillis: 30_000,
  });
  // Without a listener an idle client's error would crash the process (node-postgres docs).
  pool.on('error', (err) => opts.onError?.(err));
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
};

export const openDatabase = async (config: Config, onError?: (err: Error) => void): Promise<Database> => {
  if (config.databaseUrl) {
    return openPostgres({
      url: config.databaseUrl,
      queryTimeoutMs: config.db.queryTimeoutMs,
      connectTimeoutMs: config.db.connectTimeoutMs,
      onError,
    });
  }
  if (config.env === 'production' && !config.allowEmbeddedDb) {
    throw new Error(
      'PGlite runs with fsync off and is not for production data. Set DATABASE_URL, or ALLOW_EMBEDDED_DB=1 to accept the risk.',
    );
  }
  return openPglite({ dataDir: config.dataDir, statementTimeoutMs: config.db.queryTimeoutMs * 4 });
};
