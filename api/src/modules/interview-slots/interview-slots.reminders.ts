import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { INTERVIEW_REMINDER_MINUTES } from '@passerelle/contract';
import { interviewSlots } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { registerPeriodicJob } from '../../platform/jobs/periodic-job.ts';

/**
 * The reminder 10 minutes before a booked interview: one atomic `UPDATE … WHERE reminded_at IS
 * NULL … RETURNING` claims the due bookings, so with several instances each is reminded once, by
 * the instance whose update took it; it announces `interview.slot.changed` (`reminded`) and the
 * notifications module tells both sides (`interview.reminder`). A booking whose start passed
 * unreminded (every instance down) is not reminded late. Returns the slots claimed.
 */
export const claimDueReminders = async (deps: Pick<AppDeps, 'db' | 'bus'>) => {
  const due = await deps.db
    .update(interviewSlots)
    .set({ remindedAt: sql`now()` })
    .where(
      and(
        eq(interviewSlots.status, 'booked'),
        isNull(interviewSlots.remindedAt),
        lte(interviewSlots.startsAt, sql`now() + ${INTERVIEW_REMINDER_MINUTES}::int * interval '1 minute'`),
        gt(interviewSlots.startsAt, sql`now()`),
      ),
    )
    .returning();
  if (due.length)
    await deps.bus.publish(
      ...due.map((s) => ({
        name: 'interview.slot.changed' as const,
        payload: {
          slotId: s.id,
          fairId: s.fairId,
          firmId: s.firmId,
          standId: s.standId,
          hostId: s.hostId,
          candidateId: s.bookedBy,
          action: 'reminded' as const,
        },
      })),
    );
  return due.map((s) => s.id);
};

/** The claim every INTERVIEW_REMINDER_INTERVAL_S seconds (off at 0) once the server is ready, stopped at close. */
export const registerInterviewReminders = (app: FastifyInstance, deps: AppDeps) =>
  registerPeriodicJob(app, {
    name: 'interview reminders',
    intervalMs: deps.config.interviewReminderIntervalMs,
    run: () => claimDueReminders(deps),
    log: deps.log,
  });
