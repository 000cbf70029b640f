import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Drawer, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../lib/auth.ts';
import { useCurrentFair } from '../lib/current-fair.tsx';
import { FairSelector } from './fair-selector.tsx';
import { HeaderNav } from './header-nav.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

interface MobileNavigationProps {
  opened: boolean;
  onClose: () => void;
  presence?: ReactNode;
  onLogout: () => void;
  loggingOut: boolean;
}

/** §2 header under 768 px: the menu, fair choice, availability, languages and logout in a drawer. */
export function MobileNavigation({ opened, onClose, presence, onLogout, loggingOut }: MobileNavigationProps) {
  const { t } = useTranslation('header');
  const user = useCurrentUser();
  const { isMultiFair } = useCurrentFair();
  // Mantine gives the focus back to what had it as the drawer opened, but not for a drawer that mounts open
  // (the first time it is asked for): it mounts closed and follows `opened` from the next render.
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(opened), [opened]);
  return (
    <Drawer
      id="mobile-navigation"
      opened={shown}
      onClose={onClose}
      title={t('menu.title')}
      position="right"
      size="min(22rem, 100%)"
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': t('menu.close') }}
    >
      <Stack gap="md">
        <HeaderNav orientation="vertical" onNavigate={onClose} />
        {isMultiFair ? <FairSelector /> : null}
        {presence}
        <Box hiddenFrom="xs">
          <LanguageSwitcher />
        </Box>
        {user ? (
          <Button
            variant="light"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => {
              onClose();
              onLogout();
            }}
            loading={loggingOut}
          >
            {t('logout')}
          </Button>
        ) : null}
      </Stack>
    </Drawer>
  );
}
