import type { FastifyInstance } from 'fastify';
import { healthApi } from '@passerelle/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { defineRoute } from '../../platform/http/index.ts';

const VERSION = process.env.npm_package_version ?? '0.1.0';

export const healthModule = async (app: FastifyInstance, opts: { deps: AppDeps }) => {
  const { database, redis } = opts.deps;
  defineRoute(app, healthApi.health, { auth: 'optional', config: { rateLimit: false } }, async ({ reply }) => {
    const db = await database.ping().then(
      () => 'up' as const,
      () => 'down' as const,
    );
    const r = !redis ? ('off' as const) : await redis.ping().then(() => 'up' as const, () => 'down' as const);
    const ok = db === 'up' && r !== 'down';
    // Readiness turns red while the database is away; the process itself stays up.
    if (db === 'down') reply.header('retry-after', '5');
    return { status: ok ? ('ok' as const) : ('degraded' as const), database: db, databaseKind: database.kind, redis: r, version: VERSION };
  });
};
