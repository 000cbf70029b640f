import { useEffect } from 'react';
import { NumberInput, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconCalendarOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  InterviewSlotCreateSchema,
  type Fair,
  type InterviewSlotCreate,
  type StandListItem,
} from '@passerelle/contract';
import {
  INTERVIEW_SLOT_MAX_MINUTES,
  INTERVIEW_SLOT_MAX_SERIES,
  INTERVIEW_SLOT_MIN_MINUTES,
} from '@passerelle/contract/lite';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { fieldsNamed } from '../../../lib/form-violations.ts';
import { useContractForm, type FieldCodes } from '../../../lib/use-contract-form.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { isoToWallTime, wallTimeToIso, zoneName } from '../../../lib/zoned-time.ts';
import { interviewSlotQueries, useCreateInterviewSlotsMutation } from '../interview-slots.queries.ts';
import { useSlotTimesLine } from './slot-times-text.tsx';

export const DEFAULT_SLOT_MINUTES = 20;

export interface PublishValues {
  stand: string | null;
  host: string | null;
  /** `2027-03-10T09:00`, the fair's wall clock. */
  startsAt: string;
  durationMinutes: number | string;
  count: number | string;
}

const FIELDS = ['stand', 'host', 'startsAt', 'durationMinutes', 'count'] as const;
const fieldOf = fieldsNamed(FIELDS, {
  slot_overlap: 'startsAt',
  slot_in_past: 'startsAt',
  host_not_firm_staff: 'host',
});

/** The request the values make (the start read in the fair's zone). */
export const publishBody = (v: PublishValues, timeZone: string): InterviewSlotCreate => ({
  stand: Number(v.stand),
  host: Number(v.host),
  startsAt: wallTimeToIso(v.startsAt, timeZone) ?? v.startsAt,
  durationMinutes: v.durationMinutes === '' ? Number.NaN : Number(v.durationMinutes),
  count: v.count === '' ? Number.NaN : Number(v.count),
});

/** The contract's rules on the request the values make: each field's first code. */
export const validatePublish =
  (timeZone: string) =>
  (v: PublishValues): FieldCodes => {
    const codes: FieldCodes = {};
    const parsed = InterviewSlotCreateSchema.safeParse(publishBody(v, timeZone));
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        codes[field] ??= issue.message;
      }
    if (!v.stand) codes.stand = 'required';
    if (!v.host) codes.host = 'required';
    if (!v.startsAt) codes.startsAt = 'required';
    if (v.durationMinutes === '') codes.durationMinutes = 'required';
    if (v.count === '') codes.count = 'required';
    return codes;
  };

