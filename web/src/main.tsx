import '@fontsource-variable/public-sans';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Center, Loader, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { restoreSession } from './lib/auth.ts';
import { installChunkReloadGuard } from './lib/chunk-reload.ts';
import { i18n, initI18n } from './lib/i18n.ts';
import { detectInitialLocale } from './lib/locale.ts';
import { getSession, subscribeSession } from './lib/session.ts';
import { createAppRouter, createQueryClient } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import { useLocalisedTheme } from './lib/localised-theme.ts';

installChunkReloadGuard();
void initI18n(detectInitialLocale(document.cookie));
// Start restoring the session now; guarded routes wait for it, public pages render at once.
void restoreSession();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// A session that appears or ends (login, logout, failed refresh) re-runs the route guards.
let previousUserId = getSession().user?.id ?? null;
subscribeSession(() => {
  const userId = getSession().user?.id ?? null;
  if (userId !== previousUserId) void router.invalidate();
  previousUserId = userId;
});

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

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <LocalisedMantineProvider>
        <Notifications position="top-right" />
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
);
