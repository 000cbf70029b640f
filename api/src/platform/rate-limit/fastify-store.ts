import type { CounterStore } from './store.ts';

type Cb = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * Adapter so @fastify/rate-limit counts in our CounterStore (Redis with in-memory fallback):
 * the plugin's own Redis store would fail open with skipOnError (perf-security §B3).
 */
export const fastifyStoreFor = (counters: CounterStore, prefix: string) => {
  class Store {
    constructor(private readonly scope = prefix) {}
    incr(key: string, cb: Cb, timeWindow: number) {
      counters.incr(`${this.scope}:${key}`, timeWindow).then(
        (c) => cb(null, { current: c.count, ttl: c.resetMs }),
        (err: Error) => cb(err),
      );
    }
    read(key: string, cb: Cb) {
      counters.get(`${this.scope}:${key}`).then(
        (c) => cb(null, { current: c.count, ttl: c.resetMs }),
        (err: Error) => cb(err),
      );
    }
    child(routeOptions: { routeInfo?: { method?: string; url?: string } }) {
      return new Store(
        `${prefix}:${routeOptions.routeInfo?.method ?? ''}${routeOptions.routeInfo?.url ?? ''}`,
      );
    }
  }
  return Store;
};
