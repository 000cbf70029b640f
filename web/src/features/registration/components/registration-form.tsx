import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLock, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  labelOf,
  visibleFields,
  type Locale,
  type RegistrationFormBlock,
  type RegistrationFormType,
} from '@passerelle/contract';
import { ErrorCard, useCodeTranslator } from '../../../components/error-card.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { firstViolations, isApiError } from '../../../lib/api-error.ts';
import {
  emptyRegistration,
  validateRegistration,
  type FirmValues,
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
  const translate = useCodeTranslator();
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // Server violations hold for what was sent; editing a field clears its own.
  const [edited, setEdited] = useState<Set<string>>(new Set());
  // An existing firm's name (asked once typing pauses) turns the registration into a join request.
  const [typedFirm] = useDebouncedValue(values.firm.name.trim(), 400);
  const match = useQuery({
    ...registrationQueries.firmMatch(typedFirm),
    enabled: type === 'exhibitor' && typedFirm.length >= 2,
  });
  const existingFirm =
    type === 'exhibitor' &&
    match.data?.firm &&
    match.data.firm.name.toLowerCase() === values.firm.name.trim().toLowerCase()
      ? match.data.firm
      : null;
  const joiningFirm = existingFirm !== null;
  const errors = validateRegistration(type, blocks, values, joiningFirm);
  const server = firstViolations(error, (path) => path);
  const unplaced =
    isApiError(error) &&
    (error.violations.length === 0 || error.violations.some((v) => !isShown(v.propertyPath)));

  function isShown(path: string): boolean {
    if (path.startsWith('fields.'))
      return visibleFields(blocks, values.fields).some((f) => `fields.${f.identifier}` === path);
    if (joiningFirm && path.startsWith('firm.') && path !== 'firm.name') return false;
    return !path.startsWith('firm') || type === 'exhibitor';
  }
  const errorOf = (path: string): string | undefined => {
    const code = errors[path];
    if (code && (submitted || touched.has(path))) return translate(code) ?? code;
    const v = server[path];
    if (v && !edited.has(path)) return (v.code && translate(v.code)) || v.message;
    return undefined;
  };
  const mark = (path: string) => setEdited((s) => new Set(s).add(path));
  const touch = (path: string) => () => setTouched((s) => new Set(s).add(path));
  const setAccount = <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    mark(key);
  };
  const setFirm = <K extends keyof FirmValues>(key: K, value: FirmValues[K]) => {
    setValues((v) => ({ ...v, firm: { ...v.firm, [key]: value } }));
    mark(`firm.${key}`);
    if (key === 'name') mark('firm');
  };
  const text = (key: 'email' | 'firstName' | 'lastName', autoComplete: string, label: string) => (
    <TextInput
      label={label}
      required
      autoComplete={autoComplete}
      type={key === 'email' ? 'email' : 'text'}
      value={values[key]}
      onChange={(e) => setAccount(key, e.currentTarget.value)}
      onBlur={touch(key)}
      error={errorOf(key)}
    />
  );
  const firmText = (key: 'name' | 'address' | 'phone' | 'email' | 'website', required = false) => (
    <TextInput
      label={t(`firm.${key}`)}
      required={required}
      type={key === 'email' ? 'email' : key === 'website' ? 'url' : 'text'}
      value={values.firm[key]}
      onChange={(e) => setFirm(key, e.currentTarget.value)}
      onBlur={touch(`firm.${key}`)}
      error={errorOf(`firm.${key}`) ?? (key === 'name' ? errorOf('firm') : undefined)}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length || pending) {
      // Take keyboard and screen-reader users to the first field in error.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('form[data-registration] [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setEdited(new Set());
    onSubmit(values, joiningFirm);
  };

  const section = (id: string, title: string, children: ReactNode) => (
    <FormSection id={id} title={title}>
      {children}
    </FormSection>
  );
  const shown = new Set(visibleFields(blocks, values.fields).map((f) => f.identifier));

  return (
    <form onSubmit={submit} noValidate aria-busy={pending} data-registration>
      <Stack gap="lg">
        {unplaced ? <ErrorCard error={error} /> : null}
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
              <PasswordInput
                label={t('account.password')}
                description={t('account.passwordRules')}
                required
                autoComplete="new-password"
                leftSection={<IconLock size={16} aria-hidden />}
                value={values.password}
                onChange={(e) => setAccount('password', e.currentTarget.value)}
                onBlur={touch('password')}
                error={errorOf('password')}
                visibilityToggleButtonProps={{ 'aria-label': t('account.togglePassword') }}
              />
              <PasswordInput
                label={t('account.confirmation')}
                required
                autoComplete="new-password"
                leftSection={<IconLock size={16} aria-hidden />}
                value={values.confirmation}
                onChange={(e) => setAccount('confirmation', e.currentTarget.value)}
                onBlur={touch('confirmation')}
                error={errorOf('confirmation')}
                visibilityToggleButtonProps={{ 'aria-label': t('account.toggleConfirmation') }}
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
                        value={values.firm.firmType}
                        onChange={(v) => setFirm('firmType', v)}
                        onBlur={touch('firm.firmType')}
                        error={errorOf('firm.firmType')}
                        placeholder={t('choose')}
                        searchable
                        nothingFoundMessage={t('nothingFound')}
                      />
                      <MultiSelect
                        label={t('firm.sectors')}
                        required
                        data={options.sectors}
                        value={values.firm.sectors}
                        onChange={(v) => setFirm('sectors', v)}
                        onBlur={touch('firm.sectors')}
                        error={errorOf('firm.sectors')}
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
                        error={errorOf(`fields.${field.identifier}`)}
                        onBlur={touch(`fields.${field.identifier}`)}
                        onChange={(value) => {
                          setValues((v) => ({ ...v, fields: { ...v.fields, [field.identifier]: value } }));
                          mark(`fields.${field.identifier}`);
                        }}
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
              checked={values.acceptConditions}
              onChange={(e) => setAccount('acceptConditions', e.currentTarget.checked)}
              onBlur={touch('acceptConditions')}
              error={errorOf('acceptConditions')}
              required
            />
            <Checkbox
              label={t('consents.diffusion')}
              checked={values.acceptDiffusion}
              onChange={(e) => setAccount('acceptDiffusion', e.currentTarget.checked)}
              onBlur={touch('acceptDiffusion')}
              error={errorOf('acceptDiffusion')}
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
