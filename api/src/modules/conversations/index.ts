import { defineModule } from '../../platform/modules/index.ts';
import { createModerationService } from './conversations.moderation.service.ts';
import { createConversationsPersonalData } from './conversations.personal-data.ts';
import { registerConversationsRoutes } from './conversations.routes.ts';
import { createConversationsService } from './conversations.service.ts';

/**
 * §3 Conversation, §7 Conversations (issue 12): direct conversations between two people of a fair
 * (its direct-message module) and booth chats (a visitor asks a booth; the firm's staff answer
 * from its shared inbox with the New / Processed status and an assignee). A new conversation
 * counts against the fair's daily contact limit; messages are plain text, rate limited per user,
 * refused while muted in the fair; a message can be reported to the fair's organizers. Events
 * (`conversation.*`) stream to the participants and the firm's inbox; the notifications module
 * makes `direct_message` and `chat.answer` from them. Exported and erased with the account.
 */
export const conversationsModule = defineModule({
  name: 'conversations',
  services: ({ deps, doors }) => {
    const conversations = createConversationsService(deps, {
      shownBoothInFair: doors.shownBooths.inFair,
      cardsOf: doors.users.cardsOf,
    });
    return {
      conversations,
      moderation: createModerationService(deps, conversations.reads),
      personalData: createConversationsPersonalData(deps.db, conversations.reads),
    };
  },
  routes: (app, { conversations, moderation }) => registerConversationsRoutes(app, conversations, moderation),
  personalData: ({ personalData }) => ({
    key: 'conversations',
    export: personalData.exportOf,
    erase: personalData.eraseOf,
  }),
  messageCodes: [
    'chat_disabled',
    'direct_messages_disabled',
    'daily_contact_limit_reached',
    'muted_in_fair',
    'message_rate_limited',
    'cannot_message_self',
    'recipient_unavailable',
    'cannot_report_own_message',
    'assignee_not_in_firm',
    'not_booth_chat',
  ],
});
export { boothPairKey, directPairKey, type ConversationsService } from './conversations.service.ts';
