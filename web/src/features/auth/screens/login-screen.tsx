import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { useLoginMutation } from '../auth.queries.ts';
import { LoginForm } from '../components/login-form.tsx';

/** Full-page login (/login): honours ?redirect after success, else goes to the account page. */
export function LoginScreen({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  const { fair } = useCurrentFair();
  const { salon } = useParams({ strict: false });
  const router = useRouter();
  const navigate = useNavigate();
  const login = useLoginMutation();

  const afterLogin = (): void => {
    if (redirect) void router.navigate({ href: redirect });
    else void navigate({ to: '/{-$salon}/user/manage', params: { salon } });
  };

  return (
    <Stack gap="lg" maw={520} mx="auto">
      <Title order={1}>{t('login.pageTitle')}</Title>
      {user && !login.isSuccess ? (
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Text>{t('login.already', { firstName: user.firstName, lastName: user.lastName })}</Text>
            <Group>
              <Button component={Link} to="/{-$salon}/user/manage">
                {t('login.toAccount')}
              </Button>
              <Button component={Link} to="/{-$salon}" variant="light">
                {t('login.toHome')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : (
        <Card withBorder padding="lg">
          <Text c="gray.7" mb="md">
            {redirect ? t('login.redirectHint') : t('login.intro')}
          </Text>
          <LoginForm
            pending={login.isPending}
            error={login.error}
            registration={{
              visitor: fair?.isRegistrationUserHomepage ?? false,
              exhibitor: fair?.isRegistrationFirmHomepage ?? false,
            }}
            onSubmit={(values) =>
              login.mutate(values, {
                onSuccess: (result) => {
                  if (result) afterLogin();
                },
              })
            }
          />
        </Card>
      )}
    </Stack>
  );
}
