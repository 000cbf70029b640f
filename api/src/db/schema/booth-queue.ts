import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BoothQueueKind, BoothQueueStatus, StaffAvailability } from '@passerelle/contract';
import { createdAt, id, updatedAt } from './columns.ts';
import { fairs } from './fairs.ts';
import { firms } from './firms.ts';
import { stands } from './stands.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The booth queue (issue 13): one visitor waiting at one booth for a call or a chat. The order is
 * the id. A visitor waits once per booth (partial unique index); a staff member takes an entry with
 * `FOR UPDATE SKIP LOCKED`, so two never take the same person.
 */
export const boothQueueEntries = pgTable(
  'booth_queue_entries',
  {
    id: id(),
    standId: integer('stand_id')
      .notNull()
      .references(() => stands.id, { onDelete: 'cascade' }),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    visitorId: integer('visitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BoothQueueKind>().notNull(),
    status: text('status').$type<BoothQueueStatus>().notNull().default('waiting'),
    joinedAt: createdAt(),
    takenAt: at('taken_at'),
    takenBy: integer('taken_by').references(() => users.id, { onDelete: 'set null' }),
    leftAt: at('left_at'),
    /** Since when none of the waiting visitor's tabs is connected (null: connected); the sweep's mark. */
    absentSince: at('absent_since'),
  },
  (t) => [
    uniqueIndex('booth_queue_one_wait_idx')
      .on(t.standId, t.visitorId)
      .where(sql`${t.status} = 'waiting'`),
    index('booth_queue_waiting_idx')
      .on(t.standId, t.id)
      .where(sql`${t.status} = 'waiting'`),
    index('booth_queue_visitor_idx').on(t.visitorId, t.standId, t.id),
  ],
);

/** A booth's opening hours for calls and its queue, `HH:MM` in the fair's time zone (no row: always open). */
export const boothOpeningHours = pgTable('booth_opening_hours', {
  standId: integer('stand_id')
    .primaryKey()
    .references(() => stands.id, { onDelete: 'cascade' }),
  opensAt: text('opens_at').notNull(),
  closesAt: text('closes_at').notNull(),
  updatedAt: updatedAt(),
});

/** A staff member's availability for booth calls (no row: available). */
export const staffAvailability = pgTable('staff_availability', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').$type<StaffAvailability>().notNull(),
  updatedAt: updatedAt(),
});
