import { FilterBar, ResetFiltersButton, SearchFilter } from '../../../components/list-filters.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { FirmTable } from '../components/firm-table.tsx';
import { toBackQuery, type FirmBackSearch } from '../firm-search.ts';
import { firmsQueries } from '../firms.queries.ts';

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

  const firms = list.data?.data;
  const pageInfo = list.data?.pageInfo;
  const page = search.page ?? 1;
  const empty = !list.isPending && !list.isError && firms?.length === 0;
  const titleId = `firms-${scope}-title`;

  return (
    <ListPanel
      titleId={titleId}
      title={scope === 'fair' ? t('list.title') : t('global.title')}
      subtitle={scope === 'fair' && fair ? fair.name : null}
      action={{
        label: t('list.create'),
        renderRoot: (props) => <Link to="/{-$salon}/exhibitor/manage" params={{ salon }} {...props} />,
      }}
    >
      <FilterBar label={t('list.filters')}>
        <SearchFilter
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={search.name}
          onSearch={(name) => onSearch({ name }, true)}
          style={{ flex: '1 1 18rem', maxWidth: '32rem' }}
        />
      </FilterBar>

      {waitingForFair ? <FairRequired /> : null}
      <PagedList
        query={list}
        pageInfo={pageInfo}
        page={page}
        onPage={(value) => onSearch({ ...search, page: value > 1 ? value : undefined })}
        count={(count) => t('list.count', { count })}
        pagesLabel={t('list.pagination')}
        loadFailed={t('list.loadFailed')}
        idle={waitingForFair}
        empty={
          empty ? (
            <EmptyState title={search.name ? t('list.emptyFiltered') : t('list.empty')}>
              {search.name ? (
                <ResetFiltersButton label={t('list.resetFilters')} onClick={() => onSearch({})} />
              ) : (
                <Text size="sm" c="gray.7">
                  {t('list.emptyHint')}
                </Text>
              )}
            </EmptyState>
          ) : null
        }
      >
        <FirmTable
          firms={firms}
          loading={list.isPending}
          label={scope === 'fair' ? t('list.tableLabel') : t('global.tableLabel')}
          showFairs={scope === 'all'}
        />
      </PagedList>
    </ListPanel>
  );
}
