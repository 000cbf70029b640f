import { useId, useState } from 'react';
import { Button, Group, SegmentedControl, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconMessageCircle, IconPlayerPlay, IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoothQueue, BoothQueueEntry } from '@passerelle/contract';
import { STAFF_AVAILABILITIES, type StaffAvailability } from '@passerelle/contract/lite';
import { useCodeTranslator } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { toErrorContent } from '../../../lib/error-content.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import {
  boothQueueQueries,
  useSetAvailabilityMutation,
  useTakeFromQueueMutation,
} from '../booth-queue.queries.ts';
import { OpeningHoursForm } from './opening-hours-form.tsx';

/** When someone joined, in the viewer's own clock. */
const clockOf = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/**
 * The booth's side of the queue: the staff member's availability, who waits (in order, for a call
 * or a chat), "take the next person" or a chosen one, and the booth's hours. Organizers see the
 * list and set the hours; only the firm's staff take.
 */
export function StaffQueue({
  queue,
  level,
  onTaken,
}: {
  queue: BoothQueue;
  level: TitleOrder;
  onTaken: (entry: BoothQueueEntry) => void;
}) {
  const { t, i18n } = useTranslation('booth-queue');
  const translate = useCodeTranslator();
  const notify = useNotify();
  const take = useTakeFromQueueMutation(queue.stand);
  const entries = queue.entries ?? [];
  const listId = `booth-queue-list-${queue.stand}`;
  const takeOne = (entry: number | null) =>
    take.mutate(entry, {
      onSuccess: onTaken,
      onError: (e) => notify.failure(toErrorContent(e, translate).message),
    });

  return (
    <Stack gap="md">
      {queue.abilities.take ? <AvailabilitySwitch /> : null}
      <Stack gap="xs">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={level} size="h5" id={listId}>
            {t('staff.waitingTitle', { count: entries.length })}
          </Title>
          {queue.abilities.take && entries.length > 0 ? (
            <Button
              color="passerelle.8"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              loading={take.isPending && take.variables === null}
              disabled={take.isPending}
              onClick={() => takeOne(null)}
            >
              {t('staff.takeNext')}
            </Button>
          ) : null}
        </Group>
        {entries.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('staff.empty')}
          </Text>
        ) : (
          <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={listId}>
            {entries.map((entry) => {
              const name = `${entry.visitor.firstName} ${entry.visitor.lastName}`.trim();
              const Icon = entry.kind === 'call' ? IconVideo : IconMessageCircle;
              return (
                <Group
                  key={entry.id}
                  component="li"
                  justify="space-between"
                  gap="sm"
                  wrap="nowrap"
                  p="xs"
                  style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
                >
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <Text fw={700} w={28} ta="center" aria-label={t('staff.place', { place: entry.place })}>
                      {entry.place}
                    </Text>
                    <Icon size={18} aria-hidden />
                    <Stack gap={0} miw={0}>
                      <Text fw={600} truncate>
                        {name || t('staff.former')}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {t(entry.kind === 'call' ? 'staff.forCall' : 'staff.forChat', {
                          time: clockOf(entry.joinedAt, i18n.language),
                        })}
                      </Text>
                    </Stack>
                  </Group>
                  {queue.abilities.take ? (
                    <Button
                      size="xs"
                      variant="outline"
                      color="passerelle.8"
                      loading={take.isPending && take.variables === entry.id}
                      disabled={take.isPending}
                      onClick={() => takeOne(entry.id)}
                      aria-label={t('staff.takeName', { name })}
                    >
                      {t('staff.take')}
                    </Button>
                  ) : null}
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
      {/* Keyed by the saved hours: another staff member's change (the queue's event) refills the form. */}
      <OpeningHoursForm
        key={`${queue.openingHours?.opensAt ?? ''}-${queue.openingHours?.closesAt ?? ''}`}
        queue={queue}
        level={level}
      />
    </Stack>
  );
}

/** The staff member's own availability: visitors are told how many of the team are free. */
function AvailabilitySwitch() {
  const { t } = useTranslation('booth-queue');
  const user = useCurrentUser();
  const translate = useCodeTranslator();
  const notify = useNotify();
  const query = useQuery(boothQueueQueries.availability(user?.id ?? 0));
  const set = useSetAvailabilityMutation();
  const [pending, setPending] = useState<StaffAvailability | null>(null);
  const value = pending ?? query.data?.status ?? 'available';
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={labelId}>
        {t('staff.availability')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        disabled={query.isPending}
        onChange={(next) => {
          setPending(next as StaffAvailability);
          set.mutate(next as StaffAvailability, {
            onSettled: () => setPending(null),
            onError: (e) => notify.failure(toErrorContent(e, translate).message),
          });
        }}
        data={STAFF_AVAILABILITIES.map((s) => ({ value: s, label: t(`availability.${s}`) }))}
      />
    </Stack>
  );
}
