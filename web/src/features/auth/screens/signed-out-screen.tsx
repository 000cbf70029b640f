import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Confirmation after logout, with a link to log in again. */
export function SignedOutScreen() {
  const { t } = useTranslation('auth');
  return (
    <Card withBorder padding="xl" maw={560} mx="auto">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="green.8" variant="light" aria-hidden>
          <IconCircleCheck size={28} />
        </ThemeIcon>
        <Title order={1}>{t('signedOut.title')}</Title>
        <Text>{t('signedOut.body')}</Text>
        <Group>
          <Button component={Link} to="/{-$salon}/login">
            {t('signedOut.loginAgain')}
          </Button>
          <Button component={Link} to="/{-$salon}" variant="light">
            {t('signedOut.home')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
