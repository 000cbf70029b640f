import type { Actor } from '../../platform/access/index.ts';
import { WRITE_COMMITTED } from '../../platform/bus/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { SerializedCache, type PreSerialized } from '../../platform/http/index.ts';
import { canSeeHiddenHalls, canVisitFair, type HallFairScope } from '../halls/index.ts';

/**
 * Callers who see exactly what the anonymous see on a hall's floor: allowed in the fair, not its
 * organizer (who sees hidden booths) and without a firm (whose members see their hidden booths).
 */
export const seesPublicFloor = (actor: Actor | null, fair: HallFairScope): boolean =>
  canVisitFair(actor, fair) && (!actor || (actor.firmId === null && !canSeeHiddenHalls(actor, fair.id)));

/**
 * Hot public read (architecture §10): a hall's floor as visitors see it, serialised per hall,
 * locale and query. Its answer mixes booths, firms, logos, sectors, halls and fairs, so any
 * successful write on any instance drops it (`WRITE_COMMITTED`); the read-cache TTL is the
 * safety net. A read that started before a write never stores its (possibly stale) answer.
 */
export const createFloorCache = (deps: AppDeps) => {
  const ttl = deps.config.readCacheTtlMs;
  const answers = new SerializedCache();
  /** The fair of each cached hall, to check a caller before serving a hit. */
  const fairOfHall = new Map<number, HallFairScope>();
  let generation = 0;
  let since = Date.now();
  const clear = () => {
    answers.clear();
    fairOfHall.clear();
    generation++;
    since = Date.now();
  };
  void deps.bus.subscribe(WRITE_COMMITTED, clear);
  const keyOf = (hallId: number, locale: string, query: unknown) =>
    `${hallId}|${locale}|${JSON.stringify(query)}`;

  return {
    enabled: ttl > 0,
    /** The generation a read starts in; pass it back to `set`. */
    start: () => generation,
    get(actor: Actor | null, hallId: number, locale: string, query: unknown): PreSerialized | undefined {
      if (ttl === 0) return undefined;
      if (Date.now() - since > ttl) clear();
      const fair = fairOfHall.get(hallId);
      return fair && seesPublicFloor(actor, fair) ? answers.get(keyOf(hallId, locale, query)) : undefined;
    },
    set(
      startedIn: number,
      hall: { id: number; fair: HallFairScope },
      locale: string,
      query: unknown,
      body: PreSerialized,
    ) {
      if (ttl === 0 || startedIn !== generation) return body;
      fairOfHall.set(hall.id, hall.fair);
      return answers.set(keyOf(hall.id, locale, query), body);
    },
  };
};
