import { and, eq, gt, or, sql } from 'drizzle-orm';
import { interviewSlots } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';

/**
 * permissions.md "Personal data": the interview slots a user booked, hosted or cancelled, exported
 * with the account; at erasure their bookings are given up (an upcoming slot opens again for
 * others, a past one is kept as cancelled, anonymous), the cancellation messages they wrote are
 * removed, and the upcoming slots they hosted are cancelled (booked) or deleted (open).
 */
export const createInterviewSlotsPersonalData = (db: AppDeps['db']) => ({
  exportOf: async (userId: number) => {
    const rows = await db
      .select()
      .from(interviewSlots)
      .where(
        or(
          eq(interviewSlots.bookedBy, userId),
          eq(interviewSlots.hostId, userId),
          eq(interviewSlots.cancelledBy, userId),
        ),
      )
      .orderBy(interviewSlots.startsAt);
    if (!rows.length) return null;
    return rows.map((s) => ({
      id: s.id,
      fair: s.fairId,
      stand: s.standId,
      firm: s.firmId,
      role: s.hostId === userId ? 'host' : s.bookedBy === userId ? 'candidate' : 'cancelled',
      startsAt: s.startsAt.toISOString(),
      durationMinutes: s.durationMinutes,
      status: s.status,
      bookedAt: s.bookedBy === userId ? (s.bookedAt?.toISOString() ?? null) : null,
      jobOffer: s.bookedBy === userId ? s.jobOfferId : null,
      cancelMessage: s.cancelledBy === userId ? s.cancelMessage : null,
    }));
  },
  eraseOf: async (userId: number) => {
    await db.transaction(async (tx) => {
      await tx
        .update(interviewSlots)
        .set({ cancelMessage: null })
        .where(eq(interviewSlots.cancelledBy, userId));
      await tx
        .update(interviewSlots)
        .set({
          status: sql`case when ${interviewSlots.startsAt} > now() and ${interviewSlots.status} = 'booked' then 'open' else 'cancelled' end`,
          bookedBy: null,
          bookedAt: null,
          jobOfferId: null,
          remindedAt: null,
        })
        .where(eq(interviewSlots.bookedBy, userId));
      await tx
        .delete(interviewSlots)
        .where(
          and(
            eq(interviewSlots.hostId, userId),
            eq(interviewSlots.status, 'open'),
            gt(interviewSlots.startsAt, sql`now()`),
          ),
        );
      await tx
        .update(interviewSlots)
        .set({ status: 'cancelled', cancelledAt: sql`now()` })
        .where(
          and(
            eq(interviewSlots.hostId, userId),
            eq(interviewSlots.status, 'booked'),
            gt(interviewSlots.startsAt, sql`now()`),
          ),
        );
    });
  },
});
