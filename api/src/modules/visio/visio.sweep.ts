import type { FastifyInstance } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import { CALL_RING_SECONDS } from '@passerelle/contract';
import { visioRooms } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { registerPeriodicJob } from '../../platform/jobs/periodic-job.ts';

/**
 * Calls left ringing past CALL_RING_SECONDS (the caller's tab closed, nobody answered) become
 * missed: one atomic UPDATE … RETURNING, so with several instances each row moves once and is
 * announced once, by the instance whose update took it (the notifications module then tells the
 * receiver). `endedBy` stays null: the server marked it.
 */
export const sweepRingingCalls = async (
  deps: Pick<AppDeps, 'db' | 'bus'>,
  ringSeconds = CALL_RING_SECONDS,
) => {
  const missed = await deps.db
    .update(visioRooms)
    .set({ status: 'missed', endedAt: sql`now()` })
    .where(
      and(
        eq(visioRooms.status, 'ringing'),
        lt(visioRooms.startedAt, sql`now() - ${ringSeconds}::int * interval '1 second'`),
      ),
    )
    .returning();
  for (const row of missed)
    await deps.bus.publish({
      name: 'visio.call.changed',
      payload: {
        roomId: row.id,
        fairId: row.fairId,
        callerId: row.callerId,
        receiverId: row.receiverId,
        status: row.status,
      },
    });
  return missed.map((r) => r.id);
};

/** The sweep every CALL_SWEEP_INTERVAL_S seconds (off at 0) once the server is ready, stopped at close. */
export const registerCallSweep = (app: FastifyInstance, deps: AppDeps) =>
  registerPeriodicJob(app, {
    name: 'ringing calls sweep',
    intervalMs: deps.config.visio.sweepIntervalMs,
    run: () => sweepRingingCalls(deps),
    log: deps.log,
  });
