import { useEffect, useState } from 'react';
import { Badge, Button, Divider, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JobApplication, JobProfileFull } from '@passerelle/contract';
import {
  JOB_APPLICATION_MESSAGE_MAX,
  languageName,
  CEFR_LEVELS,
  JOB_APPLICATION_STATUSES,
  jobApplicationsApi,
  isLocale,
} from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { invalidateEndpoints } from '../../../lib/query-keys.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { applicationQueries, downloadCv, useMoveApplicationMutation } from '../job-applications.queries.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { MatchReasons } from './match-reasons.tsx';

/** The candidate's profile in a few lines: functions, languages, residence, recognition, the CV. */
function ProfileSummary({ profile }: { profile: JobProfileFull }) {
  const { t, i18n } = useTranslation('job-applications');
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  const name = (map: Record<string, string>, id: number | null) =>
    id === null ? null : (map[String(id)] ?? null);
  const functions = profile.functions.map((id) => name(profile.labels.functions, id)).filter(Boolean);
  const families = profile.families.map((id) => name(profile.labels.families, id)).filter(Boolean);
  const best = (levels: Record<string, string | null>) =>
    Object.values(levels).reduce<string | null>(
      (a, b) => (b && (!a || CEFR_LEVELS.indexOf(b as never) > CEFR_LEVELS.indexOf(a as never)) ? b : a),
      null,
    );
  return (
    <Stack gap={6}>
      <Title order={3} fz="h5">
        {t('detail.profile')}
      </Title>
      {functions.length + families.length ? (
        <Text size="sm">
          <b>{t('detail.wanted')}</b> {[...functions, ...families].join(', ')}
        </Text>
      ) : null}
      <Text size="sm">
        <b>{t('detail.languages')}</b>{' '}
        {profile.languages
          .map((l) => `${languageName(l.language, locale)} ${best(l.levels) ?? ''}`.trim())
          .join(', ')}
      </Text>
      {profile.residenceCountry !== null ? (
        <Text size="sm">
          <b>{t('detail.residence')}</b> {name(profile.labels.countries, profile.residenceCountry)}
        </Text>
      ) : null}
      <Text size="sm">
        <b>{t('detail.recognition')}</b> {t(`recognition.${profile.recognition}`)}
      </Text>
      {profile.cv ? (
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void downloadCv(profile.id)}
        >
          {t('detail.downloadCv')}
        </Button>
      ) : null}
    </Stack>
  );
}

function StatusForm({ app }: { app: JobApplication }) {
  const { t } = useTranslation('job-applications');
  const notify = useNotify();
  const move = useMoveApplicationMutation();
  const [status, setStatus] = useState<string | null>(String(Math.max(app.status, 1)));
  const [message, setMessage] = useState('');
  const tooLong = message.trim().length > JOB_APPLICATION_MESSAGE_MAX;
  return (
    <form
      noValidate
      aria-labelledby={`move-${app.id}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!status || tooLong) return;
        move.mutate(
          { id: app.id, body: { status: Number(status), message: message.trim() || null } },
          {
            onSuccess: () => {
              setMessage('');
              notify.success(t('detail.moved'));
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <Title order={3} fz="h5" id={`move-${app.id}`}>
          {t('detail.moveTitle')}
        </Title>
        <Select
          label={t('detail.newStatus')}
          data={JOB_APPLICATION_STATUSES.slice(1).map((s, i) => ({
            value: String(i + 1),
            label: t(`status.${s}`),
          }))}
          value={status}
          onChange={setStatus}
          allowDeselect={false}
        />
        <Textarea
          label={t('detail.message')}
          description={t('detail.messageHint')}
          autosize
          minRows={3}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={tooLong ? t('apply.tooLong', { max: JOB_APPLICATION_MESSAGE_MAX }) : undefined}
        />
        {move.isError ? <ErrorCard error={move.error} title={t('detail.moveFailed')} /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={move.isPending} disabled={tooLong || !status}>
            {t('detail.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One application as the firm (or the organizer) opens it: opening a pending one marks it viewed. */
export function ApplicationDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation('job-applications');
  const user = useCurrentUser();
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  const app = useQuery(applicationQueries.one(id, user?.id ?? 0));
  const queryClient = useQueryClient();
  // Opening a pending application as the firm marks it viewed: the list and the badge follow.
  const openedStatus = app.data?.status;
  useEffect(() => {
    if (openedStatus !== undefined)
      void invalidateEndpoints(
        queryClient,
        jobApplicationsApi.listJobApplications,
        jobApplicationsApi.pendingJobApplications,
      );
  }, [openedStatus, queryClient]);
  const profile = useQuery({
    ...applicationQueries.profile(app.data?.profile.id ?? 0, locale),
    enabled: !!app.data?.abilities.readProfile,
  });
  if (app.isPending) return <PageLoader />;
  if (app.isError) return <ErrorCard error={app.error} title={t('loadFailed')} />;
  const a = app.data;
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {a.candidate.firstName} {a.candidate.lastName}
          </Text>
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {a.job.title} · {a.fair.name}
          </Text>
        </Stack>
        <ApplicationStatusBadge status={a.status} />
      </Group>
      <Text size="sm">{t('mine.appliedOn', { date: date(a.createdAt) })}</Text>
      {a.message ? (
        <Stack gap={2}>
          <Text size="sm" fw={700}>
            {t('detail.candidateMessage')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {a.message}
          </Text>
        </Stack>
      ) : null}
      {a.match ? <MatchReasons match={a.match} titleId={`match-${a.id}`} /> : null}
      <Divider />
      {profile.isPending && profile.fetchStatus !== 'idle' ? <PageLoader /> : null}
      {profile.isError ? <ErrorCard error={profile.error} title={t('detail.profileFailed')} /> : null}
      {profile.data ? <ProfileSummary profile={profile.data} /> : null}
      <Divider />
      <Stack gap={4}>
        <Title order={3} fz="h5">
          {t('detail.history')}
        </Title>
        {a.history.map((h, i) => (
          <Group key={i} gap="xs" wrap="wrap">
            <Badge variant="outline" color="gray.7" tt="none">
              {date(h.at)}
            </Badge>
            <Text size="sm">{t(`status.${JOB_APPLICATION_STATUSES[h.status] ?? 'pending'}`)}</Text>
            {h.message ? (
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                « {h.message} »
              </Text>
            ) : null}
          </Group>
        ))}
      </Stack>
      {a.abilities.update ? (
        <>
          <Divider />
          <StatusForm app={a} />
        </>
      ) : null}
    </Stack>
  );
}
