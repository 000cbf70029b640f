import { NewPersonFields } from '../../../components/new-person-fields.tsx';
import { Group, Radio, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StaffType } from '../firms.queries.ts';
import { emptyStaffValues, staffFieldOf, validateStaff, type StaffValues } from '../staff-create-model.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { FormActions } from '../../../components/form-actions.tsx';

export interface StaffCreateFormProps {
  onSubmit: (values: StaffValues) => void;
  onCancel: () => void;
  pending: boolean;
  error: unknown;
}

const TYPES: StaffType[] = ['contact', 'admin'];

/** §6: a stand contact (or stand admin) of the firm, who receives a set-password link. */
export function StaffCreateForm({ onSubmit, onCancel, pending, error }: StaffCreateFormProps) {
  const { t, i18n } = useTranslation('firms');
  const { form, ...state } = useContractForm({
    initialValues: emptyStaffValues(i18n.language),
    validate: validateStaff,
    fieldOf: staffFieldOf,
    error,
    pending,
  });
  const values = state.values;

  return (
    <form onSubmit={state.submit(onSubmit)} noValidate aria-busy={pending}>
      <Stack gap="md">
        <Radio.Group
          label={t('staff.type')}
          value={values.type}
          onChange={(value) => form.setFieldValue('type', value as StaffType)}
          required
        >
          <Group gap="lg" mt={6}>
            {TYPES.map((type) => (
              <Radio key={type} value={type} label={t(`staff.types.${type}`)} />
            ))}
          </Group>
        </Radio.Group>
        <NewPersonFields
          form={form}
          labels={{
            email: t('staff.email'),
            firstName: t('staff.firstName'),
            lastName: t('staff.lastName'),
            locale: t('staff.locale'),
          }}
        />
        <FormActions
          error={state.cardError}
          cancel={{ label: t('staff.cancel'), onClick: onCancel }}
          submitLabel={t('staff.submit')}
          pending={pending}
          icon={<IconUserPlus size={18} aria-hidden />}
        />
      </Stack>
    </form>
  );
}
