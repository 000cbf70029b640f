import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { VisioCallStatus } from '@passerelle/contract';
import { createdAt, id } from './columns.ts';
import { fairs } from './fairs.ts';
import { stands } from './stands.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * §3 Visio room (issue 13): one 1:1 call between a caller and a receiver of one fair. `uniqid`
 * is the room's unguessable address (32 random bytes, base64url), valid until
 * `uniqidExpiresAt`. A caller rings one person at a time and a receiver is rung by one caller at a
 * time: the partial unique indexes refuse a second one under concurrency (409 `callee_busy`).
 */
export const visioRooms = pgTable(
  'visio_rooms',
  {
    id: id(),
    uniqid: text('uniqid').notNull(),
    uniqidExpiresAt: at('uniqid_expires_at').notNull(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    /** The booth the call was made from (kept readable if the booth goes). */
    standId: integer('stand_id').references(() => stands.id, { onDelete: 'set null' }),
    callerId: integer('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<VisioCallStatus>().notNull().default('created'),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    answeredAt: at('answered_at'),
    endedAt: at('ended_at'),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('visio_rooms_uniqid_idx').on(t.uniqid),
    index('visio_rooms_caller_idx').on(t.callerId, t.id),
    index('visio_rooms_receiver_idx').on(t.receiverId, t.id),
    uniqueIndex('visio_rooms_one_call_per_caller_idx')
      .on(t.callerId)
      .where(sql`${t.status} in ('ringing', 'active')`),
    uniqueIndex('visio_rooms_one_call_per_receiver_idx')
      .on(t.receiverId)
      .where(sql`${t.status} in ('ringing', 'active')`),
    // The sweep of calls left ringing past CALL_RING_SECONDS.
    index('visio_rooms_ringing_idx')
      .on(t.startedAt)
      .where(sql`${t.status} = 'ringing'`),
  ],
);

/**
 * People a user called for the first time in a fair on one day of the fair's time zone: the
 * daily contact limit for video is one conditional upsert on this row, in the creating transaction.
 */
export const visioDailyContacts = pgTable(
  'visio_daily_contacts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fairId, t.day] })],
);
