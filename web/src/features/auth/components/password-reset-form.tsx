import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import {
  passwordResetFieldOf,
  validatePasswordReset,
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
  const { form, ...state } = useContractForm({
    initialValues: EMPTY,
    validate: validatePasswordReset,
    fieldOf: passwordResetFieldOf,
    error,
    pending,
  });

  return (
    <form onSubmit={state.submit(onSubmit)} noValidate aria-busy={pending}>
      <Stack gap="md">
        {state.cardError ? <ErrorCard error={state.cardError} /> : null}
        <PasswordInput
          label={t('passwordReset.password')}
          description={t('passwordReset.rules')}
          autoComplete="new-password"
          required
          leftSection={<IconLock size={16} aria-hidden />}
          {...form.getInputProps('password')}
          visibilityToggleButtonProps={{ 'aria-label': t('passwordReset.togglePassword') }}
        />
        <PasswordInput
          label={t('passwordReset.confirmation')}
          autoComplete="new-password"
          required
          leftSection={<IconLock size={16} aria-hidden />}
          {...form.getInputProps('confirmation')}
          visibilityToggleButtonProps={{ 'aria-label': t('passwordReset.toggleConfirmation') }}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={state.invalid} loading={pending} color="ember.7">
            {t('passwordReset.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
