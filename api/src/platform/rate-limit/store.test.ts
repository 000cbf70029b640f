import { describe, expect, it } from 'vitest';
import { FallbackCounterStore, MemoryCounterStore, type CounterStore } from './store.ts';

describe('counter stores', () => {
  it('counts within a window and resets after it (frozen clock)', async () => {
    let now = 1_000;
    const s = new MemoryCounterStore(() => now);
    expect((await s.incr('k', 100)).count).toBe(1);
    expect(await s.incr('k', 100)).toEqual({ count: 2, resetMs: 100 });
    now += 50;
    expect(await s.get('k')).toEqual({ count: 2, resetMs: 50 });
    now += 51;
    expect(await s.get('k')).toEqual({ count: 0, resetMs: 0 });
    expect((await s.incr('k', 100)).count).toBe(1);
  });

  it('adds several at once and gives them back (a batch refused as a whole)', async () => {
    const now = 1_000;
    const s = new MemoryCounterStore(() => now);
    expect(await s.incr('k', 100, 3)).toEqual({ count: 3, resetMs: 100 });
    expect((await s.incr('k', 100, -3)).count).toBe(0);
    expect((await s.incr('k', 100)).count).toBe(1);
  });

  it('falls back to memory when the primary store fails: limits keep holding (never fail open)', async () => {
    const broken: CounterStore = {
      incr: () => Promise.reject(new Error('redis down')),
      get: () => Promise.reject(new Error('redis down')),
      reset: () => Promise.reject(new Error('redis down')),
    };
    const errors: unknown[] = [];
    const s = new FallbackCounterStore(broken, new MemoryCounterStore(), (e) => errors.push(e));
    await s.incr('ip', 1000);
    expect((await s.incr('ip', 1000)).count).toBe(2);
    expect(errors).toHaveLength(2);
  });
});
