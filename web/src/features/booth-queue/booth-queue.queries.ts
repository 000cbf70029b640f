import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoothOpeningHoursUpdate } from '@passerelle/contract';
import { type BoothQueueKind, type StaffAvailability, boothQueueApi } from '@passerelle/contract/lite';
import { apiCall } from '../../lib/api-client.ts';
import { invalidateEndpoints, queryKeyOf, refreshAfterEvent } from '../../lib/query-keys.ts';
import { useRealtimeEvent } from '../../lib/realtime-events.ts';

const api = boothQueueApi;
/**
 * Staff come and go without an event reaching visitors (their availability, their calls): the
 * queue refreshes on this beat, and at once on `booth.queue.changed`.
 */
const QUEUE_REFETCH_MS = 20_000;

export const boothQueueQueries = {
  /** `GET /stands/{id}/queue`: the booth's queue as the viewer may see it. */
  queue: (standId: number, viewer: number) =>
    queryOptions({
      queryKey: queryKeyOf(api.getBoothQueue, { id: standId }, viewer),
      queryFn: ({ signal }) => apiCall(api.getBoothQueue, { params: { id: standId }, signal }),
      refetchInterval: QUEUE_REFETCH_MS,
    }),
  /** `GET /me/availability`: a staff member's own availability. */
  availability: (viewer: number) =>
    queryOptions({
      queryKey: queryKeyOf(api.getMyAvailability, viewer),
      queryFn: ({ signal }) => apiCall(api.getMyAvailability, { signal }),
    }),
};

const QUEUE_VIEWS = [api.getBoothQueue];

/** Refreshes the booth's queue when it moves (someone joined, left or was taken). */
export const useQueueEvents = (standId: number) => {
  const queryClient = useQueryClient();
  useRealtimeEvent('booth.queue.changed', (data) => {
    if ((data as { standId?: number } | null)?.standId === standId)
      refreshAfterEvent(queryClient, ...QUEUE_VIEWS);
  });
};

const useQueueMutation = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateEndpoints(queryClient, ...QUEUE_VIEWS) });
};

/** `POST /stands/{id}/queue`: wait for a call or a chat. */
export const useJoinQueueMutation = (standId: number) =>
  useQueueMutation((kind: BoothQueueKind) =>
    apiCall(api.joinBoothQueue, { params: { id: standId }, body: { kind } }),
  );

/** `DELETE /stands/{id}/queue`: stop waiting. */
export const useLeaveQueueMutation = (standId: number) =>
  useQueueMutation(() => apiCall(api.leaveBoothQueue, { params: { id: standId } }));

/** `POST /stands/{id}/queue/take`: the next person, or the chosen entry. */
export const useTakeFromQueueMutation = (standId: number) =>
  useQueueMutation((entry: number | null) =>
    apiCall(api.takeFromBoothQueue, { params: { id: standId }, body: { entry } }),
  );

/** `PUT /stands/{id}/opening-hours`. */
export const useSetOpeningHoursMutation = (standId: number) =>
  useQueueMutation((body: BoothOpeningHoursUpdate) =>
    apiCall(api.setBoothOpeningHours, { params: { id: standId }, body }),
  );

/** `PUT /me/availability`: every booth's count of available staff changes with it. */
export const useSetAvailabilityMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: StaffAvailability) => apiCall(api.setMyAvailability, { body: { status } }),
    onSuccess: () => {
      void invalidateEndpoints(queryClient, api.getMyAvailability, ...QUEUE_VIEWS);
    },
  });
};
