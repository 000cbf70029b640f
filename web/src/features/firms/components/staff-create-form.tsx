import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@passerelle/contract';
import { LANGUAGE_NAMES } from '../../../components/language-switcher.tsx';
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

const LOCALE_OPTIONS = LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));
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
  const text = (field: 'email' | 'firstName' | 'lastName') => ({
    ...form.getInputProps(field),
    required: true,
    autoComplete: 'off',
  });

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
        <TextInput type="email" label={t('staff.email')} {...text('email')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('staff.firstName')} {...text('firstName')} />
          <TextInput label={t('staff.lastName')} {...text('lastName')} />
        </SimpleGrid>
        <Select
          label={t('staff.locale')}
          data={LOCALE_OPTIONS}
          value={values.locale}
          onChange={(value) => form.setFieldValue('locale', (value as Locale | null) ?? values.locale)}
          allowDeselect={false}
          w={{ base: '100%', sm: '50%' }}
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
