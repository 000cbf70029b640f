import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema, PaginationQuerySchema } from '../http/list.ts';
import * as S from './schemas.ts';

const tags = ['conversations'];
const fairIdParams = IdParamsSchema;
const userIdParams = z.object({
  userId: z.coerce
    .number({ error: 'invalid_type' })
    .int({ error: 'invalid_type' })
    .positive({ error: 'invalid_type' }),
});

// §7 Conversations: the eight routes of the spec, then the firm's inbox, moderation and typing.
export const getConversationCustomData = defineEndpoint({
  method: 'GET',
  path: '/conversations/get-custom-data/:userId',
  summary:
    'What the caller needs to write to a person of the fair: their card, whether it may, and the existing conversation',
  tags,
  params: userIdParams,
  query: S.ConversationCustomDataQuerySchema,
  response: S.ConversationCustomDataSchema,
});
export const listConversations = defineEndpoint({
  method: 'GET',
  path: '/conversations',
  summary:
    "The caller's conversations (direct, and booth chats it started or answered), unread first; `archived=true` for the archived ones; paged",
  tags,
  query: S.ConversationListQuerySchema,
  response: z.array(S.ConversationSchema),
  paged: true,
});
export const getConversation = defineEndpoint({
  method: 'GET',
  path: '/conversations/:uuid',
  summary:
    'One conversation by its uuid (participants, and the firm’s staff for a booth chat); `users.id` must be one of its people when given',
  tags,
  params: S.ConversationByUuidParamsSchema,
  query: S.ConversationByUuidQuerySchema,
  response: S.ConversationSchema,
});
export const createConversation = defineEndpoint({
  method: 'POST',
  path: '/conversations',
  summary:
    'Starts a direct conversation with a person of the fair (or answers the existing one), or asks a booth; a new one counts against the fair’s daily contact limit for chat',
  tags,
  body: S.ConversationCreateSchema,
  response: S.ConversationSchema,
  status: 201,
  problems: [429],
});
export const markConversationRead = defineEndpoint({
  method: 'POST',
  path: '/conversations/:id/mark-as-read',
  summary: 'Marks everything in the conversation read for the caller’s side (its read receipt)',
  tags,
  params: IdParamsSchema,
  body: z.object({}).strict(),
  response: S.ConversationSchema,
});
export const toggleConversationArchive = defineEndpoint({
  method: 'POST',
  path: '/conversations/:id/toggle-archive',
  summary: 'Archives the conversation for the caller, or brings it back; the other side keeps its copy',
  tags,
  params: IdParamsSchema,
  body: z.object({}).strict(),
  response: S.ConversationSchema,
});
export const listConversationMessages = defineEndpoint({
  method: 'GET',
  path: '/conversations/:id/messages',
  summary: 'The messages, oldest first, `before` a message id for older ones (infinite history)',
  tags,
  params: IdParamsSchema,
  query: S.MessageHistoryQuerySchema,
  response: S.MessageHistorySchema,
});
export const createDirectMessage = defineEndpoint({
  method: 'POST',
  path: '/direct_messages',
  summary:
    'Writes a message in a conversation (a participant, or the firm’s staff in a booth chat); rate limited per user; not while muted in the fair',
  tags,
  body: S.DirectMessageCreateSchema,
  response: S.DirectMessageSchema,
  status: 201,
  problems: [429],
});
export const updateConversation = defineEndpoint({
  method: 'PUT',
  path: '/conversations/:id',
  summary:
    'A booth chat in the firm’s inbox: status New / Processed and the colleague it is assigned to (firm staff)',
  tags,
  params: IdParamsSchema,
  body: S.ConversationUpdateSchema,
  response: S.ConversationSchema,
});
export const signalTyping = defineEndpoint({
  method: 'POST',
  path: '/conversations/:id/typing',
  summary: 'Tells the other side the caller is typing (streamed, not stored)',
  tags,
  params: IdParamsSchema,
  body: z.object({}).strict(),
  response: z.null(),
  status: 204,
});
export const listFirmInbox = defineEndpoint({
  method: 'GET',
  path: '/firms/:id/conversations',
  summary: "The firm's booth-chat inbox (its stand admins and stand contacts), latest activity first; paged",
  tags,
  params: IdParamsSchema,
  query: S.FirmInboxQuerySchema,
  response: z.array(S.ConversationSchema),
  paged: true,
});
export const reportMessage = defineEndpoint({
  method: 'POST',
  path: '/direct_messages/:id/report',
  summary: 'Reports a message to the fair’s organizers (someone who can read it, not its author)',
  tags,
  params: IdParamsSchema,
  body: S.MessageReportCreateSchema,
  response: S.MessageReportSchema,
  status: 201,
});
export const listMessageReports = defineEndpoint({
  method: 'GET',
  path: '/fairs/:id/message-reports',
  summary: 'Reported messages of the fair, newest first (organizers of the fair); paged',
  tags,
  params: fairIdParams,
  query: PaginationQuerySchema,
  response: z.array(S.MessageReportSchema),
  paged: true,
});
export const listFairMutes = defineEndpoint({
  method: 'GET',
  path: '/fairs/:id/mutes',
  summary: 'Users muted in the fair (organizers, moderators and booth staff of the fair)',
  tags,
  params: fairIdParams,
  response: z.array(S.FairMuteSchema),
});
export const muteUser = defineEndpoint({
  method: 'POST',
  path: '/fairs/:id/mutes',
  summary:
    'Mutes a member in the fair: no message from them there until unmuted (organizers, moderators, booth staff of a firm of the fair)',
  tags,
  params: fairIdParams,
  body: S.FairMuteCreateSchema,
  response: S.FairMuteSchema,
  status: 201,
});
export const unmuteUser = defineEndpoint({
  method: 'DELETE',
  path: '/fairs/:id/mutes/:userId',
  summary: 'Lifts a mute (the same people who may mute)',
  tags,
  params: fairIdParams.extend(userIdParams.shape),
  response: z.null(),
  status: 204,
});
