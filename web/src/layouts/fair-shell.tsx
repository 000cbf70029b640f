import { Suspense, lazy, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Container, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppFooter } from '../components/app-footer.tsx';
import { AppHeader } from '../components/app-header.tsx';
import { ErrorCard } from '../components/error-card.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link.tsx';
import { useCurrentUser } from '../lib/auth.ts';
import { CurrentFairProvider, type CurrentFairState } from '../lib/current-fair.tsx';
import { chooseFair, fairSlug, readStoredFairId, selectableFairs, storeFairId } from '../lib/fair-choice.ts';
import { LoginModalProvider, useLoginModal } from '../lib/login-modal.tsx';
import { useLatch } from '../lib/use-latch.ts';
import { fairsQueries } from '../features/fairs/fairs.queries.ts';
import { useLogoutMutation } from '../features/auth/auth.queries.ts';
import { NotificationMenu } from '../features/notifications/components/notification-menu.tsx';
import { PresenceToggle } from '../features/presence/components/presence-toggle.tsx';
import { NotFoundScreen } from '../features/errors/screens/not-found-screen.tsx';
import { invalidateAllButSession } from '../lib/query-keys.ts';

// The login dialog's code (Modal, scroll lock, the form) loads the first time it opens (issue 10 §2).
const LoginModal = lazy(() =>
  import('../features/auth/components/login-modal.tsx').then((m) => ({ default: m.LoginModal })),
);

// The incoming-call dialog (§4 calls) and the keeping of the calls' signals, for a signed-in user only.
const IncomingCallHost = lazy(() =>
  import('../features/visio/components/incoming-call-host.tsx').then((m) => ({
    default: m.IncomingCallHost,
  })),
);

/** Mounts the login modal once it has been asked for, and keeps it (its closing transition). */
function DeferredLoginModal() {
  const { opened } = useLoginModal();
  return useLatch(opened) ? (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  ) : null;
}

export type ShellWidth = 'narrow' | 'default' | 'wide' | 'full';

const CONTAINER_SIZE = { narrow: 'sm', default: 'lg', wide: 'xl' } as const;

interface FairShellProps {
  width: ShellWidth;
  children: ReactNode;
}

/**
 * What every layout of §2 shares: loads the fair list with the salon route param, a spinner while
 * loading, the heading "Erreur" on failure, then header, page and footer.
 */
export function FairShell({ width, children }: FairShellProps) {
  const { t } = useTranslation('common');
  const { salon } = useParams({ strict: false });
  const user = useCurrentUser();
  const router = useRouter();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fairsQuery = useQuery(fairsQueries.list());
  const logout = useLogoutMutation();
  const [storedId, setStoredId] = useState(readStoredFairId);

  const fairs = useMemo(() => fairsQuery.data ?? [], [fairsQuery.data]);
  const choice = useMemo(() => chooseFair(fairs, salon, storedId, user), [fairs, salon, storedId, user]);

  // A fair reached through its prefix becomes the stored choice for unprefixed pages.
  useEffect(() => {
    if (salon && choice.fair && choice.fair.id !== storedId) {
      storeFairId(choice.fair.id);
      setStoredId(choice.fair.id);
    }
  }, [salon, choice.fair, storedId]);

  const selectFair = useCallback(
    (fairId: number) => {
      const target = fairs.find((f) => f.id === fairId);
      if (!target) return;
      storeFairId(fairId);
      setStoredId(fairId);
      // Same page, salon set to the fair's homepage, then fresh data (§4 fair choice).
      const { pathname, searchStr, hash } = router.state.location;
      const rest = salon && pathname.startsWith(`/${salon}`) ? pathname.slice(salon.length + 1) : pathname;
      const href = `/${fairSlug(target)}${rest === '/' ? '' : rest}${searchStr}${hash ? `#${hash}` : ''}`;
      void router.navigate({ href }).then(() => invalidateAllButSession(queryClient));
    },
    [fairs, router, salon, queryClient],
  );

  const fairState = useMemo<CurrentFairState>(
    () => ({
      fair: choice.fair,
      fairs,
      choices: selectableFairs(fairs, user),
      isMultiFair: fairs.length > 1,
      selectFair,
    }),
    [choice.fair, fairs, user, selectFair],
  );

  const onLogout = (): void => {
    logout.mutate(undefined, {
      onSettled: () => void navigate({ to: '/{-$salon}/signed-out', params: { salon } }),
    });
  };

  let content: ReactNode;
  if (fairsQuery.isPending) content = <PageLoader label={t('fairs.loading')} />;
  else if (fairsQuery.isError)
    content = (
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Title order={1}>{t('error.heading')}</Title>
          <ErrorCard error={fairsQuery.error} title={t('fairs.loadFailed')} />
          <Button
            variant="light"
            onClick={() => void fairsQuery.refetch()}
            loading={fairsQuery.isFetching}
            w="fit-content"
          >
            {t('retry')}
          </Button>
        </Stack>
      </Container>
    );
  else if (choice.unknownSalon) content = <NotFoundScreen />;
  else content = children;

  return (
    <CurrentFairProvider value={fairState}>
      <LoginModalProvider>
        <SkipLink />
        <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
          <AppHeader
            notifications={<NotificationMenu />}
            presence={<PresenceToggle />}
            onLogout={onLogout}
            loggingOut={logout.isPending}
          />
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="main-content"
            // At least a screen tall: the footer starts below the fold, so content arriving in the page
            // never pushes a visible footer down (issue 10 §2, layout shift).
            style={{ flex: 1, minHeight: '100dvh' }}
            py={width === 'full' ? 0 : 'xl'}
          >
            {width === 'full' ? (
              content
            ) : (
              <Container size={CONTAINER_SIZE[width]} px={{ base: 'sm', sm: 'md' }}>
                {content}
              </Container>
            )}
          </Box>
          <AppFooter />
        </Box>
        <DeferredLoginModal />
        {user ? (
          <Suspense fallback={null}>
            <IncomingCallHost viewerId={user.id} />
          </Suspense>
        ) : null}
      </LoginModalProvider>
    </CurrentFairProvider>
  );
}
