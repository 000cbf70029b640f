import type { FastifyInstance } from 'fastify';
import { healthApi } from '@passerelle/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { defineRoute } from '../../platform/http/index.ts';
import { serviceUnavailable } from '../../platform/errors/index.ts';

const VERSION = process.env.npm_package_version ?? '0.1.0';

export const healthModule = async (app: FastifyInstance, opts: { deps: AppDeps }) => {
  const { database, redis } = opts.deps;
  // Readiness: 503 while the database is away (the process stays up and recovers by itself);
  // a Redis outage only degrades (rate limits fall back to memory).
  defineRoute(app, healthApi.health, { auth: 'optional', config: { rateLimit: false } }, async () => {
    const db = await database.ping().then(
      () => 'up' as const,
      () => 'down' as const,
    );
    if (db === 'down') throw serviceUnavailable();
    const r = !redis
      ? ('off' as const)
      : await redis.ping().then(
          () => 'up' as const,
          () => 'down' as const,
        );
    return {
      status: r === 'down' ? ('degraded' as const) : ('ok' as const),
      database: db,
      databaseKind: database.kind,
      redis: r,
      version: VERSION,
    };
  });
};
