import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, PasswordResetBody } from '@passerelle/contract';
import { authApi } from '@passerelle/contract/lite';
import { apiCall } from '../../lib/api-client.ts';
import { USER_DETAIL_KEY } from '../../lib/auth.ts';
import { captchaConfigQuery, runHumanCheck } from '../../lib/human-check.ts';
import { clearSession, setSession } from '../../lib/session.ts';
import { invalidateAllButSession } from '../../lib/query-keys.ts';

export const authKeys = {
  captchaConfig: captchaConfigQuery().queryKey,
  userDetail: USER_DETAIL_KEY,
};

export const authQueries = {
  captchaConfig: captchaConfigQuery,
  userDetail: () =>
    queryOptions({
      queryKey: authKeys.userDetail,
      queryFn: ({ signal }) => apiCall(authApi.userDetail, { signal }),
    }),
};

export type LoginCredentials = Omit<LoginBody, 'captcha'>;

/**
 * §4 Login: run the human check with action `login`, then log in. On success the session is
 * set and every query refreshed (the spec's "refresh the page", without a reload).
 */
export const useLoginMutation = (options: { onLoggedIn?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginCredentials) => {
      const check = await runHumanCheck(queryClient, 'login');
      if (!check) return null;
      return apiCall(authApi.login, { body: { ...credentials, ...check } });
    },
    onSuccess: async (result) => {
      if (!result) return;
      setSession(result.token, result.user);
      queryClient.setQueryData(authKeys.userDetail, result.user);
      await invalidateAllButSession(queryClient);
      // Hook-level, so it runs even if the form unmounts once the session appears.
      options.onLoggedIn?.();
    },
  });
};

/**
 * §2 /user/password/forgot: run the human check with action `forgot_password`, then ask for the
 * link. The answer (a localised sentence) is the same whether the account exists or not.
 */
export const usePasswordForgotMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email }: { email: string }) => {
      const check = await runHumanCheck(queryClient, 'forgot_password');
      if (!check) return null;
      return apiCall(authApi.passwordForgot, { body: { email, ...check } });
    },
  });
};

/** §2 /user/password/reset: set the new password with the mailed token (no automatic login). */
export const usePasswordResetMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordResetBody) => apiCall(authApi.passwordReset, { body }),
    // The server ended every session of the account: this browser forgets its own too.
    onSuccess: () => {
      clearSession();
      queryClient.removeQueries({ queryKey: authKeys.userDetail });
    },
  });
};

export const useLogoutMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(authApi.logout, { body: {} }),
    onSettled: async () => {
      // Whatever the server said, this browser forgets the session.
      clearSession();
      queryClient.removeQueries({ queryKey: authKeys.userDetail });
      await invalidateAllButSession(queryClient);
    },
  });
};
