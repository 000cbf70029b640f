import type { QueryClient } from '@tanstack/react-query';
import { authApi, type Endpoint } from '@passerelle/contract';

type AnyEndpoint = Pick<Endpoint, 'method' | 'path'>;
interface Keyed {
  queryKey: readonly unknown[];
}

/** The first segment of every query key: the endpoint's method and path (`GET /users`). */
export const endpointKey = (endpoint: AnyEndpoint): string => `${endpoint.method} ${endpoint.path}`;

/**
 * The one way a query key is built: the contract endpoint, then the parameters of the call (and,
 * when the query reshapes the answer, a word saying how: `'options'`).
 */
export const queryKeyOf = <const P extends readonly unknown[]>(endpoint: AnyEndpoint, ...params: P) =>
  [endpointKey(endpoint), ...params] as const;

/** Matches the queries of these endpoints, whatever their parameters. */
export const isQueryOf =
  (...endpoints: AnyEndpoint[]) =>
  (query: Keyed): boolean =>
    endpoints.some((e) => query.queryKey[0] === endpointKey(e));

/** Marks stale every query of these endpoints (a mutation names what it changed, never a string). */
export const invalidateEndpoints = (queryClient: QueryClient, ...endpoints: AnyEndpoint[]): Promise<void> =>
  queryClient.invalidateQueries({ predicate: isQueryOf(...endpoints) });

/** The viewer (GET /user/detail): its key lives here and nowhere else. */
export const VIEWER_KEY = queryKeyOf(authApi.userDetail);

/** The session's own queries (the viewer, the captcha settings): kept when the data is refreshed. */
const isSessionQuery = isQueryOf(authApi.userDetail, authApi.captchaConfig);

/** After a change of viewer, fair or language: every query but the session's is stale. */
export const invalidateAllButSession = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ predicate: (q) => !isSessionQuery(q) });
