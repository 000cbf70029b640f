import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InterviewSlotStatus } from '@passerelle/contract';
import { createdAt, id } from './columns.ts';
import { fairs } from './fairs.ts';
import { firms } from './firms.ts';
import { jobOffers } from './job-offers.ts';
import { stands } from './stands.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Issue 13, "Interview slots": one slot of `durationMinutes` at a booth, held by a staff member
 * of the booth's firm (`hostId`), booked by at most one candidate. A booking is one conditional
 * `UPDATE … WHERE status = 'open' AND booked_by IS NULL RETURNING` (two bookings never both win);
 * a candidate holds at most one booked slot per booth (the partial unique index). The reminder
 * job claims a due reminder by setting `reminded_at` in one `UPDATE … WHERE reminded_at IS NULL`,
 * so several instances never send it twice. A slot goes with its booth (cascade); a host's or a
 * candidate's erased account goes with its slots / frees the booking (see the personal-data part).
 */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: id(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    standId: integer('stand_id')
      .notNull()
      .references(() => stands.id, { onDelete: 'cascade' }),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status').$type<InterviewSlotStatus>().notNull().default('open'),
    bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
    bookedAt: at('booked_at'),
    /** The offer it was booked from (kept readable if the offer goes). */
    jobOfferId: integer('job_offer_id').references(() => jobOffers.id, { onDelete: 'set null' }),
    /** The booking's reminder was claimed by one instance (cleared when the slot is booked again). */
    remindedAt: at('reminded_at'),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: at('cancelled_at'),
    /** Plain text, as written (1–500 characters). */
    cancelMessage: text('cancel_message'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('interview_slots_status_ck', sql`${t.status} in ('open', 'booked', 'cancelled')`),
    check('interview_slots_duration_ck', sql`${t.durationMinutes} between 10 and 120`),
    // A booked slot has its candidate; a slot the firm cancelled keeps it (they see why).
    check('interview_slots_booked_ck', sql`${t.status} <> 'booked' or ${t.bookedBy} is not null`),
    // One booked slot per candidate and booth.
    uniqueIndex('interview_slots_one_per_booth_uq')
      .on(t.standId, t.bookedBy)
      .where(sql`${t.status} = 'booked'`),
    // The booth's upcoming slots, and the host's overlap check.
    index('interview_slots_stand_starts_idx').on(t.standId, t.startsAt),
    index('interview_slots_host_starts_idx').on(t.hostId, t.startsAt),
    index('interview_slots_booked_by_idx')
      .on(t.bookedBy)
      .where(sql`${t.bookedBy} is not null`),
    // The reminder job's due bookings.
    index('interview_slots_reminder_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked' and ${t.remindedAt} is null`),
  ],
);
