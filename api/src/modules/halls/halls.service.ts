import { and, asc, count, eq, gt, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  gridSlots,
  hallIdOfMapKey,
  hallMapKey,
  MEDIA_TYPES,
  type ElementCreateSchema,
  type ElementUpdateSchema,
  type FairHallCreateSchema,
  type FairHallUpdateSchema,
  type HallListQuerySchema,
  type HallSlot,
  type Locale,
  type PaginationQuery,
} from '@passerelle/contract';
import {
  elements,
  fairHallConfigurations,
  fairHalls,
  fairs,
  mediaObjects,
  stands,
} from '../../db/schema/index.ts';
import { inOrganizedFairs, inVisitableFairs, type Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { createMediaService } from '../media/index.ts';
import {
  conflict,
  forbidden,
  notFound,
  unauthorized,
  unprocessable,
  type ViolationInput,
} from '../../platform/errors/index.ts';
import { resolvePaging, type Page } from '../../platform/http/index.ts';
import { toConfigurationDto, toElementDto, toHallDto, toHallLightDto, type HallRow } from './halls.mapper.ts';
import {
  canManageHalls,
  canSeeHiddenHalls,
  canVisitFair,
  hallAbilities,
  type HallFairScope,
} from './halls.policy.ts';
import { containsLike, isUniqueViolation } from '../../platform/db/index.ts';

type HallCreate = z.output<typeof FairHallCreateSchema>;
type HallUpdate = z.output<typeof FairHallUpdateSchema>;
type HallListQuery = z.output<typeof HallListQuerySchema>;
type ElementCreate = z.output<typeof ElementCreateSchema>;
type ElementUpdate = z.output<typeof ElementUpdateSchema>;

const IMAGE_FIELDS = ['leftImage', 'rightImage', 'overviewImage'] as const;
const letterTaken = () =>
  conflict('hall_letter_taken', [{ propertyPath: 'letter', code: 'hall_letter_taken' }]);

export const createHallsService = (deps: AppDeps) => {
  const { db } = deps;
  const media = createMediaService(deps);
  /** After the commit: the hall's record and floor (`hall.changed`) or only its map (`hall.map.changed`). */
  const hallChanged = (hall: { id: number; fairId: number }, action: 'created' | 'updated' | 'deleted') =>
    deps.bus.publish({ name: 'hall.changed', payload: { fairId: hall.fairId, hallId: hall.id, action } });
  const mapChanged = (hall: { id: number; fairId: number }) =>
    deps.bus.publish({ name: 'hall.map.changed', payload: { fairId: hall.fairId, hallId: hall.id } });
  const loadFair = async (fairId: number): Promise<HallFairScope | undefined> => {
    const [fair] = await db
      .select({ id: fairs.id, isPublicAccess: fairs.isPublicAccess })
      .from(fairs)
      .where(eq(fairs.id, fairId))
      .limit(1);
    return fair;
  };
  /** Not allowed in the fair: 401 for the anonymous (log in first), 403 for the logged in. */
  const assertVisit = (actor: Actor | null, fair: HallFairScope) => {
    if (!canVisitFair(actor, fair)) throw actor ? forbidden() : unauthorized();
  };

  /** A hall the actor may read, with its fair; hidden from non-organizers (404). */
  const readableHall = async (actor: Actor | null, hallId: number) => {
    const [found] = await db
      .select({ hall: fairHalls, fair: { id: fairs.id, isPublicAccess: fairs.isPublicAccess } })
      .from(fairHalls)
      .innerJoin(fairs, eq(fairs.id, fairHalls.fairId))
      .where(eq(fairHalls.id, hallId))
      .limit(1);
    if (!found || (!found.hall.isVisible && !canSeeHiddenHalls(actor, found.fair.id))) throw notFound();
    assertVisit(actor, found.fair);
    return found;
  };
  /** A hall the actor may write: readable first (404/401/403), then the organizer's (403). */
  const writableHall = async (actor: Actor, hallId: number) => {
    const found = await readableHall(actor, hallId);
    if (!canManageHalls(actor, found.fair.id)) throw forbidden();
    return found;
  };

  const mediaOf = async (rows: HallRow[]) => {
    const ids = [
      ...new Set(rows.flatMap((r) => [r.leftImageId, r.rightImageId, r.overviewImageId]).filter((i) => !!i)),
    ] as number[];
    const found = ids.length
      ? await db
          .select({
            id: mediaObjects.id,
            filePath: mediaObjects.filePath,
            thumbnailPath: mediaObjects.thumbnailPath,
          })
          .from(mediaObjects)
          .where(inArray(mediaObjects.id, ids))
      : [];
    return new Map(found.map((m) => [m.id, m]));
  };
  const present = async (actor: Actor | null, row: HallRow, locale: Locale) =>
    toHallDto(row, locale, await mediaOf([row]), hallAbilities(actor, row.fairId));

  /**
   * Image ids must name stored images the caller may see (422 `media_not_found` on the field
   * otherwise): its own unused uploads or files of its own fair's subjects, never another fair's.
   * Images the hall already shows stay acceptable.
   */
  const checkImages = async (
    actor: Actor,
    data: Partial<Pick<HallCreate, (typeof IMAGE_FIELDS)[number]>>,
    hall?: HallRow,
  ) => {
    const wanted = IMAGE_FIELDS.filter((f) => typeof data[f] === 'number');
    if (!wanted.length) return;
    const kept = new Set([hall?.leftImageId, hall?.rightImageId, hall?.overviewImageId]);
    const ids = wanted.map((f) => data[f] as number);
    const found = await db
      .select({ id: mediaObjects.id })
      .from(mediaObjects)
      .where(and(inArray(mediaObjects.id, ids), eq(mediaObjects.type, MEDIA_TYPES.image)));
    const usable = new Set<number>();
    for (const { id } of found)
      if (
        kept.has(id) ||
        (await media.get({ actor, id }).then(
          () => true,
          () => false,
        ))
      )
        usable.add(id);
    const violations: ViolationInput[] = wanted
      .filter((f) => !usable.has(data[f] as number))
      .map((f) => ({ propertyPath: f, code: 'media_not_found' }));
    if (violations.length) throw unprocessable(violations);
  };

  /** A map element names a booth of the hall's own fair (422 `stand_not_in_fair` otherwise). */
  const checkStand = async (standId: number | null | undefined, fairId: number) => {
    if (standId === null || standId === undefined) return;
    const [stand] = await db
      .select({ fairId: stands.fairId })
      .from(stands)
      .where(eq(stands.id, standId))
      .limit(1);
    if (stand?.fairId !== fairId) throw unprocessable([{ propertyPath: 'stand', code: 'stand_not_in_fair' }]);
  };

  const columnsOf = (data: HallUpdate) => {
    const { leftImage, rightImage, overviewImage, ...rest } = data;
    return {
      ...rest,
      ...(leftImage !== undefined && { leftImageId: leftImage }),
      ...(rightImage !== undefined && { rightImageId: rightImage }),
      ...(overviewImage !== undefined && { overviewImageId: overviewImage }),
    };
  };

  // --- halls ---------------------------------------------------------------------------------

  const listHalls = async ({
    actor,
    query,
    locale,
  }: {
    actor: Actor | null;
    query: HallListQuery;
    locale: Locale;
  }): Promise<Page<ReturnType<typeof toHallDto>>> => {
    const where: (SQL | undefined)[] = [];
    if (query.fair !== undefined) {
      const fair = await loadFair(query.fair);
      if (!fair) throw notFound();
      assertVisit(actor, fair);
      where.push(eq(fairHalls.fairId, fair.id));
      if (!canSeeHiddenHalls(actor, fair.id)) where.push(eq(fairHalls.isVisible, true));
    } else {
      // Every fair the actor may visit, hidden halls only where it organises.
      where.push(
        inVisitableFairs(db, fairHalls.fairId, actor),
        or(eq(fairHalls.isVisible, true), inOrganizedFairs(fairHalls.fairId, actor)),
      );
    }
    const name = query['translations.name'];
    if (name)
      where.push(
        sql`exists (select 1 from jsonb_each(${fairHalls.translations}) t where t.value->>'name' ilike ${containsLike(name)})`,
      );
    const condition = and(...where);
    const paging = resolvePaging(query, 30);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(fairHalls)
        .where(condition)
        .orderBy(asc(fairHalls.fairId), asc(fairHalls.position), asc(fairHalls.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(fairHalls).where(condition),
    ]);
    const media = await mediaOf(rows);
    return {
      items: rows.map((r) => toHallDto(r, locale, media, hallAbilities(actor, r.fairId))),
      totalItems: Number(total?.n ?? 0),
      paging,
    };
  };

  const listHallsLight = async ({
    actor,
    fairId,
    locale,
  }: {
    actor: Actor | null;
    fairId: number;
    locale: Locale;
  }) => {
    const page = await listHalls({ actor, query: { fair: fairId, pagination: false }, locale });
    return page.items.map((h) =>
      toHallLightDto({ ...h, translations: h.translations } as unknown as HallRow, locale),
    );
  };

  const getHall = async ({
    actor,
    hallId,
    locale,
  }: {
    actor: Actor | null;
    hallId: number;
    locale: Locale;
  }) => present(actor, (await readableHall(actor, hallId)).hall, locale);

  const createHall = async ({ actor, data, locale }: { actor: Actor; data: HallCreate; locale: Locale }) => {
    const fair = await loadFair(data.fair);
    if (!fair) throw unprocessable([{ propertyPath: 'fair', code: 'invalid_value' }]);
    if (!canManageHalls(actor, fair.id)) throw forbidden();
    await checkImages(actor, data);
    const { fair: fairId, position, ...fields } = data;
    const row = await db
      .transaction(async (tx) => {
        const [last] = await tx
          .select({ p: max(fairHalls.position) })
          .from(fairHalls)
          .where(eq(fairHalls.fairId, fairId));
        const [hall] = await tx
          .insert(fairHalls)
          .values({
            ...columnsOf(fields),
            translations: fields.translations,
            letter: fields.letter,
            fairId,
            position: position ?? (last?.p ?? -1) + 1,
          })
          .returning();
        await tx
          .insert(fairHallConfigurations)
          .values({ fairHallId: hall!.id, slots: gridSlots(hall!.numberOfStands) });
        return hall!;
      })
      .catch((err) => {
        if (isUniqueViolation(err)) throw letterTaken();
        throw err;
      });
    await hallChanged(row, 'created');
    return present(actor, row, locale);
  };

  const updateHall = async ({
    actor,
    hallId,
    data,
    locale,
  }: {
    actor: Actor;
    hallId: number;
    data: HallUpdate;
    locale: Locale;
  }) => {
    const { hall } = await writableHall(actor, hallId);
    await checkImages(actor, data, hall);
    const columns = columnsOf(data);
    if (!Object.keys(columns).length) return present(actor, hall, locale);
    const row = await db
      .transaction(async (tx) => {
        const [updated] = await tx.update(fairHalls).set(columns).where(eq(fairHalls.id, hallId)).returning();
        const n = updated!.numberOfStands;
        if (n !== hall.numberOfStands) {
          // Another number of booths: the slots start again from the default grid; booths on
          // positions that no longer exist go back to the unassigned list (content kept) and their
          // elements leave the map.
          await tx
            .update(fairHallConfigurations)
            .set({ slots: gridSlots(n) })
            .where(eq(fairHallConfigurations.fairHallId, hallId));
          await tx
            .delete(elements)
            .where(and(eq(elements.map, hallMapKey(hallId)), gt(elements.position, n)));
          await tx
            .update(stands)
            .set({ fairHallId: null, number: null })
            .where(and(eq(stands.fairHallId, hallId), gt(stands.number, n)));
        }
        return updated!;
      })
      .catch((err) => {
        if (isUniqueViolation(err)) throw letterTaken();
        throw err;
      });
    await hallChanged(row, 'updated');
    return present(actor, row, locale);
  };

  /**
   * Deletes the hall, its configuration (foreign-key cascade) and its map elements. Its booths are
   * not deleted: they go back to the fair's unassigned list with their content (only the trash of
   * the assign screen deletes a booth, §4).
   */
  const deleteHall = async ({ actor, hallId }: { actor: Actor; hallId: number }) => {
    const { hall } = await writableHall(actor, hallId);
    await db.transaction(async (tx) => {
      await tx.delete(elements).where(eq(elements.map, hallMapKey(hallId)));
      await tx.update(stands).set({ fairHallId: null, number: null }).where(eq(stands.fairHallId, hallId));
      await tx.delete(fairHalls).where(eq(fairHalls.id, hallId));
    });
    await hallChanged(hall, 'deleted');
  };

  // --- configurations ------------------------------------------------------------------------

  /** Slot positions run from 1 to the hall's number of booths (422 `too_big` beyond). */
  const checkSlots = (slots: HallSlot[], numberOfStands: number) => {
    const violations: ViolationInput[] = slots.flatMap((s, i) =>
      s.position > numberOfStands
        ? [{ propertyPath: `slots.${i}.position`, code: 'too_big', params: { max: numberOfStands } }]
        : [],
    );
    if (violations.length) throw unprocessable(violations);
  };

  const listConfigurations = async ({
    actor,
    query,
  }: {
    actor: Actor | null;
    query: PaginationQuery & { fairHall: number };
  }) => {
    await readableHall(actor, query.fairHall);
    const rows = await db
      .select()
      .from(fairHallConfigurations)
      .where(eq(fairHallConfigurations.fairHallId, query.fairHall));
    return { items: rows.map(toConfigurationDto), totalItems: rows.length, paging: resolvePaging(query, 30) };
  };

  const findConfiguration = async (id: number) => {
    const [row] = await db
      .select()
      .from(fairHallConfigurations)
      .where(eq(fairHallConfigurations.id, id))
      .limit(1);
    if (!row) throw notFound();
    return row;
  };

  const getConfiguration = async ({ actor, id }: { actor: Actor | null; id: number }) => {
    const row = await findConfiguration(id);
    await readableHall(actor, row.fairHallId);
    return toConfigurationDto(row);
  };

  const createConfiguration = async ({
    actor,
    data,
  }: {
    actor: Actor;
    data: { fairHall: number; slots: HallSlot[] };
  }) => {
    const { hall } = await writableHall(actor, data.fairHall);
    checkSlots(data.slots, hall.numberOfStands);
    const [row] = await db
      .insert(fairHallConfigurations)
      .values({ fairHallId: hall.id, slots: data.slots })
      .returning()
      .catch((err) => {
        if (isUniqueViolation(err))
          throw conflict('conflict', [{ propertyPath: 'fairHall', code: 'conflict' }]);
        throw err;
      });
    await mapChanged(hall);
    return toConfigurationDto(row!);
  };

  const updateConfiguration = async ({
    actor,
    id,
    data,
  }: {
    actor: Actor;
    id: number;
    data: { slots: HallSlot[] };
  }) => {
    const current = await findConfiguration(id);
    const { hall } = await writableHall(actor, current.fairHallId);
    checkSlots(data.slots, hall.numberOfStands);
    const [row] = await db
      .update(fairHallConfigurations)
      .set({ slots: data.slots })
      .where(eq(fairHallConfigurations.id, id))
      .returning();
    await mapChanged(hall);
    return toConfigurationDto(row!);
  };

  // --- elements ------------------------------------------------------------------------------

  const hallOfMap = (map: string) => {
    const id = hallIdOfMapKey(map);
    if (id === null) throw notFound();
    return id;
  };

  const listElements = async ({
    actor,
    query,
  }: {
    actor: Actor | null;
    query: PaginationQuery & { map: string; type?: number; position?: number };
  }) => {
    await readableHall(actor, hallOfMap(query.map));
    const condition = and(
      eq(elements.map, query.map),
      query.type !== undefined ? eq(elements.type, query.type) : undefined,
      query.position !== undefined ? eq(elements.position, query.position) : undefined,
    );
    const paging = resolvePaging(query, 30);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(elements)
        .where(condition)
        .orderBy(asc(elements.position), asc(elements.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(elements).where(condition),
    ]);
    return { items: rows.map(toElementDto), totalItems: Number(total?.n ?? 0), paging };
  };

  const positionTaken = () => conflict('conflict', [{ propertyPath: 'position', code: 'conflict' }]);
  const checkPosition = (position: number | undefined, numberOfStands: number) => {
    if (position !== undefined && position > numberOfStands)
      throw unprocessable([{ propertyPath: 'position', code: 'too_big', params: { max: numberOfStands } }]);
  };

  const createElement = async ({ actor, data }: { actor: Actor; data: ElementCreate }) => {
    const { hall } = await writableHall(actor, hallOfMap(data.map));
    checkPosition(data.position, hall.numberOfStands);
    await checkStand(data.stand, hall.fairId);
    const [row] = await db
      .insert(elements)
      .values({ type: data.type, map: data.map, position: data.position, standId: data.stand })
      .returning()
      .catch((err) => {
        if (isUniqueViolation(err)) throw positionTaken();
        throw err;
      });
    await mapChanged(hall);
    return toElementDto(row!);
  };

  const findElement = async (id: number) => {
    const [row] = await db.select().from(elements).where(eq(elements.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  };

  const updateElement = async ({ actor, id, data }: { actor: Actor; id: number; data: ElementUpdate }) => {
    const current = await findElement(id);
    const { hall } = await writableHall(actor, hallOfMap(current.map));
    checkPosition(data.position, hall.numberOfStands);
    await checkStand(data.stand, hall.fairId);
    const values = {
      ...(data.type !== undefined && { type: data.type }),
      ...(data.position !== undefined && { position: data.position }),
      ...(data.stand !== undefined && { standId: data.stand }),
    };
    if (!Object.keys(values).length) return toElementDto(current);
    const [row] = await db
      .update(elements)
      .set(values)
      .where(eq(elements.id, id))
      .returning()
      .catch((err) => {
        if (isUniqueViolation(err)) throw positionTaken();
        throw err;
      });
    await mapChanged(hall);
    return toElementDto(row!);
  };

  const deleteElement = async ({ actor, id }: { actor: Actor; id: number }) => {
    const current = await findElement(id);
    const { hall } = await writableHall(actor, hallOfMap(current.map));
    await db.delete(elements).where(eq(elements.id, id));
    await mapChanged(hall);
  };

  return {
    listHalls,
    listHallsLight,
    getHall,
    createHall,
    updateHall,
    deleteHall,
    listConfigurations,
    getConfiguration,
    createConfiguration,
    updateConfiguration,
    listElements,
    createElement,
    updateElement,
    deleteElement,
  };
};
export type HallsService = ReturnType<typeof createHallsService>;
