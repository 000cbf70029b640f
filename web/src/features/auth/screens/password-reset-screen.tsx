import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { usePasswordResetMutation } from '../auth.queries.ts';
import { PasswordResetForm } from '../components/password-reset-form.tsx';
import { isInvalidResetLink } from '../password-validation.ts';

/** A way out when the mailed link cannot be used: ask for a new one. */
function RequestNewLink() {
  const { t } = useTranslation('auth');
  return (
    <Button component={Link} to="/{-$salon}/user/password/forgot" variant="light" mt="md">
      {t('passwordReset.requestNew')}
    </Button>
  );
}

/** §2 /user/password/reset#token=…: choose a new password, then log in (never automatically). */
export function PasswordResetScreen({ token }: { token?: string }) {
  const { t } = useTranslation('auth');
  const reset = usePasswordResetMutation();

  const body = (() => {
    if (!token)
      return (
        <>
          <Text>{t('passwordReset.noToken')}</Text>
          <RequestNewLink />
        </>
      );
    if (reset.data)
      return (
        <SuccessAlert title={t('passwordReset.doneTitle')} message={reset.data.message}>
          <Button component={Link} to="/{-$salon}/login" mt="sm" color="ember.7">
            {t('passwordReset.login')}
          </Button>
        </SuccessAlert>
      );
    if (isInvalidResetLink(reset.error))
      return (
        <>
          <ErrorCard error={reset.error} />
          <RequestNewLink />
        </>
      );
    return (
      <>
        <Text c="gray.7" mb="md">
          {t('passwordReset.intro')}
        </Text>
        <PasswordResetForm
          pending={reset.isPending}
          error={reset.error}
          onSubmit={(values) => reset.mutate({ token, ...values })}
        />
      </>
    );
  })();

  return (
    <Stack gap="lg" maw={520} mx="auto">
      <Title order={1}>{t('passwordReset.title')}</Title>
      <Card withBorder padding="lg">
        {body}
      </Card>
    </Stack>
  );
}
