import type { FastifyInstance } from 'fastify';
import { healthApi } from '@passerelle/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { isSuperAdmin } from '../../platform/access/index.ts';
import { defineRoute } from '../../platform/http/index.ts';
import { serviceUnavailable } from '../../platform/errors/index.ts';
import { defineModule } from '../../platform/modules/index.ts';

const VERSION = process.env.npm_package_version ?? '0.1.0';
/** The stores are asked at most once per this many milliseconds per instance, however many probes come. */
export const HEALTH_CACHE_MS = 1000;

interface Probe {
  status: 'ok' | 'degraded';
  database: 'up';
  databaseKind: 'pglite' | 'postgres';
  redis: 'up' | 'down' | 'off';
}

const registerHealthRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const { database, redis } = deps;
  /** The stores' state; null while the database is unreachable. */
  const probe = async (): Promise<Probe | null> => {
    const reachable = await database.ping().then(
      () => true,
      () => false,
    );
    if (!reachable) return null;
    const r = !redis
      ? ('off' as const)
      : await redis.ping().then(
          () => 'up' as const,
          () => 'down' as const,
        );
    return {
      status: r === 'down' ? 'degraded' : 'ok',
      database: 'up',
      databaseKind: database.kind,
      redis: r,
    };
  };
  // Concurrent probes share one round trip; the answer is reused for HEALTH_CACHE_MS.
  let last: { at: number; probe: Promise<Probe | null> } | null = null;
  const current = () => {
    const now = Date.now();
    if (!last || now - last.at >= HEALTH_CACHE_MS || now < last.at) last = { at: now, probe: probe() };
    return last.probe;
  };

  // Readiness: 503 while the database is away (the process stays up and recovers by itself);
  // a Redis outage only degrades (rate limits fall back to memory). Under the global per-address
  // limit like every route; the version only for a super admin.
  defineRoute(app, healthApi.health, { auth: 'optional' }, async ({ actor }) => {
    const state = await current();
    if (!state) throw serviceUnavailable();
    return isSuperAdmin(actor) ? { ...state, version: VERSION } : state;
  });
};

/** `GET /api/health`: readiness for load balancers and the operator. */
export const healthModule = defineModule({
  name: 'health',
  routes: (app, _services, { deps }) => registerHealthRoutes(app, deps),
});
