import { EmailInput, PasswordField, credentialsOf } from '../../../components/credential-inputs.tsx';
import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { validateLogin, type LoginValues } from '../login-validation.ts';

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  pending: boolean;
  /** The last failure (an ApiError, a CaptchaError or a string), shown in the error card. */
  error: unknown;
  /** §2: the fair's registration links (visitor, exhibitor) it offers; none when it offers none. */
  registerLinks?: ReactNode[];
  /** Autofocus the e-mail field (the modal does; the full page lets the user read first). */
  autoFocus?: boolean;
  /** The "forgot your password?" link (router-aware, given by the connected form). */
  forgotLink: ReactNode;
}

/** §4/§5 login form: e-mail and password, submit disabled while invalid, first error only. */
export function LoginForm({
  onSubmit,
  pending,
  error,
  registerLinks = [],
  autoFocus = false,
  forgotLink,
}: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { form, ...state } = useContractForm({
    initialValues: { email: '', password: '' } as LoginValues,
    validate: validateLogin,
    // §8: a failed login is told in the card, in the login wording, never on a field.
    fieldOf: () => null,
    error,
    pending,
  });

  return (
    <form onSubmit={state.submit((values) => onSubmit(credentialsOf(values)))} noValidate aria-busy={pending}>
      <Stack gap="md">
        {state.cardError ? <ErrorCard error={state.cardError} variant="login" /> : null}
        <EmailInput
          label={t('login.email')}
          autoComplete="username"
          {...form.getInputProps('email')}
          data-autofocus={autoFocus || undefined}
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
          toggleLabel={t('login.togglePassword')}
        />
        <Group justify="space-between" align="center">
          {forgotLink}
          <Button type="submit" disabled={state.invalid} loading={pending} color="ember.7">
            {t('login.submit')}
          </Button>
        </Group>
        {registerLinks.length ? (
          <Stack gap={6} pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Text size="sm" fw={600}>
              {t('login.noAccount')}
            </Text>
            <Group gap="xs">{registerLinks}</Group>
          </Stack>
        ) : null}
      </Stack>
    </form>
  );
}
