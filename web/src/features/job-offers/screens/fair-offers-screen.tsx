import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { ResetFiltersButton } from '../../../components/list-filters.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { useFairQuery } from '../../../lib/use-fair-query.ts';
import { OfferFilters } from '../components/offer-filters.tsx';
import { OffersTable } from '../components/offers-table.tsx';
import { isFiltered, toFairOffersQuery, type OffersSearch } from '../job-offer-search.ts';
import { jobOffersQueries } from '../job-offers.queries.ts';

/** §2 /jobs/list (organizer): every offer of the current fair, whatever its state, with filters. */
export function FairOffersScreen({
  search,
  onSearch,
  summary,
}: {
  search: OffersSearch;
  onSearch: (next: OffersSearch, replace?: boolean) => void;
  /** Figures of the fair shown above the list, composed by the route file (the applications'). */
  summary?: (fair: Fair) => ReactNode;
}) {
  const { t } = useTranslation('job-offers');
  const { fair } = useCurrentFair();
  const user = useCurrentUser();
  const list = useFairQuery((fair) =>
    jobOffersQueries.fairList(toFairOffersQuery(search, fair.id), user?.id ?? null),
  );
  const firms = useQuery({ ...jobOffersQueries.firmsOfFair(fair?.id ?? 0), enabled: !!fair });
  if (!fair) return <FairRequired />;
  const offers = list.data?.data;
  const empty = !list.isPending && !list.isError && offers?.length === 0;
  return (
    <ListPanel
      titleId="fair-offers-title"
      title={t('fairList.title')}
      subtitle={t('fairList.intro', { fair: fair.name })}
      busy={list.isFetching}
    >
      <Stack gap="md">
        {summary ? summary(fair) : null}
        <OfferFilters
          search={search}
          onSearch={(next) => onSearch(next, true)}
          withStatus
          firms={(firms.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
        />
        <PagedList
          query={list}
          pageInfo={list.data?.pageInfo}
          page={search.page ?? 1}
          onPage={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })}
          count={(count) => t('fairList.count', { count })}
          pagesLabel={t('fairList.pagination')}
          loadFailed={t('fairList.loadFailed')}
          empty={
            empty ? (
              <EmptyState
                icon={<IconBriefcase size={40} aria-hidden color="var(--mantine-color-passerelle-6)" />}
                title={isFiltered(search) ? t('fairList.emptyFiltered') : t('fairList.empty')}
              >
                {isFiltered(search) ? (
                  <ResetFiltersButton label={t('search.resetFilters')} onClick={() => onSearch({})} />
                ) : null}
              </EmptyState>
            ) : null
          }
        >
          <OffersTable offers={offers} loading={list.isPending} showFirm />
        </PagedList>
      </Stack>
    </ListPanel>
  );
}
