import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { bearerCheck, createJwt, loadOrCreateSecret } from './platform/auth/index.ts';
import { createCaptcha } from './platform/captcha/index.ts';
import { createMemoryBus, createRedisBus, type EventBus } from './platform/bus/index.ts';
import {
  createMemoryReplayLog,
  createRedisReplayLog,
  createRealtime,
  createMemoryPresenceStore,
  createPresence,
  createRedisPresenceStore,
  relayDomainEvents,
  type Realtime,
} from './platform/realtime/index.ts';
import { registerErrorHandler, AppError, sendProblem } from './platform/errors/index.ts';
import {
  FallbackCounterStore,
  MemoryCounterStore,
  RedisCounterStore,
  type CounterStore,
} from './platform/rate-limit/index.ts';
import { createRedis, waitForRedis } from './platform/redis/redis-client.ts';
import { createMailer } from './platform/mail/index.ts';
import { createStorage } from './platform/storage/index.ts';
import { registerSpa } from './platform/spa/spa.ts';
import { securityHeaders } from './platform/security/index.ts';
import {
  ReadCaches,
  registerRequestGuard,
  serializeRequest,
  serializerCompiler,
} from './platform/http/index.ts';
import type { AppDeps } from './platform/deps.ts';
import { MODULES } from './modules/index.ts';
import { buildModules } from './platform/modules/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Counters of the hot public read caches (ADR 005). */
    readCaches: ReadCaches;
    /** The domain-event bus (ADR 005), for subscribers outside the modules (tests, realtime). */
    bus: EventBus;
    /** The realtime hub of this instance (tests count its open streams). */
    realtime: Realtime;
  }
}

export interface BuildOptions {
  /** A database opened by the caller (tests hand a fresh copy per file). */
  database?: Database;
  /** Key prefix for Redis counters, so parallel test files do not share throttles. */
  redisPrefix?: string;
  logger?: boolean;
  /** Where the log goes (stdout by default); tests read it. */
  logStream?: { write(line: string): void };
}

/**
 * Fastify fails closed on a bare hop count (it cannot check the peer), so TRUST_PROXY=n becomes
 * "the n nearest addresses are our proxies": the client is the address the outermost one saw,
 * whatever the client wrote before it in X-Forwarded-For.
 */
