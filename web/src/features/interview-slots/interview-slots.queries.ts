import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InterviewSlot,
  InterviewSlotBook,
  InterviewSlotCreate,
  InterviewSlotListQuery,
  StandListItem,
} from '@passerelle/contract';
import { interviewSlotsApi, standsApi } from '@passerelle/contract/lite';
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
  /** `GET /stands?fair=&firm.id=&isVisible=1`: the firm's booths in the fair that visitors see. */
  firmBooths: (firm: number, fair: number, viewer: number) =>
    queryOptions({
      queryKey: queryKeyOf(standsApi.listStands, { fair, 'firm.id': firm, isVisible: '1' }, viewer),
      queryFn: ({ signal }) =>
        apiCall(standsApi.listStands, {
          query: { fair, 'firm.id': firm, isVisible: '1', pagination: false },
          signal,
        }),
      staleTime: 60_000,
    }),
  /** The firm's staff, who may hold the interviews. */
  firmStaff: firmStaffQuery,
};

/**
 * The booth a firm shows in a fair (its first by hall and number), where the interviews of its
 * offers are booked: `undefined` while loading, `null` when it has none (or the list is refused).
 */
export const useFirmBoothInFair = (
  firmId: number,
  fairId: number | null,
  viewer: number,
): StandListItem | null | undefined => {
  const query = useQuery({
    ...interviewSlotQueries.firmBooths(firmId, fairId ?? 0, viewer),
    enabled: fairId !== null,
  });
  if (fairId === null || query.isError) return null;
  return query.data ? (query.data[0] ?? null) : undefined;
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
