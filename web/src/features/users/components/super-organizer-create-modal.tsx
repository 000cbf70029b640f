import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, USER_TYPES, type AccountCreate, type Locale } from '@passerelle/contract';
import { ErrorCard, useCodeTranslator } from '../../../components/error-card.tsx';
import { LANGUAGE_NAMES } from '../../../components/language-switcher.tsx';
import {
  emptyUserCreateValues,
  serverFieldErrors,
  validateUserCreate,
  type UserCreateField,
  type UserCreateValues,
} from '../user-create-model.ts';

export interface SuperOrganizerCreateModalProps {
  opened: boolean;
  onClose: () => void;
  /** The fair named in the invitation mail (the current one). */
  fair: { id: number; name: string };
  onSubmit: (body: AccountCreate) => void;
  pending: boolean;
  error: unknown;
}

const LOCALE_OPTIONS = LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));
type Field = Extract<UserCreateField, 'email' | 'firstName' | 'lastName' | 'locale'>;

/** POST /users/super-organizer: identity and language; the person sets a password from the mail. */
export function SuperOrganizerCreateModal({
  opened,
  onClose,
  fair,
  onSubmit,
  pending,
  error,
}: SuperOrganizerCreateModalProps) {
  const { t, i18n } = useTranslation('users');
  const translate = useCodeTranslator();
  // The creation model's rules (e-mail, names, language); the type is fixed by the path.
  const [values, setValues] = useState<UserCreateValues>(() => ({
    ...emptyUserCreateValues(i18n.language),
    userType: USER_TYPES.VISITOR,
  }));
  const [touched, setTouched] = useState<Set<Field>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [edited, setEdited] = useState<Set<Field>>(() => new Set());
  const clientErrors = validateUserCreate(values);
  const serverErrors = serverFieldErrors(error);
  const fieldError = (field: Field): string | undefined => {
    const code =
      (submitted || touched.has(field) ? clientErrors[field] : undefined) ??
      (edited.has(field) ? undefined : serverErrors[field]);
    return code ? (translate(code) ?? code) : undefined;
  };
  const update = (field: Field, value: string): void => {
    setValues((v) => ({ ...v, [field]: value }));
    setEdited((e) => new Set(e).add(field));
  };
  const text = (field: Exclude<Field, 'locale'>) => ({
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => update(field, e.currentTarget.value),
    onBlur: () => setTouched((s) => new Set(s).add(field)),
    error: fieldError(field),
    required: true,
    autoComplete: 'off',
  });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(clientErrors).length || pending) return;
    setEdited(new Set());
    onSubmit({
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      locale: values.locale,
      fair: fair.id,
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={t('superOrganizers.createTitle')}
      closeButtonProps={{ 'aria-label': t('superOrganizers.cancel') }}
      size="lg"
    >
      <form onSubmit={submit} noValidate aria-busy={pending}>
        <Stack gap="md">
          <Text size="sm" c="gray.7">
            {t('superOrganizers.createIntro', { fair: fair.name })}
          </Text>
          <TextInput type="email" label={t('create.fields.email')} data-autofocus {...text('email')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('create.fields.firstName')} {...text('firstName')} />
            <TextInput label={t('create.fields.lastName')} {...text('lastName')} />
          </SimpleGrid>
          <Select
            label={t('create.fields.locale')}
            description={t('create.fields.localeHint')}
            data={LOCALE_OPTIONS}
            value={values.locale}
            onChange={(value) => update('locale', (value as Locale | null) ?? values.locale)}
            allowDeselect={false}
            error={fieldError('locale')}
          />
          {error && Object.keys(serverErrors).length === 0 ? <ErrorCard error={error} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('superOrganizers.cancel')}
            </Button>
            <Button
              type="submit"
              loading={pending}
              color="ember.7"
              leftSection={<IconUserPlus size={18} aria-hidden />}
            >
              {t('superOrganizers.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
