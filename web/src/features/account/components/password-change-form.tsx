import { PasswordField } from '../../../components/credential-inputs.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { Stack } from '@mantine/core';
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
    <PasswordField
      label={t(`password.${field}`)}
      {...extra}
      autoComplete={autoComplete}
      {...form.getInputProps(field)}
      toggleLabel={t(`password.toggle.${field}`)}
    />
  );

  return (
    <form onSubmit={state.submit(onSubmit)} noValidate aria-busy={pending}>
      <Stack gap="md">
        {state.cardError ? <ErrorCard error={state.cardError} /> : null}
        {input('currentPassword', 'current-password')}
        {input('newPassword', 'new-password', { description: t('password.rules') })}
        {input('confirmation', 'new-password')}
        <FormActions
          submitLabel={t('password.submit')}
          pending={pending}
          disabled={state.invalid}
          icon={null}
        />
      </Stack>
    </form>
  );
}
