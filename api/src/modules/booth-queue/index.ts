import { registerPeriodicJob } from '../../platform/jobs/periodic-job.ts';
import { defineModule } from '../../platform/modules/index.ts';
import { createBoothQueuePersonalData } from './booth-queue.personal-data.ts';
import { registerBoothQueueRoutes } from './booth-queue.routes.ts';
import { createBoothQueueService } from './booth-queue.service.ts';

/**
 * Issue 13 "The booth queue": a visitor who finds a booth's staff busy waits in its queue for a
 * call or a chat, sees their place and an estimated wait (the booth's recent call lengths over its
 * staff on duty), and may leave (the absence sweep lets them go once every tab of theirs has been
 * gone for QUEUE_ABSENCE_S); the booth's staff see who waits and take the next one (or a chosen
 * one) with `FOR UPDATE SKIP LOCKED`, then call or write to them from their browser. Staff
 * say whether they are available; a booth may keep opening hours in the fair's time zone.
 * Events: `booth.queue.changed` (to the firm's inbox and the visitors concerned). Exported and
 * erased with the account.
 */
export const boothQueueModule = defineModule({
  name: 'booth-queue',
  services: ({ deps, doors }) => ({
    queue: createBoothQueueService(deps, {
      shownBoothInFair: doors.shownBooths.inFair,
      cardsOf: doors.users.cardsOf,
    }),
    personalData: createBoothQueuePersonalData(deps.db),
    deps,
  }),
  routes: (app, { queue, deps }) => {
    registerBoothQueueRoutes(app, queue);
    // Visitors gone for QUEUE_ABSENCE_S leave the queue (a reload keeps the place).
    registerPeriodicJob(app, {
      name: 'booth queue absence sweep',
      intervalMs: deps.config.queue.sweepIntervalMs,
      run: () => queue.sweepAbsent(deps.config.queue.absenceS),
      log: deps.log,
    });
  },
  personalData: ({ personalData }) => ({
    key: 'boothQueue',
    export: personalData.exportOf,
    erase: personalData.eraseOf,
  }),
  messageCodes: ['queue_already_joined', 'queue_full', 'queue_closed', 'queue_empty', 'queue_entry_gone'],
});
export type { BoothQueueService } from './booth-queue.service.ts';
