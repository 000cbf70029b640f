import { asc, eq } from 'drizzle-orm';
import { boothQueueEntries, fairs, staffAvailability, stands } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';

/**
 * permissions.md "Personal data": the export lists the booths a user queued at (when, for what,
 * how it ended) and their availability as staff; erasure deletes their entries and availability,
 * and forgets them as the staff member who took someone.
 */
export const createBoothQueuePersonalData = (db: Db) => ({
  exportOf: async (userId: number) => {
    const entries = await db
      .select({ entry: boothQueueEntries, standName: stands.name, fairName: fairs.name })
      .from(boothQueueEntries)
      .innerJoin(stands, eq(stands.id, boothQueueEntries.standId))
      .innerJoin(fairs, eq(fairs.id, boothQueueEntries.fairId))
      .where(eq(boothQueueEntries.visitorId, userId))
      .orderBy(asc(boothQueueEntries.id));
    const [availability] = await db
      .select({ status: staffAvailability.status })
      .from(staffAvailability)
      .where(eq(staffAvailability.userId, userId));
    if (!entries.length && !availability) return null;
    return {
      queued: entries.map(({ entry, standName, fairName }) => ({
        date: entry.joinedAt.toISOString(),
        fair: fairName,
        booth: standName,
        for: entry.kind,
        status: entry.status,
        takenAt: entry.takenAt?.toISOString() ?? null,
        leftAt: entry.leftAt?.toISOString() ?? null,
      })),
      availability: availability?.status ?? null,
    };
  },
  eraseOf: async (userId: number) => {
    await db.transaction(async (tx) => {
      await tx.delete(boothQueueEntries).where(eq(boothQueueEntries.visitorId, userId));
      await tx.update(boothQueueEntries).set({ takenBy: null }).where(eq(boothQueueEntries.takenBy, userId));
      await tx.delete(staffAvailability).where(eq(staffAvailability.userId, userId));
    });
  },
});
