import { Suspense, lazy } from 'react';
import {
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  type TitleOrder,
} from '@mantine/core';
import { IconClock, IconMessageCircle, IconUsers, IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoothQueue, BoothQueueEntry } from '@passerelle/contract';
import type { BoothQueueKind } from '@passerelle/contract/lite';
import { ErrorCard, useCodeTranslator } from '../../../components/error-card.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { toErrorContent } from '../../../lib/error-content.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { zoneName } from '../../../lib/zoned-time.ts';
import {
  boothQueueQueries,
  useJoinQueueMutation,
  useLeaveQueueMutation,
  useQueueEvents,
} from '../booth-queue.queries.ts';

// The staff's side of the queue (and its opening-hours form, which parses with the contract's schema)
// loads only for the booth's staff: a visitor's booth page loads no schema (issue 10 §2).
const StaffQueue = lazy(() => import('./staff-queue.tsx').then((m) => ({ default: m.StaffQueue })));

export interface BoothQueuePanelProps {
  standId: number;
  /** The panel's heading level (2 by default). */
  level?: TitleOrder;
  /** A staff member took someone: the route calls or writes to them (the visio and conversations features). */
  onTaken: (entry: BoothQueueEntry) => void;
}

const KIND_ICONS = { call: IconVideo, chat: IconMessageCircle } as const;

/** Minutes, rounded up, for "about N min". */
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * Issue 13 "The booth queue", on the booth: whether the team is free and its hours; a visitor
 * waits for a call or a chat, sees their place and an estimated wait, and leaves; the booth's staff
 * see who waits and take them. Follows `booth.queue.changed`, so a place moves without a reload.
 */
export function BoothQueuePanel({ standId, level = 2, onTaken }: BoothQueuePanelProps) {
  const { t, i18n } = useTranslation('booth-queue');
  const user = useCurrentUser();
  const query = useQuery(boothQueueQueries.queue(standId, user?.id ?? 0));
  useQueueEvents(standId);
  const titleId = `booth-queue-${standId}`;

  let body;
  if (query.isPending)
    body = (
      <Stack gap="xs" aria-busy aria-label={t('loading')}>
        <Skeleton h={20} w="60%" radius="sm" />
        <Skeleton h={36} radius="md" />
      </Stack>
    );
  else if (query.isError)
    body =
      isApiError(query.error) && query.error.status === 404 ? (
        <Text size="sm">{t('unavailable')}</Text>
      ) : (
        <ErrorCard error={query.error} title={t('loadFailed')} />
      );
  else {
    const q = query.data;
    body = (
      <Stack gap="md">
        <TeamStatus queue={q} />
        {q.entries !== null ? (
          <Suspense fallback={<Skeleton h={36} radius="md" />}>
            <StaffQueue queue={q} level={((level as number) + 1) as TitleOrder} onTaken={onTaken} />
          </Suspense>
        ) : user ? (
          <VisitorQueue queue={q} standId={standId} />
        ) : (
          <Text size="sm">{t('visitor.signIn')}</Text>
        )}
      </Stack>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={titleId}
      // The booth's column speaks the booth's language; the panel speaks the viewer's.
      lang={i18n.language}
    >
      <Stack gap="sm">
        <Title order={level} id={titleId} size="h3">
          {t('title')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}

/** Who of the team is free, and the hours in the fair's time zone. */
function TeamStatus({ queue }: { queue: BoothQueue }) {
  const { t, i18n } = useTranslation('booth-queue');
  const hours = queue.openingHours;
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Badge
          // Outline, shade 8 or 9: the label keeps AA contrast on white (the light variant does not).
          variant="outline"
          tt="none"
          color={queue.availableStaff > 0 ? 'passerelle.8' : 'gray.8'}
          leftSection={<IconUsers size={14} aria-hidden />}
        >
          {queue.availableStaff > 0
            ? t('status.available', { count: queue.availableStaff })
            : t('status.busy')}
        </Badge>
        <Badge
          variant="outline"
          tt="none"
          color={queue.isOpen ? 'passerelle.8' : 'ember.9'}
          leftSection={<IconClock size={14} aria-hidden />}
        >
          {queue.isOpen ? t('status.open') : t('status.closed')}
        </Badge>
      </Group>
      <Text size="sm" c="gray.7">
        {hours
          ? t('status.hours', {
              opens: hours.opensAt,
              closes: hours.closesAt,
              zone: zoneName(queue.timezone, i18n.language),
            })
          : t('status.allDay')}
        {' · '}
        {t('status.waiting', { count: queue.waiting })}
      </Text>
    </Stack>
  );
}

/** A visitor's side: join for a call or a chat, their place while they wait, who took them. */
function VisitorQueue({ queue, standId }: { queue: BoothQueue; standId: number }) {
  const { t } = useTranslation('booth-queue');
  const translate = useCodeTranslator();
  const notify = useNotify();
  const join = useJoinQueueMutation(standId);
  const leave = useLeaveQueueMutation(standId);
  const mine = queue.mine;
  const fail = (e: unknown) => notify.failure(toErrorContent(e, translate).message);

  if (mine?.status === 'waiting') {
    const Icon = KIND_ICONS[mine.kind];
    return (
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="passerelle.8" size="lg" radius="xl" aria-hidden>
            <Icon size={20} />
          </ThemeIcon>
          <Stack gap={2} aria-live="polite">
            <Text fw={700} size="lg" data-testid="queue-place">
              {t('visitor.place', { place: mine.place })}
            </Text>
            <Text size="sm" c="gray.7">
              {mine.estimatedWaitSeconds !== null
                ? t('visitor.wait', { minutes: minutesOf(mine.estimatedWaitSeconds) })
                : null}
            </Text>
            <Text size="sm" c="gray.7">
              {mine.kind === 'call' ? t('visitor.waitingCall') : t('visitor.waitingChat')}
            </Text>
          </Stack>
        </Group>
        <Group>
          <Button
            variant="default"
            onClick={() => leave.mutate(undefined, { onError: fail })}
            loading={leave.isPending}
          >
            {t('visitor.leave')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (mine?.status === 'taken' && mine.takenBy)
    return (
      <Text fw={600} aria-live="polite" data-testid="queue-taken">
        {t(mine.kind === 'call' ? 'visitor.takenCall' : 'visitor.takenChat', {
          name: `${mine.takenBy.firstName} ${mine.takenBy.lastName}`.trim(),
        })}
      </Text>
    );

  const kinds: BoothQueueKind[] = [];
  if (queue.abilities.joinCall) kinds.push('call');
  if (queue.abilities.joinChat) kinds.push('chat');
  if (!kinds.length)
    return <Text size="sm">{queue.isOpen ? t('visitor.cannotJoin') : t('visitor.closedHint')}</Text>;
  return (
    <Stack gap="sm">
      {mine?.leftWhileAway ? (
        <Text size="sm" fw={600} role="status" data-testid="queue-left-away">
          {t('visitor.leftWhileAway')}
        </Text>
      ) : null}
      <Text size="sm">{queue.availableStaff > 0 ? t('visitor.introFree') : t('visitor.introBusy')}</Text>
      <Group gap="sm">
        {kinds.map((kind) => {
          const Icon = KIND_ICONS[kind];
          return (
            <Button
              key={kind}
              variant={kind === 'call' ? 'filled' : 'outline'}
              color="passerelle.8"
              leftSection={<Icon size={16} aria-hidden />}
              loading={join.isPending && join.variables === kind}
              disabled={join.isPending}
              onClick={() => join.mutate(kind, { onError: fail })}
            >
              {kind === 'call' ? t('visitor.joinCall') : t('visitor.joinChat')}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
