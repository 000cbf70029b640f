import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { fairs } from './fairs.ts';
import { firms } from './firms.ts';
import { jobOffers } from './job-offers.ts';
import { jobProfiles } from './job-profiles.ts';
import { users } from './users.ts';

/**
 * An application ("solicitation", issue 11): a candidate's profile sent to an offer, once per
 * offer, in a fair the offer is shown in. It goes with its offer, its profile (an erased profile
 * takes its applications) and its fair. `firmId` is the offer's firm (an offer never changes
 * firm), kept here for the exhibitor badge (pending applications of a firm). Status: 0 pending,
 * 1 viewed, 2 shortlisted, 3 interview, 4 offer made, 5 hired, 6 declined.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: id(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => jobOffers.id, { onDelete: 'cascade' }),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => jobProfiles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    /** The candidate's message (plain text). */
    message: text('message'),
    status: smallint('status').notNull().default(0),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_applications_offer_user_uq').on(t.offerId, t.userId),
    index('job_applications_profile_idx').on(t.profileId),
    index('job_applications_user_idx').on(t.userId),
    index('job_applications_fair_status_idx').on(t.fairId, t.status),
    index('job_applications_firm_status_idx').on(t.firmId, t.status),
    index('job_applications_created_at_idx').on(t.createdAt),
  ],
);

/** Each status an application went through, with the firm's message to the candidate. */
export const jobApplicationEvents = pgTable(
  'job_application_events',
  {
    id: id(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    message: text('message'),
    /** Who moved it (a firm's stand admin, an organizer); null once that account is gone. */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('job_application_events_application_idx').on(t.applicationId)],
);
