import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { VisioRoomCreate, VisioRoomListQuery, VisioSignalKind } from '@passerelle/contract';
import { visioApi } from '@passerelle/contract/lite';
import { apiCall, apiList } from '../../lib/api-client.ts';
import { invalidateEndpoints, queryKeyOf } from '../../lib/query-keys.ts';

const api = visioApi;

/** Every query that shows a call or its state. */
const CALL_VIEWS = [api.listVisioRooms, api.getVisioRoom];

export const visioQueries = {
  /** `GET /visio_rooms`: the viewer's calls, made or received, newest first. */
  list: (query: VisioRoomListQuery, viewer: number) =>
    queryOptions({
      queryKey: queryKeyOf(api.listVisioRooms, query, viewer),
      queryFn: ({ signal }) => apiList(api.listVisioRooms, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  /** `GET /visio_rooms/{id}`: one call (its two participants only). */
  room: (id: number, viewer: number) =>
    queryOptions({
      queryKey: queryKeyOf(api.getVisioRoom, { id }, viewer),
      queryFn: ({ signal }) => apiCall(api.getVisioRoom, { params: { id }, signal }),
    }),
  /**
   * `POST /visio/access-token`: joining the room of this address gives the room and the ICE
   * servers. Asked once per visit of the page (the TURN credentials are for this call).
   */
  access: (uniqid: string, viewer: number) =>
    queryOptions({
      queryKey: queryKeyOf(api.visioAccessToken, { room: uniqid }, viewer),
      queryFn: ({ signal }) => apiCall(api.visioAccessToken, { body: { room: uniqid }, signal }),
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
    }),
};

const useRefreshCalls = () => {
  const queryClient = useQueryClient();
  return () => invalidateEndpoints(queryClient, ...CALL_VIEWS);
};

/** The caller makes a room to call a person of the fair (from a booth, when `stand` is set). */
export const useCreateRoomMutation = () => {
  const refresh = useRefreshCalls();
  return useMutation({
    mutationFn: ({ receiver, body }: { receiver: number; body: VisioRoomCreate }) =>
      apiCall(api.createVisioRoom, { params: { id: receiver }, body }),
    onSuccess: () => refresh(),
  });
};

/** The caller rings the receiver. */
export const useStartCallMutation = () => {
  const refresh = useRefreshCalls();
  return useMutation({
    mutationFn: (id: number) => apiCall(api.startVisioCall, { params: { id }, body: {} }),
    onSuccess: () => refresh(),
  });
};

/** The receiver picks up (`active`) or declines a ringing call. */
export const useAnswerCallMutation = () => {
  const refresh = useRefreshCalls();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'active' | 'declined' }) =>
      apiCall(api.updateVisioRoom, { params: { id }, body: { status } }),
    onSuccess: () => refresh(),
  });
};

/** Either side hangs up (while it rings, the api marks the call missed). */
export const useEndCallMutation = () => {
  const refresh = useRefreshCalls();
  return useMutation({
    mutationFn: (id: number) => apiCall(api.endVisioCall, { params: { id }, body: {} }),
    onSuccess: () => refresh(),
  });
};

/** The caller's page gives up on a call nobody answered in CALL_RING_SECONDS. */
export const useMissCallMutation = () => {
  const refresh = useRefreshCalls();
  return useMutation({
    mutationFn: (id: number) => apiCall(api.missVisioCall, { params: { id }, body: {} }),
    onSuccess: () => refresh(),
  });
};

/** A fresh address for a call still running whose address expired. */
export const fetchRoomUniqid = (id: number) =>
  apiCall(api.getVisioRoomUniqid, { params: { id } }).then((r) => r.uniqid);

/** One signal up to the other participant (down it comes as `visio.signal` on their stream). */
export const sendSignal = (roomId: number, kind: VisioSignalKind, data: string) =>
  apiCall(api.sendVisioSignal, { params: { id: roomId }, body: { kind, data } }).then(() => undefined);

/** Refreshes what shows calls (a `visio.call.changed` came). */
export { useRefreshCalls };
