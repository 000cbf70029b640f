import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';

/** A fresh copy of the golden database for one test file. */
export const openTestDatabase = async (): Promise<{ database: Database; drop: () => Promise<void> }> => {
  const golden = process.env.PASSERELLE_TEST_GOLDEN_DB;
  const url = process.env.DATABASE_URL;
  if (url && golden) {
    const name = `passerelle_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = await openPostgres({ url, queryTimeoutMs: 60_000, connectTimeoutMs: 5000 });
    const pool = (admin.db as unknown as { $client: import('pg').Pool }).$client;
    await pool.query(`CREATE DATABASE ${name} TEMPLATE ${golden}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openPostgres({
      url: u.toString(),
      queryTimeoutMs: 10_000,
      connectTimeoutMs: 5000,
    });
    return {
      database,
      drop: async () => {
        await database.close();
        await pool.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => {});
        await admin.close();
      },
    };
  }
  const file = process.env.PASSERELLE_TEST_GOLDEN_FILE;
  if (!file) throw new Error('golden database missing: run the api tests through vitest (global setup)');
  const database = await openPglite({
    loadDataDir: new Blob([fs.readFileSync(file)]),
    statementTimeoutMs: 60_000,
  });
  return { database, drop: () => database.close() };
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
}

/** The real app (every plugin, the real error handler) on a fresh database. */
export const buildTestApp = async (
  env: Record<string, string> = {},
  build: Pick<BuildOptions, 'logStream'> = {},
): Promise<TestApp> => {
  const { database, drop } = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passerelle-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Factories write straight to the database; the cache has its own test (fairs.cache.test.ts).
    READ_CACHE_TTL_MS: '0',
    // No timers: a sweep or digest that fires mid-test writes on its own (the access walk once counted
    // a queue sweep's UPDATE against the request it was judging). A test of a pass turns its timer on
    // or calls the pass itself.
    MEDIA_SWEEP_INTERVAL_MIN: '0',
    NOTIFICATION_DIGEST_INTERVAL_MIN: '0',
    CALL_SWEEP_INTERVAL_S: '0',
    INTERVIEW_REMINDER_INTERVAL_S: '0',
    QUEUE_SWEEP_INTERVAL_S: '0',
    ...(process.env.REDIS_URL && { REDIS_URL: process.env.REDIS_URL }),
    ...env,
  });
  const app = await buildApp(config, {
    database,
    redisPrefix: `t:${randomUUID()}`,
    logger: config.logLevel !== 'silent',
    ...build,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Logs in through the real route and returns an inject helper that sends the bearer token. */
export const loginAs = async (app: FastifyInstance, email: string, password: string) => {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; refresh_token: string; user: { id: number } };
  const as = (opts: InjectOptions) =>
    app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${body.token}` } });
  return { ...body, inject: as };
};

/**
 * Two app instances on one database and one Redis (`REDIS_URL`, the Redis pass of .ci/run), as
 * stateless instances behind a load balancer: what one writes, the other's caches must follow.
 */
export const openTwoInstances = async (
  label: string,
): Promise<{ database: Database; a: FastifyInstance; b: FastifyInstance; close: () => Promise<void> }> => {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'shared-secret-shared-secret-shared-0123',
    REDIS_URL: process.env.REDIS_URL!,
    READ_CACHE_TTL_MS: '600000',
    WEB_DIST: '/nonexistent',
  });
  const prefix = `${label}:${randomUUID()}`;
  const a = await buildApp(config, { database, redisPrefix: prefix, logger: false });
  const b = await buildApp(config, { database, redisPrefix: prefix, logger: false });
  return {
    database,
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await drop();
    },
  };
};
