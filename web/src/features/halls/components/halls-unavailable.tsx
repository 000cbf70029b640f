import { Alert, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDoor, IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useLoginModal } from '../../../lib/login-modal.tsx';

/**
 * What the lobby and the sub-lobby show instead of the fair's halls: a sign-in prompt when the fair
 * is for members (401), the error otherwise, or a real empty state when no hall is open yet.
 */
export function HallsUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation('halls');
  const loginModal = useLoginModal();
  if (isApiError(error) && error.status === 401)
    return (
      <Alert
        color="passerelle"
        variant="light"
        icon={<IconLogin size={18} aria-hidden />}
        title={t('lobby.loginTitle')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('lobby.loginText')}</Text>
          <Button leftSection={<IconLogin size={16} aria-hidden />} onClick={loginModal.open}>
            {t('lobby.login')}
          </Button>
        </Stack>
      </Alert>
    );
  if (error) return <ErrorCard error={error} />;
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconDoor size={28} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t('lobby.emptyTitle')}
        </Title>
        <Text c="gray.7" ta="center">
          {t('lobby.emptyText')}
        </Text>
      </Stack>
    </Paper>
  );
}
