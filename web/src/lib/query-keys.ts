import type { QueryClient } from '@tanstack/react-query';
import { authApi, type Route } from '@passerelle/contract/lite';

type AnyEndpoint = Pick<Route, 'method' | 'path'>;
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

/** Per query client, the endpoints a streamed event asked to refresh, until the refresh runs. */
const eventRefreshes = new WeakMap<QueryClient, Set<AnyEndpoint>>();

/**
 * After a streamed event (a new notification, message, a queue that moved): every query of these
 * endpoints is fetched again, a fetch in flight included. That fetch may have been answered before
 * the change the event reports; invalidating alone lets it finish (always a first fetch, and a refetch
 * with `cancelRefetch: false`), and its stale answer stayed on screen. The listeners of one event
 * (a component mounted twice, the header's two bells) make one refresh.
 */
export const refreshAfterEvent = (queryClient: QueryClient, ...endpoints: AnyEndpoint[]): void => {
  const queued = eventRefreshes.get(queryClient);
  if (queued) {
    for (const e of endpoints) queued.add(e);
    return;
  }
  const pending = new Set(endpoints);
  eventRefreshes.set(queryClient, pending);
  queueMicrotask(() => {
    eventRefreshes.delete(queryClient);
    const filters = { predicate: isQueryOf(...pending) };
    void queryClient.cancelQueries(filters).then(() => queryClient.invalidateQueries(filters));
  });
};

/** The viewer (GET /user/detail): its key lives here and nowhere else. */
export const VIEWER_KEY = queryKeyOf(authApi.userDetail);

/** The session's own queries (the viewer, the captcha settings): kept when the data is refreshed. */
const isSessionQuery = isQueryOf(authApi.userDetail, authApi.captchaConfig);

/** After a change of viewer, fair or language: every query but the session's is stale. */
export const invalidateAllButSession = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ predicate: (q) => !isSessionQuery(q) });
