import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
  type TitleOrder,
} from '@mantine/core';
import { IconArchive, IconArchiveOff, IconArrowLeft, IconChecks, IconFlag } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Conversation, DirectMessage } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useNotify } from '../../../lib/use-notify.ts';
import { fromViewersSide, seenMessageId } from '../conversation-model.ts';
import {
  conversationQueries,
  useMarkReadMutation,
  useSendMessageMutation,
  useToggleArchiveMutation,
  useTypingSignal,
} from '../conversations.queries.ts';
import { Composer } from './composer.tsx';
import { isAskingVisitor, useAnsweredBy, useConversationTitle } from './conversation-title.ts';
import { MessageBody } from './message-body.tsx';
import { usePersonName } from './person-name.ts';
import { ReportDialog } from './report-dialog.tsx';

export interface ConversationThreadProps {
  conversation: Conversation;
  viewerId: number;
  /** Who is typing in it now (the live hook), else null. */
  typingUserId: number | null;
  /** The heading's level in its page. */
  level?: TitleOrder;
  /** Phones: back to the list. */
  onBack?: () => void;
  /** Archive / unarchive for the viewer (the direct-messages page). */
  archivable?: boolean;
  /** What the firm's inbox adds under the heading (status, assignee, mute). */
  actions?: ReactNode;
  /** The message area's height. */
  height?: string | number;
}

/** At most this many announcements stay in the live region. */
const ANNOUNCED = 3;

/**
 * One conversation: its history loaded upward as one scrolls (the `before` cursor), each message
 * as plain text with its links, "Seen" under my last message the other side read, "is typing…",
 * the composer; it marks the conversation read while it is open, and a polite log announces each
 * message that arrives from someone else.
 */
