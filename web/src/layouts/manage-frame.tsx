import {
  Anchor,
  Avatar,
  Box,
  Breadcrumbs,
  Button,
  Card,
  Drawer,
  Grid,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link, Outlet, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SideMenu } from '../components/side-menu/side-menu.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { useCurrentUser } from '../lib/auth.ts';
import { useCurrentFair } from '../lib/current-fair.tsx';
import { useIsBelow } from '../lib/use-viewport.ts';

/**
 * The manage layout of §2: greeting, user information block, the left card with the collapsible
 * menus (a closable drawer on small screens or in full-width mode), the routed page on the right
 * and a breadcrumb (fair name, then page title).
 */
export function ManageFrame({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const { fair } = useCurrentFair();
  const small = useIsBelow('md');
  const [menuOpened, menu] = useDisclosure(false);
  const titleKey = useMatches({
    select: (matches) => [...matches].reverse().find((m) => m.staticData.titleKey)?.staticData.titleKey,
  });

  if (!user) return <PageLoader />;
  const inDrawer = fullWidth || small;
  const sideMenu = <SideMenu user={user} fair={fair} onNavigate={inDrawer ? menu.close : undefined} />;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

  return (
    <Stack gap="lg">
      <Box component="nav" aria-label={t('layout.breadcrumb')}>
        {/* A long page title wraps on a phone instead of widening the page. */}
        <Breadcrumbs
          separatorMargin={6}
          styles={{
            root: { flexWrap: 'wrap' },
            breadcrumb: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
          }}
        >
          <Anchor component={Link} to="/{-$salon}" size="sm">
            {fair?.name ?? t('layout.noFair')}
          </Anchor>
          <Text size="sm" aria-current="page">
            {titleKey ? t(titleKey) : t('manage.title')}
          </Text>
        </Breadcrumbs>
      </Box>

      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" miw={0}>
          <Avatar color="passerelle" radius="xl" size="lg" aria-hidden>
            {initials}
          </Avatar>
          {/* A long address wraps instead of widening the page on a phone. */}
          <Box miw={0}>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              {t('layout.greeting', { firstName: user.firstName, lastName: user.lastName })}
            </Title>
            <Text c="gray.7" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </Box>
        </Group>
        {inDrawer ? (
          <Button
            variant="light"
            leftSection={<IconLayoutSidebarLeftExpand size={18} aria-hidden />}
            onClick={menu.open}
            aria-haspopup="dialog"
          >
            {t('layout.openMenu')}
          </Button>
        ) : null}
      </Group>

      <Grid gap="lg">
        {inDrawer ? null : (
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Card withBorder radius="md" padding="md" component="aside" aria-label={t('layout.menuCard')}>
              {sideMenu}
            </Card>
          </Grid.Col>
        )}
        <Grid.Col span={inDrawer ? 12 : { base: 12, md: 8, lg: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>

      <Drawer
        opened={inDrawer && menuOpened}
        onClose={menu.close}
        title={t('layout.menuCard')}
        size="min(22rem, 100%)"
        closeButtonProps={{ 'aria-label': t('layout.closeMenu') }}
      >
        {sideMenu}
      </Drawer>
    </Stack>
  );
}
