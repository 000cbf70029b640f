import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth.ts';
import { ConnectedLoginForm } from '../components/connected-login-form.tsx';

/** Full-page login (/login): honours ?redirect after success, else goes to the account page. */
export function LoginScreen({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  const { salon } = useParams({ strict: false });
  const router = useRouter();
  const navigate = useNavigate();

  // The "already logged in" card is for arriving here logged in, not for this page's own login.
  const [attempted, setAttempted] = useState(false);
  const afterLogin = (): void => {
    if (redirect) void router.navigate({ href: redirect });
    else void navigate({ to: '/{-$salon}/user/manage', params: { salon } });
  };

  return (
    <Stack gap="lg" maw={520} mx="auto">
      <Title order={1}>{t('login.pageTitle')}</Title>
      {user && !attempted ? (
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
          <ConnectedLoginForm onLoggedIn={afterLogin} onAttempt={() => setAttempted(true)} />
        </Card>
      )}
    </Stack>
  );
}
