import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAt, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { validateLogin, type LoginField, type LoginValues } from '../login-validation.ts';

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
  const { t: tErrors } = useTranslation('errors');
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<LoginField, boolean>>({ email: false, password: false });
  const errors = validateLogin(values);
  const invalid = Object.keys(errors).length > 0;

  const fieldError = (field: LoginField): string | undefined => {
    const code = errors[field];
    return touched[field] && code ? tErrors(`messages.${code}`) : undefined;
  };
  const set = (field: LoginField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const touch = (field: LoginField) => () => setTouched((s) => ({ ...s, [field]: true }));

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (invalid || pending) return;
    onSubmit({ email: values.email.trim(), password: values.password });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="md">
        {error ? <ErrorCard error={error} variant="login" /> : null}
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          leftSection={<IconAt size={16} aria-hidden />}
          value={values.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
          onBlur={touch('email')}
          error={fieldError('email')}
          data-autofocus={autoFocus || undefined}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          required
          leftSection={<IconLock size={16} aria-hidden />}
          value={values.password}
          onChange={(e) => set('password')(e.currentTarget.value)}
          onBlur={touch('password')}
          error={fieldError('password')}
          visibilityToggleButtonProps={{
            'aria-label': t('login.togglePassword'),
          }}
        />
        <Group justify="space-between" align="center">
          {forgotLink}
          <Button type="submit" disabled={invalid} loading={pending} color="ember.7">
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
