import { useState, type FormEvent } from 'react';
import { Button, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@passerelle/contract';
import { ErrorCard, useCodeTranslator } from '../../../components/error-card.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { LANGUAGE_NAMES } from '../../../components/language-switcher.tsx';
import { FirmSelect, type FirmOption } from './firm-select.tsx';
import {
  CREATE_USER_TYPES,
  emptyUserCreateValues,
  needsFirm,
  serverFieldErrors,
  validateUserCreate,
  type CreateUserType,
  type UserCreateField,
  type UserCreateValues,
} from '../user-create-model.ts';

export interface UserCreateFormProps {
  onSubmit: (values: UserCreateValues) => void;
  pending: boolean;
  /** The last failure: violations and email_exists go on the fields, the rest in the card. */
  error: unknown;
  /** The fair's exhibitors, for stand accounts. */
  firmOptions: FirmOption[];
  firmOptionsLoading?: boolean;
}

const LOCALE_OPTIONS = LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));

/** §6 user creation: account type, identity, language and, for stand accounts, the exhibitor. */
export function UserCreateForm({
  onSubmit,
  pending,
  error,
  firmOptions,
  firmOptionsLoading,
}: UserCreateFormProps) {
  const { t, i18n } = useTranslation('users');
  const translate = useCodeTranslator();
  const [values, setValues] = useState<UserCreateValues>(() => emptyUserCreateValues(i18n.language));
  const [touched, setTouched] = useState<Set<UserCreateField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  // Fields edited since the last submit no longer show the server's verdict.
  const [edited, setEdited] = useState<Set<UserCreateField>>(() => new Set());

  const clientErrors = validateUserCreate(values);
  const serverErrors = serverFieldErrors(error);
  const invalid = Object.keys(clientErrors).length > 0;

  const fieldError = (field: UserCreateField): string | undefined => {
    const code =
      (submitted || touched.has(field) ? clientErrors[field] : undefined) ??
      (edited.has(field) ? undefined : serverErrors[field]);
    return code ? (translate(code) ?? code) : undefined;
  };
  const update = <K extends UserCreateField>(field: K, value: UserCreateValues[K]): void => {
    setValues((v) => ({ ...v, [field]: value }));
    setEdited((e) => new Set(e).add(field));
  };
  const touch = (field: UserCreateField) => () => setTouched((s) => new Set(s).add(field));

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid || pending) return;
    setEdited(new Set());
    onSubmit(values);
  };

  const text = (field: 'email' | 'firstName' | 'lastName') => ({
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => update(field, e.currentTarget.value),
    onBlur: touch(field),
    error: fieldError(field),
    required: true,
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="lg">
        <FormSection level={3} id="user-create-account" title={t('create.sections.account')}>
          <Radio.Group
            label={t('create.fields.userType')}
            value={String(values.userType)}
            onChange={(value) => update('userType', Number(value) as CreateUserType)}
            error={fieldError('userType')}
            required
          >
            <Group gap="lg" mt={6}>
              {CREATE_USER_TYPES.map((type) => (
                <Radio key={type} value={String(type)} label={t(`userTypes.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
          <TextInput type="email" label={t('create.fields.email')} autoComplete="off" {...text('email')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('create.fields.firstName')} autoComplete="off" {...text('firstName')} />
            <TextInput label={t('create.fields.lastName')} autoComplete="off" {...text('lastName')} />
          </SimpleGrid>
          <Select
            label={t('create.fields.locale')}
            description={t('create.fields.localeHint')}
            data={LOCALE_OPTIONS}
            value={values.locale}
            onChange={(value) => update('locale', (value as Locale | null) ?? values.locale)}
            allowDeselect={false}
            error={fieldError('locale')}
            w={{ base: '100%', sm: '50%' }}
          />
        </FormSection>

        {needsFirm(values.userType) ? (
          <FormSection level={3} id="user-create-structure" title={t('create.sections.structure')}>
            <FirmSelect
              options={firmOptions}
              loading={firmOptionsLoading}
              value={values.firm}
              onChange={(value) => update('firm', value)}
              onBlur={touch('firm')}
              error={fieldError('firm')}
            />
          </FormSection>
        ) : null}

        {error && Object.keys(serverErrors).length === 0 ? <ErrorCard error={error} /> : null}

        <Group justify="flex-end">
          <Button
            type="submit"
            loading={pending}
            color="ember.7"
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
