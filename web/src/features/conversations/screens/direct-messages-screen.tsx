import { SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { IconArchive, IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@passerelle/contract';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { useIsBelow } from '../../../lib/use-viewport.ts';
import { ConversationList } from '../components/conversation-list.tsx';
import { ConversationPanes } from '../components/conversation-panes.tsx';
import { ConversationThread } from '../components/conversation-thread.tsx';
import { conversationQueries, useLiveConversations } from '../conversations.queries.ts';

export interface DirectMessagesSearch {
  /** The open conversation's uuid. */
  c?: string;
  tab?: 'archived';
}

export interface DirectMessagesScreenProps {
  search: DirectMessagesSearch;
  onSearch: (next: DirectMessagesSearch) => void;
}

/** Skeleton rows shaped like the list. */
export function ListSkeleton() {
  return (
    <Stack gap={4} aria-busy>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={64} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * §2 /user/direct-messages: the viewer's conversations of the current fair (unread first, the
 * archived ones in their own tab) beside the open one.
 */
export function DirectMessagesScreen({ search, onSearch }: DirectMessagesScreenProps) {
  const { t } = useTranslation('conversations');
  const user = useCurrentUser();
  const { fair } = useCurrentFair();
  const viewerId = user?.id ?? 0;
  const typing = useLiveConversations(user?.id ?? null);
  const archived = search.tab === 'archived';
  const phone = useIsBelow('sm');
  const list = useQuery({
    ...conversationQueries.list({ fair: fair?.id ?? 0, archived, itemsPerPage: 100 }, viewerId),
    enabled: !!user && !!fair,
  });
  const open = useQuery({
    ...conversationQueries.byUuid(search.c ?? '', viewerId),
    enabled: !!user && !!search.c,
  });
  if (!fair) return <FairRequired level={2} />;

  const select = (c: Conversation) => onSearch({ ...search, c: c.uuid });
  const items = list.data?.data ?? [];

  const listView = (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        value={archived ? 'archived' : 'inbox'}
        onChange={(v) => onSearch({ ...(v === 'archived' ? { tab: 'archived' } : {}) })}
        data={[
          { value: 'inbox', label: t('tabs.inbox') },
          { value: 'archived', label: t('tabs.archived') },
        ]}
        aria-label={t('tabs.label')}
      />
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <ErrorCard error={list.error} title={t('list.loadFailed')} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={
            archived ? (
              <IconArchive size={32} aria-hidden color="var(--mantine-color-gray-6)" />
            ) : (
              <IconMessages size={32} aria-hidden color="var(--mantine-color-gray-6)" />
            )
          }
          title={archived ? t('list.emptyArchived') : t('list.empty')}
          text={archived ? t('list.emptyArchivedHint') : t('list.emptyHint')}
        />
      ) : (
        <ConversationList
          conversations={items}
          viewerId={viewerId}
          selectedId={open.data?.id ?? null}
          onSelect={select}
          label={archived ? t('tabs.archived') : t('list.label')}
        />
      )}
    </Stack>
  );

  const threadView = !search.c ? (
    <EmptyState
      icon={<IconMessages size={32} aria-hidden color="var(--mantine-color-gray-6)" />}
      title={t('thread.choose')}
      text={t('thread.chooseHint')}
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
      archivable
      onBack={phone ? () => onSearch({ ...search, c: undefined }) : undefined}
      height={phone ? '50vh' : '55vh'}
    />
  );

  return (
    <ListPanel titleId="direct-messages-title" title={t('title')} subtitle={t('intro', { fair: fair.name })}>
      <ConversationPanes list={listView} thread={threadView} showingThread={!!search.c} />
    </ListPanel>
  );
}
