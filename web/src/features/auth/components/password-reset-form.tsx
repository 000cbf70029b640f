import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCard, useCodeTranslator } from '../../../components/error-card.tsx';
import {
  onlyFieldViolations,
  passwordResetViolations,
  validatePasswordReset,
  type PasswordResetField,
  type PasswordResetValues,
} from '../password-validation.ts';

export interface PasswordResetFormProps {
  onSubmit: (values: PasswordResetValues) => void;
  pending: boolean;
  /** The last failure: its password/confirmation violations go on the fields, the rest in the card. */
  error: unknown;
}

const EMPTY: PasswordResetValues = { password: '', confirmation: '' };

/** §2/§5 new-password form: the server's rules checked as you type, first error only per field. */
export function PasswordResetForm({ onSubmit, pending, error }: PasswordResetFormProps) {
  const { t } = useTranslation('auth');
  const translate = useCodeTranslator();
  const [values, setValues] = useState<PasswordResetValues>(EMPTY);
  const [touched, setTouched] = useState<Record<PasswordResetField, boolean>>({
    password: false,
    confirmation: false,
  });
  // The server's violations hold for the values that were sent, not once the field is edited.
  const [sent, setSent] = useState<PasswordResetValues | null>(null);
  const errors = validatePasswordReset(values);
  const invalid = Object.keys(errors).length > 0;
  const violations = passwordResetViolations(error);

  const fieldError = (field: PasswordResetField): string | undefined => {
    const code = errors[field];
    if (touched[field] && code) return translate(code) ?? code;
    const violation = violations[field];
    if (violation && sent?.[field] === values[field])
      return (violation.code && translate(violation.code)) || violation.message || violation.code;
    return undefined;
  };
  const set = (field: PasswordResetField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const touch = (field: PasswordResetField) => () => setTouched((s) => ({ ...s, [field]: true }));

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setTouched({ password: true, confirmation: true });
    if (invalid || pending) return;
    setSent(values);
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="md">
        {error && !onlyFieldViolations(error) ? <ErrorCard error={error} /> : null}
        <PasswordInput
          label={t('passwordReset.password')}
          description={t('passwordReset.rules')}
          autoComplete="new-password"
          required
          leftSection={<IconLock size={16} aria-hidden />}
          value={values.password}
          onChange={(e) => set('password')(e.currentTarget.value)}
          onBlur={touch('password')}
          error={fieldError('password')}
          visibilityToggleButtonProps={{ 'aria-label': t('passwordReset.togglePassword') }}
        />
        <PasswordInput
          label={t('passwordReset.confirmation')}
          autoComplete="new-password"
          required
          leftSection={<IconLock size={16} aria-hidden />}
          value={values.confirmation}
          onChange={(e) => set('confirmation')(e.currentTarget.value)}
          onBlur={touch('confirmation')}
          error={fieldError('confirmation')}
          visibilityToggleButtonProps={{ 'aria-label': t('passwordReset.toggleConfirmation') }}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={invalid} loading={pending} color="ember.7">
            {t('passwordReset.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
