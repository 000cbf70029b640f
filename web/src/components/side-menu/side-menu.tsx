import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Collapse,
  Group,
  NavLink,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronRight, IconMinus, IconPlus, IconUserCircle, IconUserEdit } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Fair, User } from '@passerelle/contract';
import { MENU_ROLES, hasAnyRole } from '@passerelle/contract/lite';
import { openCookiePreferences } from '../../lib/consent.ts';
import { pendingApplicationsQuery } from '../../lib/pending-applications.ts';
import { referenceQueries } from '../../lib/reference-lists.ts';
import {
  buildSideMenu,
  customDataListRefs,
  sidebarVariant,
  type MenuEntry,
  type MenuSection,
} from './build-side-menu.ts';

interface SideMenuProps {
  user: User;
  fair: Fair | null;
  /** Called when a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

const VARIANT_COLOR = { exhibitor: 'passerelle', organizer: 'indigo', superAdmin: 'grape' } as const;

/** The manage layout's left card (§2): My profile, the role menus, legal links. */
export function SideMenu({ user, fair, onNavigate }: SideMenuProps) {
  const { t } = useTranslation('menu');
  const { salon } = useParams({ strict: false });
  // The super admin's own data lists each get an entry (§2); until they load, the menu goes without.
  const dataLists = useQuery({
    ...referenceQueries.allDataLists(),
    enabled: hasAnyRole(user.roles, MENU_ROLES.superAdmin),
  });
  const sections = buildSideMenu(user, fair, dataLists.data ? customDataListRefs(dataLists.data) : []);
  const counts = sections.some((s) => s.groups.some((g) => g.entries.some((e) => e.badge)));
  const pending = useQuery({
    ...pendingApplicationsQuery(fair?.id ?? 0, user.id),
    enabled: counts && fair !== null,
  });
  const badges = { pendingApplications: pending.data?.count ?? 0 };
  const variant = sidebarVariant(user.roles);
  const [opened, setOpened] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(sections.map((s) => [s.id, s.defaultOpened])),
  );
  const allOpen = sections.length > 0 && sections.every((s) => opened[s.id]);
  const toggleAll = (): void => setOpened(Object.fromEntries(sections.map((s) => [s.id, !allOpen])));

  return (
    <Stack gap="sm" data-variant={variant}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} size="sm" c={`${VARIANT_COLOR[variant]}.8`} tt="uppercase">
          {t(`variant.${variant}`)}
        </Text>
        {sections.length > 0 ? (
          <Tooltip label={allOpen ? t('collapseAll') : t('expandAll')}>
            <ActionIcon
              variant="light"
              onClick={toggleAll}
              aria-label={allOpen ? t('collapseAll') : t('expandAll')}
              aria-expanded={allOpen}
            >
              {allOpen ? <IconMinus size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>

      <nav aria-label={t('label')}>
        <NavLink
          component={Link}
          to="/{-$salon}/user/manage"
          activeOptions={{ exact: true }}
          label={t('profile')}
          leftSection={<IconUserCircle size={18} aria-hidden />}
          onClick={onNavigate}
          variant="filled"
          fw={600}
        />
        <NavLink
          component={Link}
          to="/{-$salon}/user/profile"
          label={t('editProfile')}
          leftSection={<IconUserEdit size={18} aria-hidden />}
          onClick={onNavigate}
          variant="light"
        />
        {sections.map((section) => (
          <SideMenuSection
            key={section.id}
            section={section}
            opened={!!opened[section.id]}
            onToggle={() => setOpened((o) => ({ ...o, [section.id]: !o[section.id] }))}
            badges={badges}
            onNavigate={onNavigate}
          />
        ))}
      </nav>

      <Stack gap={4} pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Anchor
          size="sm"
          c="gray.8"
          renderRoot={(props) => <Link to="/{-$salon}/legal/notice" params={{ salon }} {...props} />}
          onClick={onNavigate}
        >
          {t('legal')}
        </Anchor>
        <Anchor
          size="sm"
          c="gray.8"
          component="button"
          ta="left"
          aria-haspopup="dialog"
          onClick={openCookiePreferences}
        >
          {t('cookies')}
        </Anchor>
      </Stack>
    </Stack>
  );
}

function SideMenuSection({
  section,
  opened,
  onToggle,
  badges,
  onNavigate,
}: {
  section: MenuSection;
  opened: boolean;
  onToggle: () => void;
  /** What each kind of badge counts now. */
  badges: Record<NonNullable<MenuEntry['badge']>, number>;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('menu');
  const panelId = `side-menu-${section.id}`;
  return (
    <Box mt={6}>
      <h2 style={{ margin: 0, fontSize: 'inherit' }}>
        <UnstyledButton
          onClick={onToggle}
          aria-expanded={opened}
          aria-controls={panelId}
          w="100%"
          px="sm"
          py={8}
          style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-gray-1)' }}
        >
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} size="sm">
              {t(section.titleKey)}
            </Text>
            <IconChevronRight
              size={16}
              aria-hidden
              style={{ transform: opened ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }}
            />
          </Group>
        </UnstyledButton>
      </h2>
      <Collapse expanded={opened} id={panelId}>
        <Stack gap={2} pt={4} pl={4}>
          {section.groups.length === 0 ? (
            <Text size="sm" c="dimmed" px="sm" py={4}>
              {t('emptySection')}
            </Text>
          ) : null}
          {section.groups.map((group) => (
            <Box key={group.id} role="group" aria-label={t(group.titleKey)}>
              <Text size="xs" fw={700} c="gray.7" tt="uppercase" px="sm" pt={6} pb={2}>
                {t(group.titleKey)}
              </Text>
              {group.entries.map((entry) => (
                <SideMenuEntry
                  key={entry.labelParams?.ref ?? entry.labelKey}
                  entry={entry}
                  count={entry.badge ? badges[entry.badge] : 0}
                  onNavigate={onNavigate}
                />
              ))}
            </Box>
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
}

function SideMenuEntry({
  entry,
  count,
  onNavigate,
}: {
  entry: MenuEntry;
  count: number;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('menu');
  const badge =
    count > 0 ? (
      <Badge size="sm" color="ember.7" variant="filled" data-testid="pending-badge">
        <span aria-hidden>{count}</span>
        <VisuallyHidden>{t('pendingApplications', { count })}</VisuallyHidden>
      </Badge>
    ) : null;
  if (entry.enabled && entry.to)
    return (
      <NavLink
        component={Link}
        // Enabled entries are route files under the salon prefix (implemented-paths.ts).
        to={`/{-$salon}${entry.to}` as '/{-$salon}/user/manage'}
        label={t(entry.labelKey, entry.labelParams)}
        rightSection={badge}
        onClick={onNavigate}
        py={4}
      />
    );
  // Every entry whose screen does not exist yet is disabled with a "soon" badge (never a dead link).
  return (
    <NavLink
      component="div"
      label={t(entry.labelKey)}
      disabled={!entry.enabled}
      aria-disabled={!entry.enabled}
      rightSection={
        entry.enabled ? null : (
          <Badge size="xs" variant="outline" color="gray.7">
            {t('soon')}
          </Badge>
        )
      }
      py={4}
    />
  );
}
