import { Redis } from 'ioredis';

/**
 * Timeouts per architecture §10: a frozen or dead Redis fails a command in ≤ 500 ms instead of
 * hanging, and callers fall back (rate limits to memory) — never fail open.
 */
export const createRedis = (
  url: string,
  onError: (err: Error) => void,
  // A connection that blocks on purpose (XREAD BLOCK) waits longer than one that answers at once.
  opts: { commandTimeout?: number } = {},
): Redis => {
  const redis = new Redis(url, {
    commandTimeout: opts.commandTimeout ?? 500,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', onError);
  return redis;
};

/** Waits for the connection at start-up, at most `ms`; past that the app starts degraded (memory fallback). */
export const waitForRedis = (redis: Redis, ms = 2000): Promise<boolean> =>
  redis.status === 'ready'
    ? Promise.resolve(true)
    : new Promise((resolve) => {
        const timer = setTimeout(() => done(false), ms);
        const done = (ok: boolean) => {
          clearTimeout(timer);
          redis.off('ready', onReady);
          resolve(ok);
        };
        const onReady = () => done(true);
        redis.on('ready', onReady);
      });
