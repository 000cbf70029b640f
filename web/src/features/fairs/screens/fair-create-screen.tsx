import { Radio, Select, Stack, Text } from '@mantine/core';
import { IconCirclePlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { FormActions } from '../../../components/form-actions.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { useContractForm, type FieldCodes } from '../../../lib/use-contract-form.ts';
import { wallTimeToIso } from '../../../lib/zoned-time.ts';
import {
  IdentityFields,
  validateIdentity,
  type IdentityValues,
} from '../components/fair-identity-fields.tsx';
import { fairsQueries, useCreateFairMutation, type NewFair } from '../fairs.queries.ts';

export interface NewFairValues extends IdentityValues {
  /** `empty`, or the id of the fair whose setup is copied. */
  from: string;
}

const EMPTY: NewFairValues = {
  from: 'empty',
  name: '',
  homepage: '',
  startDate: '',
  endDate: '',
  timezone: 'Europe/Paris',
};

/** What the api receives: a copy keeps its source's time zone, so the dates are read in it. */
export const newFairRequestOf = (values: NewFairValues, fairs: readonly Fair[]): NewFair => {
  const source = values.from === 'empty' ? undefined : fairs.find((f) => String(f.id) === values.from);
  const timezone = source?.timezone ?? values.timezone;
  const identity = {
    name: values.name.trim(),
    homepage: values.homepage.trim(),
    startDate: wallTimeToIso(values.startDate, timezone),
    endDate: wallTimeToIso(values.endDate, timezone),
  };
  return source
    ? { from: 'copy', sourceId: source.id, body: identity }
    : { from: 'empty', body: { ...identity, timezone } };
};

/**
 * `/fair/create` (super admin, issue 14): a new fair from nothing or from another fair's setup; it
 * opens in its staged installation.
 */
export function FairCreateScreen() {
  const { t } = useTranslation('fairs');
  const navigate = useNavigate();
  const fairs = useQuery(fairsQueries.list());
  const create = useCreateFairMutation();
  const { form, ...state } = useContractForm({
    initialValues: EMPTY,
    validate: (v): FieldCodes => validateIdentity(v),
    error: create.error,
    pending: create.isPending,
  });
  const input = (field: keyof NewFairValues) => ({
    ...form.getInputProps(field),
    onChange: (e: { currentTarget: { value: string } } | string | null) => {
      form.setFieldValue(field, typeof e === 'string' || e === null ? (e ?? '') : e.currentTarget.value);
      create.reset();
    },
  });
  const list = fairs.data ?? [];
  const copying = state.values.from !== 'empty';
  const source = list.find((f) => String(f.id) === state.values.from);
  const onSubmit = (values: NewFairValues) =>
    create.mutate(newFairRequestOf(values, list), {
      onSuccess: (fair) =>
        void navigate({
          to: '/{-$salon}/fair/edit/{-$id}',
          params: (prev) => ({ ...prev, id: String(fair.id) }),
          search: { step: 'identity', created: true },
        }),
    });
  return (
    <ListPanel titleId="fair-create-title" title={t('create.title')} subtitle={t('create.subtitle')}>
      <form onSubmit={state.submit(onSubmit)} noValidate aria-busy={create.isPending}>
        <Stack gap="md" maw={720}>
          <Radio.Group
            label={t('create.from')}
            value={copying ? 'copy' : 'empty'}
            onChange={(v) =>
              form.setFieldValue('from', v === 'copy' ? String(list[0]?.id ?? 'empty') : 'empty')
            }
          >
            <Stack gap="xs" mt="xs">
              <Radio value="empty" label={t('create.fromEmpty')} description={t('create.fromEmptyHint')} />
              <Radio
                value="copy"
                label={t('create.fromCopy')}
                description={t('create.fromCopyHint')}
                disabled={list.length === 0}
              />
            </Stack>
          </Radio.Group>
          {copying ? (
            <Select
              label={t('create.source')}
              data={list.map((f) => ({ value: String(f.id), label: f.name }))}
              allowDeselect={false}
              searchable
              {...input('from')}
            />
          ) : null}
          <IdentityFields
            values={state.values}
            input={input}
            errorOf={state.errorOf}
            fairId={null}
            withTimezone={!copying}
          />
          {source ? (
            <Text size="sm" c="gray.7">
              {t('create.copyTimezone', { timezone: source.timezone })}
            </Text>
          ) : null}
          <FormActions
            submitLabel={t('create.submit')}
            pending={create.isPending}
            error={state.cardError}
            icon={<IconCirclePlus size={18} aria-hidden />}
          />
        </Stack>
      </form>
    </ListPanel>
  );
}
