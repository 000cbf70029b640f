import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ConversationKind, ConversationStatus } from '@passerelle/contract';
import { createdAt, id } from './columns.ts';
import { fairs } from './fairs.ts';
import { firms } from './firms.ts';
import { stands } from './stands.ts';
import { users } from './users.ts';

/**
 * §3 Conversation (issue 12): a direct conversation between two people of a fair, or a booth
 * chat (a visitor asks a booth; it lands in the booth's firm's shared inbox). `pairKey` keeps one
 * conversation per pair and fair (`direct:<low id>:<high id>`) and one per visitor and booth
 * (`booth:<stand>:<visitor>`): asking again continues it. A booth chat has the inbox's status,
 * its assignee, and the firm side's one shared read mark (`firmLastReadMessageId`).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    kind: text('kind').$type<ConversationKind>().notNull(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    /** Booth chat: the booth it was asked on (kept readable if the booth goes). */
    standId: integer('stand_id').references(() => stands.id, { onDelete: 'set null' }),
    /** Booth chat: the firm whose inbox holds it. */
    firmId: integer('firm_id').references(() => firms.id, { onDelete: 'cascade' }),
    /** Who started it (the visitor of a booth chat); null once that account was erased. */
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    pairKey: text('pair_key').notNull(),
    status: text('status').$type<ConversationStatus>(),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** Booth chat: how far the firm's side (any of its staff) has read. */
    firmLastReadMessageId: integer('firm_last_read_message_id'),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_uuid_uq').on(t.uuid),
    uniqueIndex('conversations_fair_pair_uq').on(t.fairId, t.pairKey),
    index('conversations_firm_last_message_idx')
      .on(t.firmId, t.lastMessageAt)
      .where(sql`${t.firmId} is not null`),
    index('conversations_assigned_to_idx')
      .on(t.assignedTo)
      .where(sql`${t.assignedTo} is not null`),
    index('conversations_started_by_idx').on(t.startedBy),
    index('conversations_stand_idx').on(t.standId),
  ],
);

/**
 * Who is in a conversation: both people of a direct one; the visitor and the firm's staff who
 * answered a booth chat (`staff`). Read mark and archive are each participant's own. An erased
 * account's rows go (its messages stay, authorless).
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `member`: a person of a direct conversation or the visitor of a booth chat; `staff`: answered for the firm. */
    role: text('role').$type<'member' | 'staff'>().notNull().default('member'),
    lastReadMessageId: integer('last_read_message_id'),
    archived: boolean('archived').notNull().default(false),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_idx').on(t.userId),
  ],
);

/** A message: plain text as written (never HTML). `fromFirm`: written by the firm's staff in a booth chat. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null once the author's account was erased ("former participant"). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromFirm: boolean('from_firm').notNull().default(false),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.id),
    index('conversation_messages_author_idx').on(t.authorId),
  ],
);

/**
 * New conversations a user started in a fair on one day of the fair's time zone: the daily
 * contact limit for chat is one conditional upsert on this row, in the creating transaction.
 */
export const conversationDailyContacts = pgTable(
  'conversation_daily_contacts',
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

/** A user muted in a fair: reads, writes no message there until unmuted. */
export const fairMutes = pgTable(
  'fair_mutes',
  {
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedBy: integer('muted_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fairId, t.userId] }), index('fair_mutes_user_idx').on(t.userId)],
);

/** A message reported to the fair's organizers, once per reporter. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: id(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_reports_message_reporter_uq').on(t.messageId, t.reporterId),
    index('message_reports_fair_created_idx').on(t.fairId, t.createdAt),
    index('message_reports_reporter_idx').on(t.reporterId),
  ],
);
