import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationChannel, NotificationData, NotificationKind } from '@passerelle/contract';
import { createdAt, id, updatedAt } from './columns.ts';
import { fairs } from './fairs.ts';
import { users } from './users.ts';

/**
 * §3 Notification (issue 12): one line of a user's dropdown, made by the notifications module from
 * a domain event. `data` holds ids and the non-personal labels its sentence and link need.
 * `sourceKey` names what made it (the bus event's id, or the application history row): the unique
 * (recipient, sourceKey) keeps one notification per recipient when every instance of a Redis
 * deployment receives the same event.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    fairId: integer('fair_id').references(() => fairs.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    unread: boolean('unread').notNull().default(true),
    sourceKey: text('source_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_recipient_unread_created_idx').on(t.recipientId, t.unread, t.createdAt),
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt),
    uniqueIndex('notifications_recipient_source_uq').on(t.recipientId, t.sourceKey),
    index('notifications_fair_idx')
      .on(t.fairId)
      .where(sql`${t.fairId} is not null`),
  ],
);

/** Per user and kind, the chosen channel; a kind without a row is `in_app`. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The daily e-mail digest (issue 12): one row per user and day it was sent for, taken before the
 * mail goes, so that two instances (or a pass run twice) never send the same day twice.
 */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The UTC day (YYYY-MM-DD) the digest covers the 24 hours before. */
    day: text('day').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * The daily video-call alert (issue 13, the fair's `isDailyVideoCallAlert`): one row per staff
 * member, fair and day of the fair's time zone, taken before the mail goes so that another
 * instance, or a second pass the same day, sends nothing more.
 */
export const videoCallAlerts = pgTable(
  'video_call_alerts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    /** The fair's day (YYYY-MM-DD) whose missed calls and booked slots the mail lists. */
    day: text('day').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fairId, t.day] })],
);
