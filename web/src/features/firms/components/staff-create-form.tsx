import { useState, type FormEvent } from 'react';
import { Button, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@passerelle/contract';
import { ErrorCard, useCodeTranslator } from '../../../components/error-card.tsx';
import { LANGUAGE_NAMES } from '../../../components/language-switcher.tsx';
import type { StaffType } from '../firms.queries.ts';
import {
  emptyStaffValues,
  serverStaffErrors,
  validateStaff,
  type StaffField,
  type StaffValues,
} from '../staff-create-model.ts';

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
  const translate = useCodeTranslator();
  const [values, setValues] = useState<StaffValues>(() => emptyStaffValues(i18n.language));
  const [touched, setTouched] = useState<Set<StaffField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [edited, setEdited] = useState<Set<StaffField>>(() => new Set());

  const clientErrors = validateStaff(values);
  const serverErrors = serverStaffErrors(error);
  const invalid = Object.keys(clientErrors).length > 0;
  const fieldError = (field: StaffField): string | undefined => {
    const code =
      (submitted || touched.has(field) ? clientErrors[field] : undefined) ??
      (edited.has(field) ? undefined : serverErrors[field]);
    return code ? (translate(code) ?? code) : undefined;
  };
  const update = <K extends StaffField>(field: K, value: StaffValues[K]): void => {
    setValues((v) => ({ ...v, [field]: value }));
    setEdited((e) => new Set(e).add(field));
  };
  const text = (field: 'email' | 'firstName' | 'lastName') => ({
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => update(field, e.currentTarget.value),
    onBlur: () => setTouched((s) => new Set(s).add(field)),
    error: fieldError(field),
    required: true,
    autoComplete: 'off',
  });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid || pending) return;
    setEdited(new Set());
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="md">
        <Radio.Group
          label={t('staff.type')}
          value={values.type}
          onChange={(value) => update('type', value as StaffType)}
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
          onChange={(value) => update('locale', (value as Locale | null) ?? values.locale)}
          allowDeselect={false}
          w={{ base: '100%', sm: '50%' }}
        />
        {error && Object.keys(serverErrors).length === 0 ? <ErrorCard error={error} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('staff.cancel')}
          </Button>
          <Button
            type="submit"
            loading={pending}
            color="ember.7"
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t('staff.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
