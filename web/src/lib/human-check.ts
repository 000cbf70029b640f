import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { authApi } from '@passerelle/contract/lite';
import { apiCall } from './api-client.ts';
import { createCaptcha } from './captcha.ts';
import { queryKeyOf } from './query-keys.ts';

export const captchaConfigQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(authApi.captchaConfig),
    queryFn: ({ signal }) => apiCall(authApi.captchaConfig, { signal }),
    staleTime: Infinity,
  });

/**
 * §4 "run a human check with action X": resolves to `{ captcha }` to send along, or null when
 * the provider gave no token (then nothing is sent, as the spec's login flow says).
 */
export const runHumanCheck = async (
  queryClient: QueryClient,
  action: string,
): Promise<{ captcha?: string } | null> => {
  const config = await queryClient.fetchQuery(captchaConfigQuery());
  const captcha = await createCaptcha(config, {
    fetchAltchaChallenge: () => apiCall(authApi.altchaChallenge),
  }).execute(action);
  if (config.provider !== 'none' && !captcha) return null;
  return captcha ? { captcha } : {};
};
