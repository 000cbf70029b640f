import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stands } from '../../db/schema/index.ts';
import { shownToVisitors } from './stands.policy.ts';

/**
 * A booth of the fair that its visitors can reach (shown, not hidden by the organizer, not in a
 * hidden hall), with its firm; null otherwise. What a chat or a call started "from a booth" needs.
 */
export type ShownBoothInFair = (
  standId: number,
  fairId: number,
) => Promise<{ id: number; firmId: number } | null>;

export const createShownBoothInFair =
  (db: Db): ShownBoothInFair =>
  async (standId, fairId) => {
    const [booth] = await db
      .select({ id: stands.id, firmId: stands.firmId })
      .from(stands)
      .where(and(eq(stands.id, standId), eq(stands.fairId, fairId), shownToVisitors(db)))
      .limit(1);
    return booth ?? null;
  };
