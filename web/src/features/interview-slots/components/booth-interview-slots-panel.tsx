import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import {
  IconCalendarCheck,
  IconCalendarOff,
  IconCalendarPlus,
  IconCalendarX,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { InterviewSlot } from '@passerelle/contract';
import { isFirmStaffType } from '@passerelle/contract/lite';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { interviewSlotQueries } from '../interview-slots.queries.ts';
import { groupByViewerDay, slotTimes } from '../slot-times.ts';
import { CancelSlotModal } from './cancel-slot-modal.tsx';
import { SlotStatusBadge } from './slot-status-badge.tsx';
import { BookSlotModal, useSlotDeletion } from './slot-dialogs.tsx';
import { useSlotTimesLabels } from './slot-times-text.tsx';

export interface BoothInterviewSlotsPanelProps {
  standId: number;
  fairId: number;
  /** The panel's heading level (2 by default). */
  level?: TitleOrder;
  /** The offer the booking is made from, when the panel sits beside one. */
  jobOffer?: number;
}

/** One slot's line: its times in both zones, who holds it, and what the viewer may do. */
function SlotRow({
  slot,
  firmSide,
  canBook,
  onBook,
  onCancel,
  onDelete,
}: {
  slot: InterviewSlot;
  firmSide: boolean;
  canBook: boolean;
  onBook: (slot: InterviewSlot) => void;
  onCancel: (slot: InterviewSlot) => void;
  onDelete: (slot: InterviewSlot) => void;
}) {
  const { t, i18n } = useTranslation('interview-slots');
  const { salon } = useParams({ strict: false });
  const labels = useSlotTimesLabels();
  const times = slotTimes(slot, i18n.language);
  const host = `${slot.host.firstName} ${slot.host.lastName}`;
  const fairLine = times.fair
    ? labels.fair({ ...times.fair, day: times.fair.dayKey === times.viewer.dayKey ? '' : times.fair.day })
    : null;
  const candidate = slot.candidate ? `${slot.candidate.firstName} ${slot.candidate.lastName}` : null;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="li"
      data-testid="interview-slot"
      bg={slot.bookedByMe ? 'var(--mantine-color-passerelle-0)' : undefined}
    >
      <Group justify="space-between" gap="sm" wrap="wrap" align="center">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>
            <time dateTime={slot.startsAt}>{times.viewer.range}</time>{' '}
            <Text span size="sm" c="gray.7" fw={400}>
              {times.fair
                ? `(${t('times.yoursShort', { zone: times.viewer.zone })})`
                : `(${times.viewer.zone})`}
            </Text>
          </Text>
          {fairLine ? (
            <Text size="sm" c="gray.7">
              {fairLine}
            </Text>
          ) : null}
          <Text size="sm">{t('booth.with', { name: host })}</Text>
          {firmSide ? (
            <Text size="sm" c={candidate ? undefined : 'gray.7'}>
              {candidate ? t('booth.bookedBy', { name: candidate }) : t(`status.${slot.status}`)}
            </Text>
          ) : null}
          {slot.bookedByMe ? (
            <Text size="sm" c="passerelle.9" fw={600}>
              <IconCalendarCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
              {t('booth.booked')}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {firmSide ? <SlotStatusBadge status={slot.status} /> : null}
          {slot.bookedByMe || (firmSide && slot.status === 'booked') ? (
            <Button
              size="xs"
              variant="default"
              renderRoot={(props) => (
                <Link to="/{-$salon}/visio/slots/$id" params={{ salon, id: String(slot.id) }} {...props} />
              )}
              aria-label={t('booth.viewAt', { time: times.viewer.range })}
            >
              {t('booth.view')}
            </Button>
          ) : null}
          {canBook && slot.abilities.book ? (
            <Button
              size="xs"
              color="ember.7"
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
              onClick={() => onBook(slot)}
              aria-label={t('booth.bookAt', {
                time: `${times.viewer.day}, ${times.viewer.range}`,
                name: host,
              })}
            >
              {t('booth.book')}
            </Button>
          ) : null}
          {slot.abilities.cancel ? (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              leftSection={<IconCalendarX size={16} aria-hidden />}
              onClick={() => onCancel(slot)}
              aria-label={t('cancel.actionAt', { time: `${times.viewer.day}, ${times.viewer.range}` })}
            >
              {t('cancel.action')}
            </Button>
          ) : null}
          {slot.abilities.delete ? (
            <Button
              size="xs"
              variant="subtle"
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onDelete(slot)}
              aria-label={t('delete.actionAt', { time: `${times.viewer.day}, ${times.viewer.range}` })}
            >
              {t('delete.action')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Card>
  );
}

/**
 * Issue 13 on the booth: visitors see its open slots by day in their own time zone and the fair's,
 * book one (a confirmation, then "booked — confirmation sent by e-mail") and may cancel it with a
 * message; the firm's staff see every slot of the booth with who booked it.
 */
export function BoothInterviewSlotsPanel({
  standId,
  fairId,
  level = 2,
  jobOffer,
}: BoothInterviewSlotsPanelProps) {
  const { t, i18n } = useTranslation('interview-slots');
  const { salon } = useParams({ strict: false });
  const user = useCurrentUser();
  const viewer = user?.id ?? 0;
  const query = useQuery({ ...interviewSlotQueries.stand(standId, viewer), enabled: !!user });
  const staffType = !!user && isFirmStaffType(user.userType);
  const myBooths = useQuery({ ...interviewSlotQueries.myBooths(fairId, viewer), enabled: staffType });
  const [booking, setBooking] = useState<InterviewSlot | null>(null);
  const [cancelling, setCancelling] = useState<InterviewSlot | null>(null);
  const deletion = useSlotDeletion();

  const slots = query.data ?? [];
  const firmSide =
    (staffType && !!myBooths.data?.some((b) => b.id === standId)) ||
    slots.some((s) => s.abilities.delete || (s.candidate !== null && !s.bookedByMe));
  const mine = slots.filter((s) => s.bookedByMe);
  // Who may book is the API's rule (a validated member, not the booth's staff): each slot says so.
  const canBook = slots.some((s) => s.abilities.book);
  const shown = firmSide ? slots : slots.filter((s) => s.status === 'open' && !s.bookedByMe);
  const groups = groupByViewerDay(shown, i18n.language);
  const titleId = `booth-interviews-${standId}`;

  const row = (slot: InterviewSlot) => (
    <SlotRow
      key={slot.id}
      slot={slot}
      firmSide={firmSide}
      canBook={canBook && mine.length === 0}
      onBook={setBooking}
      onCancel={setCancelling}
      onDelete={deletion.ask}
    />
  );
  const list = (items: InterviewSlot[]) => (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map(row)}
    </Stack>
  );

  let body;
  if (!user) body = <Text size="sm">{t('booth.signIn')}</Text>;
  else if (query.isPending)
    body = (
      <Stack gap="xs" aria-busy aria-label={t('booth.loading')}>
        <Skeleton h={64} radius="md" />
        <Skeleton h={64} radius="md" />
      </Stack>
    );
  else if (query.isError)
    body =
      isApiError(query.error) && (query.error.status === 403 || query.error.status === 404) ? (
        // Not a member of the fair (or not validated yet): say how to get there, not an error.
        <Text size="sm">{t('booth.notMember')}</Text>
      ) : (
        <ErrorCard error={query.error} title={t('booth.loadFailed')} />
      );
  else
    body = (
      <Stack gap="md">
        {!firmSide && mine.length > 0 ? (
          <Stack gap="xs">
            <Title order={((level as number) + 1) as TitleOrder} size="h5">
              {t('booth.yours')}
            </Title>
            {list(mine)}
          </Stack>
        ) : null}
        {!firmSide ? (
          <Text size="sm" c="gray.7" aria-live="polite">
            {t('booth.count', { count: shown.length })}
          </Text>
        ) : null}
        {groups.length === 0 ? (
          <EmptyState
            icon={<IconCalendarOff size={32} aria-hidden />}
            title={firmSide ? t('booth.staffEmpty') : t('booth.empty')}
            text={firmSide ? t('booth.staffEmptyHint') : t('booth.emptyHint')}
          >
            {firmSide ? <PublishLink salon={salon} label={t('booth.manage')} /> : null}
          </EmptyState>
        ) : (
          groups.map((group) => (
            <Stack gap="xs" key={group.dayKey}>
              <Title order={((level as number) + 1) as TitleOrder} size="h5">
                <time dateTime={group.dayKey}>{group.day}</time>
              </Title>
              {list(group.slots)}
            </Stack>
          ))
        )}
        {!user || canBook || firmSide || mine.length > 0 || shown.length === 0 ? null : (
          <Alert variant="light" color="gray">
            <Text size="sm">{t('booth.notMember')}</Text>
          </Alert>
        )}
      </Stack>
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" align="flex-start">
          <Stack gap={4}>
            <Title order={level} id={titleId} size="h3">
              {t('booth.title')}
            </Title>
            <Text size="sm" c="gray.7" maw={640}>
              {firmSide ? t('booth.staffIntro') : t('booth.intro')}
            </Text>
          </Stack>
          {firmSide && groups.length > 0 ? <PublishLink salon={salon} label={t('booth.manage')} /> : null}
        </Group>
        {body}
      </Stack>
      <BookSlotModal slot={booking} jobOffer={jobOffer} onClose={() => setBooking(null)} />
      <CancelSlotModal slot={cancelling} onClose={() => setCancelling(null)} />
      {deletion.modal}
    </Paper>
  );
}

function PublishLink({ salon, label }: { salon: string | undefined; label: string }) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconCalendarPlus size={16} aria-hidden />}
      renderRoot={(props) => <Link to="/{-$salon}/visio/slots" params={{ salon }} {...props} />}
    >
      {label}
    </Button>
  );
}
