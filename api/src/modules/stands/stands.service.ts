import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_STAND_GROUP_NAME,
  type Locale,
  type PaginationQuery,
  type Stand,
  type StandCreateSchema,
  type StandLight,
  StandListItemSchema,
  type StandListItem,
  type StandListQuerySchema,
} from '@passerelle/contract';
import { fairHalls, fairs, standGroups, stands } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, notFound, unauthorized, unprocessable } from '../../platform/errors/index.ts';
import {
  preSerialize,
  resolvePaging,
  type Page,
  type Paging,
  type PreSerialized,
} from '../../platform/http/index.ts';
import { canSeeHiddenHalls, placeBoothElement, type HallFairScope } from '../halls/index.ts';
import type { MediaService } from '../media/index.ts';
import { createStandChecks, type StandFields } from './stands.checks.ts';
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
  canOrganizeStands,
  canReadStand,
  canSeeHiddenStand,
  canUpdateStand,
  canVisitFair,
  isShownToVisitors,
  organizesStand,
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
import {
  columnsOf,
  slotColumns,
  slotRaceAsConflict,
  syncElement,
  writeLanguages,
  writeSectors,
} from './stands.write.ts';
import { containsLike } from '../../platform/db/index.ts';

type ListQuery = z.output<typeof StandListQuerySchema>;
type CreateInput = z.output<typeof StandCreateSchema>;

const truthy = (v: string) => v === '1' || v === 'true';

export const createStandsService = (deps: AppDeps, media: MediaService) => {
  const { db } = deps;
  const checks = createStandChecks(db, media);
  const floor = createFloorCache(deps);

  /**
   * `stand.changed`, after the commit: the hall the booth is in (for a deleted booth, the one it
   * was in) and the hall it left when it moved.
   */
  const changed = (
    booth: Pick<LoadedStand['scope'], 'id' | 'fairId' | 'firmId' | 'fairHallId'>,
    before: number | null,
    action: 'created' | 'updated' | 'deleted',
  ) =>
    deps.bus.publish({
      name: 'stand.changed',
      payload: {
        fairId: booth.fairId,
        firmId: booth.firmId,
        standId: booth.id,
        hallId: booth.fairHallId,
        previousHallId: before !== booth.fairHallId ? before : null,
        action,
      },
    });

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

  /** The "Groupe A" group new booths belong to when none is given (§9). */
  const defaultGroupId = async () =>
    (
      await db
        .select({ id: standGroups.id })
        .from(standGroups)
        .where(eq(standGroups.name, DEFAULT_STAND_GROUP_NAME))
        .limit(1)
    )[0]?.id ?? null;

  /** `POST /stands`: the fair's organizer; the booth, its content and its map element in one transaction. */
  const createStand = async ({
    actor,
    data,
    locale,
  }: {
    actor: Actor;
    data: CreateInput;
    locale: Locale;
  }) => {
    const fair = await loadFair(data.fair);
    if (!fair) throw unprocessable([{ propertyPath: 'fair', code: 'invalid_value' }]);
    if (!canOrganizeStands(actor, fair.id)) throw forbidden();
    const defaultGroup = await defaultGroupId();
    const { fair: fairId, ...fields } = data;
    const slot = await checks.check({ actor, fairId, state: null, data: fields, defaultGroup });
    const id = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(stands)
          .values({
            fairId,
            firmId: fields.firm,
            name: fields.name,
            ...columnsOf(fields, fields.standGroup ?? defaultGroup),
            ...slotColumns(slot),
          })
          .returning({ id: stands.id });
        await writeSectors(tx, row!.id, fields.sectors);
        await writeLanguages(tx, row!.id, fields);
        await syncElement(tx, row!.id, slot);
        return row!.id;
      })
      .catch(slotRaceAsConflict);
    const created = await loadStandScope(db, id);
    await changed(created.scope, null, 'created');
    return present(actor, created, locale);
  };

  /** Organizer-only fields sent with another value than the stored one. */
  const changesOrganizerFields = (scope: LoadedStand['scope'], data: StandFields) =>
    (data.firm !== undefined && data.firm !== scope.firmId) ||
    (data.fairHall !== undefined && data.fairHall !== scope.fairHallId) ||
    (data.number !== undefined && data.number !== scope.number) ||
    (data.isHiddenByOrganizer !== undefined && data.isHiddenByOrganizer !== scope.isHiddenByOrganizer);

  /**
   * `PUT /stands/put/{id}`: content by booth administrators, firm stand admins and the organizer;
   * organizer fields sent by anyone else with a different value are refused (403), the same
   * value is accepted so a form may send the whole booth.
   */
  const updateStand = async ({
    actor,
    standId,
    data,
    locale,
  }: {
    actor: Actor;
    standId: number;
    data: StandFields;
    locale: Locale;
  }): Promise<Stand> => {
    const loaded = await readable(actor, standId);
    const { scope } = loaded;
    if (!canUpdateStand(actor, scope)) throw forbidden();
    if (!organizesStand(actor, scope) && changesOrganizerFields(scope, data)) throw forbidden();
    const defaultGroup = data.standGroup === null ? await defaultGroupId() : null;
    const slot = await checks.check({ actor, fairId: scope.fairId, state: scope, data, defaultGroup });
    const moves = slot !== undefined && (slot.fairHall !== scope.fairHallId || slot.number !== scope.number);
    const group = data.standGroup === undefined ? undefined : (data.standGroup ?? defaultGroup);
    const columns = { ...columnsOf(data, group), ...(moves ? slotColumns(slot) : {}) };
    await db
      .transaction(async (tx) => {
        if (Object.keys(columns).length) await tx.update(stands).set(columns).where(eq(stands.id, standId));
        await writeSectors(tx, standId, data.sectors);
        await writeLanguages(tx, standId, data);
        if (moves) await syncElement(tx, standId, slot);
      })
      .catch(slotRaceAsConflict);
    const updated = await loadStandScope(db, standId);
    await changed(updated.scope, scope.fairHallId, 'updated');
    return present(actor, updated, locale);
  };

  /** `DELETE /stands/{id}` (§4 trash): the booth and all its content, irreversibly; the organizer's. */
  const deleteStand = async ({ actor, standId }: { actor: Actor; standId: number }) => {
    const { scope } = await readable(actor, standId);
    if (!canOrganizeStands(actor, scope.fairId)) throw forbidden();
    await db.transaction(async (tx) => {
      await placeBoothElement(tx, standId, { hallId: null });
      // Languages, resources, administrators, contacts and sectors follow by foreign-key cascade.
      await tx.delete(stands).where(eq(stands.id, standId));
    });
    await changed(scope, scope.fairHallId, 'deleted');
  };

  return {
    /** What drops the floor cache's answers; the stands manifest subscribes them. */
    floorListeners: floor.listeners,
    readable,
    listStands,
    listHallStands,
    listStandsLight,
    listMyStands,
    getStand,
    createStand,
    updateStand,
    deleteStand,
  };
};
export type StandsService = ReturnType<typeof createStandsService>;
