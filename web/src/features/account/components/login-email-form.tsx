import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAt, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { validateLoginEmail, type LoginEmailValues } from '../credentials-model.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';

export interface LoginEmailFormProps {
  /** The login e-mail the server holds. */
  currentEmail: string;
  onSubmit: (values: LoginEmailValues) => void;
  pending: boolean;
  /** The last failure: e-mail and password violations go on their fields, the rest in the card. */
  error: unknown;
}

const EMPTY: LoginEmailValues = { email: '', password: '' };

/**
 * §2 "Login address": the new address and the current password (PUT /users/update-email). The
 * server mails a link to the new address; nothing changes until it is followed.
 */
export function LoginEmailForm({ currentEmail, onSubmit, pending, error }: LoginEmailFormProps) {
  const { t } = useTranslation('account');
  const { form, ...state } = useContractForm({
    initialValues: EMPTY,
    validate: (values) => validateLoginEmail(values, currentEmail),
    error,
    pending,
  });

  return (
    <form
      onSubmit={state.submit((values) => onSubmit({ email: values.email.trim(), password: values.password }))}
      noValidate
      aria-busy={pending}
    >
      <Stack gap="md">
        {state.cardError ? <ErrorCard error={state.cardError} /> : null}
        <TextInput
          type="email"
          label={t('loginEmail.label')}
          description={t('loginEmail.hint')}
          autoComplete="email"
          required
          leftSection={<IconAt size={16} aria-hidden />}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('loginEmail.password')}
          description={t('loginEmail.passwordHint')}
          autoComplete="current-password"
          required
          leftSection={<IconLock size={16} aria-hidden />}
          {...form.getInputProps('password')}
          // Mantine's PasswordInput leaves aria-invalid off its field.
          aria-invalid={state.errorOf('password') ? true : undefined}
          visibilityToggleButtonProps={{ 'aria-label': t('loginEmail.togglePassword') }}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={state.invalid} loading={pending} color="ember.7">
            {t('loginEmail.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
