import type { Redis } from 'ioredis';

export interface Counter {
  count: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

/** A fixed-window counter store: memory by default, Redis when configured. */
export interface CounterStore {
  /** Adds `by` (1 by default; negative gives back) and starts the window on a new key. */
  incr(key: string, windowMs: number, by?: number): Promise<Counter>;
  get(key: string): Promise<Counter>;
  reset(key: string): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();
  private sweeps = 0;
  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string) {
    const e = this.entries.get(key);
    if (e && e.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }
  async incr(key: string, windowMs: number, by = 1): Promise<Counter> {
    if (++this.sweeps % 1000 === 0) this.sweep();
    const e = this.live(key) ?? { count: 0, expiresAt: this.now() + windowMs };
    e.count += by;
    this.entries.set(key, e);
    return { count: e.count, resetMs: e.expiresAt - this.now() };
  }
  async get(key: string): Promise<Counter> {
    const e = this.live(key);
    return e ? { count: e.count, resetMs: e.expiresAt - this.now() } : { count: 0, resetMs: 0 };
  }
  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }
  private sweep() {
    const now = this.now();
    for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
  }
}

const INCR_LUA = `local c = redis.call('INCRBY', KEYS[1], ARGV[2])
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) t = tonumber(ARGV[1]) end
return {c, t}`;

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'rl:',
  ) {}
  async incr(key: string, windowMs: number, by = 1): Promise<Counter> {
    const [count, ttl] = (await this.redis.eval(INCR_LUA, 1, this.prefix + key, windowMs, by)) as [
      number,
      number,
    ];
    return { count, resetMs: Math.max(ttl, 0) };
  }
  async get(key: string): Promise<Counter> {
    const [count, ttl] = await Promise.all([
      this.redis.get(this.prefix + key),
      this.redis.pttl(this.prefix + key),
    ]);
    return { count: Number(count ?? 0), resetMs: Math.max(ttl, 0) };
  }
  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

/** Redis first; on any Redis error the in-memory store answers, so limits keep holding (never fail open). */
export class FallbackCounterStore implements CounterStore {
  constructor(
    private readonly primary: CounterStore,
    private readonly fallback: CounterStore,
    private readonly onFallback: (err: unknown) => void,
  ) {}
  private async run<T>(fn: (s: CounterStore) => Promise<T>): Promise<T> {
    try {
      return await fn(this.primary);
    } catch (err) {
      this.onFallback(err);
      return fn(this.fallback);
    }
  }
  incr(key: string, windowMs: number, by = 1) {
    return this.run((s) => s.incr(key, windowMs, by));
  }
  get(key: string) {
    return this.run((s) => s.get(key));
  }
  reset(key: string) {
    return this.run((s) => s.reset(key));
  }
}