function PublishFields({ fair, booths }: { fair: Fair; booths: StandListItem[] }) {
  const { t, i18n } = useTranslation('interview-slots');
  const user = useCurrentUser();
  const notify = useNotify();
  const create = useCreateInterviewSlotsMutation();
  const line = useSlotTimesLine();
  const first = booths[0]!;
  const { form, ...state } = useContractForm<PublishValues>({
    initialValues: {
      stand: String(first.id),
      host: user ? String(user.id) : null,
      startsAt: '',
      durationMinutes: DEFAULT_SLOT_MINUTES,
      count: 1,
    },
    validate: validatePublish(fair.timezone),
    fieldOf,
    error: create.error,
    pending: create.isPending,
  });
  const values = state.values;
  const booth = booths.find((b) => String(b.id) === values.stand) ?? first;
  const staff = useQuery(interviewSlotQueries.firmStaff(booth.firm.id));
  const people = staff.data?.data ?? [];
  // A host who is not of the chosen booth's firm is no choice.
  const host = values.host;
  useEffect(() => {
    const list = staff.data?.data;
    if (list && host && !list.some((p) => String(p.id) === host)) form.setFieldValue('host', null);
  }, [staff.data, host, form]);

  const body = publishBody(values, fair.timezone);
  const startIso = wallTimeToIso(values.startsAt, fair.timezone);
  const minutes = Number(values.durationMinutes);
  const preview =
    startIso && Number.isInteger(minutes) && minutes > 0
      ? {
          startsAt: startIso,
          endsAt: new Date(Date.parse(startIso) + minutes * 60_000).toISOString(),
          timezone: fair.timezone,
        }
      : null;

  const submit = state.submit(() =>
    create.mutate(body, {
      onSuccess: (slots) => {
        notify.success(t('publish.done', { count: slots.length }));
        const last = slots[slots.length - 1];
        // The next series most likely follows this one.
        if (last) form.setFieldValue('startsAt', isoToWallTime(last.endsAt, fair.timezone));
        create.reset();
      },
    }),
  );
  const change = () => create.error && create.reset();

  return (
    <form onSubmit={submit} noValidate aria-busy={create.isPending}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('publish.booth')}
            placeholder={t('publish.boothPlaceholder')}
            required
            allowDeselect={false}
            data={booths.map((b) => ({ value: String(b.id), label: b.name }))}
            {...form.getInputProps('stand')}
          />
          <Select
            label={t('publish.host')}
            placeholder={t('publish.hostPlaceholder')}
            required
            searchable
            allowDeselect={false}
            disabled={staff.isPending}
            data={people.map((p) => ({
              value: String(p.id),
              label: `${p.firstName} ${p.lastName}${p.jobTitle ? ` — ${p.jobTitle}` : ''}`,
            }))}
            {...form.getInputProps('host')}
          />
        </SimpleGrid>
        {staff.isError ? <ErrorCard error={staff.error} /> : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            type="datetime-local"
            label={t('publish.startsAt')}
            description={t('publish.startsAtHint', { zone: zoneName(fair.timezone, i18n.language) })}
            required
            {...form.getInputProps('startsAt')}
            onChange={(e) => {
              form.setFieldValue('startsAt', e.currentTarget.value);
              change();
            }}
          />
          <NumberInput
            label={t('publish.duration')}
            required
            min={INTERVIEW_SLOT_MIN_MINUTES}
            max={INTERVIEW_SLOT_MAX_MINUTES}
            step={5}
            allowDecimal={false}
            {...form.getInputProps('durationMinutes')}
          />
          <NumberInput
            label={t('publish.count')}
            required
            min={1}
            max={INTERVIEW_SLOT_MAX_SERIES}
            allowDecimal={false}
            {...form.getInputProps('count')}
          />
        </SimpleGrid>
        {preview ? (
          <Text size="sm" c="gray.7" aria-live="polite">
            {t('publish.preview', { times: line(preview) })}
          </Text>
        ) : null}
        <FormActions
          submitLabel={t('publish.submit')}
          pending={create.isPending}
          error={state.cardError}
          disabled={state.invalid}
          icon={<IconCalendarPlus size={18} aria-hidden />}
        />
      </Stack>
    </form>
  );
}

/** Publishing slots at one of the firm's booths in the fair (its staff). */
export function PublishSlotsForm({ fair }: { fair: Fair }) {
  const { t } = useTranslation('interview-slots');
  const user = useCurrentUser();
  const booths = useQuery(interviewSlotQueries.myBooths(fair.id, user?.id ?? 0));
  if (booths.isPending)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy aria-label={t('publish.loading')}>
        <Skeleton h={60} radius="sm" />
        <Skeleton h={60} radius="sm" />
      </SimpleGrid>
    );
  if (booths.isError) return <ErrorCard error={booths.error} title={t('publish.loadFailed')} />;
  if (booths.data.length === 0)
    return (
      <EmptyState
        icon={<IconCalendarOff size={32} aria-hidden />}
        title={t('publish.noBooth')}
        text={t('publish.noBoothHint')}
      />
    );
  return <PublishFields fair={fair} booths={booths.data} />;
}
