import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  Notification,
  NotificationListQuery,
  NotificationPreferencesUpdate,
} from '@passerelle/contract';
import { notificationsApi, visioApi } from '@passerelle/contract/lite';
import { apiCall, apiList } from '../../lib/api-client.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { invalidateEndpoints, queryKeyOf, refreshAfterEvent } from '../../lib/query-keys.ts';
import { useRealtimeEvent } from '../../lib/realtime-events.ts';

const api = notificationsApi;

/**
 * The realtime stream refreshes the badge as notifications come (`useLiveNotifications`); this
 * slow poll is only the safety net for a tab whose stream is down.
 */
export const UNREAD_REFETCH_MS = 300_000;

export const notificationQueries = {
  /** `GET /users/{id}/notifications`: newest first. */
  list: (userId: number, query: NotificationListQuery) =>
    queryOptions({
      queryKey: queryKeyOf(api.listNotifications, { id: userId }, query),
      queryFn: ({ signal }) => apiList(api.listNotifications, { params: { id: userId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  /** The header badge. */
  unread: (userId: number) =>
    queryOptions({
      queryKey: queryKeyOf(api.unreadNotificationCount, { id: userId }),
      queryFn: ({ signal }) => apiCall(api.unreadNotificationCount, { params: { id: userId }, signal }),
      refetchInterval: UNREAD_REFETCH_MS,
      staleTime: 10_000,
    }),
  preferences: (userId: number) =>
    queryOptions({
      queryKey: queryKeyOf(api.getNotificationPreferences, { id: userId }),
      queryFn: ({ signal }) => apiCall(api.getNotificationPreferences, { params: { id: userId }, signal }),
    }),
};

/** Everything that shows notifications or their count. */
const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  invalidateEndpoints(queryClient, api.listNotifications, api.unreadNotificationCount);

/** The list and the badge follow the stream: a new notification, or one read in another tab. */
export const useLiveNotifications = () => {
  const queryClient = useQueryClient();
  const follow = () => refreshAfterEvent(queryClient, api.listNotifications, api.unreadNotificationCount);
  useRealtimeEvent('notification.created', follow);
  useRealtimeEvent('notification.changed', follow);
};

export const useMarkNotificationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, unread }: { id: number; unread: boolean }) =>
      apiCall(api.updateNotification, { params: { id }, body: { unread } }),
    onSuccess: () => refresh(queryClient),
  });
};

export const useMarkAllReadMutation = (userId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(api.markAllNotificationsRead, { params: { id: userId }, body: {} }),
    onSuccess: () => refresh(queryClient),
  });
};

export const useDeleteNotificationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(api.deleteNotification, { params: { id } }),
    onSuccess: () => refresh(queryClient),
  });
};

export const usePreferencesMutation = (userId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesUpdate) =>
      apiCall(api.updateNotificationPreferences, { params: { id: userId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(notificationQueries.preferences(userId).queryKey, answer),
  });
};

/**
 * The callers of the missed calls among `list`, by room: a `call.missed` carries only its room,
 * whose caller the call's own answer names (`GET /visio_rooms/{id}`, its participants only).
 */
export const useMissedCallers = (list: Notification[]) => {
  const viewer = useCurrentUser()?.id ?? 0;
  const rooms = [
    ...new Set(list.flatMap((n) => (n.kind === 'call.missed' && n.data.roomId ? [n.data.roomId] : []))),
  ];
  const answers = useQueries({
    queries: rooms.map((id) => ({
      queryKey: queryKeyOf(visioApi.getVisioRoom, { id }, viewer),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiCall(visioApi.getVisioRoom, { params: { id }, signal }),
      staleTime: 5 * 60_000,
    })),
  });
  const names = new Map<number, string>();
  answers.forEach((a, i) => {
    if (a.data) names.set(rooms[i]!, `${a.data.caller.firstName} ${a.data.caller.lastName}`.trim());
  });
  return names;
};
