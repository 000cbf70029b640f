import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  Firm,
  FirmBackListQuery,
  FirmCreate,
  FirmFrontListQuery,
  FirmJoinRequestDecision,
  FirmJoinRequestsQuery,
  FirmUpdate,
  FirmUsersQuery,
  StaffCreate,
} from '@passerelle/contract';
import { firmsApi, usersApi } from '@passerelle/contract/lite';
import { apiCall, apiList } from '../../lib/api-client.ts';
import { invalidateEndpoints, isQueryOf, queryKeyOf } from '../../lib/query-keys.ts';

/**
 * Keys `[endpoint, params…]` (lib/query-keys). Public views carry the viewer's id: an organizer and
 * the firm's own users also see hidden firms, so a cached answer never outlives a change of session.
 */
export const firmsKeys = {
  backList: (params: FirmBackListQuery) => queryKeyOf(firmsApi.backList, params),
  detail: (id: number) => queryKeyOf(firmsApi.getFirm, { id }),
  front: (params: FirmFrontListQuery, viewer: number | null) =>
    queryKeyOf(firmsApi.frontList, params, viewer),
  page: (id: number, fair: number, viewer: number | null) =>
    queryKeyOf(firmsApi.detail, { id }, { fair }, viewer),
  users: (id: number, params: FirmUsersQuery) => queryKeyOf(firmsApi.allUsers, { id }, params),
  joinRequests: (id: number, params: FirmJoinRequestsQuery) =>
    queryKeyOf(firmsApi.listJoinRequests, { id }, params),
  /** Every view of firms but the edited firm itself (lists and public pages). */
  views: [
    firmsApi.backList,
    firmsApi.frontList,
    firmsApi.detail,
    firmsApi.allUsers,
    firmsApi.listJoinRequests,
  ],
  /** The queries of these endpoints about one firm (their first parameter is `{ id }`). */
  ofFirm:
    (firmId: number, ...endpoints: Parameters<typeof isQueryOf>) =>
    (q: { queryKey: readonly unknown[] }) =>
      isQueryOf(...endpoints)(q) && (q.queryKey[1] as { id?: number } | undefined)?.id === firmId,
};

/** After a firm changed: its lists and public pages refetch (the firm itself is set from the answer). */
export const invalidateFirmViews = (queryClient: QueryClient): Promise<void> =>
  invalidateEndpoints(queryClient, ...firmsKeys.views);

export const firmsQueries = {
  /** §2 /exhibitor/list and /exhibitor/global/list: one page of the back-office list. */
  backList: (params: FirmBackListQuery) =>
    queryOptions({
      queryKey: firmsKeys.backList(params),
      queryFn: ({ signal }) => apiList(firmsApi.backList, { query: params, signal }),
      placeholderData: keepPreviousData,
    }),
  /** §2 /exhibitor/manage: the full firm with the caller's abilities. */
  detail: (id: number) =>
    queryOptions({
      queryKey: firmsKeys.detail(id),
      queryFn: ({ signal }) => apiCall(firmsApi.getFirm, { params: { id }, signal }),
    }),
  /** §2 /exhibitors/list: one page of the fair's exhibitors (page size: the fair's). */
  front: (params: FirmFrontListQuery, viewer: number | null) =>
    queryOptions({
      queryKey: firmsKeys.front(params, viewer),
      queryFn: ({ signal }) => apiList(firmsApi.frontList, { query: params, signal }),
      placeholderData: keepPreviousData,
    }),
  /** §2 /exhibitors/{id}: the public page in the current fair. */
  page: (id: number, fair: number, viewer: number | null) =>
    queryOptions({
      queryKey: firmsKeys.page(id, fair, viewer),
      queryFn: ({ signal }) => apiCall(firmsApi.detail, { params: { id }, query: { fair }, signal }),
    }),
  /** §2 /firm/users/{id}: the firm's users. */
  users: (id: number, params: FirmUsersQuery) =>
    queryOptions({
      queryKey: firmsKeys.users(id, params),
      queryFn: ({ signal }) => apiList(firmsApi.allUsers, { params: { id }, query: params, signal }),
      placeholderData: keepPreviousData,
    }),
  /** §2 /firm/users/{id}: the requests to join the firm waiting for a decision (roster owners). */
  joinRequests: (id: number, params: FirmJoinRequestsQuery = { status: 'pending', pagination: false }) =>
    queryOptions({
      queryKey: firmsKeys.joinRequests(id, params),
      queryFn: ({ signal }) => apiList(firmsApi.listJoinRequests, { params: { id }, query: params, signal }),
    }),
};

/** POST /firms: the new firm shows in every list. */
export const useCreateFirmMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FirmCreate) => apiCall(firmsApi.createFirm, { body }),
    onSuccess: async (firm: Firm) => {
      queryClient.setQueryData(firmsKeys.detail(firm.id), firm);
      await invalidateEndpoints(queryClient, firmsApi.backList);
    },
  });
};

/** PUT /firms/{id}: the answer replaces the cached firm; lists and public pages refetch. */
export const useUpdateFirmMutation = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FirmUpdate) => apiCall(firmsApi.updateFirm, { params: { id }, body }),
    onSuccess: async (firm: Firm) => {
      queryClient.setQueryData(firmsKeys.detail(id), firm);
      await invalidateFirmViews(queryClient);
    },
  });
};

export type StaffType = 'admin' | 'contact';

/** §6: a stand admin or contact of the firm, created in the current fair (POST /exhibitors/stand-…). */
export const useCreateStaffMutation = (firmId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, body }: { type: StaffType; body: StaffCreate }) =>
      apiCall(type === 'admin' ? usersApi.createStandAdmin : usersApi.createStandContact, { body }),
    // The firm's user list and its public page (its contacts) show the new account.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: firmsKeys.ofFirm(firmId, firmsApi.allUsers, firmsApi.detail),
      }),
  });
};

/**
 * PUT /firm_join_requests/{id}: accept or decline. The queue, the firm's users (an accepted person
 * joins them) and its public page (its contacts) refetch.
 */
export const useDecideJoinRequestMutation = (firmId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: FirmJoinRequestDecision['status'] }) =>
      apiCall(firmsApi.decideJoinRequest, { params: { id }, body: { status } }),
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: firmsKeys.ofFirm(firmId, firmsApi.listJoinRequests, firmsApi.allUsers, firmsApi.detail),
      }),
  });
};
