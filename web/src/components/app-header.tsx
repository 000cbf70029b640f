import { Suspense, lazy, type ReactNode } from 'react';
import { Box, Burger, Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../lib/auth.ts';
import { useCurrentFair } from '../lib/current-fair.tsx';
import { useLatch } from '../lib/use-latch.ts';
import { PasserelleMark } from './brand/passerelle-mark.tsx';
import { FairSelector } from './fair-selector.tsx';
import { HeaderNav } from './header-nav.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

// The phone's navigation drawer (Mantine's drawer and its scroll lock) loads when first opened (issue 10 §2).
const MobileNavigation = lazy(() =>
  import('./mobile-navigation.tsx').then((m) => ({ default: m.MobileNavigation })),
);

interface AppHeaderProps {
  /** The notification dropdown (a feature component, given by the layout). */
  notifications: ReactNode;
  /** The signed-in member's availability (a feature component, given by the layout). */
  presence?: ReactNode;
  onLogout: () => void;
  loggingOut: boolean;
}

/** §2 header: logo and title, menu, notifications, logout, language flags; burger under 768 px. */
export function AppHeader({ notifications, presence, onLogout, loggingOut }: AppHeaderProps) {
  const { t } = useTranslation('header');
  const user = useCurrentUser();
  const { isMultiFair } = useCurrentFair();
  const [drawerOpened, drawer] = useDisclosure(false);
  const drawerMounted = useLatch(drawerOpened);

  const logoutButton = user ? (
    <Button
      variant="white"
      color="passerelle"
      size="compact-sm"
      leftSection={<IconLogout size={16} aria-hidden />}
      onClick={onLogout}
      loading={loggingOut}
    >
      {t('logout')}
    </Button>
  ) : null;

  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <UnstyledButton
            component={Link}
            to="/{-$salon}"

            aria-label={t('homeLink')}
            style={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 }}
          >
            <PasserelleMark />
            <Box style={{ minWidth: 0 }}>
              <Text fw={800} c="passerelle.8" size="lg" lh={1.1}>
                {t('brand')}
              </Text>
              <Text size="sm" c="gray.8" lh={1.25} visibleFrom="sm">
                {t('title')}
              </Text>
            </Box>
          </UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="xs">
              <LanguageSwitcher />
            </Box>
            <Box hiddenFrom="md">{notifications}</Box>
            <Burger
              hiddenFrom="md"
              opened={drawerOpened}
              onClick={drawer.toggle}
              aria-label={drawerOpened ? t('menu.close') : t('menu.open')}
              aria-expanded={drawerOpened}
              aria-controls="mobile-navigation"
            />
          </Group>
        </Group>
        <Text size="sm" c="gray.8" mt={6} hiddenFrom="sm">
          {t('title')}
        </Text>
      </Container>

      <Box bg="passerelle.8" visibleFrom="md">
        <Container size="xl" py={6}>
          <Group justify="space-between" wrap="nowrap">
            <HeaderNav orientation="horizontal" />
            <Group gap="sm" wrap="nowrap">
              {isMultiFair ? <FairSelector compact /> : null}
              {presence ? (
                <Box style={{ background: 'white', borderRadius: 'var(--mantine-radius-md)' }}>
                  {presence}
                </Box>
              ) : null}
              <Box style={{ background: 'white', borderRadius: 'var(--mantine-radius-md)' }}>
                {notifications}
              </Box>
              {logoutButton}
            </Group>
          </Group>
        </Container>
      </Box>

      {/* Mounted the first time it opens, and its code loaded then: a drawer, a second fair selector and language menu. */}
      {drawerMounted ? (
        <Suspense fallback={null}>
          <MobileNavigation
            opened={drawerOpened}
            onClose={drawer.close}
            presence={presence}
            onLogout={onLogout}
            loggingOut={loggingOut}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
