import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fairFirms } from '../../db/schema/index.ts';
import type { EventBus } from '../../platform/bus/index.ts';

/**
 * The firm events, published after the commit with the fairs each firm is linked to then (plus
 * `leftFairs`, fairs a link was just removed from): `firm.changed` for its record and links,
 * `firm.staff.changed` for its roster.
 */
export const createFirmEvents = ({ db, bus }: { db: Db; bus: EventBus }) => {
  const fairsOf = async (firmIds: number[]) => {
    const rows = firmIds.length
      ? await db
          .select({ firmId: fairFirms.firmId, fairId: fairFirms.fairId })
          .from(fairFirms)
          .where(inArray(fairFirms.firmId, firmIds))
          .orderBy(fairFirms.fairId)
      : [];
    return (firmId: number, extra: number[] = []) => [
      ...new Set([...rows.filter((r) => r.firmId === firmId).map((r) => r.fairId), ...extra]),
    ];
  };

  const changed = async (
    firmIds: number[],
    action: 'created' | 'updated' = 'updated',
    leftFairs: number[] = [],
  ) => {
    const unique = [...new Set(firmIds)];
    const fairIds = await fairsOf(unique);
    await bus.publish(
      ...unique.map((firmId) => ({
        name: 'firm.changed' as const,
        payload: { firmId, fairIds: fairIds(firmId, leftFairs), action },
      })),
    );
  };

  /** Each user joined, left or changed role in the firm named beside it (null: none, nothing to say). */
  const staffChanged = async (...changes: { userId: number; firmId: number | null }[]) => {
    const named = changes.filter((c): c is { userId: number; firmId: number } => c.firmId !== null);
    const fairIds = await fairsOf([...new Set(named.map((c) => c.firmId))]);
    await bus.publish(
      ...named.map(({ userId, firmId }) => ({
        name: 'firm.staff.changed' as const,
        payload: { firmId, fairIds: fairIds(firmId), userId },
      })),
    );
  };

  return { changed, staffChanged };
};
export type FirmEvents = ReturnType<typeof createFirmEvents>;
