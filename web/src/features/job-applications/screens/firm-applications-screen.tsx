import { useState } from 'react';
import { Button, Group, Modal, Paper, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconInbox } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Fair, JobApplicationListItem, JobApplicationListQuery } from '@passerelle/contract';
import { JOB_APPLICATION_STATUSES, jobOffersApi } from '@passerelle/contract/lite';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { apiCall } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { ApplicationDetail } from '../components/application-detail.tsx';
import { ApplicationStatusBadge } from '../components/application-status-badge.tsx';
import { applicationQueries, downloadApplicationsCsv } from '../job-applications.queries.ts';

type Sort = 'score' | 'newest' | 'oldest';

function ApplicationRow({ app, onOpen }: { app: JobApplicationListItem; onOpen: () => void }) {
  const { t, i18n } = useTranslation('job-applications');
  const titleId = `application-${app.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Title order={3} fz="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {app.candidate.firstName} {app.candidate.lastName}
          </Title>
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {app.job.title} · {new Date(app.createdAt).toLocaleDateString(i18n.language)}
          </Text>
        </Stack>
        {app.match ? (
          <Stack gap={2} w={120}>
            <Text size="sm" fw={700}>
              {t('score', { score: app.match.score })}
            </Text>
            <Progress value={app.match.score} color="teal.8" aria-hidden />
          </Stack>
        ) : null}
        <ApplicationStatusBadge status={app.status} />
        <Button
          variant="light"
          onClick={onOpen}
          aria-label={t('firm.openLabel', { name: `${app.candidate.firstName} ${app.candidate.lastName}` })}
        >
          {t('firm.open')}
        </Button>
      </Group>
    </Paper>
  );
}

function FirmApplications({ fair, offerId }: { fair: Fair; offerId: number | undefined }) {
  const { t } = useTranslation('job-applications');
  const user = useCurrentUser();
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string | null>(null);
  const [sort, setSort] = useState<Sort>('score');
  const [offer, setOffer] = useState<string | null>(offerId ? String(offerId) : null);
  const [opened, setOpened] = useState<number | null>(null);
  const isFirm = user?.firm !== null && user?.firm !== undefined;
  const offers = useQuery({
    queryKey: queryKeyOf(jobOffersApi.listMyJobOffers, { fair: fair.id }, user?.id ?? 0),
    queryFn: ({ signal }) => apiCall(jobOffersApi.listMyJobOffers, { query: { fair: fair.id }, signal }),
    enabled: isFirm,
  });
  const query: JobApplicationListQuery = {
    fair: fair.id,
    ...(offer ? { 'job.id': Number(offer) } : {}),
    ...(status !== null ? { status: Number(status) } : {}),
    ...(sort === 'score'
      ? { 'order[score]': 'desc' as const }
      : { 'order[createdAt]': sort === 'newest' ? ('desc' as const) : ('asc' as const) }),
    page,
  };
  const list = useQuery(applicationQueries.list(query, user?.id ?? 0));
  const items = list.data?.data ?? [];
  const empty =
    list.isSuccess && items.length === 0 ? (
      <EmptyState
        icon={<IconInbox size={32} aria-hidden />}
        title={t('firm.empty')}
        text={status !== null || offer ? t('firm.emptyFiltered') : t('firm.emptyHint')}
      />
    ) : null;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" role="search" aria-label={t('firm.filters')}>
        {isFirm ? (
          <Select
            label={t('firm.offer')}
            placeholder={t('firm.allOffers')}
            data={(offers.data ?? []).map((o) => ({ value: String(o.id), label: o.title }))}
            value={offer}
            onChange={(v) => {
              setOffer(v);
              setPage(1);
            }}
            clearable
            w={{ base: '100%', sm: 260 }}
          />
        ) : null}
        <Select
          label={t('firm.status')}
          placeholder={t('firm.allStatuses')}
          data={JOB_APPLICATION_STATUSES.map((s, i) => ({ value: String(i), label: t(`status.${s}`) }))}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
        <Select
          label={t('firm.sort')}
          data={(['score', 'newest', 'oldest'] as const).map((s) => ({
            value: s,
            label: t(`firm.sorts.${s}`),
          }))}
          value={sort}
          onChange={(v) => setSort((v as Sort | null) ?? 'score')}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
        {offer ? (
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            onClick={() =>
              void downloadApplicationsCsv(Number(offer)).catch(() => notify.failure(t('firm.exportFailed')))
            }
          >
            {t('firm.export')}
          </Button>
        ) : null}
      </Group>
      <PagedList
        query={list}
        pageInfo={list.data?.pageInfo}
        page={page}
        onPage={setPage}
        count={(n) => t('count', { count: n })}
        pagesLabel={t('pages')}
        loadFailed={t('loadFailed')}
        empty={empty}
      >
        <Stack gap="sm">
          {items.map((app) => (
            <ApplicationRow key={app.id} app={app} onOpen={() => setOpened(app.id)} />
          ))}
        </Stack>
      </PagedList>
      <Modal opened={opened !== null} onClose={() => setOpened(null)} title={t('detail.title')} size="lg">
        {opened !== null ? <ApplicationDetail id={opened} /> : null}
      </Modal>
    </Stack>
  );
}

/** `/jobs/cv/solicitations/{id?}`: the firm's applications (per offer or all), ranked by the match. */
export function FirmApplicationsScreen({ offerId }: { offerId?: number }) {
  const { t } = useTranslation('job-applications');
  return (
    <ListPanel titleId="firm-applications-title" title={t('firm.title')} subtitle={t('firm.intro')}>
      <FairRequired level={3}>
        {(fair) => <FirmApplications key={fair.id} fair={fair} offerId={offerId} />}
      </FairRequired>
    </ListPanel>
  );
}
