import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  hallIdOfMapKey,
  type ElementCreateSchema,
  type ElementUpdateSchema,
  type HallSlot,
  type PaginationQuery,
} from '@passerelle/contract';
import { elements, fairHallConfigurations } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';
import { conflict, notFound, unprocessable, type ViolationInput } from '../../platform/errors/index.ts';
import { resolvePaging } from '../../platform/http/index.ts';
import type { HallAccess } from './halls.access.ts';
import { toConfigurationDto, toElementDto } from './halls.mapper.ts';

type ElementCreate = z.output<typeof ElementCreateSchema>;
type ElementUpdate = z.output<typeof ElementUpdateSchema>;

/** A hall's map: its slot configuration (`/fair_hall_configurations`) and elements (`/elements`). */
export const createHallMapService = (deps: Pick<AppDeps, 'db'>, access: HallAccess) => {
  const { db } = deps;
  const { readableHall, writableHall, mapChanged, checkStand } = access;

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
export type HallMapService = ReturnType<typeof createHallMapService>;
