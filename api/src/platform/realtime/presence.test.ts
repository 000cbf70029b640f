import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, waitForRedis } from '../redis/redis-client.ts';
import { createMemoryPresenceStore, createRedisPresenceStore, type PresenceStore } from './presence.ts';

// §4: online if in the available map; away and calling only if also available; a closing stream
// removes the user only if its subscriber id is the stored one.
const redis = process.env.REDIS_URL ? createRedis(process.env.REDIS_URL, () => {}) : null;
beforeAll(async () => {
  if (redis) await waitForRedis(redis);
});
afterAll(() => redis?.disconnect());

const stores: [string, () => PresenceStore][] = [['memory', createMemoryPresenceStore]];
if (redis)
  stores.push([
    'redis',
    () => createRedisPresenceStore(redis, { prefix: `presence-test:${randomUUID()}`, ttlMs: 60_000 }),
  ]);

describe.each(stores)('the %s presence store', (_, make) => {
  it('keeps a user online until their last subscriber leaves, whatever the order', async () => {
    const store = make();
    expect(await store.arrive(1, 'tab-a')).toBe(true);
    expect(await store.arrive(1, 'tab-b')).toBe(false);
    expect(await store.leave(1, 'unknown-tab')).toBe(false);
    expect(await store.leave(1, 'tab-a')).toBe(false);
    expect((await store.statuses([1])).get(1)).toBe('online');
    expect(await store.leave(1, 'tab-b')).toBe(true);
    expect((await store.statuses([1])).get(1)).toBe('offline');
    expect(await store.leave(1, 'tab-b')).toBe(false);
  });

  it('counts away and calling only for someone available, calling first', async () => {
    const store = make();
    await store.setFlag('calling', 2, true);
    expect((await store.statuses([2])).get(2)).toBe('offline');
    await store.arrive(2, 'tab');
    expect((await store.statuses([2])).get(2)).toBe('calling');
    await store.setFlag('away', 2, true);
    expect((await store.statuses([2])).get(2)).toBe('calling');
    await store.setFlag('calling', 2, false);
    expect(await store.statuses([2, 3])).toEqual(
      new Map([
        [2, 'away'],
        [3, 'offline'],
      ]),
    );
  });
});

describe.runIf(redis)('the Redis presence store', () => {
  it('lets the subscribers of an instance that stopped refreshing expire', async () => {
    let now = 1_000_000;
    const store = createRedisPresenceStore(redis!, {
      prefix: `presence-test:${randomUUID()}`,
      ttlMs: 1000,
      now: () => now,
    });
    await store.arrive(4, 'tab-on-a-dead-instance');
    await store.arrive(5, 'tab-kept-alive');
    now += 800;
    await store.refresh([['tab-kept-alive', 5]]);
    now += 800;
    expect(await store.statuses([4, 5])).toEqual(
      new Map([
        [4, 'offline'],
        [5, 'online'],
      ]),
    );
  });
});
