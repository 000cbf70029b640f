import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../http/list.ts';
import * as S from './schemas.ts';

const tags = ['notifications'];

// §7 notifications: `GET /users/{id}/notifications`, `PUT /notifications/{id}` with unread.
export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/users/:id/notifications',
  summary:
    "The user's notifications, newest first, `unread=true` for the unread ones only (self only); paged",
  tags,
  params: IdParamsSchema,
  query: S.NotificationListQuerySchema,
  response: z.array(S.NotificationSchema),
  paged: true,
});
export const unreadNotificationCount = defineEndpoint({
  method: 'GET',
  path: '/users/:id/notifications/unread-count',
  summary: "How many of the user's notifications are unread: the header's badge (self only)",
  tags,
  params: IdParamsSchema,
  response: S.NotificationUnreadCountSchema,
});
export const markAllNotificationsRead = defineEndpoint({
  method: 'POST',
  path: '/users/:id/notifications/mark-all-read',
  summary: 'Marks every unread notification of the user read (self only)',
  tags,
  params: IdParamsSchema,
  body: z.object({}).strict(),
  response: S.NotificationMarkAllReadSchema,
});
export const updateNotification = defineEndpoint({
  method: 'PUT',
  path: '/notifications/:id',
  summary:
    'Marks one of the caller’s notifications read (`unread: false`) or unread again (404 for anyone else’s)',
  tags,
  params: IdParamsSchema,
  body: S.NotificationUpdateSchema,
  response: S.NotificationSchema,
});
export const deleteNotification = defineEndpoint({
  method: 'DELETE',
  path: '/notifications/:id',
  summary: 'Deletes one of the caller’s notifications (404 for anyone else’s)',
  tags,
  params: IdParamsSchema,
  response: z.null(),
  status: 204,
});
export const getNotificationPreferences = defineEndpoint({
  method: 'GET',
  path: '/users/:id/notification-preferences',
  summary: 'Per kind, in the dropdown, in a daily e-mail digest or off (self only)',
  tags,
  params: IdParamsSchema,
  response: S.NotificationPreferencesSchema,
});
export const updateNotificationPreferences = defineEndpoint({
  method: 'PUT',
  path: '/users/:id/notification-preferences',
  summary: 'Changes the channel of the kinds sent; the others stay (self only)',
  tags,
  params: IdParamsSchema,
  body: S.NotificationPreferencesUpdateSchema,
  response: S.NotificationPreferencesSchema,
});
