import type { FastifyInstance } from 'fastify';
import { notificationsApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { NotificationsService } from './notifications.service.ts';

/** §7 notifications: HTTP only, one service call per route. */
export const registerNotificationsRoutes = (app: FastifyInstance, service: NotificationsService) => {
  defineRoute(app, notificationsApi.listNotifications, { auth: 'required' }, ({ actor, params, query }) =>
    service.list({ actor, userId: params.id, query }),
  );
  defineRoute(app, notificationsApi.unreadNotificationCount, { auth: 'required' }, ({ actor, params }) =>
    service.unreadCount({ actor, userId: params.id }),
  );
  defineRoute(app, notificationsApi.markAllNotificationsRead, { auth: 'required' }, ({ actor, params }) =>
    service.markAllRead({ actor, userId: params.id }),
  );
  defineRoute(app, notificationsApi.updateNotification, { auth: 'required' }, ({ actor, params, body }) =>
    service.update({ actor, id: params.id, unread: body.unread }),
  );
  defineRoute(app, notificationsApi.deleteNotification, { auth: 'required' }, async ({ actor, params }) => {
    await service.remove({ actor, id: params.id });
    return null;
  });
  defineRoute(app, notificationsApi.getNotificationPreferences, { auth: 'required' }, ({ actor, params }) =>
    service.getPreferences({ actor, userId: params.id }),
  );
  defineRoute(
    app,
    notificationsApi.updateNotificationPreferences,
    { auth: 'required' },
    ({ actor, params, body }) => service.updatePreferences({ actor, userId: params.id, data: body }),
  );
};
