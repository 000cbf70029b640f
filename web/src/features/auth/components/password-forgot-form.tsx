import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { validatePasswordForgot, type PasswordForgotValues } from '../password-validation.ts';

export interface PasswordForgotFormProps {
  onSubmit: (values: PasswordForgotValues) => void;
  pending: boolean;
  /** The last failure (an ApiError or a CaptchaError), shown in the error card. */
  error: unknown;
}

/** §2 /user/password/forgot form: the e-mail, checked like the login form's. */
export function PasswordForgotForm({ onSubmit, pending, error }: PasswordForgotFormProps) {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const errors = validatePasswordForgot({ email });
  const invalid = Object.keys(errors).length > 0;

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setTouched(true);
    if (invalid || pending) return;
    onSubmit({ email: email.trim() });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="md">
        {error ? <ErrorCard error={error} /> : null}
        <TextInput
          label={t('passwordForgot.email')}
          type="email"
          autoComplete="email"
          required
          leftSection={<IconAt size={16} aria-hidden />}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched && errors.email ? tErrors(`messages.${errors.email}`) : undefined}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={invalid} loading={pending} color="ember.7">
            {t('passwordForgot.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
