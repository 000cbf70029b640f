import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmailUpdateSchema } from '@passerelle/contract';
import { ErrorCard, useCodeTranslator } from '../../../components/error-card.tsx';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';

export interface LoginEmailFormProps {
  /** The login e-mail the server holds. */
  currentEmail: string;
  onSubmit: (email: string) => void;
  pending: boolean;
  /** The last failure: email_exists and e-mail violations go on the field, the rest in the card. */
  error: unknown;
  saved: boolean;
}

/** The contract's rule for the new login e-mail: the first error code, or undefined. */
export const loginEmailError = (email: string): string | undefined => {
  const parsed = EmailUpdateSchema.shape.email.safeParse(email);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

const fieldCode = (error: unknown): string | null => {
  if (!isApiError(error)) return null;
  if (error.code === 'email_exists') return 'email_exists';
  const violation = error.violations.find((v) => v.propertyPath === 'email');
  return violation ? violation.code || violation.message : null;
};

/** §2 "Login address": its own form, PUT /users/update-email. */
export function LoginEmailForm({ currentEmail, onSubmit, pending, error, saved }: LoginEmailFormProps) {
  const { t } = useTranslation('account');
  const translate = useCodeTranslator();
  const [email, setEmail] = useState(currentEmail);
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const code = loginEmailError(email);
  const unchanged = email.trim().toLowerCase() === currentEmail.toLowerCase();
  const serverCode = fieldCode(error);

  let fieldError: string | undefined;
  if (touched && code && !unchanged) fieldError = translate(code) ?? code;
  else if (serverCode && sent === email) fieldError = translate(serverCode) ?? serverCode;

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setTouched(true);
    if (code || unchanged || pending) return;
    setSent(email);
    onSubmit(email.trim());
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="md">
        {error && !serverCode ? <ErrorCard error={error} /> : null}
        {saved && unchanged ? (
          <SuccessAlert
            title={t('loginEmail.doneTitle')}
            message={t('loginEmail.doneMessage', { email: currentEmail })}
          />
        ) : null}
        <TextInput
          type="email"
          label={t('loginEmail.label')}
          description={t('loginEmail.hint')}
          autoComplete="email"
          required
          leftSection={<IconAt size={16} aria-hidden />}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={fieldError}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!!code || unchanged} loading={pending} color="ember.7">
            {t('loginEmail.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
