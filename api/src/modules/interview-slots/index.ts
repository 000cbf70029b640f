import { defineModule } from '../../platform/modules/index.ts';
import { createInterviewSlotsPersonalData } from './interview-slots.personal-data.ts';
import { registerInterviewReminders } from './interview-slots.reminders.ts';
import { registerInterviewSlotsRoutes } from './interview-slots.routes.ts';
import { createInterviewSlotsService } from './interview-slots.service.ts';

/**
 * Issue 13 "Interview slots": a firm's staff (or the fair's organizers) publish interview slots at
 * one of its booths, held by a staff member; a validated member of the fair books one (once: a
 * conditional UPDATE, and one booked slot per candidate and booth by a partial unique index),
 * gets a confirmation mail with an `.ics` in the fair's time zone (the host a notice), and both
 * sides a reminder notification 10 minutes before (claimed once by a periodic job on every
 * instance). Either side cancels with a message: the candidate's cancellation opens the slot
 * again, the firm's closes it. Events: `interview.slot.changed`; the notifications module makes
 * `interview.booked`, `interview.cancelled` and `interview.reminder` from them. Exported and
 * erased with the account.
 */
export const interviewSlotsModule = defineModule({
  name: 'interview-slots',
  services: ({ deps }) => ({
    slots: createInterviewSlotsService(deps),
    deps,
    personalData: createInterviewSlotsPersonalData(deps.db),
  }),
  routes: (app, { slots, deps }) => {
    registerInterviewSlotsRoutes(app, slots);
    registerInterviewReminders(app, deps);
  },
  personalData: ({ personalData }) => ({
    key: 'interviewSlots',
    export: personalData.exportOf,
    erase: personalData.eraseOf,
  }),
  messageCodes: [
    'slot_taken',
    'slot_already_booked_at_booth',
    'slot_overlap',
    'slot_in_past',
    'slot_not_open',
    'slot_not_booked',
    'host_not_firm_staff',
    'cannot_book_own_firm',
    'job_offer_not_of_firm',
  ],
});
export { claimDueReminders } from './interview-slots.reminders.ts';
export type { InterviewSlotsService } from './interview-slots.service.ts';
