import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  interviewSlotsApi,
  standsApi,
  type InterviewSlot,
  type InterviewSlotBook,
  type InterviewSlotCreate,
  type InterviewSlotListQuery,
} from '@passerelle/contract';
import { apiCall, apiList } from '../../lib/api-client.ts';
import { firmStaffQuery } from '../../lib/firm-staff.ts';
import { invalidateEndpoints, queryKeyOf } from '../../lib/query-keys.ts';

const api = interviewSlotsApi;
/** Slots start and get booked while a page stays open: the lists refresh on this beat. */
const SLOTS_REFETCH_MS = 60_000;

export const interviewSlotQueries = {
  /** `GET /stands/{id}/interview_slots`, all at once: the booth's upcoming slots as the viewer may see them. */
  stand: (standId: number, viewer: number) =>
    queryOptions({
      queryKey: queryKeyOf(api.listStandInterviewSlots, { id: standId }, { pagination: false }, viewer),
      queryFn: ({ signal }) =>
        apiCall(api.listStandInterviewSlots, {
          params: { id: standId },
          query: { pagination: false },
          signal,
        }),
      refetchInterval: SLOTS_REFETCH_MS,
    }),
  /** `GET /interview_slots`: the viewer's interviews (booked as candidate, or hosted), upcoming first. */
  mine: (query: InterviewSlotListQuery, viewer: number) =>
    queryOptions({
      queryKey: queryKeyOf(api.listMyInterviewSlots, query, viewer),
      queryFn: ({ signal }) => apiList(api.listMyInterviewSlots, { query, signal }),
      placeholderData: keepPreviousData,
      refetchInterval: SLOTS_REFETCH_MS,
    }),
  /** `GET /interview_slots/{id}`: one interview (its page). */
  byId: (id: number, viewer: number) =>
    queryOptions({
      queryKey: queryKeyOf(api.getInterviewSlot, { id }, viewer),
      queryFn: ({ signal }) => apiCall(api.getInterviewSlot, { params: { id }, signal }),
      refetchInterval: SLOTS_REFETCH_MS,
    }),
  /** `GET /stands/my-stands?fair=`: the booths the viewer may publish slots at. */
  myBooths: (fair: number, viewer: number) =>
    queryOptions({
      queryKey: queryKeyOf(standsApi.listMyStands, { fair }, viewer),
      queryFn: ({ signal }) => apiCall(standsApi.listMyStands, { query: { fair }, signal }),
      staleTime: 60_000,
    }),
  /** The firm's staff, who may hold the interviews. */
  firmStaff: firmStaffQuery,
};

/** Every query that shows slots. */
const SLOT_VIEWS = [api.listStandInterviewSlots, api.listMyInterviewSlots, api.getInterviewSlot];

const useSlotMutation = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateEndpoints(queryClient, ...SLOT_VIEWS),
  });
};

/** `POST /interview_slots`: one slot or a series. */
export const useCreateInterviewSlotsMutation = () =>
  useSlotMutation((body: InterviewSlotCreate) => apiCall(api.createInterviewSlots, { body }));

/** `POST /interview_slots/{id}/book` (a confirmation mail with an .ics follows). */
export const useBookInterviewSlotMutation = () =>
  useSlotMutation(({ id, body = {} }: { id: number; body?: InterviewSlotBook }) =>
    apiCall(api.bookInterviewSlot, { params: { id }, body }),
  );

/** `POST /interview_slots/{id}/cancel` with a message to the other side. */
export const useCancelInterviewSlotMutation = () =>
  useSlotMutation(({ id, message }: { id: number; message: string }) =>
    apiCall(api.cancelInterviewSlot, { params: { id }, body: { message } }),
  );

/** `DELETE /interview_slots/{id}` (an open slot). */
export const useDeleteInterviewSlotMutation = () =>
  useSlotMutation((slot: Pick<InterviewSlot, 'id'>) =>
    apiCall(api.deleteInterviewSlot, { params: { id: slot.id } }),
  );
