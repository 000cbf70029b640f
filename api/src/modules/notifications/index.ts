import { defineModule } from '../../platform/modules/index.ts';
import { registerNotificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';
import { createNotificationSubscribers } from './notifications.subscribers.ts';

/**
 * §3 Notification, §7 notifications (issue 12, without the stream): made from the domain events
 * (a membership validated or refused, a firm join request, an application received or moved) for
 * the people they concern, by each one's per-kind choice; the recipient lists, marks read and
 * deletes them. Exported and erased with the account.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  services: ({ deps }) => {
    const service = createNotificationsService(deps);
    return { service, listeners: createNotificationSubscribers(deps, service) };
  },
  subscriptions: ({ listeners }) => listeners,
  routes: (app, { service }) => registerNotificationsRoutes(app, service),
  personalData: ({ service }) => ({
    key: 'notifications',
    export: service.exportOf,
    erase: service.eraseOf,
  }),
});
export type { NotificationsService } from './notifications.service.ts';
