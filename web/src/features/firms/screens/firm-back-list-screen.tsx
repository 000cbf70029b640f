import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { Box, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { FirmTable } from '../components/firm-table.tsx';
import { toBackQuery, type FirmBackSearch } from '../firm-search.ts';
import { firmsQueries } from '../firms.queries.ts';

const SEARCH_DEBOUNCE_MS = 300;

export interface FirmBackListScreenProps {
  /** `fair`: the current fair's exhibitors (organizer); `all`: every firm (super admin). */
  scope: 'fair' | 'all';
  search: FirmBackSearch;
  onSearch: (next: FirmBackSearch, replace?: boolean) => void;
}

/** §2 /exhibitor/list (organizer) and /exhibitor/global/list (super admin). */
export function FirmBackListScreen({ scope, search, onSearch }: FirmBackListScreenProps) {
  const { t } = useTranslation('firms');
  const { fair } = useCurrentFair();
  const { salon } = useParams({ strict: false });
  const fairId = scope === 'fair' ? (fair?.id ?? null) : null;
  const waitingForFair = scope === 'fair' && fairId === null;
  const list = useQuery({ ...firmsQueries.backList(toBackQuery(search, fairId)), enabled: !waitingForFair });

  const [text, setText] = useState(search.name ?? '');
  const [synced, setSynced] = useState(search.name);
  if (search.name !== synced) {
    setSynced(search.name);
    if ((text.trim() || undefined) !== search.name) setText(search.name ?? '');
  }
  const commit = useDebouncedCallback((value: string) => {
    onSearch({ name: value.trim() || undefined }, true);
  }, SEARCH_DEBOUNCE_MS);

  const firms = list.data?.data;
  const pageInfo = list.data?.pageInfo;
  const page = search.page ?? 1;
  const empty = !list.isPending && !list.isError && firms?.length === 0;
  const titleId = `firms-${scope}-title`;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Title order={2} id={titleId}>
              {scope === 'fair' ? t('list.title') : t('global.title')}
            </Title>
            {scope === 'fair' && fair ? <Text c="gray.7">{fair.name}</Text> : null}
          </Stack>
          <Button
            color="ember.7"
            leftSection={<IconPlus size={18} aria-hidden />}
            renderRoot={(props) => <Link to="/{-$salon}/exhibitor/manage" params={{ salon }} {...props} />}
          >
            {t('list.create')}
          </Button>
        </Group>

        <Group role="search" aria-label={t('list.filters')}>
          <TextInput
            type="search"
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              commit(e.currentTarget.value);
            }}
            style={{ flex: '1 1 18rem', maxWidth: '32rem' }}
          />
        </Group>

        <Text size="sm" c="gray.7" aria-live="polite" aria-atomic>
          {pageInfo && !list.isPending ? t('list.count', { count: pageInfo.totalItems }) : '\u00a0'}
        </Text>

        {waitingForFair ? <FairRequired /> : null}
        {list.isError ? <ErrorCard error={list.error} title={t('list.loadFailed')} /> : null}

        {empty ? (
          <EmptyState title={search.name ? t('list.emptyFiltered') : t('list.empty')}>
            {search.name ? (
              <Button
                variant="light"
                leftSection={<IconFilterOff size={18} aria-hidden />}
                onClick={() => onSearch({})}
              >
                {t('list.resetFilters')}
              </Button>
            ) : (
              <Text size="sm" c="gray.7">
                {t('list.emptyHint')}
              </Text>
            )}
          </EmptyState>
        ) : null}

        {!empty && !list.isError && !waitingForFair ? (
          <Box style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <FirmTable
              firms={firms}
              loading={list.isPending}
              label={scope === 'fair' ? t('list.tableLabel') : t('global.tableLabel')}
              showFairs={scope === 'all'}
            />
          </Box>
        ) : null}

        {pageInfo ? (
          <ListPagination
            label={t('list.pagination')}
            pageCount={pageInfo.pageCount}
            page={page}
            onChange={(value) => onSearch({ ...search, page: value > 1 ? value : undefined })}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
