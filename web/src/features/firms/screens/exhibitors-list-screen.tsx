import { FilterBar, ResetFiltersButton, SearchFilter } from '../../../components/list-filters.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { useFairQuery } from '../../../lib/use-fair-query.ts';
import { Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingHospital } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { LoginNeededAlert } from '../../../components/login-needed-alert.tsx';
import { referenceQueries } from '../../../lib/reference-lists.ts';
import { FirmCard, FirmCardSkeleton } from '../components/firm-card.tsx';
import { toFrontQuery, type ExhibitorsSearch } from '../firm-search.ts';
import { firmsQueries } from '../firms.queries.ts';

const SKELETON_CARDS = 6;

export interface ExhibitorsListScreenProps {
  search: ExhibitorsSearch;
  onSearch: (next: ExhibitorsSearch, replace?: boolean) => void;
}

/** §2 /exhibitors/list: the fair's exhibitors as cards, searchable and filtered by sector. */
export function ExhibitorsListScreen({ search, onSearch }: ExhibitorsListScreenProps) {
  const { t } = useTranslation('firms');
  const { fair } = useCurrentFair();
  const user = useCurrentUser();
  const sectors = useQuery(referenceQueries.businessSectors());
  const list = useFairQuery((fair) => firmsQueries.front(toFrontQuery(search, fair.id), user?.id ?? null));

  const sectorOptions = [...(sectors.data ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((s) => ({ value: String(s.id), label: s.name }));
  const firms = list.data?.data;
  const pageInfo = list.data?.pageInfo;
  const page = search.page ?? 1;
  const filtered = search.search !== undefined || search.sector !== undefined;
  const empty = !list.isPending && !list.isError && firms?.length === 0;
  const needsLogin = isApiError(list.error) && list.error.status === 401;

  if (!fair)
    return (
      <Stack gap="sm" py="xl">
        <Title order={1}>{t('front.title')}</Title>
        <FairRequired level={2} />
      </Stack>
    );

  return (
    <Stack gap="lg" component="section" aria-labelledby="exhibitors-title">
      <Stack gap={4}>
        <Title order={1} id="exhibitors-title" fz={{ base: 26, sm: 32 }}>
          {t('front.title')}
        </Title>
        <Text c="gray.7">{t('front.intro', { fair: fair.name })}</Text>
      </Stack>

      <FilterBar label={t('front.filters')}>
        <SearchFilter
          label={t('front.search')}
          placeholder={t('front.searchPlaceholder')}
          value={search.search}
          onSearch={(value) => onSearch({ ...search, search: value, page: undefined }, true)}
        />
        <Select
          label={t('front.sector')}
          placeholder={t('front.allSectors')}
          data={sectorOptions}
          value={search.sector === undefined ? null : String(search.sector)}
          onChange={(value) =>
            onSearch({ ...search, sector: value === null ? undefined : Number(value), page: undefined }, true)
          }
          clearable
          searchable
          nothingFoundMessage={t('form.nothingFound')}
          style={{ flex: '1 1 14rem' }}
        />
      </FilterBar>

      <Text size="sm" c="gray.7" aria-live="polite" aria-atomic>
        {pageInfo && !list.isPending ? t('front.count', { count: pageInfo.totalItems }) : '\u00a0'}
      </Text>

      {needsLogin ? (
        <LoginNeededAlert
          title={t('front.loginTitle')}
          body={t('front.loginBody')}
          login={t('front.login')}
        />
      ) : list.isError ? (
        <ErrorCard error={list.error} title={t('front.loadFailed')} />
      ) : null}

      {empty ? (
        <EmptyState
          icon={<IconBuildingHospital size={40} aria-hidden color="var(--mantine-color-passerelle-6)" />}
          title={filtered ? t('front.emptyFiltered') : t('front.empty')}
        >
          {filtered ? (
            <ResetFiltersButton label={t('front.resetFilters')} onClick={() => onSearch({})} />
          ) : (
            <Text size="sm" c="gray.7">
              {t('front.emptyHint')}
            </Text>
          )}
        </EmptyState>
      ) : null}

      {!empty && !list.isError ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          aria-busy={list.isPending}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          {list.isPending || !firms
            ? Array.from({ length: SKELETON_CARDS }, (_, i) => <FirmCardSkeleton key={i} />)
            : firms.map((firm) => <FirmCard key={firm.id} firm={firm} />)}
        </SimpleGrid>
      ) : null}

      {pageInfo ? (
        <ListPagination
          label={t('front.pagination')}
          pageCount={pageInfo.pageCount}
          page={page}
          onChange={(value) => onSearch({ ...search, page: value > 1 ? value : undefined })}
        />
      ) : null}
    </Stack>
  );
}
