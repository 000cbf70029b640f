import { EmailInput, PasswordField, credentialsOf } from '../../../components/credential-inputs.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { Stack } from '@mantine/core';
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
    <form onSubmit={state.submit((values) => onSubmit(credentialsOf(values)))} noValidate aria-busy={pending}>
      <Stack gap="md">
        {state.cardError ? <ErrorCard error={state.cardError} /> : null}
        <EmailInput
          label={t('loginEmail.label')}
          description={t('loginEmail.hint')}
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('loginEmail.password')}
          description={t('loginEmail.passwordHint')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
          toggleLabel={t('loginEmail.togglePassword')}
        />
        <FormActions
          submitLabel={t('loginEmail.submit')}
          pending={pending}
          disabled={state.invalid}
          icon={null}
        />
      </Stack>
    </form>
  );
}
