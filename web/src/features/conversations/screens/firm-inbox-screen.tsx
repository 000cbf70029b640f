import { useState } from 'react';
import { Button, Group, SegmentedControl, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconInbox, IconMessage, IconMessageOff, IconRotate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Conversation, FirmInboxQuery } from '@passerelle/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { useNotify } from '../../../lib/use-notify.ts';
import { useIsBelow } from '../../../lib/use-viewport.ts';
import { ConversationList } from '../components/conversation-list.tsx';
import { ConversationPanes } from '../components/conversation-panes.tsx';
import { ConversationThread } from '../components/conversation-thread.tsx';
import { usePersonName } from '../components/person-name.ts';
import {
  conversationQueries,
  useLiveConversations,
  useMuteUserMutation,
  useUnmuteUserMutation,
  useUpdateConversationMutation,
} from '../conversations.queries.ts';
import { ListSkeleton } from './direct-messages-screen.tsx';

import { INBOX_FILTERS, type InboxFilter } from '../inbox-filters.ts';

export interface FirmInboxSearch {
  filter?: InboxFilter;
  /** The open chat's uuid. */
  c?: string;
}

/** Status, assignee and mute of the open chat. */
function InboxActions({ c, firmId }: { c: Conversation; firmId: number }) {
  const { t } = useTranslation('conversations');
  const notify = useNotify();
  const nameOf = usePersonName();
  const update = useUpdateConversationMutation();
  const mute = useMuteUserMutation();
  const unmute = useUnmuteUserMutation();
  const [confirming, setConfirming] = useState(false);
  const mutes = useQuery(conversationQueries.mutes(c.fair));
  const colleagues = useQuery(conversationQueries.colleagues(firmId));
  const visitor = c.participants[0] ?? null;
  const processed = c.status === 'processed';
  const muted = !!visitor?.id && !!mutes.data?.some((m) => m.user.id === visitor.id);
  const options = (colleagues.data?.data ?? []).map((u) => ({
    value: String(u.id),
    label: `${u.firstName} ${u.lastName}`,
  }));
  if (c.assignedTo?.id && !options.some((o) => o.value === String(c.assignedTo!.id)))
    options.push({ value: String(c.assignedTo.id), label: nameOf(c.assignedTo) });
  return (
    <Stack gap="xs">
      {update.error ? <ErrorCard error={update.error} /> : null}
      {unmute.error ? <ErrorCard error={unmute.error} /> : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Button
          variant={processed ? 'default' : 'filled'}
          color={processed ? undefined : 'passerelle.8'}
          size="sm"
          loading={update.isPending && update.variables?.body.status !== undefined}
          leftSection={
            processed ? <IconRotate size={16} aria-hidden /> : <IconCircleCheck size={16} aria-hidden />
          }
          onClick={() =>
            update.mutate(
              { id: c.id, body: { status: processed ? 'new' : 'processed' } },
              { onSuccess: (next) => notify.success(t(`inbox.statusSaved.${next.status ?? 'new'}`)) },
            )
          }
        >
          {processed ? t('inbox.markNew') : t('inbox.markProcessed')}
        </Button>
        <Select
          size="sm"
          w={{ base: '100%', xs: 280 }}
          label={t('inbox.assign')}
          placeholder={t('inbox.unassigned')}
          data={options}
          value={c.assignedTo?.id ? String(c.assignedTo.id) : null}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
          onChange={(v) =>
            update.mutate(
              { id: c.id, body: { assignedTo: v ? Number(v) : null } },
              { onSuccess: () => notify.success(t('inbox.assignSaved')) },
            )
          }
        />
        {visitor?.id && muted ? (
          <Button
            variant="default"
            size="sm"
            loading={unmute.isPending}
            leftSection={<IconMessage size={16} aria-hidden />}
            onClick={() =>
              unmute.mutate(
                { fair: c.fair, user: visitor.id! },
                { onSuccess: () => notify.success(t('inbox.unmuted', { name: nameOf(visitor) })) },
              )
            }
          >
            {t('inbox.unmute')}
          </Button>
        ) : visitor?.id ? (
          <Button
            variant="default"
            size="sm"
            color="red.8"
            leftSection={<IconMessageOff size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('inbox.mute')}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="gray.7">
        {t(`inbox.status.${c.status ?? 'new'}`)}
        {c.assignedTo ? ` · ${t('inbox.assignedTo', { name: nameOf(c.assignedTo) })}` : ''}
        {muted ? ` · ${t('inbox.mutedNow', { name: nameOf(visitor) })}` : ''}
      </Text>
      <ConfirmModal
        opened={confirming}
        title={t('inbox.muteTitle', { name: nameOf(visitor) })}
        confirmLabel={t('inbox.muteConfirm')}
        cancelLabel={t('report.cancel')}
        icon={<IconMessageOff size={18} aria-hidden />}
        pending={mute.isPending}
        error={mute.error}
        onClose={() => {
          mute.reset();
          setConfirming(false);
        }}
        onConfirm={() =>
          visitor?.id &&
          mute.mutate(
            { fair: c.fair, user: visitor.id },
            {
              onSuccess: () => {
                setConfirming(false);
                notify.success(t('inbox.muted', { name: nameOf(visitor) }));
              },
            },
          )
        }
      >
        <Text size="sm">{t('inbox.muteBody', { name: nameOf(visitor) })}</Text>
      </ConfirmModal>
    </Stack>
  );
}

/**
 * The firm's booth-chat inbox (stand admins and stand contacts): the chats of its booths in the
 * current fair, New / Processed / assigned to me, beside the open one, answered in the same thread
 * as the direct messages.
 */
export function FirmInboxScreen({
  firmId,
  search,
  onSearch,
}: {
  firmId: number | null;
  search: FirmInboxSearch;
  onSearch: (next: FirmInboxSearch) => void;
}) {
  const { t } = useTranslation('conversations');
  const user = useCurrentUser();
  const { fair } = useCurrentFair();
  const viewerId = user?.id ?? 0;
  const phone = useIsBelow('sm');
  const typing = useLiveConversations(user?.id ?? null);
  const filter = search.filter ?? 'new';
  const query: FirmInboxQuery = {
    fair: fair?.id ?? 0,
    itemsPerPage: 100,
    ...(filter === 'new' || filter === 'processed' ? { status: filter } : {}),
    ...(filter === 'mine' ? { assignedTo: viewerId } : {}),
  };
  const list = useQuery({
    ...conversationQueries.inbox(firmId ?? 0, query),
    enabled: !!user && !!fair && firmId !== null,
  });
  const open = useQuery({
    ...conversationQueries.byUuid(search.c ?? '', viewerId),
    enabled: !!user && !!search.c,
  });
  if (firmId === null) return <EmptyState level={2} title={t('inbox.noFirm')} text={t('inbox.noFirmHint')} />;
  if (!fair) return <FairRequired level={2} />;

  const items = list.data?.data ?? [];
  const listView = (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        value={filter}
        onChange={(v) => onSearch({ filter: v as InboxFilter })}
        data={INBOX_FILTERS.map((f) => ({ value: f, label: t(`inbox.filters.${f}`) }))}
        aria-label={t('inbox.filter')}
        size="xs"
      />
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <ErrorCard error={list.error} title={t('list.loadFailed')} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<IconInbox size={32} aria-hidden color="var(--mantine-color-gray-6)" />}
          title={t(`inbox.empty.${filter}`)}
          text={fair.isChatEnabled ? t('inbox.emptyHint') : t('inbox.chatOff')}
        />
      ) : (
        <ConversationList
          conversations={items}
          viewerId={viewerId}
          selectedId={open.data?.id ?? null}
          onSelect={(c) => onSearch({ ...search, c: c.uuid })}
          label={t('inbox.listLabel')}
          showStatus
          keepOrder
        />
      )}
    </Stack>
  );

  const threadView = !search.c ? (
    <EmptyState
      icon={<IconInbox size={32} aria-hidden color="var(--mantine-color-gray-6)" />}
      title={t('thread.choose')}
      text={t('inbox.chooseHint')}
    />
  ) : open.isPending ? (
    <Skeleton h={400} radius="md" />
  ) : open.isError ? (
    <ErrorCard error={open.error} title={t('thread.loadFailed')} />
  ) : (
    <ConversationThread
      key={open.data.id}
      conversation={open.data}
      viewerId={viewerId}
      typingUserId={typing[open.data.id]?.userId ?? null}
      level={3}
      onBack={phone ? () => onSearch({ ...search, c: undefined }) : undefined}
      actions={<InboxActions c={open.data} firmId={firmId} />}
      height={phone ? '45vh' : '50vh'}
    />
  );

  return (
    <ListPanel
      titleId="firm-inbox-title"
      title={t('inbox.title')}
      subtitle={t('inbox.intro', { fair: fair.name })}
    >
      <ConversationPanes list={listView} thread={threadView} showingThread={!!search.c} />
    </ListPanel>
  );
}
