import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LabelledValue } from '../../../components/labelled-value.tsx';
import { Panel } from '../../../components/list-panel.tsx';
import { IconArrowLeft, IconCalendarX, IconInfoCircle, IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { InterviewPerson, InterviewSlot } from '@passerelle/contract';
import { INTERVIEW_REMINDER_MINUTES } from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { CancelSlotModal } from '../components/cancel-slot-modal.tsx';
import { otherSideName } from '../slot-times.ts';
import { SlotStatusBadge } from '../components/slot-status-badge.tsx';
import { SlotTimesText } from '../components/slot-times-text.tsx';
import { interviewSlotQueries } from '../interview-slots.queries.ts';
import { isCallTime, isPast } from '../slot-times.ts';

/** The clock the page follows, to show the call button when the interview's time comes. */
const useNow = (everyMs = 15_000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
};

function Person({ person }: { person: InterviewPerson }) {
  return (
    <Text style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={600}>{`${person.firstName} ${person.lastName}`}</Text>
      {person.jobTitle ? ` — ${person.jobTitle}` : ''}
      {person.firm ? ` (${person.firm.name})` : ''}
    </Text>
  );
}

/**
 * Issue 13 /visio/slots/{id}: one interview (the .ics links here): who, when in the viewer's zone
 * and the fair's, its state, cancel with a message; at its time the host calls the candidate with
 * the button the route hands over (`callButton`: the visio feature's).
 */
export function InterviewSlotScreen({
  id,
  callButton,
}: {
  id: number;
  callButton?: (slot: InterviewSlot) => ReactNode;
}) {
  const { t } = useTranslation('interview-slots');
  const { salon } = useParams({ strict: false });
  const user = useCurrentUser();
  const { fair } = useCurrentFair();
  const now = useNow();
  const query = useQuery({ ...interviewSlotQueries.byId(id, user?.id ?? 0), enabled: !!user });
  const [cancelling, setCancelling] = useState(false);

  const back = (
    <Anchor
      renderRoot={(props) => <Link to="/{-$salon}/visio/slots" params={{ salon }} {...props} />}
      size="sm"
      style={{ alignSelf: 'flex-start' }}
    >
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('slot.back')}
      </Group>
    </Anchor>
  );

  if (query.isPending)
    return (
      <Stack gap="md" aria-busy aria-label={t('slot.loading')}>
        {back}
        <Skeleton h={36} w="50%" radius="sm" />
        <Skeleton h={180} radius="md" />
      </Stack>
    );
  if (query.isError)
    return (
      <Stack gap="md">
        {back}
        <ErrorCard error={query.error} title={t('slot.loadFailed')} />
      </Stack>
    );

  const slot = query.data;
  const other = otherSideName(slot);
  const isHost = user?.id === slot.host.id;
  const past = isPast(slot, now);
  const booked = slot.status === 'booked';
  const candidateName = slot.candidate ? `${slot.candidate.firstName} ${slot.candidate.lastName}` : '';
  const hostName = `${slot.host.firstName} ${slot.host.lastName}`;
  const videoOff = !!fair && fair.id === slot.fair && !fair.isVideoEnabled;

  let call: ReactNode = null;
  if (booked && past) call = <Text size="sm">{t('slot.past')}</Text>;
  else if (booked && videoOff)
    call = (
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={20} aria-hidden />}>
        {t('slot.callVideoOff')}
      </Alert>
    );
  else if (booked && isHost && isCallTime(slot, now, INTERVIEW_REMINDER_MINUTES))
    call = (
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('slot.callNow', { name: candidateName })}
        </Text>
        {callButton?.(slot)}
      </Group>
    );
  else if (booked && isHost)
    call = (
      <Text size="sm" c="gray.7">
        {t('slot.callLater', { minutes: INTERVIEW_REMINDER_MINUTES })}
      </Text>
    );
  else if (booked && slot.bookedByMe)
    call = (
      <Alert variant="light" color="passerelle" icon={<IconVideo size={20} aria-hidden />}>
        {t('slot.waitCall', { name: hostName })}
      </Alert>
    );

  return (
    <Stack gap="md">
      {back}
      <Panel labelledBy="slot-title">
        <Group justify="space-between" gap="sm" align="flex-start">
          <Title order={1} id="slot-title" size="h2">
            {other ? t('slot.titleWith', { name: other }) : t('slot.title')}
          </Title>
          <SlotStatusBadge status={slot.status} past={past} />
        </Group>
        {slot.bookedByMe && booked && !past ? (
          <Text size="sm" c="passerelle.9" fw={600}>
            {t('slot.bookedMail')}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LabelledValue label={t('slot.when')}>
            <SlotTimesText slot={slot} fw={600} />
            <Text size="sm" c="gray.7">
              {t('slot.duration', { minutes: slot.durationMinutes })}
            </Text>
          </LabelledValue>
          <LabelledValue label={t('slot.booth')}>
            <Anchor
              renderRoot={(props) => (
                <Link
                  to="/{-$salon}/stand/visit/{-$id}"
                  params={{ salon, id: String(slot.stand.id) }}
                  {...props}
                />
              )}
            >
              {slot.stand.name}
            </Anchor>
            <Text size="sm" c="gray.7">
              {slot.firm.name}
            </Text>
          </LabelledValue>
          <LabelledValue label={t('slot.host')}>
            <Person person={slot.host} />
          </LabelledValue>
          <LabelledValue label={t('slot.candidate')}>
            {slot.candidate ? (
              <Person person={slot.candidate} />
            ) : (
              <Text c="gray.7">{t('slot.notBooked')}</Text>
            )}
          </LabelledValue>
        </SimpleGrid>
        {slot.cancelMessage ? (
          <LabelledValue label={t('slot.cancelledMessage')}>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{slot.cancelMessage}</Text>
          </LabelledValue>
        ) : null}
        {call}
        {slot.abilities.cancel && !past ? (
          <Group>
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconCalendarX size={18} aria-hidden />}
              onClick={() => setCancelling(true)}
            >
              {t('cancel.confirm')}
            </Button>
          </Group>
        ) : null}
      </Panel>
      <CancelSlotModal slot={cancelling ? slot : null} onClose={() => setCancelling(false)} />
    </Stack>
  );
}
