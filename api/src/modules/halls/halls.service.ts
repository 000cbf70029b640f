import { and, asc, count, eq, gt, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  gridSlots,
  hallMapKey,
  MEDIA_TYPES,
  type FairHallCreateSchema,
  type FairHallUpdateSchema,
  type HallListQuerySchema,
  type Locale,
} from '@passerelle/contract';
import { elements, fairHallConfigurations, fairHalls, mediaObjects } from '../../db/schema/index.ts';
import { inOrganizedFairs, inVisitableFairs, type Actor } from '../../platform/access/index.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { HallAccess } from './halls.access.ts';
import type { MediaService } from '../media/index.ts';
import {
  conflict,
  forbidden,
  notFound,
  unprocessable,
  type ViolationInput,
} from '../../platform/errors/index.ts';
import { resolvePaging, type Page } from '../../platform/http/index.ts';
import { toHallDto, toHallLightDto, type HallRow } from './halls.mapper.ts';
import { canManageHalls, canSeeHiddenHalls, hallAbilities } from './halls.policy.ts';
import { containsLike, isUniqueViolation } from '../../platform/db/index.ts';

type HallCreate = z.output<typeof FairHallCreateSchema>;
type HallUpdate = z.output<typeof FairHallUpdateSchema>;
type HallListQuery = z.output<typeof HallListQuerySchema>;

const IMAGE_FIELDS = ['leftImage', 'rightImage', 'overviewImage'] as const;
/**
 * Booths leave a hall's slots (all of them, or those numbered beyond `beyond`) and go back to the
 * fair's unassigned list with their content, inside the caller's transaction: the stands module's
 * door (booths are its rows).
 */
export type UnassignBooths = (tx: Tx, hallId: number, opts?: { beyond: number }) => Promise<void>;

const letterTaken = () =>
  conflict('hall_letter_taken', [{ propertyPath: 'letter', code: 'hall_letter_taken' }]);

export const createHallsService = (
  deps: AppDeps,
  access: HallAccess,
  media: MediaService,
  unassignBooths: UnassignBooths,
) => {
  const { db } = deps;
  const { hallChanged, loadFair, assertVisit, readableHall, writableHall } = access;

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
          await unassignBooths(tx, hallId, { beyond: n });
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
      await unassignBooths(tx, hallId);
      await tx.delete(fairHalls).where(eq(fairHalls.id, hallId));
    });
    await hallChanged(hall, 'deleted');
  };

  return { listHalls, listHallsLight, getHall, createHall, updateHall, deleteHall };
};
export type HallsService = ReturnType<typeof createHallsService>;
