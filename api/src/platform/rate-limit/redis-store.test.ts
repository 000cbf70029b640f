import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { beforeAll } from 'vitest';
import { createRedis, waitForRedis } from '../redis/redis-client.ts';
import { FallbackCounterStore, MemoryCounterStore, RedisCounterStore } from './store.ts';

// Runs in the Redis pass of .ci/run (REDIS_URL set); the embedded pass has no Redis to talk to.
const url = process.env.REDIS_URL;

describe.runIf(url)('Redis counter store', () => {
  const redis = createRedis(url!, () => {});
  beforeAll(async () => {
    expect(await waitForRedis(redis)).toBe(true);
  });
  afterAll(() => redis.quit());

  it('counts in Redis with a window shared by every instance', async () => {
    const prefix = `test:${randomUUID()}:`;
    const a = new RedisCounterStore(redis, prefix);
    const b = new RedisCounterStore(redis, prefix);
    expect((await a.incr('ip', 60_000)).count).toBe(1);
    const second = await b.incr('ip', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetMs).toBeGreaterThan(50_000);
    await a.reset('ip');
    expect((await b.get('ip')).count).toBe(0);
  });

  it('adds several at once, starting the window, and gives them back', async () => {
    const s = new RedisCounterStore(redis, `test:${randomUUID()}:`);
    const first = await s.incr('batch', 60_000, 3);
    expect(first.count).toBe(3);
    expect(first.resetMs).toBeGreaterThan(50_000);
    expect((await s.incr('batch', 60_000, -3)).count).toBe(0);
    const again = await s.incr('batch', 60_000);
    expect(again.count).toBe(1);
    expect(again.resetMs).toBeLessThanOrEqual(first.resetMs);
    await s.reset('batch');
  });

  it('falls back to memory within the command timeout when Redis is unreachable', async () => {
    const dead = createRedis('redis://127.0.0.1:1', () => {});
    try {
      const fellBack: unknown[] = [];
      const s = new FallbackCounterStore(new RedisCounterStore(dead), new MemoryCounterStore(), (e) =>
        fellBack.push(e),
      );
      const started = Date.now();
      await s.incr('k', 1000);
      expect((await s.incr('k', 1000)).count).toBe(2);
      expect(fellBack.length).toBe(2);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      dead.disconnect();
    }
  });
});
