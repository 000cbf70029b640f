import { and, eq } from 'drizzle-orm';
import { hallMapKey } from '@passerelle/contract';
import type { Tx } from '../../db/client.ts';
import { elements } from '../../db/schema/index.ts';

/** §3 Element type of a booth assignment on a hall's map. */
export const STAND_ELEMENT_TYPE = 8;

/**
 * The type-8 element mirrors a booth's slot, inside the stands module's transaction (elements are
 * this module's rows): the old one leaves the map, a stale element on the new position (no booth
 * holds it: the unique slot index said so) gives way, and the new one names the booth. A booth
 * without a slot (`hallId` null) only leaves the map.
 */
export const placeBoothElement = async (
  tx: Tx,
  standId: number,
  slot: { hallId: number; number: number } | { hallId: null },
) => {
  await tx.delete(elements).where(and(eq(elements.standId, standId), eq(elements.type, STAND_ELEMENT_TYPE)));
  if (slot.hallId === null) return;
  const map = hallMapKey(slot.hallId);
  await tx
    .delete(elements)
    .where(
      and(eq(elements.type, STAND_ELEMENT_TYPE), eq(elements.map, map), eq(elements.position, slot.number)),
    );
  await tx.insert(elements).values({ type: STAND_ELEMENT_TYPE, map, position: slot.number, standId });
};
