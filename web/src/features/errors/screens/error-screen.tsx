import { useEffect } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { isChunkLoadError, reloadOnceForChunkError } from '../../../lib/chunk-reload.ts';
import { NotFoundScreen } from './not-found-screen.tsx';

/** §8: "An error occurred" for any status but 404; both link home. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation('errors-ui');
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    // A stale deployment: reload once (at most every 60 s) to fetch the new chunks.
    if (chunkError) reloadOnceForChunkError(window.sessionStorage, () => window.location.reload());
  }, [chunkError]);

  if (isApiError(error) && error.status === 404) return <NotFoundScreen />;
  return (
    <Stack align="flex-start" gap="md" py="xl" maw={640}>
      <Title order={1}>{t('error.title')}</Title>
      <Text>{chunkError ? t('error.newVersion') : t('error.body')}</Text>
      <Button component={Link} to="/{-$salon}">
        {t('backHome')}
      </Button>
    </Stack>
  );
}
