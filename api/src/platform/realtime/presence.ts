import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

export type PresenceStatus = 'online' | 'away' | 'calling' | 'offline';

/**
 * Where presence lives (spec §4): the "available" map (a user is online while one of their
 * streams — a tab — is open, each stream a subscriber id), the "away" and "calling" maps (they
 * count only for a user who is also available). A stream's close removes its own subscriber id
 * only, so a second tab closing does not take the first one offline.
 */
export interface PresenceStore {
  /** A stream opened; true when the user had none open (they come online). */
  arrive(userId: number, subscriberId: string): Promise<boolean>;
  /** A stream closed; true when it was the user's last one (they go offline). */
  leave(userId: number, subscriberId: string): Promise<boolean>;
  /** Keeps this instance's open streams counted (Redis: their expiry moves on). */
  refresh(entries: Iterable<[string, number]>): Promise<void>;
  setFlag(flag: 'away' | 'calling', userId: number, on: boolean): Promise<void>;
  statuses(userIds: number[]): Promise<Map<number, PresenceStatus>>;
}

const statusOf = (available: boolean, away: boolean, calling: boolean): PresenceStatus =>
  !available ? 'offline' : calling ? 'calling' : away ? 'away' : 'online';

export const createMemoryPresenceStore = (): PresenceStore => {
  const available = new Map<number, Set<string>>();
  const flags = { away: new Set<number>(), calling: new Set<number>() };
  return {
    arrive: async (userId, sub) => {
      let subs = available.get(userId);
      const first = !subs?.size;
      if (!subs) available.set(userId, (subs = new Set()));
      subs.add(sub);
      return first;
    },
    leave: async (userId, sub) => {
      const subs = available.get(userId);
      if (!subs?.delete(sub)) return false;
      if (subs.size) return false;
      available.delete(userId);
      return true;
    },
    refresh: async () => {},
    setFlag: async (flag, userId, on) => {
      if (on) flags[flag].add(userId);
      else flags[flag].delete(userId);
    },
    statuses: async (userIds) =>
      new Map(
        userIds.map((id) => [
          id,
          statusOf(!!available.get(id)?.size, flags.away.has(id), flags.calling.has(id)),
        ]),
      ),
  };
};

/**
 * Across instances: one sorted set per user (subscriber id → expiry), so the streams of an
 * instance that died without closing them expire by themselves; flags in two sets.
 */
export const createRedisPresenceStore = (
  redis: Redis,
  opts: { prefix: string; ttlMs: number; now?: () => number },
): PresenceStore => {
  const now = opts.now ?? Date.now;
  const key = (userId: number) => `${opts.prefix}:presence:${userId}`;
  const flagKey = (flag: 'away' | 'calling') => `${opts.prefix}:presence:${flag}`;
  const live = async (userId: number, t: number) => {
    const k = key(userId);
    const res = await redis.multi().zremrangebyscore(k, '-inf', t).zcard(k).exec();
    return Number(res?.[1]?.[1] ?? 0);
  };
  return {
    arrive: async (userId, sub) => {
      const t = now();
      const before = await live(userId, t);
      await redis
        .multi()
        .zadd(key(userId), t + opts.ttlMs, sub)
        .pexpire(key(userId), opts.ttlMs)
        .exec();
      return before === 0;
    },
    leave: async (userId, sub) => {
      const removed = await redis.zrem(key(userId), sub);
      if (!removed) return false;
      return (await live(userId, now())) === 0;
    },
    refresh: async (entries) => {
      const t = now();
      const pipeline = redis.pipeline();
      let n = 0;
      for (const [sub, userId] of entries) {
        pipeline.zadd(key(userId), 'XX', t + opts.ttlMs, sub).pexpire(key(userId), opts.ttlMs);
        n += 1;
      }
      if (n) await pipeline.exec();
    },
    setFlag: async (flag, userId, on) => {
      await (on ? redis.sadd(flagKey(flag), userId) : redis.srem(flagKey(flag), userId));
    },
    statuses: async (userIds) => {
      if (!userIds.length) return new Map();
      const t = now();
      const pipeline = redis.pipeline();
      for (const id of userIds) pipeline.zcount(key(id), t, '+inf');
      pipeline.smismember(flagKey('away'), ...userIds);
      pipeline.smismember(flagKey('calling'), ...userIds);
      const res = (await pipeline.exec()) ?? [];
      const away = (res[userIds.length]?.[1] ?? []) as number[];
      const calling = (res[userIds.length + 1]?.[1] ?? []) as number[];
      return new Map(
        userIds.map((id, i) => [id, statusOf(Number(res[i]?.[1] ?? 0) > 0, away[i] === 1, calling[i] === 1)]),
      );
    },
  };
};

