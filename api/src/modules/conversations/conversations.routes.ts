import type { FastifyInstance } from 'fastify';
import { conversationsApi as api } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { ModerationService } from './conversations.moderation.service.ts';
import type { ConversationsService } from './conversations.service.ts';

// §7 Conversations: HTTP only, every policy decision is in the services.
export const registerConversationsRoutes = (
  app: FastifyInstance,
  conv: ConversationsService,
  moderation: ModerationService,
) => {
  const auth = { auth: 'required' } as const;
  defineRoute(app, api.getConversationCustomData, auth, ({ actor, params, query }) =>
    conv.customData({ actor, userId: params.userId, fairId: query.fair }),
  );
  defineRoute(app, api.listConversations, auth, ({ actor, query }) => conv.list({ actor, query }));
  defineRoute(app, api.getConversation, auth, ({ actor, params, query }) =>
    conv.getByUuid({ actor, uuid: params.uuid, userId: query['users.id'] }),
  );
  defineRoute(app, api.createConversation, auth, ({ actor, body }) => conv.create({ actor, data: body }));
  defineRoute(app, api.markConversationRead, auth, ({ actor, params }) =>
    conv.markRead({ actor, conversationId: params.id }),
  );
  defineRoute(app, api.toggleConversationArchive, auth, ({ actor, params }) =>
    conv.toggleArchive({ actor, conversationId: params.id }),
  );
  defineRoute(app, api.listConversationMessages, auth, ({ actor, params, query }) =>
    conv.messages({ actor, conversationId: params.id, query }),
  );
  defineRoute(app, api.createDirectMessage, auth, ({ actor, body }) =>
    conv.postMessage({ actor, conversationId: body.conversation, body: body.body }),
  );
  defineRoute(app, api.updateConversation, auth, ({ actor, params, body }) =>
    conv.update({ actor, conversationId: params.id, data: body }),
  );
  defineRoute(app, api.signalTyping, auth, async ({ actor, params }) => {
    await conv.typing({ actor, conversationId: params.id });
    return null;
  });
  defineRoute(app, api.listFirmInbox, auth, ({ actor, params, query }) =>
    conv.inbox({ actor, firmId: params.id, query }),
  );
  defineRoute(app, api.reportMessage, auth, ({ actor, params, body }) =>
    moderation.report({ actor, messageId: params.id, data: body }),
  );
  defineRoute(app, api.listMessageReports, auth, ({ actor, params, query }) =>
    moderation.listReports({ actor, fairId: params.id, query }),
  );
  defineRoute(app, api.listFairMutes, auth, ({ actor, params }) =>
    moderation.listMutes({ actor, fairId: params.id }),
  );
  defineRoute(app, api.muteUser, auth, ({ actor, params, body }) =>
    moderation.mute({ actor, fairId: params.id, data: body }),
  );
  defineRoute(app, api.unmuteUser, auth, async ({ actor, params }) => {
    await moderation.unmute({ actor, fairId: params.id, userId: params.userId });
    return null;
  });
};
