import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
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
        <TextInput
          label={t('passwordForgot.email')}
          type="email"
          autoComplete="email"
          required
          leftSection={<IconAt size={16} aria-hidden />}
          {...form.getInputProps('email')}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={state.invalid} loading={pending} color="ember.7">
            {t('passwordForgot.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
