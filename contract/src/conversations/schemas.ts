import { z } from 'zod';
import { PaginationQuerySchema } from '../http/list.ts';
import { MESSAGE_MAX_LENGTH } from './constants.ts';

export * from './constants.ts';

/**
 * §3 Conversation, §7 Conversations (issue 12). Two kinds share one model:
 * - `direct`: two people of a fair (the direct-message module, `isUsingDirectMessageModule`);
 * - `booth`: a visitor asks a booth (the fair's chat switch, `isChatEnabled`); it lands in the
 *   firm's shared inbox, where any stand admin or stand contact of the firm answers, and it has
 *   the §3 status New / Processed and an assignee.
 * Messages are plain text (links are made clickable by the browser, never HTML).
 */
export const CONVERSATION_KINDS = ['direct', 'booth'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];
export const CONVERSATION_STATUSES = ['new', 'processed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** Messages one user may send in a window (per instance set, shared through Redis when configured). */
export const MESSAGE_RATE = { max: 20, windowSeconds: 10 } as const;

const id = z.number().int();

/** A person in a conversation: business-card fields only; `former` once the account was erased. */
export const ConversationPersonSchema = z.object({
  id: id.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  /** Public URL of the photo, when the person has one. */
  avatar: z.string().nullable(),
  /** The firm the person works for, when staff of one. */
  firm: z.object({ id, name: z.string() }).nullable(),
  /** The account was erased: shown as "former participant", its messages stay for the other side. */
  former: z.boolean(),
});
export type ConversationPerson = z.infer<typeof ConversationPersonSchema>;

export const DirectMessageSchema = z.object({
  id,
  conversation: id,
  /** Who wrote it; `former: true` (and no id) once that account was erased. */
  author: ConversationPersonSchema,
  /** Plain text, at most MESSAGE_MAX_LENGTH characters. */
  body: z.string(),
  /** The caller wrote it. */
  mine: z.boolean(),
  createdAt: z.string(),
});
export type DirectMessage = z.infer<typeof DirectMessageSchema>;

/** How far a participant has read: the read receipts. */
export const ReadReceiptSchema = z.object({
  /** A participant's user id; null for the firm's side of a booth chat (its shared inbox). */
  user: id.nullable(),
  lastReadMessageId: id.nullable(),
});

export const ConversationSchema = z.object({
  id,
  uuid: z.string(),
  kind: z.enum(CONVERSATION_KINDS),
  fair: id,
  /** Booth chat: the booth it was started on. */
  stand: z.object({ id, name: z.string() }).nullable(),
  /** Booth chat: the firm whose inbox holds it. */
  firm: z.object({ id, name: z.string() }).nullable(),
  /**
   * Direct: both people. Booth: the visitor first, then the firm's staff who answered
   * (the visitor sees who answered).
   */
  participants: z.array(ConversationPersonSchema),
  /** Booth chat only (the firm's inbox): New until someone of the firm marks it Processed. */
  status: z.enum(CONVERSATION_STATUSES).nullable(),
  /** Booth chat only: the colleague it is assigned to. */
  assignedTo: ConversationPersonSchema.nullable(),
  /** For the caller's side: how many messages of the others came after its last read. */
  unreadCount: id,
  /** Archived by the caller (per participant; the other side keeps its copy as it is). */
  archived: z.boolean(),
  lastMessage: DirectMessageSchema.nullable(),
  readReceipts: z.array(ReadReceiptSchema),
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

const boolish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'], { error: 'invalid_value' })])
  .transform((v) => v === true || v === 'true' || v === '1');
const positiveId = z.coerce
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .positive({ error: 'invalid_type' });

/**
 * `GET /conversations`: the caller's own conversations (direct, and booth chats it started or
 * answered), unread first, then the latest message first; `archived=true` the archived ones apart.
 */
export const ConversationListQuerySchema = PaginationQuerySchema.extend({
  fair: positiveId.optional(),
  kind: z.enum(CONVERSATION_KINDS, { error: 'invalid_value' }).optional(),
  archived: boolish.optional(),
});
export type ConversationListQuery = z.input<typeof ConversationListQuerySchema>;

/** `GET /firms/{id}/conversations`: the firm's booth-chat inbox, newest activity first. */
export const FirmInboxQuerySchema = PaginationQuerySchema.extend({
  fair: positiveId.optional(),
  status: z.enum(CONVERSATION_STATUSES, { error: 'invalid_value' }).optional(),
  /** Only those assigned to this colleague. */
  assignedTo: positiveId.optional(),
});
export type FirmInboxQuery = z.input<typeof FirmInboxQuerySchema>;

/** `GET /conversations/{uuid}?users.id=`: the conversation, checked against one of its people. */
export const ConversationByUuidParamsSchema = z.object({
  uuid: z.string().uuid({ error: 'invalid_value' }),
});
export const ConversationByUuidQuerySchema = z.object({
  'users.id': positiveId.optional(),
});

const body = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
  .trim()
  .min(1, { error: 'required' })
  .max(MESSAGE_MAX_LENGTH, { error: 'too_long' });

/**
 * `POST /conversations`: start (or find again) a direct conversation with a person of the fair,
 * or ask a booth. A first message is required for a booth chat, optional for a direct one.
 * A new conversation counts against the fair's daily contact limit for chat.
 */
export const ConversationCreateSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({ kind: z.literal('direct'), fair: id.positive(), user: id.positive(), body: body.optional() })
      .strict(),
    z.object({ kind: z.literal('booth'), fair: id.positive(), stand: id.positive(), body }).strict(),
  ],
  { error: 'invalid_value' },
);
export type ConversationCreate = z.input<typeof ConversationCreateSchema>;

/** `POST /direct_messages`. */
export const DirectMessageCreateSchema = z
  .object({ conversation: id.positive({ error: 'invalid_type' }), body })
  .strict();
export type DirectMessageCreate = z.input<typeof DirectMessageCreateSchema>;

/** `GET /conversations/{id}/messages`: `before` a message id for older history (infinite scroll). */
export const MessageHistoryQuerySchema = z.object({
  before: positiveId.optional(),
  limit: z.coerce
    .number({ error: 'invalid_type' })
    .int({ error: 'invalid_type' })
    .min(1, { error: 'too_small' })
    .max(100, { error: 'too_big' })
    .optional(),
});
export type MessageHistoryQuery = z.input<typeof MessageHistoryQuerySchema>;
/** Oldest first; `hasMore`: older messages exist before the first one. */
export const MessageHistorySchema = z.object({
  messages: z.array(DirectMessageSchema),
  hasMore: z.boolean(),
});
export type MessageHistory = z.infer<typeof MessageHistorySchema>;

/** `PUT /conversations/{id}` (booth chat, firm staff): the inbox status and the assignee. */
export const ConversationUpdateSchema = z
  .object({
    status: z.enum(CONVERSATION_STATUSES, { error: 'invalid_value' }).optional(),
    /** A stand admin or stand contact of the firm; null to unassign. */
    assignedTo: id.positive().nullable().optional(),
  })
  .strict();
export type ConversationUpdate = z.input<typeof ConversationUpdateSchema>;

/**
 * `GET /conversations/get-custom-data/{userId}?fair=`: what the caller needs to write to a person:
 * their card, whether it may (and why not: a message code), and the existing conversation.
 */
export const ConversationCustomDataQuerySchema = z.object({ fair: positiveId });
export const ConversationCustomDataSchema = z.object({
  user: ConversationPersonSchema,
  canMessage: z.boolean(),
  /** Why not (`direct_messages_disabled`, `not_fair_member`, `muted_in_fair`…), else null. */
  reason: z.string().nullable(),
  /** The existing direct conversation with that person in the fair, if any. */
  conversation: z.object({ id, uuid: z.string() }).nullable(),
});
export type ConversationCustomData = z.infer<typeof ConversationCustomDataSchema>;

/** `POST /direct_messages/{id}/report`: why a message is reported to the fair's organizers. */
export const MessageReportCreateSchema = z
  .object({
    reason: z
      .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
      .trim()
      .min(1, { error: 'required' })
      .max(1000, { error: 'too_long' }),
  })
  .strict();
export type MessageReportCreate = z.input<typeof MessageReportCreateSchema>;
export const MessageReportSchema = z.object({
  id,
  fair: id,
  message: DirectMessageSchema.omit({ mine: true }),
  reporter: ConversationPersonSchema,
  reason: z.string(),
  createdAt: z.string(),
});
export type MessageReport = z.infer<typeof MessageReportSchema>;

/** A user muted in a fair: may read, may not write any message there until unmuted. */
export const FairMuteCreateSchema = z
  .object({
    user: id.positive({ error: 'invalid_type' }),
    reason: z.string().trim().max(1000, { error: 'too_long' }).optional(),
  })
  .strict();
export type FairMuteCreate = z.input<typeof FairMuteCreateSchema>;
export const FairMuteSchema = z.object({
  fair: id,
  user: ConversationPersonSchema,
  mutedBy: ConversationPersonSchema.nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type FairMute = z.infer<typeof FairMuteSchema>;
