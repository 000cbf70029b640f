import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';
import { isApiError } from '../lib/api-error.ts';
import { EmptyState } from './empty-state.tsx';
import { ErrorCard } from './error-card.tsx';
import { ResetFiltersButton } from './list-filters.tsx';
import { ListPagination } from './list-pagination.tsx';
import { LoginNeededAlert } from './login-needed-alert.tsx';

/** The words a search page gives its results, each a key of its own namespace (`front.count`…). */
export type CardSearchWord =
  | 'count'
  | 'loginTitle'
  | 'loginBody'
  | 'login'
  | 'loadFailed'
  | 'empty'
  | 'emptyFiltered'
  | 'emptyHint'
  | 'resetFilters'
  | 'pagination';

export interface CardSearchResultsProps<T> {
  /** The page's list query: one page of items and its page info. */
  list: {
    data?: { data: T[]; pageInfo?: { totalItems: number; pageCount: number } };
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    error: unknown;
  };
  words: (word: CardSearchWord, values?: { count: number }) => string;
  /** The empty state's picture. */
  icon: ReactNode;
  filtered: boolean;
  onResetFilters: () => void;
  page: number;
  onPage: (page: number) => void;
  card: (item: T) => ReactNode;
  skeleton: (index: number) => ReactNode;
}

const SKELETON_CARDS = 6;

/**
 * A public search's results as cards (the exhibitors, the job offers): how many were found (said
 * to screen readers), why nothing shows (sign in, failed, nothing matches — with a way back to
 * every result), the cards or their skeletons while loading, and the pages.
 */
export function CardSearchResults<T>({
  list,
  words,
  icon,
  filtered,
  onResetFilters,
  page,
  onPage,
  card,
  skeleton,
}: CardSearchResultsProps<T>) {
  const items = list.data?.data;
  const pageInfo = list.data?.pageInfo;
  const empty = !list.isPending && !list.isError && items?.length === 0;
  const needsLogin = isApiError(list.error) && list.error.status === 401;
  return (
    <>
      <Text size="sm" c="gray.7" aria-live="polite" aria-atomic>
        {pageInfo && !list.isPending ? words('count', { count: pageInfo.totalItems }) : '\u00a0'}
      </Text>
      {needsLogin ? (
        <LoginNeededAlert title={words('loginTitle')} body={words('loginBody')} login={words('login')} />
      ) : list.isError ? (
        <ErrorCard error={list.error} title={words('loadFailed')} />
      ) : null}
      {empty ? (
        <EmptyState icon={icon} title={filtered ? words('emptyFiltered') : words('empty')}>
          {filtered ? (
            <ResetFiltersButton label={words('resetFilters')} onClick={onResetFilters} />
          ) : (
            <Text size="sm" c="gray.7">
              {words('emptyHint')}
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
          {list.isPending || !items
            ? Array.from({ length: SKELETON_CARDS }, (_, i) => skeleton(i))
            : items.map(card)}
        </SimpleGrid>
      ) : null}
      {pageInfo ? (
        <ListPagination
          label={words('pagination')}
          pageCount={pageInfo.pageCount}
          page={page}
          onChange={onPage}
        />
      ) : null}
    </>
  );
}
