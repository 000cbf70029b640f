import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconBriefcase } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JobApplicationListItem } from '@passerelle/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { ApplicationStatusBadge } from '../components/application-status-badge.tsx';
import { applicationQueries, useWithdrawMutation } from '../job-applications.queries.ts';

function ApplicationCard({ app, onWithdraw }: { app: JobApplicationListItem; onWithdraw: () => void }) {
  const { t, i18n } = useTranslation('job-applications');
  const date = new Date(app.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  const titleId = `my-application-${app.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Title order={3} fz="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {app.job.title}
            </Title>
            <Text size="sm" c="gray.7">
              {app.job.firm.name} · {app.fair.name}
            </Text>
          </Stack>
          <ApplicationStatusBadge status={app.status} />
        </Group>
        <Text size="sm">{t('mine.appliedOn', { date })}</Text>
        {app.lastFirmMessage ? (
          <Paper bg="gray.0" p="sm" radius="sm">
            <Text size="sm" fw={600}>
              {t('mine.firmMessage', { firm: app.job.firm.name })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {app.lastFirmMessage}
            </Text>
          </Paper>
        ) : null}
        {app.abilities.delete ? (
          <Group justify="flex-end">
            <Button
              variant="default"
              size="compact-md"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              onClick={onWithdraw}
              aria-label={t('mine.withdrawLabel', { title: app.job.title })}
            >
              {t('mine.withdraw')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** `/jobs/cv/solicitations/my-applications`: the candidate's applications, each with its status and date. */
export function MyApplicationsScreen() {
  const { t } = useTranslation('job-applications');
  const user = useCurrentUser();
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const profileId = user?.jobProfile?.id;
  const query = useQuery({
    ...applicationQueries.list(
      { ...(profileId ? { 'profile.id': profileId } : {}), 'order[createdAt]': 'desc', page },
      user?.id ?? 0,
    ),
    enabled: !!user && profileId !== undefined,
  });
  const withdraw = useWithdrawMutation();
  const [asked, setAsked] = useState<JobApplicationListItem | null>(null);
  const items = query.data?.data ?? [];
  const empty =
    profileId === undefined ? (
      <EmptyState
        icon={<IconBriefcase size={32} aria-hidden />}
        title={t('mine.noProfile')}
        text={t('mine.noProfileHint')}
      />
    ) : query.isSuccess && items.length === 0 ? (
      <EmptyState
        icon={<IconBriefcase size={32} aria-hidden />}
        title={t('mine.empty')}
        text={t('mine.emptyHint')}
      />
    ) : null;
  return (
    <ListPanel titleId="my-applications-title" title={t('mine.title')} subtitle={t('mine.intro')}>
      <PagedList
        query={query}
        pageInfo={query.data?.pageInfo}
        page={page}
        onPage={setPage}
        count={(n) => t('count', { count: n })}
        pagesLabel={t('pages')}
        loadFailed={t('loadFailed')}
        empty={empty}
        idle={profileId === undefined}
      >
        <Stack gap="sm">
          {items.map((app) => (
            <ApplicationCard key={app.id} app={app} onWithdraw={() => setAsked(app)} />
          ))}
        </Stack>
      </PagedList>
      <ConfirmModal
        opened={asked !== null}
        title={t('mine.withdrawTitle')}
        confirmLabel={t('mine.withdraw')}
        cancelLabel={t('cancel')}
        pending={withdraw.isPending}
        error={withdraw.error}
        onClose={() => {
          setAsked(null);
          withdraw.reset();
        }}
        onConfirm={() =>
          asked &&
          withdraw.mutate(asked.id, {
            onSuccess: () => {
              setAsked(null);
              notify.success(t('mine.withdrawn'));
            },
          })
        }
      >
        <Text>{t('mine.withdrawText', { title: asked?.job.title ?? '' })}</Text>
      </ConfirmModal>
    </ListPanel>
  );
}