export function ConversationThread({
  conversation: c,
  viewerId,
  typingUserId,
  level = 2,
  onBack,
  archivable = false,
  actions,
  height = '55vh',
}: ConversationThreadProps) {
  const { t, i18n } = useTranslation('conversations');
  const notify = useNotify();
  const nameOf = usePersonName();
  const titleOf = useConversationTitle();
  const answeredBy = useAnsweredBy();
  const history = useInfiniteQuery(conversationQueries.history(c.id));
  const send = useSendMessageMutation();
  const markRead = useMarkReadMutation();
  const archive = useToggleArchiveMutation();
  const signalTyping = useTypingSignal(c.id);
  const [reporting, setReporting] = useState<number | null>(null);
  const [announcements, setAnnouncements] = useState<{ id: number; text: string }[]>([]);
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const headingId = `conversation-${c.id}-title`;

  const pages = history.data?.pages ?? [];
  const messages: DirectMessage[] = [...pages].reverse().flatMap((p) => p.messages);
  const newestId = messages.at(-1)?.id ?? 0;
  const seen = seenMessageId(c, messages, viewerId);
  const title = titleOf(c, viewerId);

  // Read while open: at opening, and as new messages come in.
  const markedUpTo = useRef(0);
  useEffect(() => {
    const latest = c.lastMessage?.id ?? 0;
    if (c.unreadCount > 0 && latest > markedUpTo.current && !markRead.isPending) {
      markedUpTo.current = latest;
      markRead.mutate(c.id);
    }
  }, [c.id, c.unreadCount, c.lastMessage?.id, markRead]);

  // Announce each message from someone else that arrives while the thread is open.
  const knownNewest = useRef<number | null>(null);
  useEffect(() => {
    if (!history.isSuccess) return;
    const before = knownNewest.current;
    knownNewest.current = newestId;
    if (before === null || newestId <= before) return;
    const incoming = messages.filter((m) => m.id > before && !m.mine);
    if (!incoming.length) return;
    setAnnouncements((list) =>
      [
        ...list,
        ...incoming.map((m) => ({
          id: m.id,
          text: t('thread.newMessage', { name: nameOf(m.author), body: m.body }),
        })),
      ].slice(-ANNOUNCED),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the newest message changes
  }, [newestId, history.isSuccess]);

  // Stay at the bottom as messages come (unless the reader scrolled up); keep the place when older ones load.
  const lastHeight = useRef(0);
  const lastOldest = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const oldest = messages[0]?.id ?? null;
    const grewAtTop = lastOldest.current !== null && oldest !== null && oldest < lastOldest.current;
    if (grewAtTop) el.scrollTop += el.scrollHeight - lastHeight.current;
    else if (lastHeight.current === 0 || lastHeight.current - el.scrollTop - el.clientHeight < 120)
      el.scrollTop = el.scrollHeight;
    lastHeight.current = el.scrollHeight;
    lastOldest.current = oldest;
  });

  // Older history as the top comes into view.
  useEffect(() => {
    const target = topSentinel.current;
    const root = scroller.current;
    if (!target || !root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && history.hasNextPage && !history.isFetchingNextPage)
          void history.fetchNextPage();
      },
      { root, rootMargin: '80px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [history]);

  const timeOf = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const typingName = typingUserId === null ? null : nameOf(c.participants.find((p) => p.id === typingUserId));
  const answered = isAskingVisitor(c, viewerId) ? answeredBy(c) : null;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} h="100%">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          {onBack ? (
            <ActionIcon variant="subtle" size="lg" onClick={onBack} aria-label={t('thread.back')}>
              <IconArrowLeft size={20} aria-hidden />
            </ActionIcon>
          ) : null}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={level} fz="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {c.kind === 'booth' && !isAskingVisitor(c, viewerId) && c.stand ? (
              <Text size="sm" c="gray.7">
                {t('inbox.booth', { name: c.stand.name })}
              </Text>
            ) : null}
            {answered ? (
              <Text size="sm" c="gray.7" data-testid="answered-by">
                {answered}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {archivable ? (
          <Button
            variant="default"
            size="xs"
            // The title wraps, the button keeps its label (390 px).
            style={{ flexShrink: 0 }}
            loading={archive.isPending}
            leftSection={
              c.archived ? <IconArchiveOff size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />
            }
            onClick={() =>
              archive.mutate(c.id, {
                onSuccess: (next) =>
                  notify.success(next.archived ? t('thread.archived') : t('thread.unarchived')),
                onError: () => notify.failure(t('thread.archiveFailed')),
              })
            }
          >
            {c.archived ? t('thread.unarchive') : t('thread.archive')}
          </Button>
        ) : null}
      </Group>
      {actions}

      <Box
        ref={scroller}
        h={height}
        mih={200}
        style={{ overflowY: 'auto', borderRadius: 'var(--mantine-radius-md)' }}
        bg="gray.0"
        p="sm"
        // Scrollable with the keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        aria-label={t('thread.label', { name: title })}
        role="region"
      >
        <div ref={topSentinel} />
        {history.isPending ? (
          <Stack gap="sm" aria-busy>
            <VisuallyHidden>{t('thread.loading')}</VisuallyHidden>
            <Skeleton h={48} w="60%" radius="md" />
            <Skeleton h={48} w="50%" ml="auto" radius="md" />
            <Skeleton h={48} w="70%" radius="md" />
          </Stack>
        ) : history.isError ? (
          <ErrorCard error={history.error} title={t('thread.loadFailed')} />
        ) : (
          <Stack gap="xs">
            {history.hasNextPage ? (
              <Button
                variant="subtle"
                size="xs"
                mx="auto"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {t('thread.loadOlder')}
              </Button>
            ) : messages.length ? (
              <Text size="xs" c="gray.7" ta="center">
                {t('thread.start')}
              </Text>
            ) : null}
            {messages.length === 0 ? (
              <Text size="sm" c="gray.7" ta="center" py="lg">
                {t('thread.empty')}
              </Text>
            ) : (
              <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
                {messages.map((m) => {
                  const ours = fromViewersSide(c, m, viewerId);
                  return (
                    <Box
                      component="li"
                      key={m.id}
                      maw="85%"
                      ml={ours ? 'auto' : undefined}
                      data-testid="message"
                    >
                      <Paper
                        radius="md"
                        px="sm"
                        py={6}
                        bg={ours ? 'passerelle.0' : 'white'}
                        withBorder
                        style={ours ? { borderColor: 'var(--mantine-color-passerelle-2)' } : undefined}
                      >
                        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                          <Text size="xs" fw={700} c={m.author.former ? 'gray.7' : 'gray.9'}>
                            {m.mine ? t('thread.you') : nameOf(m.author)}
                            <Text span size="xs" fw={400} c="gray.7">
                              {' · '}
                              <time dateTime={m.createdAt}>{timeOf(m.createdAt)}</time>
                            </Text>
                          </Text>
                          {!ours ? (
                            <Tooltip label={t('thread.report')} withArrow>
                              <ActionIcon
                                variant="subtle"
                                color="gray.7"
                                size="sm"
                                aria-label={t('thread.reportFrom', { name: nameOf(m.author) })}
                                onClick={() => setReporting(m.id)}
                              >
                                <IconFlag size={14} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          ) : null}
                        </Group>
                        <MessageBody body={m.body} />
                      </Paper>
                      {m.id === seen ? (
                        <Group gap={4} justify="flex-end" mt={2} data-testid="seen">
                          <IconChecks size={14} aria-hidden color="var(--mantine-color-passerelle-7)" />
                          <Text size="xs" c="gray.7">
                            {t('thread.seen')}
                          </Text>
                        </Group>
                      ) : null}
                    </Box>
                  );
                })}
              </Stack>
            )}
          </Stack>
        )}
      </Box>

      <Box mih={20}>
        {typingName ? (
          <Badge variant="light" color="gray" tt="none" fw={400} data-testid="typing">
            {t('thread.typing', { name: typingName })}
          </Badge>
        ) : null}
      </Box>
      <VisuallyHidden role="log" aria-live="polite" aria-relevant="additions" data-testid="announcements">
        {announcements.map((a) => (
          <p key={a.id}>{a.text}</p>
        ))}
      </VisuallyHidden>

      <Composer
        key={c.id}
        onSend={(body) => send.mutateAsync({ conversation: c.id, body })}
        pending={send.isPending}
        error={send.error}
        onTyping={signalTyping}
      />
      <ReportDialog messageId={reporting} onClose={() => setReporting(null)} />
    </Stack>
  );
}
