import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ROLES } from '@passerelle/contract';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { FastifyInstance } from 'fastify';
import { loginAs, openTestDatabase } from '../../../test/test-app.ts';
import { buildFair, buildUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';

// Two instances on one PostgreSQL and one Redis (the Redis pass of .ci/run): a write on B drops
// A's cached public read through the bus — stateless instances behind a load balancer.
const shared = !!process.env.DATABASE_URL && !!process.env.REDIS_URL;

describe.runIf(shared)('cache invalidation across instances', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'shared-secret-shared-secret-shared-0123',
      REDIS_URL: process.env.REDIS_URL!,
      READ_CACHE_TTL_MS: '600000',
      WEB_DIST: '/nonexistent',
    });
    const prefix = `bus:${randomUUID()}`;
    a = await buildApp(config, { database, redisPrefix: prefix, logger: false });
    b = await buildApp(config, { database, redisPrefix: prefix, logger: false });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await drop();
  });

  it('an update through instance B is seen by instance A', async () => {
    const f = await buildFair(database.db, { name: 'Avant' });
    const admin = await buildUser(database.db, { role: ROLES.SUPER_ADMIN });
    const readOnA = async () => (await a.inject({ method: 'GET', url: `/api/fairs/${f.id}` })).json().name;
    expect(await readOnA()).toBe('Avant');
    const s = await loginAs(b, admin.email, admin.password);
    expect(
      (await s.inject({ method: 'PUT', url: `/api/fairs/${f.id}`, payload: { name: 'Après' } })).statusCode,
    ).toBe(200);
    await expect.poll(readOnA, { timeout: 3000, interval: 50 }).toBe('Après');
  });
});