export interface PresenceOptions {
  /** How often this instance tells the store its streams are still open (Redis: below the ttl). */
  refreshMs: number;
  /**
   * A user whose last stream closed is said offline only if no stream of theirs came back within
   * this delay: a reload, or a tab reconnecting with other topics, does not flash them offline.
   */
  offlineGraceMs: number;
  log: { warn(obj: object, msg: string): void };
}

/**
 * The presence of this instance's users: the stream route tracks each open stream; a change of
 * status (online, away, calling, offline) goes to the listeners (the presence module publishes
 * it as `presence.changed`). A store failure is logged (§8) and never fails a stream.
 */
export interface Presence {
  /** A stream of the user opened; call the answer when it closes. */
  track(userId: number): () => void;
  setAway(userId: number, away: boolean): Promise<PresenceStatus>;
  setCalling(userId: number, calling: boolean): Promise<PresenceStatus>;
  statuses(userIds: number[]): Promise<Map<number, PresenceStatus>>;
  onChange(listener: (userId: number, status: PresenceStatus) => void | Promise<void>): () => void;
  close(): void;
}

export const createPresence = (store: PresenceStore, opts: PresenceOptions): Presence => {
  const open = new Map<string, number>();
  const listeners = new Set<(userId: number, status: PresenceStatus) => void | Promise<void>>();
  const failed = (err: unknown, what: string) =>
    opts.log.warn({ err: (err as Error).message }, `presence: ${what} failed`);
  const emit = async (userId: number, status: PresenceStatus) => {
    for (const listener of listeners) {
      try {
        await listener(userId, status);
      } catch (err) {
        failed(err, 'a listener');
      }
    }
  };
  const current = async (userId: number) => (await store.statuses([userId])).get(userId) ?? 'offline';
  const timer = setInterval(() => {
    store.refresh(open.entries()).catch((err) => failed(err, 'refresh'));
  }, opts.refreshMs);
  timer.unref();

  return {
    track: (userId) => {
      const sub = randomUUID();
      open.set(sub, userId);
      const arrived = store.arrive(userId, sub).then(
        async (first) => {
          if (first) await emit(userId, await current(userId));
        },
        (err) => failed(err, 'arrive'),
      );
      return () => {
        if (!open.delete(sub)) return;
        void arrived
          .then(() => store.leave(userId, sub))
          .then((last) => {
            if (!last) return;
            setTimeout(() => {
              current(userId)
                .then((status) => (status === 'offline' ? emit(userId, 'offline') : undefined))
                .catch((err) => failed(err, 'leave'));
            }, opts.offlineGraceMs).unref();
          })
          .catch((err) => failed(err, 'leave'));
      };
    },
    setAway: async (userId, away) => {
      await store.setFlag('away', userId, away);
      const status = await current(userId);
      await emit(userId, status);
      return status;
    },
    setCalling: async (userId, calling) => {
      await store.setFlag('calling', userId, calling);
      const status = await current(userId);
      await emit(userId, status);
      return status;
    },
    statuses: (userIds) => store.statuses(userIds),
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => clearInterval(timer),
  };
};
