import { Redis } from 'ioredis';

/**
 * Timeouts per architecture §10: a frozen or dead Redis fails a command in ≤ 500 ms instead of
 * hanging, and callers fall back (rate limits to memory) — never fail open.
 */
export const createRedis = (url: string, onError: (err: Error) => void): Redis => {
  const redis = new Redis(url, {
    commandTimeout: 500,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', onError);
  return redis;
};
