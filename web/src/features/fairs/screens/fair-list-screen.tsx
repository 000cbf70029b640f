import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { ListPanel } from '../../../components/list-panel.tsx';
import { useState } from 'react';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FairOverview } from '@passerelle/contract';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { STATUS_COLORS } from '../../../theme.ts';
import { fairsQueries } from '../fairs.queries.ts';
import { FairStatusModal } from '../components/fair-status-modal.tsx';

/** §4 fair statuses as badge colours (white text, AA contrast): in preparation, open, finished, closed. */
const STATUS_COLOR: Record<number, string> = {
  1: STATUS_COLORS.waiting,
  2: STATUS_COLORS.validated,
  3: 'gray.7',
  4: 'dark.6',
};
const COLUMNS = 7;

function FairRow({ fair, onChangeStatus }: { fair: FairOverview; onChangeStatus: () => void }) {
  const { t, i18n } = useTranslation('fairs');
  const locale = i18n.resolvedLanguage ?? 'fr';
  const start = formatDate(fair.startDate, locale, fair.timezone);
  const end = formatDate(fair.endDate, locale, fair.timezone);
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={2}>
          <Text fw={600}>{fair.name}</Text>
          <Anchor href={`/${fair.homepage}`} size="sm" target="_blank" rel="noopener">
            <Group gap={4} wrap="nowrap" component="span">
              /{fair.homepage}
              <IconExternalLink size={14} aria-label={t('list.newTab')} />
            </Group>
          </Anchor>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={6} align="flex-start">
          <Badge color={STATUS_COLOR[fair.status] ?? 'gray.7'} miw="max-content">
            {t(`list.status.${fair.status}`)}
          </Badge>
          {fair.abilities.update ? (
            <>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={onChangeStatus}
                aria-label={t('status.open', { fair: fair.name })}
              >
                {t('status.change')}
              </Button>
              <Button
                variant="subtle"
                size="compact-sm"
                aria-label={t('setup.open', { fair: fair.name })}
                renderRoot={(props) => (
                  <Link
                    to="/{-$salon}/fair/edit/{-$id}"
                    params={{ salon: fair.homepage, id: String(fair.id) }}
                    {...props}
                  />
                )}
              >
                {t('setup.action')}
              </Button>
            </>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {start || end ? t('list.dates', { start: start || '…', end: end || '…' }) : t('list.noDates')}
        </Text>
        <Text size="xs" c="gray.7">
          {fair.timezone}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {fair.languages.map((code, i) => (
            <Badge
              key={code}
              variant={i === 0 ? 'filled' : 'outline'}
              color="passerelle"
              title={i === 0 ? t('list.mainLanguage') : undefined}
            >
              {code}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        {fair.modules.length ? (
          <Group gap={4}>
            {fair.modules.map((m) => (
              <Badge key={m} variant="light" color="gray" miw="max-content">
                {t(`list.modules.${m}`)}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="gray.7">
            {t('list.noModule')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t('list.halls', { count: fair.counts.halls })}</Text>
        <Text size="sm">{t('list.exhibitors', { count: fair.counts.exhibitors })}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t('list.members', { count: fair.counts.members })}</Text>
        {fair.counts.pendingMembers ? (
          <Badge color={STATUS_COLORS.waiting} variant="outline" mt={4} miw="max-content">
            {t('list.pending', { count: fair.counts.pendingMembers })}
          </Badge>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * `/fair/list`: the fairs the user organizes (every fair for super roles), each with its status, dates,
 * languages, modules and how much it holds (issue 14).
 */
export function FairListScreen() {
  const { t } = useTranslation('fairs');
  const list = useQuery(fairsQueries.overview());
  const [changing, setChanging] = useState<FairOverview | null>(null);
  const fairs = list.data;
  const empty = !list.isPending && !list.isError && fairs?.length === 0;
  return (
    <ListPanel titleId="fair-list-title" title={t('list.title')} subtitle={t('list.subtitle')}>
      <Text size="sm" c="gray.7" aria-live="polite" aria-atomic>
        {fairs ? t('list.count', { count: fairs.length }) : '\u00a0'}
      </Text>
      {list.isError ? <ErrorCard error={list.error} title={t('list.loadFailed')} /> : null}
      {empty ? <EmptyState title={t('list.empty')} text={t('list.emptyHint')} /> : null}
      {!empty && !list.isError ? (
        <Table.ScrollContainer minWidth={900} maxHeight="70vh">
          <Table stickyHeader striped aria-label={t('list.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.columns.fair')}</Table.Th>
                <Table.Th>{t('list.columns.status')}</Table.Th>
                <Table.Th>{t('list.columns.dates')}</Table.Th>
                <Table.Th>{t('list.columns.languages')}</Table.Th>
                <Table.Th>{t('list.columns.modules')}</Table.Th>
                <Table.Th>{t('list.columns.content')}</Table.Th>
                <Table.Th>{t('list.columns.members')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending ? (
                <TableSkeletonRows rows={3} columns={COLUMNS} />
              ) : (
                fairs?.map((fair) => (
                  <FairRow key={fair.id} fair={fair} onChangeStatus={() => setChanging(fair)} />
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {changing ? <FairStatusModal fair={changing} onClose={() => setChanging(null)} /> : null}
    </ListPanel>
  );
}
