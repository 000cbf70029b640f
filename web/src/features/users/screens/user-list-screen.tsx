import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { IconFilterOff, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
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
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="users-title"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} id="users-title">
            {t('list.title')}
          </Title>
          <Button
            component={Link}
            to="/{-$salon}/user/create"
            color="ember.7"
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t('list.create')}
          </Button>
        </Group>

        <UserListFilters search={search} onChange={filter} />

        <Text size="sm" c="gray.7" aria-live="polite" aria-atomic>
          {pageInfo && !list.isPending ? t('list.count', { count: pageInfo.totalItems }) : '\u00a0'}
        </Text>

        {list.isError ? <ErrorCard error={list.error} title={t('list.loadFailed')} /> : null}

        {empty ? (
          <EmptyState title={hasFilters(search) ? t('list.emptyFiltered') : t('list.empty')}>
            {hasFilters(search) ? (
              <Button
                variant="light"
                leftSection={<IconFilterOff size={18} aria-hidden />}
                onClick={resetFilters}
              >
                {t('list.resetFilters')}
              </Button>
            ) : null}
          </EmptyState>
        ) : null}

        {!empty && !list.isError ? (
          <Box style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <UserTable
              users={users}
              loading={list.isPending}
              order={search.order}
              onSort={sortBy}
              fairId={fair?.id ?? null}
              timeZone={fair?.timezone}
            />
          </Box>
        ) : null}

        {pageInfo ? (
          <ListPagination
            label={t('list.pagination')}
            pageCount={pageInfo.pageCount}
            page={page}
            onChange={(value) => go({ ...search, page: value > 1 ? value : undefined })}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
