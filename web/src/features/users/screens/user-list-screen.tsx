import { EmptyState } from '../../../components/empty-state.tsx';
import { ResetFiltersButton } from '../../../components/list-filters.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { UserListFilters } from '../components/user-list-filters.tsx';
import { UserTable } from '../components/user-table.tsx';
import {
  hasFilters,
  nextOrder,
  toUserListQuery,
  type SortColumn,
  type UserListSearch,
} from '../user-list-search.ts';
import { usersQueries } from '../users.queries.ts';

const ROUTE_ID = '/{-$salon}/_manage/user/list';

/** §2 /user/list: the users of the current fair, filtered, sorted and paged through the URL. */
export function UserListScreen() {
  const { t } = useTranslation('users');
  const search = useSearch({ from: ROUTE_ID });
  const navigate = useNavigate({ from: '/{-$salon}/user/list' });
  const { fair } = useCurrentFair();
  const list = useQuery(usersQueries.list(toUserListQuery(search, fair?.id ?? null)));

  const go = (next: UserListSearch, replace = false): void => {
    void navigate({ search: next, replace });
  };
  const filter = (patch: Pick<UserListSearch, 'search' | 'role' | 'userType'>): void =>
    go({ ...search, ...patch, page: undefined }, true);
  const sortBy = (column: SortColumn): void =>
    go({ ...search, order: nextOrder(search.order, column), page: undefined });
  const resetFilters = (): void => go({ order: search.order });

  const users = list.data?.data;
  const pageInfo = list.data?.pageInfo;
  const page = search.page ?? 1;
  const empty = !list.isPending && !list.isError && users?.length === 0;

  return (
    <ListPanel
      titleId="users-title"
      title={t('list.title')}
      action={{
        label: t('list.create'),
        icon: <IconUserPlus size={18} aria-hidden />,
        renderRoot: (props) => <Link to="/{-$salon}/user/create" {...props} />,
      }}
    >
      <UserListFilters search={search} onChange={filter} />
      <PagedList
        query={list}
        pageInfo={pageInfo}
        page={page}
        onPage={(value) => go({ ...search, page: value > 1 ? value : undefined })}
        count={(count) => t('list.count', { count })}
        pagesLabel={t('list.pagination')}
        loadFailed={t('list.loadFailed')}
        empty={
          empty ? (
            <EmptyState title={hasFilters(search) ? t('list.emptyFiltered') : t('list.empty')}>
              {hasFilters(search) ? (
                <ResetFiltersButton label={t('list.resetFilters')} onClick={resetFilters} />
              ) : null}
            </EmptyState>
          ) : null
        }
      >
        <UserTable
          users={users}
          loading={list.isPending}
          order={search.order}
          onSort={sortBy}
          fairId={fair?.id ?? null}
          timeZone={fair?.timezone}
        />
      </PagedList>
    </ListPanel>
  );
}
