import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import type { RenderResult } from '@testing-library/react';
import { renderWithProviders } from './render.tsx';

// jsdom has no scrolling: the router's scroll restoration calls it after each navigation.
window.scrollTo = () => undefined;

/** A query client for one test: no retries, nothing refetched behind its back. */
export const testQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

/**
 * Renders a component that draws router links (`Link`, `useParams`) at `url`, on a one-route
 * tree whose `path` pattern gives the params (`/{-$salon}/user/manage`), with a query client.
 * Links resolve to hrefs as in the app; following them is not the point.
 */
export const renderWithRouter = (
  ui: ReactElement,
  {
    path = '/{-$salon}',
    url = '/',
    queryClient = testQueryClient(),
  }: { path?: string; url?: string; queryClient?: QueryClient } = {},
): RenderResult & { queryClient: QueryClient } => {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path, component: () => ui });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const result = renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
};
