import { ActionIcon, Box, Group, Loader, Menu, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconBell, IconBellOff, IconChecks, IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@passerelle/contract';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import {
  notificationQueries,
  useLiveNotifications,
  useMarkAllReadMutation,
  useMarkNotificationMutation,
} from '../notifications.queries.ts';
import { notificationLinkRoot, useNotificationDate, useNotificationSentence } from './notification-text.tsx';

/** How many the dropdown shows; the page lists them all. */
const LATEST = 8;

/**
 * §2 notification dropdown: the unread count on the bell (live from the realtime stream), the
 * latest notifications, each a link to what it is about that marks it read, "mark
 * all read", and the page of them all.
 */
export function NotificationDropdown({ userId }: { userId: number }) {
  const { t } = useTranslation('notifications');
  const { fair } = useCurrentFair();
  useLiveNotifications();
  const count = useQuery(notificationQueries.unread(userId));
  // Read before the dropdown opens (its focus goes to the newest item as it opens), again on each opening.
  const latest = useQuery(notificationQueries.list(userId, { itemsPerPage: LATEST }));
  const mark = useMarkNotificationMutation();
  const markAll = useMarkAllReadMutation(userId);
  const unread = count.data?.unread ?? 0;
  const items = latest.data?.data ?? [];
  const sentence = useNotificationSentence(items);
  const dateOf = useNotificationDate();

  const open = (n: Notification) => {
    if (n.unread) mark.mutate({ id: n.id, unread: false });
  };

  return (
    <Menu
      position="bottom-end"
      width={340}
      withinPortal
      shadow="md"
      onOpen={() => void latest.refetch()}
      // No focusable role=presentation placeholder inside role=menu (axe aria-required-children):
      // the focus trap puts the focus on the first item instead.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          pos="relative"
          // The count sits on the bell's corner, past its edge.
          style={{ overflow: 'visible' }}
          aria-label={unread > 0 ? t('badge', { count: unread }) : t('label')}
        >
          <IconBell size={20} aria-hidden />
          {unread > 0 ? (
            <Box
              component="span"
              aria-hidden
              pos="absolute"
              top={-7}
              right={-7}
              miw={18}
              h={18}
              px={4}
              bg="ember.7"
              c="white"
              fz={11}
              fw={700}
              lh="18px"
              ta="center"
              style={{ borderRadius: 9 }}
            >
              {unread > 99 ? '99+' : unread}
            </Box>
          ) : null}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label c="gray.8" fz="sm" fw={700}>
          {t('title')}
        </Menu.Label>
        {latest.isPending ? (
          <Group justify="center" py="md">
            <Loader size="sm" />
            <VisuallyHidden>{t('loading')}</VisuallyHidden>
          </Group>
        ) : latest.isError ? (
          <Text size="sm" c="red.8" px="sm" py="md">
            {t('loadFailed')}
          </Text>
        ) : items.length === 0 ? (
          <Stack align="center" gap={6} py="md" px="sm">
            <ThemeIcon variant="light" color="gray" size="lg" radius="xl" aria-hidden>
              <IconBellOff size={18} />
            </ThemeIcon>
            <Text size="sm" ta="center">
              {t('empty')}
            </Text>
          </Stack>
        ) : (
          items.map((n, i) => {
            const root = notificationLinkRoot(n, { directMessages: !!fair?.isUsingDirectMessageModule });
            return (
              <Menu.Item
                key={n.id}
                // The focus trap starts on the newest one, not on "mark all read".
                data-autofocus={i === 0 || undefined}
                onClick={() => open(n)}
                {...(root ? { renderRoot: root } : {})}
                leftSection={
                  <Box
                    w={8}
                    h={8}
                    style={{
                      borderRadius: '50%',
                      background: n.unread ? 'var(--mantine-color-ember-7)' : 'transparent',
                    }}
                    aria-hidden
                  />
                }
              >
                <Text size="sm" fw={n.unread ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
                  {n.unread ? <VisuallyHidden>{t('unreadPrefix')} </VisuallyHidden> : null}
                  {sentence(n)}
                </Text>
                <Text size="xs" c="gray.7">
                  {dateOf(n.createdAt)}
                </Text>
              </Menu.Item>
            );
          })
        )}
        <Menu.Divider />
        {unread > 0 ? (
          <Menu.Item
            closeMenuOnClick={false}
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <Text size="sm">{t('markAllRead')}</Text>
          </Menu.Item>
        ) : null}
        {fair?.isUsingDirectMessageModule ? (
          // §2: the dropdown links to the direct messages only when the fair uses them.
          <Menu.Item
            leftSection={<IconMessages size={16} aria-hidden />}
            renderRoot={(props) => (
              <Link to="/{-$salon}/user/direct-messages" params={{ salon: fair.homepage }} {...props} />
            )}
          >
            <Text size="sm">{t('directMessages')}</Text>
          </Menu.Item>
        ) : null}
        <Menu.Item
          renderRoot={(props) => (
            <Link to="/{-$salon}/user/notifications" params={{ salon: fair?.homepage }} {...props} />
          )}
        >
          <Text size="sm" fw={600} c="ember.8">
            {t('seeAll')}
          </Text>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
