import { Outlet, createRootRouteWithContext, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { RouterAuth } from '../lib/auth.ts';
import { evaluateAccess } from '../lib/route-access.ts';
import { loadAllNamespaces, loadRouteNamespaces } from '../lib/i18n.ts';
import { useIdlePrefetch } from '../lib/idle-prefetch.ts';
import { TopProgressBar } from '../components/top-progress-bar.tsx';
import { DocumentTitle } from '../components/document-title.tsx';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { NotFoundScreen } from '../features/errors/screens/not-found-screen.tsx';
import { ErrorScreen } from '../features/errors/screens/error-screen.tsx';

export interface RouterContext {
  queryClient: QueryClient;
  auth: RouterAuth;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // §2 route guard: every matched route's staticData.access must pass.
  beforeLoad: async ({ context, matches, location, params, preload }) => {
    const declarations = matches.map((m) => m.staticData.access);
    if (!declarations.some(Boolean)) {
      // Not for a prefetch: a catalogue's arrival re-renders the page the visitor is reading.
      if (!preload) await loadRouteNamespaces(matches.flatMap((m) => m.staticData.namespaces ?? []));
      return;
    }
    // The back office's screens and menus use every namespace: its catalogue loads before them.
    await Promise.all([context.auth.ready(), loadAllNamespaces()]);
    const verdict = evaluateAccess(declarations, context.auth.getUser());
    const salon = (params as { salon?: string }).salon;
    if (verdict === 'login')
      throw redirect({ to: '/{-$salon}/login', params: { salon }, search: { redirect: location.href } });
    if (verdict === 'home') throw redirect({ to: '/{-$salon}', params: { salon } });
  },
  component: RootComponent,
  notFoundComponent: () => (
    <DefaultLayout>
      <NotFoundScreen />
    </DefaultLayout>
  ),
  errorComponent: ({ error }) => (
    <DefaultLayout>
      <ErrorScreen error={error} />
    </DefaultLayout>
  ),
});

function RootComponent() {
  useIdlePrefetch();
  return (
    <>
      <TopProgressBar />
      <DocumentTitle />
      <Outlet />
    </>
  );
}
