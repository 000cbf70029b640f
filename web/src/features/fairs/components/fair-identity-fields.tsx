import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import type { FieldCodes } from '../../../lib/use-contract-form.ts';
import { isoToWallTime, wallTimeToIso } from '../../../lib/zoned-time.ts';
import { fairsQueries } from '../fairs.queries.ts';

export interface IdentityValues {
  name: string;
  homepage: string;
  startDate: string;
  endDate: string;
  timezone: string;
}

const SLUG_RE = /^[a-z0-9][a-z0-9-]{1,62}$/;
const SLUG_CHECK_DEBOUNCE_MS = 300;
const TIME_ZONES: string[] = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Europe/Paris', 'Europe/Brussels', 'America/Toronto'];
  }
})();

export const identityValuesOf = (fair: Fair): IdentityValues => ({
  name: fair.name,
  homepage: fair.homepage,
  startDate: isoToWallTime(fair.startDate, fair.timezone),
  endDate: isoToWallTime(fair.endDate, fair.timezone),
  timezone: fair.timezone,
});

export const validateIdentity = (v: IdentityValues): FieldCodes => {
  const start = wallTimeToIso(v.startDate, v.timezone);
  const end = wallTimeToIso(v.endDate, v.timezone);
  return {
    name: v.name.trim() ? undefined : 'required',
    homepage: SLUG_RE.test(v.homepage.trim()) ? undefined : 'invalid_slug',
    endDate: start && end && end < start ? 'end_before_start' : undefined,
  };
};

/** Whether another fair already answers at this address (the api's `?homepage=` finds one). */
export function useSlugTaken(slug: string, fairId: number | null) {
  const [debounced] = useDebouncedValue(slug.trim(), SLUG_CHECK_DEBOUNCE_MS);
  const check = useQuery({ ...fairsQueries.byHomepage(debounced), enabled: SLUG_RE.test(debounced) });
  if (!SLUG_RE.test(debounced) || debounced !== slug.trim() || !check.data) return null;
  return check.data.some((f) => f.id !== fairId);
}

type InputProps = Record<string, unknown>;

/**
 * A fair's identity: name, public address with a live availability check, dates in the fair's time
 * zone and the time zone itself (the identity step and the new-fair form).
 */
export function IdentityFields({
  values,
  input,
  errorOf,
  fairId,
  withTimezone = true,
}: {
  values: IdentityValues;
  input: (field: keyof IdentityValues) => InputProps;
  errorOf: (field: keyof IdentityValues) => string | undefined;
  /** The fair being edited (its own address is not "taken"); null for a new fair. */
  fairId: number | null;
  withTimezone?: boolean;
}) {
  const { t } = useTranslation('fairs');
  const taken = useSlugTaken(values.homepage, fairId);
  const address = `${window.location.origin}/${values.homepage.trim()}`;
  return (
    <>
      <TextInput label={t('identity.name')} required maxLength={200} {...input('name')} />
      <Stack gap={4}>
        <TextInput
          label={t('identity.homepage')}
          description={t('identity.homepageHint')}
          required
          maxLength={63}
          autoComplete="off"
          {...input('homepage')}
          error={errorOf('homepage') ?? (taken ? t('identity.taken') : undefined)}
        />
        <Text size="sm" c={taken ? 'red.8' : 'gray.7'} aria-live="polite">
          {t('identity.address', { address })}
          {taken === false ? ` — ${t('identity.available')}` : ''}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="datetime-local" label={t('identity.startDate')} {...input('startDate')} />
        <TextInput type="datetime-local" label={t('identity.endDate')} {...input('endDate')} />
      </SimpleGrid>
      {withTimezone ? (
        <Select
          label={t('identity.timezone')}
          description={t('identity.timezoneHint')}
          data={TIME_ZONES}
          searchable
          allowDeselect={false}
          {...input('timezone')}
        />
      ) : null}
    </>
  );
}
