import { EmailInput } from '../../../components/credential-inputs.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
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
  const { form, ...state } = useContractForm({
    initialValues: { email: '' } as PasswordForgotValues,
    validate: validatePasswordForgot,
    fieldOf: () => null,
    error,
    pending,
  });

  return (
    <form
      onSubmit={state.submit((values) => onSubmit({ email: values.email.trim() }))}
      noValidate
      aria-busy={pending}
    >
      <Stack gap="md">
        {state.cardError ? <ErrorCard error={state.cardError} /> : null}
        <EmailInput label={t('passwordForgot.email')} autoComplete="email" {...form.getInputProps('email')} />
        <FormActions
          submitLabel={t('passwordForgot.submit')}
          pending={pending}
          disabled={state.invalid}
          icon={null}
        />
      </Stack>
    </form>
  );
}
