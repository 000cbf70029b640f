import { StrictMode, Suspense, lazy, startTransition, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Center, Loader, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { notificationsStore } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { restoreSession } from './lib/auth.ts';
import { seedBootData } from './lib/boot-data.ts';
import { fairsQueries } from './features/fairs/fairs.queries.ts';
import { installChunkReloadGuard } from './lib/chunk-reload.ts';
import { i18n, initI18n } from './lib/i18n.ts';
import { detectInitialLocale } from './lib/locale.ts';
import { getSession, subscribeSession } from './lib/session.ts';
import { createAppRouter, createQueryClient } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import { useLocalisedTheme } from './lib/localised-theme.ts';
import { nextTask } from './lib/next-task.ts';
import { useLatch } from './lib/use-latch.ts';

installChunkReloadGuard();
const initialLocale = detectInitialLocale(document.cookie);
void initI18n(initialLocale);
// Start restoring the session now; guarded routes wait for it, public pages render at once.
void restoreSession();
// The start-up is cut into tasks (top-level awaits) so that none of them blocks input for long.
await nextTask();

const queryClient = createQueryClient();
seedBootData(queryClient, initialLocale, fairsQueries.list().queryKey);
const router = createAppRouter(queryClient);

// A session that appears or ends (login, logout, failed refresh) re-runs the route guards.
let previousUserId = getSession().user?.id ?? null;
let streaming = previousUserId !== null;
// The realtime stream follows the signed-in user (loaded only once someone signs in).
const followRealtime = () => {
  const user = getSession().user;
  if (user === null && !streaming) return;
  streaming = user !== null;
  void import('./lib/realtime-session.ts').then((m) => m.followRealtime(getSession().user, queryClient));
};
followRealtime();
subscribeSession(() => {
  const userId = getSession().user?.id ?? null;
  if (userId !== previousUserId) void router.invalidate();
  // Also when the same user changes (joins a firm): the stream's topics follow.
  followRealtime();
  previousUserId = userId;
});

// The toasts' container (and the portal and scroll helpers under it) loads with the first toast (issue 10
// §2): until then `notifications.show` keeps the toast in the store, which the container shows as it mounts.
const Notifications = lazy(() => import('./components/notifications-host.tsx'));
const hasToast = (): boolean => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
};

function DeferredNotifications() {
  const asked = useLatch(useSyncExternalStore(notificationsStore.subscribe, hasToast));
  return asked ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}

/** Mantine with the theme and the close-button names in the current language. */
function LocalisedMantineProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={useLocalisedTheme(theme)}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Rendered as a transition: React then yields to the browser every few milliseconds instead of building the
// whole page in one long task, so input stays responsive while the app takes over (issue 10 §2).
const render = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <LocalisedMantineProvider>
            <DeferredNotifications />
            <QueryClientProvider client={queryClient}>
              <Suspense
                fallback={
                  <Center mih="60vh">
                    <Loader aria-label="Chargement… / Loading…" />
                  </Center>
                }
              >
                <RouterProvider router={router} />
              </Suspense>
            </QueryClientProvider>
          </LocalisedMantineProvider>
        </I18nextProvider>
      </StrictMode>,
    ),
  );

await nextTask();
// The first render waits for the matched routes' code and loaders: the page then appears whole, not
// as a layout whose content comes in later and pushes the footer down (issue 10 §2, layout shift).
router.load().then(render, render);
