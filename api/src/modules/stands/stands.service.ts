import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Locale,
  type PaginationQuery,
  type Stand,
  type StandLight,
  StandListItemSchema,
  type StandListItem,
  type StandListQuerySchema,
} from '@passerelle/contract';
import { fairHalls, fairs, stands } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, notFound, unauthorized } from '../../platform/errors/index.ts';
import {
  preSerialize,
  resolvePaging,
  type Page,
  type Paging,
  type PreSerialized,
} from '../../platform/http/index.ts';
import { canSeeHiddenHalls, type HallFairScope } from '../halls/index.ts';
import { createFloorCache, seesPublicFloor } from './stands.floor-cache.ts';
import {
  toStand,
  toStandLanguages,
  toStandLight,
  toStandListItem,
  toStandPerson,
  type StandListRow,
} from './stands.mapper.ts';
import {
  canListStandAdmins,
  canReadStand,
  canSeeHiddenStand,
  canVisitFair,
  isShownToVisitors,
  ownedBy,
  seesHiddenEmails,
  shownCondition,
  standAbilities,
  standsVisibleTo,
} from './stands.policy.ts';
import {
  contactsOf,
  contentOf,
  loadStandRow,
  loadStandScope,
  selectStandAdmins,
  selectStandContacts,
  selectStandContent,
  selectStandList,
  standListOrder,
  type LoadedStand,
} from './stands.sql.ts';
import { containsLike } from '../../platform/db/index.ts';

type ListQuery = z.output<typeof StandListQuerySchema>;

const truthy = (v: string) => v === '1' || v === 'true';

