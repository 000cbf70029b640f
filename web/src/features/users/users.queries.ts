import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccountCreate,
  FixedFilterListQuery,
  ManagedUser,
  UserCreate,
  UserListQuery,
  UserManagementUpdate,
} from '@passerelle/contract';
import { firmsApi, usersApi } from '@passerelle/contract/lite';
import { apiCall, apiList } from '../../lib/api-client.ts';
import { invalidateEndpoints, queryKeyOf } from '../../lib/query-keys.ts';

export const usersKeys = {
  /** The endpoints whose answers list users. */
  lists: [usersApi.listUsers, usersApi.listSuperOrganizers],
  /** Every endpoint that shows a user (lists and the manage screen). */
  all: [usersApi.listUsers, usersApi.listSuperOrganizers, usersApi.getUser],
  list: (params: UserListQuery) => queryKeyOf(usersApi.listUsers, params),
  superOrganizers: (params: FixedFilterListQuery) => queryKeyOf(usersApi.listSuperOrganizers, params),
  detail: (id: number) => queryKeyOf(usersApi.getUser, { id }),
  firmOptions: (fairId: number | null) => queryKeyOf(firmsApi.selectInput, { fair: fairId }, 'options'),
};

export const usersQueries = {
  /** The exhibitors a stand account can belong to: those of the fair (all for super roles without one). */
  firmOptions: (fairId: number | null) =>
    queryOptions({
      queryKey: usersKeys.firmOptions(fairId),
      queryFn: async ({ signal }) => {
        const firms = await apiCall(firmsApi.selectInput, {
          query: { pagination: false, 'order[name]': 'asc', ...(fairId === null ? {} : { fair: fairId }) },
          signal,
        });
        return firms.map((f) => ({ value: String(f.id), label: f.name }));
      },
      staleTime: 60_000,
    }),
  /** §2 /user/list: one page of the users the organizer manages, with the x-* page info. */
  list: (params: UserListQuery) =>
    queryOptions({
      queryKey: usersKeys.list(params),
      queryFn: ({ signal }) => apiList(usersApi.listUsers, { query: params, signal }),
      // Keep the current page on screen while the next filter or page loads.
      placeholderData: keepPreviousData,
    }),
  /** §2 /superorganizer/list (super admin). */
  superOrganizers: (params: FixedFilterListQuery) =>
    queryOptions({
      queryKey: usersKeys.superOrganizers(params),
      queryFn: ({ signal }) => apiList(usersApi.listSuperOrganizers, { query: params, signal }),
      placeholderData: keepPreviousData,
    }),
  /** §2 /user/manage/{id}: the user with the caller's abilities. */
  detail: (id: number) =>
    queryOptions({
      queryKey: usersKeys.detail(id),
      queryFn: ({ signal }) => apiCall(usersApi.getUser, { params: { id }, signal }),
    }),
};

/** §6 user creation: POST /users; the new account appears in every list. */
export const useCreateUserMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserCreate) => apiCall(usersApi.createUser, { body }),
    onSuccess: () => invalidateEndpoints(queryClient, ...usersKeys.lists),
  });
};

/** §4 per-fair validation by the fair organizer; the lists show the new status. */
export const useValidateForFairMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      userId,
      fairId,
      isValidated,
    }: {
      userId: number;
      fairId: number;
      isValidated: -1 | 0 | 1;
    }) => apiCall(usersApi.validateForFair, { params: { id: userId, fairId }, body: { isValidated } }),
    // Lists and the user's manage screen both show the status.
    onSuccess: () => invalidateEndpoints(queryClient, ...usersKeys.all),
  });
};

/** §2 /superorganizer/list: POST /users/super-organizer. */
export const useCreateSuperOrganizerMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountCreate) => apiCall(usersApi.createSuperOrganizer, { body }),
    onSuccess: () => invalidateEndpoints(queryClient, ...usersKeys.lists),
  });
};

/** §2 /user/manage/{id}: PUT /users/{id}/manage; the answer replaces the cached user. */
export const useManageUserMutation = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserManagementUpdate) => apiCall(usersApi.manageUser, { params: { id }, body }),
    onSuccess: async (user: ManagedUser) => {
      queryClient.setQueryData(usersKeys.detail(id), user);
      await invalidateEndpoints(queryClient, ...usersKeys.lists);
    },
  });
};

/** DELETE /users/{id}/fairs/{fairId}: the membership goes, the account stays. */
export const useRemoveFromFairMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, fairId }: { userId: number; fairId: number }) =>
      apiCall(usersApi.removeFromFair, { params: { id: userId, fairId } }),
    onSuccess: () => invalidateEndpoints(queryClient, ...usersKeys.all),
  });
};

/** Erasure by an organizer (DELETE /users/{id}/delete): the user leaves every list. */
export const useEraseUserMutation = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(usersApi.deleteUser, { params: { id } }),
    // The screen leaves for the list; coming back refetches the user (now 404).
    onSuccess: () => invalidateEndpoints(queryClient, ...usersKeys.lists),
  });
};
