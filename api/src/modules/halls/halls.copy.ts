import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { fairHallConfigurations, fairHalls } from '../../db/schema/index.ts';

/**
 * A copied fair's halls (`POST /fairs/{id}/copy`, in the fairs module's transaction): each hall with
 * its look and its map of slots, none of the booths that sit in them (they belong to firms).
 */
export const copyHallsOfFair = async (tx: Tx, sourceFairId: number, targetFairId: number) => {
  const halls = await tx
    .select()
    .from(fairHalls)
    .where(eq(fairHalls.fairId, sourceFairId))
    .orderBy(asc(fairHalls.position), asc(fairHalls.id));
  if (!halls.length) return;
  const created = await tx
    .insert(fairHalls)
    .values(halls.map(({ id: _id, createdAt: _c, updatedAt: _u, ...h }) => ({ ...h, fairId: targetFairId })))
    .returning({ id: fairHalls.id, letter: fairHalls.letter });
  // A hall's letter is unique in its fair: it pairs each copy with its source.
  const copyOf = new Map(halls.map((h) => [h.id, created.find((c) => c.letter === h.letter)!.id]));
  const configurations = await tx
    .select()
    .from(fairHallConfigurations)
    .where(inArray(fairHallConfigurations.fairHallId, [...copyOf.keys()]));
  if (configurations.length)
    await tx
      .insert(fairHallConfigurations)
      .values(configurations.map((c) => ({ fairHallId: copyOf.get(c.fairHallId)!, slots: c.slots })));
};
