import { PasswordField } from '../../../components/credential-inputs.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { Stack } from '@mantine/core';
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
        <PasswordField
          label={t('passwordReset.password')}
          description={t('passwordReset.rules')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
          toggleLabel={t('passwordReset.togglePassword')}
        />
        <PasswordField
          label={t('passwordReset.confirmation')}
          autoComplete="new-password"
          {...form.getInputProps('confirmation')}
          toggleLabel={t('passwordReset.toggleConfirmation')}
        />
        <FormActions
          submitLabel={t('passwordReset.submit')}
          pending={pending}
          disabled={state.invalid}
          icon={null}
        />
      </Stack>
    </form>
  );
}