const trustProxyOption = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Never log credentials or tokens (check #42), nor query strings.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            serializers: { req: serializeRequest },
            ...(options.logStream && { stream: options.logStream }),
          },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { caseSensitive: true, ignoreDuplicateSlashes: true, ignoreTrailingSlash: true },
    requestTimeout: 30_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Stores
  const database =
    options.database ?? (await openDatabase(config, (err) => app.log.error({ err }, 'database pool error')));
  if (!options.database) await migrate(database);
  const redis = config.redisUrl
    ? createRedis(config.redisUrl, (err) => app.log.warn({ err: err.message }, 'redis error'))
    : null;
  if (redis && !(await waitForRedis(redis)))
    app.log.warn('redis not reachable at start: rate limits use memory until it is');
  const memoryCounters = new MemoryCounterStore();
  const counters: CounterStore = redis
    ? new FallbackCounterStore(
        new RedisCounterStore(redis, `${options.redisPrefix ?? 'passerelle'}:rl:`),
        memoryCounters,
        (err) => app.log.warn({ err: (err as Error).message }, 'rate-limit store fell back to memory'),
      )
    : memoryCounters;
  // Domain events (ADR 005): in process, and through one Redis channel to the other instances,
  // read by a connection of its own (a subscribed connection runs no other command).
  const subscriber = redis ? createRedis(config.redisUrl!, () => {}) : null;
  if (subscriber) await waitForRedis(subscriber);
  const bus =
    redis && subscriber
      ? createRedisBus(redis, subscriber, {
          channel: `${options.redisPrefix ?? 'passerelle'}:events`,
          log: app.log,
        })
      : createMemoryBus(app.log);
  await bus.ready();
  // The realtime stream's replay log: a Redis Stream read by a blocking connection of its own
  // across instances, memory on one.
  const streamReader = redis ? createRedis(config.redisUrl!, () => {}, { commandTimeout: 5000 }) : null;
  if (streamReader) await waitForRedis(streamReader);
  const realtime = createRealtime(
    redis && streamReader
      ? createRedisReplayLog(redis, streamReader, {
          key: `${options.redisPrefix ?? 'passerelle'}:realtime`,
          windowMs: config.realtime.replayWindowMs,
          log: app.log,
        })
      : createMemoryReplayLog({ windowMs: config.realtime.replayWindowMs }),
    { heartbeatMs: config.realtime.heartbeatMs, retryMs: 3000, log: app.log },
  );
  relayDomainEvents(bus, realtime);
  // A stream counts as present for three heartbeats: an instance that dies stops refreshing its own.
  const presence = createPresence(
    redis
      ? createRedisPresenceStore(redis, {
          prefix: options.redisPrefix ?? 'passerelle',
          ttlMs: config.realtime.heartbeatMs * 3,
        })
      : createMemoryPresenceStore(),
    { refreshMs: config.realtime.heartbeatMs, offlineGraceMs: config.realtime.presenceGraceMs, log: app.log },
  );
  if (config.env === 'production' && !config.jwtSecret && config.databaseUrl)
    throw new Error(
      'Set JWT_SECRET (≥ 32 characters, the same on every instance) when running on PostgreSQL in production.',
    );
  const jwt = createJwt({
    secret: config.jwtSecret ?? loadOrCreateSecret(config.dataDir),
    issuer: config.jwtIssuer,
    streamTtlS: config.realtime.tokenTtlS,
  });
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    jwt,
    counters,
    redis,
    captcha: createCaptcha(config, counters),
    bus,
    realtime,
    presence,
    readCaches: new ReadCaches(),
    mailer: createMailer(config, app.log),
    storage: createStorage(config),
    log: app.log,
  };

  app.decorate('database', database);
  app.decorate('readCaches', deps.readCaches);
  app.decorate('bus', bus);
  app.decorate('realtime', realtime);

  // Services first (their factories only take deps), so the request guard can load actors.
  const modules = buildModules(deps, MODULES);

  // External plugins, and the platform's one onRequest hook: security headers, per-address rate
  // limit, bearer check (platform/http/request-guard.ts).
  await app.register(cookie);
  registerRequestGuard(app, {
    headers: securityHeaders(config),
    counters,
    limit: { max: config.limits.apiPerIp.max, timeWindow: config.limits.apiPerIp.windowMs },
    prefix: 'api',
    authenticate: bearerCheck({ jwt, loadActor: modules.doors.users.loadActor }),
  });
  // CORS stays closed (no header, preflights answered 404) unless CORS_ORIGINS lists origins.
  if (config.corsOrigins.length) await app.register(cors, { origin: config.corsOrigins, credentials: true });
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Passerelle API',
        version: '0.1.0',
        description: 'Virtual trade fairs for international recruitment in health and social services.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Platform, then the modules (modules/index.ts): services built in list order, then the actor
  // is loaded through the users module's door, then the routes under /api, then the ones outside
  // it (uploaded media) before the SPA takes every other GET.
  registerErrorHandler(app);
  await modules.registerRoutes(app, '/api');
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await modules.registerRootRoutes(app);
  const spa = await registerSpa(app, config.webDist);
  // Unknown paths count against the same per-address limit as every route (check #41): the
  // request guard runs for them too.
  app.setNotFoundHandler(async (request, reply) => {
    const html = await spa?.(request);
    if (html) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    return sendProblem(request, reply, new AppError(404, 'route_not_found'));
  });

  // Open streams would hold the server's close until their clients leave: they end first, and
  // the clients reconnect (to another instance when there is one).
  app.addHook('preClose', async () => realtime.closeAll());
  app.addHook('onClose', async () => {
    presence.close();
    await realtime.close();
    await bus.close();
    redis?.disconnect();
    if (!options.database) await database.close();
  });
  return app;
};
