import { and, desc, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { VisioRoom, VisioRoomListQuerySchema } from '@passerelle/contract';
import { visioRooms } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { UsersService } from '../users/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pageTotal, resolvePaging, totalOver, type Page } from '../../platform/http/index.ts';
import { toVisioRoom, type RoomRow } from './visio.mapper.ts';

type ListQuery = z.output<typeof VisioRoomListQuerySchema>;

/** Names and firms by user id: the users module's door. */
type CardsOf = UsersService['cardsOf'];

/** The calls as their participants read them: the rooms with both people's cards. */
export const createVisioReads = (db: AppDeps['db'], cardsOf: CardsOf) => {
  const peopleOf = cardsOf;

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
