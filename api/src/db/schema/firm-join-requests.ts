import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { JoinRequestStatus } from '@passerelle/contract';
import { createdAt, id } from './columns.ts';
import { firms } from './firms.ts';
import { fairs } from './fairs.ts';
import { users } from './users.ts';

/**
 * A request to join a firm (permissions.md "Firms across fairs"): made by registering with the
 * firm's name, or by an organizer inviting someone; decided once by the firm's roster owners.
 */
export const firmJoinRequests = pgTable(
  'firm_join_requests',
  {
    id: id(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    /** The person who would join. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The fair the request came through (kept as history when that fair goes). */
    fairId: integer('fair_id').references(() => fairs.id, { onDelete: 'set null' }),
    /** 6 stand contact (default) or 5 stand admin. */
    userType: integer('user_type').notNull().default(6),
    /** Who asked: the person themself, or an organizer inviting them. */
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<JoinRequestStatus>().notNull().default('pending'),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    // At most one pending request per firm and person; decided ones stay as history.
    uniqueIndex('firm_join_requests_pending_uq')
      .on(t.firmId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('firm_join_requests_firm_status_idx').on(t.firmId, t.status),
    index('firm_join_requests_user_idx').on(t.userId),
    check('firm_join_requests_status_ck', sql`${t.status} in ('pending', 'accepted', 'declined')`),
    check('firm_join_requests_user_type_ck', sql`${t.userType} in (5, 6)`),
  ],
);
