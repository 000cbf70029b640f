import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { AppError } from '../errors/index.ts';
import type { CounterStore } from '../rate-limit/index.ts';

/** A per-address limit: `max` requests per `timeWindow` milliseconds. */
export interface RateLimitRule {
  max: number;
  timeWindow: number;
}

export interface RequestGuardOptions {
  /** Every security header, computed once (`securityHeaders(config)`). */
  headers: Record<string, string>;
  counters: CounterStore;
  /** The global per-address API limit. */
  limit: RateLimitRule;
  /** Key prefix of the counters (`api`): `api:<address>`, `api:<METHOD><path>:<address>` for a route's own limit. */
  prefix: string;
  /** The bearer check: sets `request.actor`; undefined when the request carries no credentials to check. */
  authenticate: (request: FastifyRequest) => Promise<void> | undefined;
}

interface Limit extends RateLimitRule {
  scope: string;
}

const LIMIT = 'x-ratelimit-limit';
const REMAINING = 'x-ratelimit-remaining';
const RESET = 'x-ratelimit-reset';

/**
 * The platform's one `onRequest` hook, run for every request (known routes, unknown paths, the
 * SPA, media) before anything else reads it: the security headers, the per-address rate limit,
 * then the bearer check. One callback hook instead of three plugins' hooks (a promise and a
 * route-options copy each): what a cached public read costs is mostly this path (bench/README.md).
 *
 * The rate limit behaves as @fastify/rate-limit did with the app's options: counted in the
 * CounterStore (Redis with in-memory fallback, never failing open) per normalised address,
 * `x-ratelimit-limit/-remaining/-reset` on every answer, and beyond the limit a 429 problem with
 * `retry-after`. A route's `config.rateLimit` gives it its own counter and numbers, `false` none.
 * It counts before the bearer check, so a flood of bad tokens is limited before any verification.
 */
export const registerRequestGuard = (app: FastifyInstance, opts: RequestGuardOptions) => {
  const { headers, counters } = opts;
  const global: Limit = { ...opts.limit, scope: `${opts.prefix}:` };
  const limits = new WeakMap<object, Limit | null>();
  const limitOf = (request: FastifyRequest): Limit | null => {
    const { config } = request.routeOptions;
    if (!config) return global;
    let limit = limits.get(config);
    if (limit === undefined) {
      // A route's own limit (`config: { rateLimit: { max, timeWindow } }`, typed by
      // @fastify/rate-limit) or `false` for none; numbers only in this app.
      const own = config.rateLimit as Partial<RateLimitRule> | false | undefined;
      limit =
        own === false
          ? null
          : own
            ? {
                max: own.max ?? global.max,
                timeWindow: own.timeWindow ?? global.timeWindow,
                scope: `${opts.prefix}:${config.method ?? ''}${config.url ?? ''}:`,
              }
            : global;
      limits.set(config, limit);
    }
    return limit;
  };

  const authenticate = (request: FastifyRequest, done: (err?: Error) => void) => {
    const checking = opts.authenticate(request);
    if (!checking) return done();
    checking.then(() => done(), done);
  };

  app.decorateRequest('actor', null);
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    reply.headers(headers);
    const limit = limitOf(request);
    if (!limit) return authenticate(request, done);
    const { max } = limit;
    counters.incr(limit.scope + normalizeIP(request.ip), limit.timeWindow).then((counter) => {
      const reset = Math.ceil(counter.resetMs / 1000);
      reply.header(LIMIT, max);
      if (counter.count <= max) {
        reply.header(REMAINING, max - counter.count);
        reply.header(RESET, reset);
        return authenticate(request, done);
      }
      reply.header(REMAINING, 0);
      reply.header(RESET, reset);
      reply.header('retry-after', reset);
      done(new AppError(429, 'rate_limited', [], { retryAfter: reset }, { 'retry-after': String(reset) }));
    }, done);
  });
};
