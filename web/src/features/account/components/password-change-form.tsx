import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import {
  validatePasswordChange,
  type PasswordChangeField,
  type PasswordChangeValues,
} from '../credentials-model.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';

export interface PasswordChangeFormProps {
  onSubmit: (values: PasswordChangeValues) => void;
  pending: boolean;
  /** The last failure: violations of the password fields go on them, the rest in the card. */
  error: unknown;
}

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmation: '' };

/** §2 /user/profile "Password": the current one, then a new one under the §5 rules, confirmed. */
export function PasswordChangeForm({ onSubmit, pending, error }: PasswordChangeFormProps) {
  const { t } = useTranslation('account');
  const { form, ...state } = useContractForm({
    initialValues: EMPTY,
    validate: validatePasswordChange,
    error,
    pending,
  });
  const input = (field: PasswordChangeField, autoComplete: string, extra: { description?: string } = {}) => (
    <PasswordInput
      label={t(`password.${field}`)}
      {...extra}
      autoComplete={autoComplete}
      required
      leftSection={<IconLock size={16} aria-hidden />}
      {...form.getInputProps(field)}
      // Mantine's PasswordInput leaves aria-invalid off its field.
      aria-invalid={state.errorOf(field) ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': t(`password.toggle.${field}`) }}
    />
  );

  return (
    <form onSubmit={state.submit(onSubmit)} noValidate aria-busy={pending}>
      <Stack gap="md">
        {state.cardError ? <ErrorCard error={state.cardError} /> : null}
        {input('currentPassword', 'current-password')}
        {input('newPassword', 'new-password', { description: t('password.rules') })}
        {input('confirmation', 'new-password')}
        <Group justify="flex-end">
          <Button type="submit" disabled={state.invalid} loading={pending} color="ember.7">
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
