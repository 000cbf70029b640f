import { asc, eq, or } from 'drizzle-orm';
import { fairs, visioDailyContacts, visioRooms } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { PersonRow } from './visio.mapper.ts';

/**
 * permissions.md "Personal data": the export lists the user's calls (when, which fair, made or
 * received, how it went, with whom by name); erasure deletes them with the daily contact counts
 * (a call is the two people's only, nothing is kept for the other side).
 */
export const createVisioPersonalData = (
  db: Db,
  peopleOf: (ids: number[]) => Promise<Map<number, PersonRow>>,
) => {
  const exportOf = async (userId: number) => {
    const rows = await db
      .select({ room: visioRooms, fairName: fairs.name })
      .from(visioRooms)
      .innerJoin(fairs, eq(fairs.id, visioRooms.fairId))
      .where(or(eq(visioRooms.callerId, userId), eq(visioRooms.receiverId, userId)))
      .orderBy(asc(visioRooms.id));
    if (!rows.length) return null;
    const people = await peopleOf(
      rows.map(({ room }) => (room.callerId === userId ? room.receiverId : room.callerId)),
    );
    const nameOf = (id: number) => {
      const p = people.get(id);
      return p && !p.erasedAt ? `${p.firstName} ${p.lastName}`.trim() : 'former participant';
    };
    return {
      calls: rows.map(({ room, fairName }) => ({
        date: room.createdAt.toISOString(),
        fair: fairName,
        direction: room.callerId === userId ? 'made' : 'received',
        with: nameOf(room.callerId === userId ? room.receiverId : room.callerId),
        status: room.status,
        startedAt: room.startedAt?.toISOString() ?? null,
        answeredAt: room.answeredAt?.toISOString() ?? null,
        endedAt: room.endedAt?.toISOString() ?? null,
      })),
    };
  };

  const eraseOf = async (userId: number) => {
    await db.transaction(async (tx) => {
      await tx
        .delete(visioRooms)
        .where(or(eq(visioRooms.callerId, userId), eq(visioRooms.receiverId, userId)));
      await tx.update(visioRooms).set({ endedBy: null }).where(eq(visioRooms.endedBy, userId));
      await tx.delete(visioDailyContacts).where(eq(visioDailyContacts.userId, userId));
    });
  };

  return { exportOf, eraseOf };
};
