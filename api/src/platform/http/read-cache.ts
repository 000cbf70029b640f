/**
 * Read caches for hot public answers (architecture §10, ADR 005). Entries carry tags naming what
 * they were built from (`hall:4`, `fair:2`, `firm:9`…); a domain event drops the entries of the
 * tags it touches, nothing else. A read begun before an invalidation that touches its tags never
 * stores its (possibly stale) answer. The TTL is the safety net for writes made outside the
 * services and for events another instance missed.
 */

/** What a cache exposes for tests and diagnostics: served from memory, built from the database, dropped. */
export interface CacheCounters {
  hits: number;
  misses: number;
  drops: number;
}

/** Every read cache of the app by name, so tests (and later metrics) read their counters. */
export class ReadCaches {
  private readonly counters = new Map<string, CacheCounters>();
  register(name: string, counters: CacheCounters) {
    this.counters.set(name, counters);
  }
  /** A copy of one cache's counters (zeros for an unknown name). */
  stats(name: string): CacheCounters {
    const c = this.counters.get(name);
    return c ? { ...c } : { hits: 0, misses: 0, drops: 0 };
  }
}

interface Entry<V> {
  value: V;
  tags: readonly string[];
  storedAt: number;
}
/** An invalidation, for reads that began before it: `null` tags drop everything. */
interface Dropped {
  epoch: number;
  tags: ReadonlySet<string> | null;
}

const LOG_SIZE = 1024;

export class TaggedCache<V> {
  readonly counters: CacheCounters = { hits: 0, misses: 0, drops: 0 };
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly log: Dropped[] = [];
  private epoch = 0;

  constructor(private readonly opts: { ttlMs: number; max?: number; now?: () => number }) {}

  /** `READ_CACHE_TTL_MS=0` turns every read cache off. */
  get enabled() {
    return this.opts.ttlMs > 0;
  }

  /** The epoch a read starts in; hand it back to `set`. */
  start() {
    return this.epoch;
  }

  /** A fresh entry that `accept` takes (counted as a hit), else undefined. */
  get(key: string, accept?: (value: V) => boolean): V | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.opts.ttlMs) {
      this.remove(key);
      return undefined;
    }
    if (accept && !accept(entry.value)) return undefined;
    this.counters.hits++;
    return entry.value;
  }

  /**
   * Keeps an answer built from the database (counted as a miss) unless an invalidation since
   * `startedIn` touched one of its tags. Returns the value either way.
   */
  set(startedIn: number, key: string, tags: readonly string[], value: V): V {
    if (!this.enabled) return value;
    this.counters.misses++;
    if (startedIn !== this.epoch && this.droppedSince(startedIn, tags)) return value;
    const max = this.opts.max ?? 500;
    if (this.entries.has(key)) this.remove(key);
    else if (this.entries.size >= max) this.remove(this.entries.keys().next().value!);
    this.entries.set(key, { value, tags, storedAt: this.now() });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return value;
  }

  /** Drops every entry carrying one of the tags. */
  invalidate(tags: readonly string[]) {
    this.record(new Set(tags));
    for (const tag of tags) for (const key of [...(this.byTag.get(tag) ?? [])]) this.remove(key, true);
  }

  /** Drops everything (a change every entry may depend on). */
  clear() {
    this.record(null);
    for (const key of [...this.entries.keys()]) this.remove(key, true);
  }

  private now() {
    return (this.opts.now ?? Date.now)();
  }

  private record(tags: ReadonlySet<string> | null) {
    this.epoch++;
    this.log.push({ epoch: this.epoch, tags });
    if (this.log.length > LOG_SIZE) this.log.shift();
  }

  private droppedSince(startedIn: number, tags: readonly string[]) {
    const first = this.log[0];
    // The log no longer reaches back to the read's start: assume the worst.
    if (!first || first.epoch > startedIn + 1) return true;
    return this.log.some((d) => d.epoch > startedIn && (d.tags === null || tags.some((t) => d.tags!.has(t))));
  }

  private remove(key: string, dropped = false) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    if (dropped) this.counters.drops++;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