export const createStandsService = (deps: AppDeps) => {
  const { db } = deps;
  const floor = createFloorCache(deps);

  /** Not allowed in the fair: 401 for the anonymous (log in first), 403 for the logged in. */
  const refuseVisit = (actor: Actor | null): never => {
    throw actor ? forbidden() : unauthorized();
  };

  /** A booth the actor may read: hidden from it → 404; shown but not allowed in the fair → 401/403. */
  const readable = async (actor: Actor | null, standId: number): Promise<LoadedStand> => {
    const loaded = await loadStandScope(db, standId);
    const { scope, fair } = loaded;
    const shown = isShownToVisitors(scope) && !scope.isInHiddenHall;
    if (!shown && !canSeeHiddenStand(actor, scope)) throw notFound();
    if (!canReadStand(actor, scope, fair)) refuseVisit(actor);
    return loaded;
  };

  /** The full view; administrators only for those who may list them, e-mails as the fair allows. */
  const present = async (actor: Actor | null, { scope }: LoadedStand, locale: Locale): Promise<Stand> => {
    const [row, content, admins, contacts] = await Promise.all([
      loadStandRow(db, scope.id, locale),
      selectStandContent(db, contentOf(scope.id)),
      canListStandAdmins(actor, scope) ? selectStandAdmins(db, scope.id) : Promise.resolve([]),
      selectStandContacts(db, contactsOf(scope.id)),
    ]);
    const showsEmail = (userId: number) =>
      !scope.isHidingEmailUser || seesHiddenEmails(actor, scope) || actor?.id === userId;
    return toStand(row, {
      languages: toStandLanguages(content),
      admins: admins.map((a) => toStandPerson(a, true)),
      contacts: contacts.map((c) => toStandPerson(c, showsEmail(c.id))),
      abilities: standAbilities(actor, scope),
    });
  };

  /** Runs a list: one query for the rows (sectors and languages included), one count when paged. */
  const pageOf = async (where: SQL | undefined, paging: Paging, order = standListOrder, locale: Locale) => {
    const rows: StandListRow[] = await selectStandList(db, locale)
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset(paging.offset);
    if (!paging.paginated) return { rows, totalItems: rows.length, paging };
    const [total] = await db.select({ n: count() }).from(stands).where(where);
    return { rows, totalItems: Number(total?.n ?? 0), paging };
  };

  const loadFair = async (fairId: number): Promise<HallFairScope | undefined> =>
    (
      await db
        .select({ id: fairs.id, isPublicAccess: fairs.isPublicAccess })
        .from(fairs)
        .where(eq(fairs.id, fairId))
        .limit(1)
    )[0];

  /** `GET /stands`: every booth the actor may see, filtered. */
  const listStands = async ({
    actor,
    query,
    locale,
  }: {
    actor: Actor | null;
    query: ListQuery;
    locale: Locale;
  }): Promise<Page<StandListItem>> => {
    if (query.fair !== undefined) {
      const fair = await loadFair(query.fair);
      if (!fair) throw notFound();
      if (!canVisitFair(actor, fair)) refuseVisit(actor);
    }
    const exists = query['exists[fairHall]'];
    const where = and(
      standsVisibleTo(db, actor),
      query.fair !== undefined ? eq(stands.fairId, query.fair) : undefined,
      query.fairHall !== undefined ? eq(stands.fairHallId, query.fairHall) : undefined,
      query.number !== undefined ? eq(stands.number, query.number) : undefined,
      query['firm.id'] !== undefined ? eq(stands.firmId, query['firm.id']) : undefined,
      query.isVisible !== undefined ? shownCondition(truthy(query.isVisible)) : undefined,
      exists !== undefined
        ? truthy(exists)
          ? isNotNull(stands.fairHallId)
          : isNull(stands.fairHallId)
        : undefined,
      query.name ? ilike(stands.name, containsLike(query.name)) : undefined,
    );
    const { rows, totalItems, paging } = await pageOf(
      where,
      resolvePaging(query, 30),
      standListOrder,
      locale,
    );
    return { items: rows.map(toStandListItem), totalItems, paging };
  };

  /** A hall as the floor reads it: hidden halls only for the organizer (404), the fair's access rule. */
  const readableHall = async (actor: Actor | null, hallId: number) => {
    const [found] = await db
      .select({
        id: fairHalls.id,
        isVisible: fairHalls.isVisible,
        fairId: fairs.id,
        isPublicAccess: fairs.isPublicAccess,
      })
      .from(fairHalls)
      .innerJoin(fairs, eq(fairs.id, fairHalls.fairId))
      .where(eq(fairHalls.id, hallId))
      .limit(1);
    if (!found || (!found.isVisible && !canSeeHiddenHalls(actor, found.fairId))) throw notFound();
    if (!canVisitFair(actor, { id: found.fairId, isPublicAccess: found.isPublicAccess })) refuseVisit(actor);
    return found;
  };
  /** The booths of a hall the actor sees: all for the organizer, else the shown ones and its own. */
  const hallWhere = (actor: Actor | null, hall: { id: number; fairId: number }) =>
    and(
      eq(stands.fairHallId, hall.id),
      canSeeHiddenHalls(actor, hall.fairId) ? undefined : or(shownCondition(true), ...ownedBy(db, actor)),
    );
  const byNumber = [asc(stands.number), asc(stands.id)];

  /**
   * `GET /fair_halls/{id}/stands`: the visit's floor, sorted by number (one query when unpaged).
   * Visitors who see what the anonymous see get the serialised answer of the floor cache.
   */
  const listHallStands = async ({
    actor,
    hallId,
    query,
    locale,
  }: {
    actor: Actor | null;
    hallId: number;
    query: PaginationQuery;
    locale: Locale;
  }): Promise<Page<StandListItem> | PreSerialized> => {
    const hit = floor.get(actor, hallId, locale, query);
    if (hit) return hit;
    const generation = floor.start();
    const hall = await readableHall(actor, hallId);
    const { rows, totalItems, paging } = await pageOf(
      hallWhere(actor, hall),
      resolvePaging(query, 30),
      byNumber,
      locale,
    );
    const items = rows.map(toStandListItem);
    const fair = { id: hall.fairId, isPublicAccess: hall.isPublicAccess };
    if (!floor.enabled || !seesPublicFloor(actor, fair)) return { items, totalItems, paging };
    const body = preSerialize(StandListItemSchema.array(), items, { totalItems, paging });
    return floor.set(generation, { id: hall.id, fair }, locale, query, items, body);
  };

  /** `GET /stands/light?fair_hall=`. */
  const listStandsLight = async ({
    actor,
    hallId,
    locale,
  }: {
    actor: Actor | null;
    hallId: number;
    locale: Locale;
  }): Promise<StandLight[]> => {
    const where = hallWhere(actor, await readableHall(actor, hallId));
    const { rows } = await pageOf(where, resolvePaging({ pagination: false }, 30), byNumber, locale);
    return rows.map(toStandLight);
  };

  /** `GET /stands/my-stands`: booths the actor administers or staffs, and its firm's. */
  const listMyStands = async ({
    actor,
    fairId,
    locale,
  }: {
    actor: Actor;
    fairId: number | undefined;
    locale: Locale;
  }): Promise<StandListItem[]> => {
    const where = and(
      or(...ownedBy(db, actor)),
      fairId !== undefined ? eq(stands.fairId, fairId) : undefined,
    );
    const { rows } = await pageOf(where, resolvePaging({ pagination: false }, 30), standListOrder, locale);
    return rows.map(toStandListItem);
  };

  /** `GET /stands/{id}`. */
  const getStand = async ({
    actor,
    standId,
    locale,
  }: {
    actor: Actor | null;
    standId: number;
    locale: Locale;
  }) => present(actor, await readable(actor, standId), locale);

  return {
    /** What drops the floor cache's answers; the stands manifest subscribes them. */
    floorListeners: floor.listeners,
    readable,
    listStands,
    listHallStands,
    listStandsLight,
    listMyStands,
    getStand,
    present,
    loadFair,
  };
};
export type StandsService = ReturnType<typeof createStandsService>;
