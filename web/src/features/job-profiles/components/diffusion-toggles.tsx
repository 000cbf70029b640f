import { Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { jobProfileQueries, useDiffusionMutation } from '../job-profiles.queries.ts';

/**
 * Per fair the candidate belongs to: may that fair's employers find the profile and its CV in
 * their CV library without an application? Explained plainly; saved at once.
 */
export function DiffusionToggles({ viewerId, complete }: { viewerId: number; complete: boolean }) {
  const { t } = useTranslation('job-profiles');
  const diffusions = useQuery(jobProfileQueries.diffusions(viewerId));
  const change = useDiffusionMutation();
  if (diffusions.isPending) return <Text size="sm">{t('loading')}</Text>;
  if (diffusions.isError) return <ErrorCard error={diffusions.error} title={t('diffusion.loadFailed')} />;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('diffusion.explain')}</Text>
      {!complete ? (
        <Text size="sm" c="gray.7">
          {t('diffusion.incompleteNote')}
        </Text>
      ) : null}
      {diffusions.data.length === 0 ? (
        <EmptyState title={t('diffusion.none')} text={t('diffusion.noneHint')} />
      ) : (
        diffusions.data.map((d) => (
          <Switch
            key={d.fair}
            checked={d.isAcceptingDiffusion}
            disabled={change.isPending}
            label={t('diffusion.toggle', { fair: d.fairName })}
            description={d.isAcceptingDiffusion ? t('diffusion.on') : t('diffusion.off')}
            onChange={(e) => change.mutate({ fair: d.fair, accept: e.currentTarget.checked })}
          />
        ))
      )}
      {change.error ? <ErrorCard error={change.error} /> : null}
    </Stack>
  );
}
