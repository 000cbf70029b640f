import type { StandListItem } from '@passerelle/contract';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { EventListeners } from '../../platform/bus/index.ts';
import { TaggedCache, type PreSerialized } from '../../platform/http/index.ts';
import { canSeeHiddenHalls, canVisitFair, type HallFairScope } from '../halls/index.ts';

/**
 * Callers who see exactly what the anonymous see on a hall's floor: allowed in the fair, not its
 * organizer (who sees hidden booths) and without a firm (whose members see their hidden booths).
 */
export const seesPublicFloor = (actor: Actor | null, fair: HallFairScope): boolean =>
  canVisitFair(actor, fair) && (!actor || (actor.firmId === null && !canSeeHiddenHalls(actor, fair.id)));

/** Reference tables a floor shows something of: booth art keys, sector names. */
const FLOOR_REFERENCES = new Set(['stand_types', 'stand_type_variations', 'business_sectors']);

/** Its counters are `deps.readCaches.stats(FLOOR_CACHE)`. */
export const FLOOR_CACHE = 'stands.floor';

/**
 * Hot public read (architecture §10): a hall's floor as visitors see it, serialised per hall,
 * locale and query. An answer is tagged with its hall, its fair and the firms and files its
 * booths show, and dropped by the domain events that touch one of them (ADR 005): a booth placed
 * in or leaving the hall, the hall, the fair (its access rule), a firm shown (name, logo), a file
 * shown that was deleted, the catalogue names it shows. Nothing else drops it; the read-cache TTL
 * is the safety net.
 */
export const createFloorCache = (deps: AppDeps) => {
  const cache = new TaggedCache<{ body: PreSerialized; fair: HallFairScope }>({
    ttlMs: deps.config.readCacheTtlMs,
  });
  deps.readCaches.register(FLOOR_CACHE, cache.counters);
  /** What drops answers; the stands manifest subscribes them. */
  const listeners: EventListeners = {
    'stand.changed': ({ hallId, previousHallId }) =>
      cache.invalidate([hallId, previousHallId].filter((h) => h !== null).map((h) => `hall:${h}`)),
    'hall.changed': ({ hallId }) => cache.invalidate([`hall:${hallId}`]),
    'fair.changed': ({ fairId }) => cache.invalidate([`fair:${fairId}`]),
    'firm.changed': ({ firmId }) => cache.invalidate([`firm:${firmId}`]),
    'media.deleted': ({ mediaId }) => cache.invalidate([`media:${mediaId}`]),
    'reference.changed': ({ table }) => {
      if (FLOOR_REFERENCES.has(table)) cache.clear();
    },
  };

  const keyOf = (hallId: number, locale: string, query: unknown) =>
    `${hallId}|${locale}|${JSON.stringify(query)}`;
  const tagsOf = (hall: { id: number; fair: HallFairScope }, items: StandListItem[]) => {
    const tags = new Set([`hall:${hall.id}`, `fair:${hall.fair.id}`]);
    for (const item of items) {
      tags.add(`firm:${item.firm.id}`);
      if (item.logo) tags.add(`media:${item.logo.id}`);
      if (item.image) tags.add(`media:${item.image.id}`);
    }
    return [...tags];
  };

  return {
    listeners,
    enabled: cache.enabled,
    /** The epoch a read starts in; pass it back to `set`. */
    start: () => cache.start(),
    get(actor: Actor | null, hallId: number, locale: string, query: unknown): PreSerialized | undefined {
      return cache.get(keyOf(hallId, locale, query), (entry) => seesPublicFloor(actor, entry.fair))?.body;
    },
    set(
      startedIn: number,
      hall: { id: number; fair: HallFairScope },
      locale: string,
      query: unknown,
      items: StandListItem[],
      body: PreSerialized,
    ) {
      cache.set(startedIn, keyOf(hall.id, locale, query), tagsOf(hall, items), { body, fair: hall.fair });
      return body;
    },
  };
};
