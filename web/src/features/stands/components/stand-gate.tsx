import type { ReactNode } from 'react';
import { Alert, Button, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Stand } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useLoginModal } from '../../../lib/login-modal.tsx';

/** A skeleton shaped like a booth page: title, scene beside its content, people. */
export function BoothSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="lg" aria-busy aria-label={label}>
      <Skeleton height={34} width="55%" />
      <Skeleton height={16} width="30%" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton height={360} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Skeleton height={180} radius="md" />
            <Skeleton height={90} radius="md" />
          </Stack>
        </Grid.Col>
      </Grid>
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

/**
 * The booth's loading states: a skeleton, an error card (404: the booth does not exist or is
 * not shown), a login prompt for a fair that needs one; then the screen with the booth.
 */
export function StandGate({
  query,
  children,
  skeleton,
}: {
  query: UseQueryResult<Stand>;
  children: (stand: Stand) => ReactNode;
  skeleton?: ReactNode;
}) {
  const { t } = useTranslation('stands');
  const loginModal = useLoginModal();
  if (query.isPending) return skeleton ?? <BoothSkeleton label={t('view.loading')} />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 401)
      return (
        <Alert color="passerelle" variant="light" title={t('view.loginTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('view.loginBody')}</Text>
            <Button
              color="ember.7"
              leftSection={<IconLogin size={18} aria-hidden />}
              onClick={loginModal.open}
              aria-haspopup="dialog"
            >
              {t('view.login')}
            </Button>
          </Stack>
        </Alert>
      );
    return (
      <ErrorCard error={query.error} title={status === 404 ? t('view.notFound') : t('view.loadFailed')} />
    );
  }
  return <>{children(query.data)}</>;
}
