import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi, type UserCreate, type UserListQuery } from '@passerelle/contract';
import { apiCall, apiList } from '../../lib/api-client.ts';

export const usersKeys = {
  all: ['users'] as const,
  lists: ['users', 'user', 'list'] as const,
  list: (params: UserListQuery) => ['users', 'user', 'list', params] as const,
};

export const usersQueries = {
  /** §2 /user/list: one page of the users the organizer manages, with the x-* page info. */
  list: (params: UserListQuery) =>
    queryOptions({
      queryKey: usersKeys.list(params),
      queryFn: ({ signal }) => apiList(usersApi.listUsers, { query: params, signal }),
      // Keep the current page on screen while the next filter or page loads.
      placeholderData: keepPreviousData,
    }),
};

/** §6 user creation: POST /users; the new account appears in every list. */
export const useCreateUserMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserCreate) => apiCall(usersApi.createUser, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists }),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists }),
  });
};
