import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconBellOff, IconChecks, IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ACTIVE_NOTIFICATION_KINDS,
  NOTIFICATION_CHANNELS,
  type Notification,
  type NotificationChannel,
} from '@passerelle/contract';
import { CardList } from '../../../components/card-list.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { ListPanel, PageSection } from '../../../components/list-panel.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { useNotify } from '../../../lib/use-notify.ts';
import {
  notificationLinkRoot,
  useNotificationDate,
  useNotificationSentence,
} from '../components/notification-text.tsx';
import {
  notificationQueries,
  useDeleteNotificationMutation,
  useMarkAllReadMutation,
  useMarkNotificationMutation,
  usePreferencesMutation,
} from '../notifications.queries.ts';

function NotificationRow({ n }: { n: Notification }) {
  const { t } = useTranslation('notifications');
  const sentence = useNotificationSentence([n]);
  const dateOf = useNotificationDate();
  const mark = useMarkNotificationMutation();
  const remove = useDeleteNotificationMutation();
  const { fair } = useCurrentFair();
  const root = notificationLinkRoot(n, { directMessages: !!fair?.isUsingDirectMessageModule });
  const text = sentence(n);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      bg={n.unread ? 'ember.0' : undefined}
      style={{ listStyle: 'none' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          {root ? (
            <Anchor
              renderRoot={root}
              fw={n.unread ? 700 : 400}
              c="passerelle.9"
              onClick={() => n.unread && mark.mutate({ id: n.id, unread: false })}
              style={{ overflowWrap: 'anywhere' }}
            >
              {text}
            </Anchor>
          ) : (
            <Text fw={n.unread ? 700 : 400} style={{ overflowWrap: 'anywhere' }}>
              {text}
            </Text>
          )}
          <Text size="xs" c="gray.7">
            {n.unread ? `${t('unread')} · ` : ''}
            {dateOf(n.createdAt)}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={n.unread ? t('markRead') : t('markUnread')}>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              size="lg"
              aria-label={`${n.unread ? t('markRead') : t('markUnread')} : ${text}`}
              loading={mark.isPending}
              onClick={() => mark.mutate({ id: n.id, unread: !n.unread })}
            >
              {n.unread ? <IconMailOpened size={18} aria-hidden /> : <IconMail size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('delete')}>
            <ActionIcon
              variant="subtle"
              color="red.8"
              size="lg"
              aria-label={`${t('delete')} : ${text}`}
              loading={remove.isPending}
              onClick={() => remove.mutate(n.id)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

function PreferencesSection({ userId }: { userId: number }) {
  const { t } = useTranslation('notifications');
  const notify = useNotify();
  const query = useQuery(notificationQueries.preferences(userId));
  const save = usePreferencesMutation(userId);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <PageSection
        titleId="notification-preferences-title"
        title={t('preferences.title')}
        intro={t('preferences.intro')}
      >
        {query.isError ? <ErrorCard error={query.error} title={t('preferences.loadFailed')} /> : null}
        {save.isError ? <ErrorCard error={save.error} title={t('preferences.saveFailed')} /> : null}
        <Stack gap="md">
          {ACTIVE_NOTIFICATION_KINDS.map((kind) => {
            const label = t(`kinds.${kind}.label`);
            return query.data ? (
              <Radio.Group
                key={kind}
                label={label}
                value={query.data[kind]}
                onChange={(value) =>
                  save.mutate(
                    { [kind]: value as NotificationChannel },
                    { onSuccess: () => notify.success(t('preferences.saved')) },
                  )
                }
              >
                <Group gap="md" wrap="wrap" mt={6}>
                  {NOTIFICATION_CHANNELS.map((c) => (
                    <Radio key={c} value={c} label={t(`channels.${c}`)} disabled={save.isPending} />
                  ))}
                </Group>
              </Radio.Group>
            ) : (
              <Stack key={kind} gap={6}>
                <Text fw={500}>{label}</Text>
                <Skeleton h={24} w={280} maw="100%" />
              </Stack>
            );
          })}
          <Text size="sm" c="gray.7">
            {t('preferences.digestNote')}
          </Text>
        </Stack>
      </PageSection>
    </Paper>
  );
}

/** `/user/notifications`: every notification of the viewer, the unread filter, and the per-kind choices. */
export function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  const user = useCurrentUser();
  const userId = user?.id ?? 0;
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const query = useQuery({
    ...notificationQueries.list(userId, { page, ...(filter === 'unread' ? { unread: true } : {}) }),
    enabled: !!user,
  });
  const markAll = useMarkAllReadMutation(userId);
  const items = query.data?.data ?? [];
  const empty =
    query.isSuccess && items.length === 0 ? (
      <EmptyState
        icon={<IconBellOff size={32} aria-hidden />}
        title={filter === 'unread' ? t('page.emptyUnread') : t('empty')}
        text={t('page.emptyHint')}
      />
    ) : null;
  return (
    <Stack gap="xl">
      <ListPanel
        titleId="notifications-title"
        title={t('title')}
        subtitle={t('page.intro')}
        aside={
          <Button
            variant="default"
            leftSection={<IconChecks size={18} aria-hidden />}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('markAllRead')}
          </Button>
        }
      >
        <SegmentedControl
          aria-label={t('page.filter')}
          value={filter}
          onChange={(v) => {
            setFilter(v as 'all' | 'unread');
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('page.all') },
            { value: 'unread', label: t('page.unreadOnly') },
          ]}
          w="fit-content"
        />
        <PagedList
          query={query}
          pageInfo={query.data?.pageInfo}
          page={page}
          onPage={setPage}
          count={(n) => t('page.count', { count: n })}
          pagesLabel={t('page.pages')}
          loadFailed={t('loadFailed')}
          empty={empty}
        >
          <CardList pending={query.isPending} loadingLabel={t('loading')} cardHeight={64}>
            {items.map((n) => (
              <NotificationRow key={n.id} n={n} />
            ))}
          </CardList>
        </PagedList>
      </ListPanel>
      {user ? <PreferencesSection userId={user.id} /> : null}
    </Stack>
  );
}
