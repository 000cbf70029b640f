import { PasswordField } from '../../../components/credential-inputs.tsx';
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { labelOf, visibleFields, type RegistrationFormBlock } from '@passerelle/contract';
import type { RegistrationFormType, Locale } from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import {
  emptyRegistration,
  validateRegistration,
  type RegistrationValues,
} from '../registration-form-model.ts';
import { registrationQueries } from '../registration.queries.ts';
import { RegistrationField, type FieldOptions, type Option } from './registration-field.tsx';

export interface RegistrationFormProps {
  type: RegistrationFormType;
  blocks: RegistrationFormBlock[];
  locale: Locale;
  options: FieldOptions & { firmTypes: Option[]; sectors: Option[] };
  pending: boolean;
  /** The last failure: violations go on their fields, anything else in the card. */
  error: unknown;
  /** `joiningFirm`: the firm name is an existing firm's, so the registration asks to join it. */
  onSubmit: (values: RegistrationValues, joiningFirm: boolean) => void;
}

/** §2 /register/{formtype}: the account fields, the stored form, the firm (exhibitors), the consents. */
export function RegistrationForm({
  type,
  blocks,
  locale,
  options,
  pending,
  error,
  onSubmit,
}: RegistrationFormProps) {
  const { t } = useTranslation('registration');
  // An existing firm's name (asked once typing pauses) turns the registration into a join request.
  const [firmName, setFirmName] = useState('');
  const [typedFirm] = useDebouncedValue(firmName.trim(), 400);
  const match = useQuery({
    ...registrationQueries.firmMatch(typedFirm),
    enabled: type === 'exhibitor' && typedFirm.length >= 2,
  });
  const firmNamed = (name: string) =>
    type === 'exhibitor' &&
    match.data?.firm &&
    match.data.firm.name.toLowerCase() === name.trim().toLowerCase()
      ? match.data.firm
      : null;
  /** Whether the field of a violation's path is on screen. */
  const isShown = (path: string, v: RegistrationValues): boolean => {
    if (path.startsWith('fields.'))
      return visibleFields(blocks, v.fields).some((f) => `fields.${f.identifier}` === path);
    if (firmNamed(v.firm.name) && path.startsWith('firm.') && path !== 'firm.name') return false;
    return !path.startsWith('firm') || type === 'exhibitor';
  };
  const { form, values, ...state } = useContractForm<RegistrationValues>({
    initialValues: emptyRegistration(),
    validate: (v) => validateRegistration(type, blocks, v, firmNamed(v.firm.name) !== null),
    // A violation goes on its field while that field is on screen (a firm-level one on the name).
    fieldOf: (path, _, v) => (path && isShown(path, v) ? (path === 'firm' ? 'firm.name' : path) : null),
    error,
    pending,
  });
  const existingFirm = firmNamed(values.firm.name);
  const joiningFirm = existingFirm !== null;
  const text = (key: 'email' | 'firstName' | 'lastName', autoComplete: string, label: string) => (
    <TextInput
      label={label}
      required
      autoComplete={autoComplete}
      type={key === 'email' ? 'email' : 'text'}
      {...form.getInputProps(key)}
    />
  );
  const firmText = (key: 'name' | 'address' | 'phone' | 'email' | 'website', required = false) => {
    const input = form.getInputProps(`firm.${key}`);
    return (
      <TextInput
        label={t(`firm.${key}`)}
        required={required}
        type={key === 'email' ? 'email' : key === 'website' ? 'url' : 'text'}
        {...input}
        onChange={(e) => {
          input.onChange(e);
          if (key === 'name') setFirmName(e.currentTarget.value);
        }}
      />
    );
  };

  const submit = state.submit(
    (valid) => onSubmit(valid, joiningFirm),
    // Take keyboard and screen-reader users to the first field in error.
    () =>
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('form[data-registration] [aria-invalid="true"]')?.focus(),
      ),
  );

  const section = (id: string, title: string, children: ReactNode) => (
    <FormSection id={id} title={title}>
      {children}
    </FormSection>
  );
  const shown = new Set(visibleFields(blocks, values.fields).map((f) => f.identifier));

  return (
    <form onSubmit={submit} noValidate aria-busy={pending} data-registration>
      <Stack gap="lg">
        {state.cardError ? <ErrorCard error={state.cardError} /> : null}
        {section(
          'register-account',
          t('sections.account'),
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {text('firstName', 'given-name', t('account.firstName'))}
              {text('lastName', 'family-name', t('account.lastName'))}
            </SimpleGrid>
            {text('email', 'email', t('account.email'))}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <PasswordField
                label={t('account.password')}
                description={t('account.passwordRules')}
                autoComplete="new-password"
                {...form.getInputProps('password')}
                toggleLabel={t('account.togglePassword')}
              />
              <PasswordField
                label={t('account.confirmation')}
                autoComplete="new-password"
                {...form.getInputProps('confirmation')}
                toggleLabel={t('account.toggleConfirmation')}
              />
            </SimpleGrid>
          </Stack>,
        )}
        {type === 'exhibitor'
          ? section(
              'register-firm',
              t('sections.firm'),
              <Stack gap="md">
                <Text size="sm" c="gray.7">
                  {t('firm.intro')}
                </Text>
                {firmText('name', true)}
                <div aria-live="polite">
                  {existingFirm ? (
                    <Alert
                      color="passerelle"
                      variant="light"
                      icon={<IconUsersGroup size={20} aria-hidden />}
                      title={t('firm.exists.title', { name: existingFirm.name })}
                      data-testid="firm-join-notice"
                    >
                      <Text size="sm">{t('firm.exists.text', { name: existingFirm.name })}</Text>
                    </Alert>
                  ) : null}
                </div>
                {joiningFirm ? null : (
                  <>
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                      <Select
                        label={t('firm.firmType')}
                        required
                        data={options.firmTypes}
                        {...form.getInputProps('firm.firmType')}
                        placeholder={t('choose')}
                        searchable
                        nothingFoundMessage={t('nothingFound')}
                      />
                      <MultiSelect
                        label={t('firm.sectors')}
                        required
                        data={options.sectors}
                        {...form.getInputProps('firm.sectors')}
                        placeholder={values.firm.sectors.length ? undefined : t('chooseSeveral')}
                        searchable
                        nothingFoundMessage={t('nothingFound')}
                      />
                    </SimpleGrid>
                    {firmText('address')}
                    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                      {firmText('phone')}
                      {firmText('email')}
                      {firmText('website')}
                    </SimpleGrid>
                  </>
                )}
              </Stack>,
            )
          : null}
        {blocks.map((block, i) =>
          block.fields.some((f) => shown.has(f.identifier))
            ? section(
                `register-block-${i}`,
                labelOf(block.translations, locale),
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {block.fields
                    .filter((f) => shown.has(f.identifier))
                    .map((field) => (
                      <RegistrationField
                        key={field.identifier}
                        field={field}
                        locale={locale}
                        value={values.fields[field.identifier]}
                        options={options}
                        error={state.errorOf(`fields.${field.identifier}`)}
                        onBlur={state.touch(`fields.${field.identifier}`)}
                        onChange={(value) => form.setFieldValue(`fields.${field.identifier}`, value)}
                      />
                    ))}
                </SimpleGrid>,
              )
            : null,
        )}
        {section(
          'register-consents',
          t('sections.consents'),
          <Stack gap="sm">
            <Checkbox
              label={t('consents.conditions')}
              {...form.getInputProps('acceptConditions', { type: 'checkbox' })}
              required
            />
            <Checkbox
              label={t('consents.diffusion')}
              {...form.getInputProps('acceptDiffusion', { type: 'checkbox' })}
              required
            />
          </Stack>,
        )}
        <Group justify="space-between" align="center">
          <Anchor component={Link} to="/{-$salon}/login" size="sm">
            {t('haveAccount')}
          </Anchor>
          <Button type="submit" loading={pending} color="ember.7" size="md">
            {t(type === 'visitor' ? 'submitVisitor' : joiningFirm ? 'submitJoin' : 'submitExhibitor')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
