import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailUpdate, PasswordChange, User, UserProfileUpdate } from '@passerelle/contract';
import { usersApi } from '@passerelle/contract/lite';
import { apiCall, refreshSession } from '../../lib/api-client.ts';
import { downloadJson } from '../../lib/save-file.ts';
import { clearSession, getSession, updateSessionUser } from '../../lib/session.ts';
import { USER_DETAIL_KEY } from '../../lib/auth.ts';
import { invalidateAllButSession, invalidateEndpoints, isQueryOf, queryKeyOf } from '../../lib/query-keys.ts';

export const accountKeys = {
  businessCard: (userId: number, fairId: number | null) =>
    queryKeyOf(usersApi.businessCard, { id: userId }, { fair: fairId }),
};

export const accountQueries = {
  /** §2 "My business card": the card as others see it in the current fair. */
  businessCard: (userId: number, fairId: number | null) =>
    queryOptions({
      queryKey: accountKeys.businessCard(userId, fairId),
      queryFn: ({ signal }) =>
        apiCall(usersApi.businessCard, {
          params: { id: userId },
          query: fairId === null ? {} : { fair: fairId },
          signal,
        }),
    }),
};

/** The server's copy of the user replaces the session's and the cached detail. */
const useStoreUser = () => {
  const queryClient = useQueryClient();
  return async (user: User): Promise<void> => {
    updateSessionUser(user);
    queryClient.setQueryData(USER_DETAIL_KEY, user);
    await invalidateEndpoints(queryClient, usersApi.businessCard);
  };
};

/** §2 profile: PUT /users/:id with the changed fields only. */
export const useUpdateProfileMutation = (userId: number) => {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (changes: UserProfileUpdate) =>
      apiCall(usersApi.updateUser, { params: { id: userId }, body: changes }),
    onSuccess: storeUser,
  });
};

/**
 * §2 login e-mail: PUT /users/update-email with the current password. The server mails a link
 * to the new address; the e-mail in force does not change yet.
 */
export const useRequestEmailChangeMutation = () =>
  useMutation({ mutationFn: (body: EmailUpdate) => apiCall(usersApi.updateEmail, { body }) });

/** POST /users/confirm-email with the mailed token; a session of this browser then reloads its user. */
export const useConfirmEmailMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiCall(usersApi.confirmEmail, { body: { token } }),
    onSuccess: async () => {
      // The session that asked keeps going with the new address; any other one has just ended.
      if (getSession().status === 'authenticated' && (await refreshSession()))
        queryClient.setQueryData(USER_DETAIL_KEY, getSession().user);
      else queryClient.removeQueries({ queryKey: USER_DETAIL_KEY });
      await invalidateEndpoints(queryClient, usersApi.businessCard);
    },
  });
};

/** §2 password: PUT /users/password; the other sessions end, this one stays. */
export const useChangePasswordMutation = () =>
  useMutation({ mutationFn: (body: PasswordChange) => apiCall(usersApi.changePassword, { body }) });

/** The export's file name: passerelle-mes-donnees-YYYY-MM-DD.json (local date). */
export const exportFileName = (now: Date): string => {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `passerelle-mes-donnees-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
};

/** "Download my data": GET /users/:id/export, saved as a JSON file. */
export const useExportDataMutation = (userId: number) =>
  useMutation({
    mutationFn: () => apiCall(usersApi.exportPersonalData, { params: { id: userId } }),
    onSuccess: (data) => downloadJson(data, exportFileName(new Date())),
  });

/** Erase the account: the server ends every session, this browser forgets its own and its data. */
export const useDeleteAccountMutation = (
  userId: number,
  options: { onDeleted?: () => Promise<void> | void } = {},
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(usersApi.deleteUser, { params: { id: userId } }),
    // Hook-level: the page unmounts once the session is gone, so leave it first, then forget.
    onSuccess: async () => {
      await options.onDeleted?.();
      clearSession();
      queryClient.removeQueries({ queryKey: USER_DETAIL_KEY });
      queryClient.removeQueries({ predicate: isQueryOf(usersApi.businessCard) });
      await invalidateAllButSession(queryClient);
    },
  });
};
