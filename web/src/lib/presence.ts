import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PresenceEntry, User } from '@passerelle/contract';
import {
  PRESENCE_STATUSES,
  type PresenceStatusValue,
  fairPresenceTopic,
  presenceApi,
  ROLES,
} from '@passerelle/contract/lite';
import { apiCall } from './api-client.ts';
import { useCurrentUser } from './auth.ts';
import { isQueryOf, queryKeyOf } from './query-keys.ts';
import { useRealtimeEvent, useRealtimeTopics } from './realtime-events.ts';
import { validationStatus } from './validation-status.ts';

const api = presenceApi;

export const presenceQueries = {
  /** `GET /fairs/{id}/presence?user[]=…`: who of these people is online now. */
  ofFair: (fairId: number, userIds: number[]) =>
    queryOptions({
      queryKey: queryKeyOf(api.getFairPresence, { id: fairId }, { 'user[]': userIds }),
      queryFn: ({ signal }) =>
        apiCall(api.getFairPresence, { params: { id: fairId }, query: { 'user[]': userIds }, signal }),
      // The stream keeps it current; a refused or failed answer just shows no presence.
      staleTime: 60_000,
      retry: false,
    }),
};

const PRESENCE_READERS: string[] = [
  ROLES.ORGANIZER,
  ROLES.SUPER_ORGANIZER,
  ROLES.SUPER_ADMIN,
  ROLES.CLUSTER_ADMIN,
];

/** Presence is member information (permissions.md): the fair's validated members and its organizers. */
export const seesPresenceIn = (user: User | null, fairId: number | null): fairId is number =>
  !!user &&
  fairId !== null &&
  (validationStatus(user, fairId) === 'validated' || user.roles.some((r) => PRESENCE_READERS.includes(r)));

interface PresenceChange {
  userId: number;
  status: PresenceStatusValue;
}

/**
 * The presence of these people in the fair, followed live on the fair's presence topic (§4);
 * null while unknown or not for this user to see (nothing is shown then).
 */
export const useFairPresence = (
  fairId: number | null,
  userIds: number[],
): Map<number, PresenceStatusValue> | null => {
  const user = useCurrentUser();
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const allowed = seesPresenceIn(user, fairId) && ids.length > 0;
  const queryClient = useQueryClient();
  useRealtimeTopics(allowed ? [fairPresenceTopic(fairId)] : []);
  useRealtimeEvent('presence.changed', (data) => {
    const change = data as PresenceChange;
    // §4: an event of a type this client does not know is a warning, never a wrong status shown.
    if (!(PRESENCE_STATUSES as readonly string[]).includes(change.status)) {
      console.warn('presence: unknown status', change.status);
      return;
    }
    // Every presence answer of the page that names this person takes the new status.
    queryClient.setQueriesData<PresenceEntry[]>({ predicate: isQueryOf(api.getFairPresence) }, (list) =>
      list?.map((e) => (e.user === change.userId ? { ...e, status: change.status } : e)),
    );
  });
  const query = useQuery({ ...presenceQueries.ofFair(fairId ?? 0, ids), enabled: allowed });
  if (!allowed || !query.data) return null;
  return new Map(query.data.map((e) => [e.user, e.status]));
};

/** Says the signed-in user is available or away; every tab and every member's page follow. */
export const useSetMyPresence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, status }: { userId: number; status: 'online' | 'away' }) =>
      apiCall(api.updateMyPresence, { params: { id: userId }, body: { status } }),
    onSuccess: (entry) =>
      queryClient.setQueriesData<PresenceEntry[]>({ predicate: isQueryOf(api.getFairPresence) }, (list) =>
        list?.map((e) => (e.user === entry.user ? { ...e, status: entry.status } : e)),
      ),
  });
};
