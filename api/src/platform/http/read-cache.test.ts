import { describe, expect, it } from 'vitest';
import { ReadCaches, TaggedCache } from './read-cache.ts';

const cacheAt = (clock: { now: number }, opts: { ttlMs?: number; max?: number } = {}) =>
  new TaggedCache<string>({ ttlMs: opts.ttlMs ?? 1000, max: opts.max, now: () => clock.now });

describe('TaggedCache', () => {
  it('drops exactly the entries carrying an invalidated tag, and counts hits, misses and drops', () => {
    const c = cacheAt({ now: 0 });
    c.set(c.start(), 'hall 1', ['hall:1', 'fair:1', 'firm:7'], 'one');
    c.set(c.start(), 'hall 2', ['hall:2', 'fair:1', 'firm:8'], 'two');
    c.set(c.start(), 'hall 3', ['hall:3', 'fair:2', 'firm:7'], 'three');
    c.invalidate(['hall:2']);
    expect([c.get('hall 1'), c.get('hall 2'), c.get('hall 3')]).toEqual(['one', undefined, 'three']);
    c.invalidate(['firm:7']);
    expect([c.get('hall 1'), c.get('hall 3')]).toEqual([undefined, undefined]);
    c.invalidate(['firm:99', 'fair:3']);
    expect(c.counters).toEqual({ hits: 2, misses: 3, drops: 3 });
  });

  it('never stores an answer whose read began before an invalidation of one of its tags', () => {
    const c = cacheAt({ now: 0 });
    const slow = c.start();
    const unrelated = c.start();
    c.invalidate(['hall:1']);
    c.set(slow, 'hall 1', ['hall:1'], 'stale');
    c.set(unrelated, 'hall 2', ['hall:2'], 'fine');
    expect(c.get('hall 1')).toBeUndefined();
    expect(c.get('hall 2')).toBe('fine');
    const beforeClear = c.start();
    c.clear();
    c.set(beforeClear, 'hall 2', ['hall:2'], 'stale');
    expect(c.get('hall 2')).toBeUndefined();
  });

  it('lets entries expire after the TTL, asks `accept` before serving, and evicts the oldest beyond max', () => {
    const clock = { now: 0 };
    const c = cacheAt(clock, { ttlMs: 100, max: 2 });
    c.set(c.start(), 'a', ['x'], 'A');
    clock.now = 50;
    c.set(c.start(), 'b', ['x'], 'B');
    expect(c.get('a', (v) => v !== 'A')).toBeUndefined();
    clock.now = 120;
    expect(c.get('a')).toBeUndefined();
    expect(c.get('b')).toBe('B');
    c.set(c.start(), 'c', ['y'], 'C');
    c.set(c.start(), 'd', ['y'], 'D');
    expect([c.get('b'), c.get('c'), c.get('d')]).toEqual([undefined, 'C', 'D']);
  });

  it('is off with a TTL of 0: nothing stored, nothing counted', () => {
    const c = cacheAt({ now: 0 }, { ttlMs: 0 });
    expect(c.set(c.start(), 'a', ['x'], 'A')).toBe('A');
    expect(c.get('a')).toBeUndefined();
    expect(c.counters).toEqual({ hits: 0, misses: 0, drops: 0 });
  });

  it('is read by name through the registry', () => {
    const caches = new ReadCaches();
    const c = cacheAt({ now: 0 });
    caches.register('demo', c.counters);
    c.set(c.start(), 'a', [], 'A');
    c.get('a');
    expect(caches.stats('demo')).toEqual({ hits: 1, misses: 1, drops: 0 });
    expect(caches.stats('unknown')).toEqual({ hits: 0, misses: 0, drops: 0 });
  });
});
