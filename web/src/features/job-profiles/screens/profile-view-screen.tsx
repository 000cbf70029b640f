import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@passerelle/contract/lite';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { ProfileFacts } from '../components/profile-facts.tsx';
import { ProfilePhoto } from '../components/profile-photo.tsx';
import { downloadCv, jobProfileQueries } from '../job-profiles.queries.ts';

/** `/jobs/profile/{id}`: a candidate's profile for its readers (itself, the fair's organizer, employers it opened it to). */
export function ProfileViewScreen({ id }: { id: number }) {
  const { t, i18n } = useTranslation('job-profiles');
  const viewer = useCurrentUser();
  const profile = useQuery({
    ...jobProfileQueries.full(id, i18n.language as Locale, viewer?.id ?? 0),
    enabled: !!viewer,
  });
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  if (profile.isPending) return <PageLoader />;
  if (profile.isError)
    return isApiError(profile.error) && profile.error.status === 404 ? (
      <EmptyState title={t('view.notFound')} text={t('view.notFoundHint')} level={2} />
    ) : (
      <ErrorCard error={profile.error} title={t('view.loadFailed')} />
    );
  const p = profile.data;
  return (
    <ListPanel
      titleId="job-profile-title"
      title={t('view.title', { name: `${p.candidate.firstName} ${p.candidate.lastName}` })}
    >
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Group gap="md">
            <ProfilePhoto
              profile={p}
              viewerId={viewer?.id ?? 0}
              name={`${p.candidate.firstName} ${p.candidate.lastName}`}
              alt={t('photo.alt', { name: `${p.candidate.firstName} ${p.candidate.lastName}` })}
              size={72}
            />
            <Text c="gray.7">{p.isComplete ? t('status.complete') : t('status.incomplete')}</Text>
          </Group>
          {p.cv ? (
            <Button
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={downloading}
              onClick={() => {
                setDownloading(true);
                setDownloadError(null);
                downloadCv(p.id)
                  .catch(setDownloadError)
                  .finally(() => setDownloading(false));
              }}
            >
              {t('view.downloadCv')}
            </Button>
          ) : (
            <Text size="sm" fs="italic">
              {t('view.noCv')}
            </Text>
          )}
        </Group>
        {downloadError ? <ErrorCard error={downloadError} /> : null}
        <ProfileFacts profile={p} />
      </Stack>
    </ListPanel>
  );
}
