import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { FormActions } from '../../../components/form-actions.tsx';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { wallTimeToIso } from '../../../lib/zoned-time.ts';
import { useUpdateFairMutation } from '../fairs.queries.ts';
import {
  IdentityFields,
  identityValuesOf,
  validateIdentity,
  type IdentityValues,
} from './fair-identity-fields.tsx';

/** The identity step: name, public address with a live availability check, dates in the fair's time zone. */
export function FairIdentityForm({ fair }: { fair: Fair }) {
  const { t } = useTranslation('fairs');
  const update = useUpdateFairMutation();
  const { form, ...state } = useContractForm({
    initialValues: identityValuesOf(fair),
    validate: validateIdentity,
    error: update.error,
    pending: update.isPending,
  });
  const onSubmit = (values: IdentityValues) =>
    update.mutate({
      id: fair.id,
      body: {
        name: values.name.trim(),
        homepage: values.homepage.trim(),
        startDate: wallTimeToIso(values.startDate, values.timezone),
        endDate: wallTimeToIso(values.endDate, values.timezone),
        timezone: values.timezone,
      },
    });
  const input = (field: keyof IdentityValues) => ({
    ...form.getInputProps(field),
    onChange: (e: { currentTarget: { value: string } } | string | null) => {
      form.setFieldValue(field, typeof e === 'string' || e === null ? (e ?? '') : e.currentTarget.value);
      update.reset();
    },
  });
  return (
    <form onSubmit={state.submit(onSubmit)} noValidate aria-busy={update.isPending}>
      <Stack gap="md">
        {update.isSuccess ? (
          <SuccessAlert title={t('identity.saved')} message={t('identity.savedText')} />
        ) : null}
        <IdentityFields values={state.values} input={input} errorOf={state.errorOf} fairId={fair.id} />
        <FormActions submitLabel={t('identity.save')} pending={update.isPending} error={state.cardError} />
      </Stack>
    </form>
  );
}
