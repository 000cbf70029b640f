import { defineModule } from '../../platform/modules/index.ts';
import { registerNotificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';
import { createNotificationSubscribers } from './notifications.subscribers.ts';
import { notificationDigestJob } from './notifications.digest.ts';
import { videoCallAlertJob } from './notifications.video-alerts.ts';
import { registerStreamRoutes } from './stream.routes.ts';
import { createStreamListeners } from './stream.subscribers.ts';

/**
 * §3 Notification, §7 notifications and Real-time (issue 12): made from the domain events
 * (a membership validated or refused, a firm join request, an application received or moved) for
 * the people they concern, by each one's per-kind choice; the recipient lists, marks read and
 * deletes them, and follows them live on the realtime stream it also serves (`GET /api/events`,
 * ADR 007). Exported and erased with the account.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  services: ({ deps, doors }) => {
    const service = createNotificationsService(deps);
    return {
      service,
      deps,
      loadActor: doors.users.loadActor,
      // Disjoint event names: notifications are made from domain facts, streams end with sessions.
      listeners: { ...createNotificationSubscribers(deps, service), ...createStreamListeners(deps) },
    };
  },
  subscriptions: ({ listeners }) => listeners,
  routes: async (app, { service, deps, loadActor }) => {
    registerNotificationsRoutes(app, service);
    // §7 Real-time: the stream token and the realtime stream (ADR 007).
    registerStreamRoutes(app, deps, loadActor);
    // The daily e-mail digest of the kinds a user chose it for.
    await app.register(notificationDigestJob, { deps });
    // Issue 13: the daily mail of missed calls and booked interviews to exhibiting firms' staff.
    await app.register(videoCallAlertJob, { deps });
  },
  personalData: ({ service }) => ({
    key: 'notifications',
    export: service.exportOf,
    erase: service.eraseOf,
  }),
});
export type { NotificationsService } from './notifications.service.ts';
