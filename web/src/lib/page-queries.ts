import type { QueryClient } from '@tanstack/react-query';
import type { RouterAuth } from './auth.ts';

interface LoaderArgs {
  context: { queryClient: QueryClient; auth: RouterAuth };
  /** True when the router loads the route ahead of a click (a visible link's idle prefetch). */
  preload: boolean;
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
  queries: (viewer: number | null, prefetch: QueryClient['prefetchQuery']) => readonly Promise<void>[],
): Promise<void> => {
  if (preload) return;
  await context.auth.ready();
  const viewer = context.auth.getUser()?.id ?? null;
  // prefetchQuery never throws: a failed read is the screen's to show (its own error state).
  await Promise.all(queries(viewer, (options) => context.queryClient.prefetchQuery(options)));
};
