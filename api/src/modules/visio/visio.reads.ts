import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { VisioRoom, VisioRoomListQuerySchema } from '@passerelle/contract';
import { firms, users, visioRooms } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pageTotal, resolvePaging, totalOver, type Page } from '../../platform/http/index.ts';
import { toVisioRoom, type PersonRow, type RoomRow } from './visio.mapper.ts';

type ListQuery = z.output<typeof VisioRoomListQuerySchema>;

/** The calls as their participants read them: the rooms with both people's cards. */
export const createVisioReads = (db: AppDeps['db']) => {
  const peopleOf = async (ids: number[]): Promise<Map<number, PersonRow>> => {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        firmId: users.firmId,
        firmName: firms.name,
        erasedAt: users.erasedAt,
      })
      .from(users)
      .leftJoin(firms, eq(firms.id, users.firmId))
      .where(inArray(users.id, unique));
    return new Map(rows.map((r) => [r.id, r]));
  };

  const present = async (actor: Actor, rows: RoomRow[]): Promise<VisioRoom[]> => {
    const people = await peopleOf(rows.flatMap((r) => [r.callerId, r.receiverId]));
    return rows.map((r) => toVisioRoom(r, people, actor.id));
  };
  const presentOne = async (actor: Actor, row: RoomRow) => (await present(actor, [row]))[0]!;

  /** `GET /visio_rooms`: the actor's calls, made or received, newest first. */
  const list = async ({ actor, query }: { actor: Actor; query: ListQuery }): Promise<Page<VisioRoom>> => {
    const paging = resolvePaging(query, 20);
    const where = and(
      or(eq(visioRooms.callerId, actor.id), eq(visioRooms.receiverId, actor.id)),
      query.fair !== undefined ? eq(visioRooms.fairId, query.fair) : undefined,
    );
    const rows = await db
      .select({ row: visioRooms, total: totalOver() })
      .from(visioRooms)
      .where(where)
      .orderBy(desc(visioRooms.id))
      .limit(paging.limit)
      .offset(paging.offset);
    const totalItems = await pageTotal(
      rows,
      paging,
      async () => (await db.select({ id: visioRooms.id }).from(visioRooms).where(where)).length,
    );
    return {
      items: await present(
        actor,
        rows.map((r) => r.row),
      ),
      totalItems,
      paging,
    };
  };

  return { peopleOf, present, presentOne, list };
};
