import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { User } from '@passerelle/contract';
import type { RouterAuth } from './auth.ts';

interface LoaderArgs {
  context: { queryClient: QueryClient; auth: RouterAuth };
  /** True when the router loads the route ahead of a click (a visible link's idle prefetch). */
  preload: boolean;
}

/** What a page's loader reads with: the viewer the screen renders for, and the query cache. */
export interface PageReads {
  user: User | null;
  /** The id in the screens' query keys. */
  viewer: number | null;
  /** Fetches into the cache; never throws (a failed read is the screen's to show, in its own error state). */
  prefetch: QueryClient['prefetchQuery'];
  /** The cached or fetched data, for a read that depends on another; undefined when it failed. */
  ensure: <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  ) => Promise<TData | undefined>;
}

/**
 * A public page's loader (route modules compose features and preload their reads): the queries its screen
 * reads first, fetched together, for the viewer the screen will render for, before the page renders. The
 * page then appears whole in its first render, without a waterfall of requests, and its queries do not
 * start and settle one by one after mounting, each re-rendering the page in one long task (issue 10 §2).
 * A link's idle prefetch loads the page's code only: not the data of every link on screen.
 */
export const prefetchPageQueries = async (
  { context, preload }: LoaderArgs,
  reads: (page: PageReads) => readonly Promise<unknown>[],
): Promise<void> => {
  if (preload) return;
  await context.auth.ready();
  const { queryClient } = context;
  const user = context.auth.getUser();
  await Promise.all(
    reads({
      user,
      viewer: user?.id ?? null,
      prefetch: (options) => queryClient.prefetchQuery(options),
      ensure: (options) => queryClient.ensureQueryData(options).catch(() => undefined),
    }),
  );
};
