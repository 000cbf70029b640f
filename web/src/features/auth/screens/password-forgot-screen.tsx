import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { usePasswordForgotMutation } from '../auth.queries.ts';
import { PasswordForgotForm } from '../components/password-forgot-form.tsx';

/** §2 /user/password/forgot: ask for a reset link; the same answer whether the account exists. */
export function PasswordForgotScreen() {
  const { t } = useTranslation('auth');
  const forgot = usePasswordForgotMutation();

  return (
    <Stack gap="lg" maw={520} mx="auto">
      <Title order={1}>{t('passwordForgot.title')}</Title>
      <Card withBorder padding="lg">
        {forgot.data ? (
          <SuccessAlert title={t('passwordForgot.sentTitle')} message={forgot.data.message}>
            <Anchor component={Link} to="/{-$salon}/login" size="sm" fw={600} mt="sm" display="inline-block">
              {t('passwordForgot.backToLogin')}
            </Anchor>
          </SuccessAlert>
        ) : (
          <>
            <Text c="gray.7" mb="md">
              {t('passwordForgot.intro')}
            </Text>
            <PasswordForgotForm
              pending={forgot.isPending}
              error={forgot.error}
              onSubmit={(values) => forgot.mutate(values)}
            />
          </>
        )}
      </Card>
      {forgot.data ? null : (
        <Anchor component={Link} to="/{-$salon}/login" size="sm">
          {t('passwordForgot.backToLogin')}
        </Anchor>
      )}
    </Stack>
  );
}
