import { Avatar, Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@passerelle/contract';
import { sortConversations } from '../conversation-model.ts';
import { useConversationTitle } from './conversation-title.ts';
import { usePersonName } from './person-name.ts';

export interface ConversationListProps {
  conversations: readonly Conversation[];
  viewerId: number;
  selectedId: number | null;
  onSelect: (c: Conversation) => void;
  label: string;
  /** The inbox shows each chat's status and assignee. */
  showStatus?: boolean;
  /** The order the server gave (the inbox: latest activity first); else unread first. */
  keepOrder?: boolean;
}

/** Conversations as a list of buttons: who, the last message, when, and the unread count. */
export function ConversationList({
  conversations,
  viewerId,
  selectedId,
  onSelect,
  label,
  showStatus = false,
  keepOrder = false,
}: ConversationListProps) {
  const { t, i18n } = useTranslation('conversations');
  const titleOf = useConversationTitle();
  const nameOf = usePersonName();
  const list = keepOrder ? conversations : sortConversations(conversations);
  const when = (iso: string) => {
    const d = new Date(iso);
    const today = new Date().toDateString() === d.toDateString();
    return d.toLocaleString(i18n.language, today ? { timeStyle: 'short' } : { dateStyle: 'short' });
  };
  return (
    <Stack gap={4} component="ul" m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
      {list.map((c) => {
        const title = titleOf(c, viewerId);
        const last = c.lastMessage;
        const selected = c.id === selectedId;
        const unread = c.unreadCount > 0;
        return (
          <li key={c.id}>
            <UnstyledButton
              onClick={() => onSelect(c)}
              aria-current={selected ? 'true' : undefined}
              className="conversation-item"
              data-testid="conversation-item"
              w="100%"
              p="sm"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                background: selected ? 'var(--mantine-color-passerelle-0)' : undefined,
                border: `1px solid ${selected ? 'var(--mantine-color-passerelle-3)' : 'var(--mantine-color-gray-3)'}`,
              }}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Avatar radius="xl" color="passerelle.8" variant="filled" aria-hidden size="md">
                  {title
                    .split(' ')
                    .slice(0, 2)
                    .map((w) => w[0] ?? '')
                    .join('')
                    .toUpperCase()}
                </Avatar>
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" fw={unread ? 700 : 600} truncate>
                      {title}
                    </Text>
                    <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
                      {when(c.lastMessageAt)}
                    </Text>
                  </Group>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" c={unread ? 'gray.9' : 'gray.7'} truncate>
                      {last
                        ? last.mine
                          ? t('list.you', { body: last.body })
                          : last.body
                        : t('list.noMessage')}
                    </Text>
                    {unread ? (
                      <Badge
                        color="ember.7"
                        variant="filled"
                        size="sm"
                        circle={c.unreadCount < 10}
                        data-testid="unread-badge"
                      >
                        <span aria-hidden>{c.unreadCount > 99 ? '99+' : c.unreadCount}</span>
                        <VisuallyHidden component="span">
                          {t('list.unread', { count: c.unreadCount })}
                        </VisuallyHidden>
                      </Badge>
                    ) : null}
                  </Group>
                  {showStatus ? (
                    <Group gap={6}>
                      <Badge
                        size="xs"
                        variant={c.status === 'processed' ? 'light' : 'filled'}
                        color={c.status === 'processed' ? 'gray' : 'passerelle.8'}
                        tt="none"
                      >
                        {t(`inbox.status.${c.status ?? 'new'}`)}
                      </Badge>
                      {c.stand ? (
                        <Text size="xs" c="gray.7" truncate>
                          {c.stand.name}
                        </Text>
                      ) : null}
                      {c.assignedTo ? (
                        <Text size="xs" c="gray.7" truncate>
                          · {t('inbox.assignedTo', { name: nameOf(c.assignedTo) })}
                        </Text>
                      ) : null}
                    </Group>
                  ) : null}
                </Stack>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
