import type { ReactNode } from 'react';
import { Box, Text } from '@mantine/core';
import { ErrorCard } from './error-card.tsx';
import { ListPagination, type ListPaginationProps } from './list-pagination.tsx';

export interface PagedListProps {
  /** The list's query: failed (the error card), showing the previous page while the next loads. */
  query: { isError: boolean; error: unknown; isPlaceholderData?: boolean };
  /** "12 exposants", once the count is known (the line is kept, empty, until then). */
  count: string | null;
  /** The error card's title when the list cannot be loaded. */
  loadFailed: string;
  /** The empty state, when there is nothing to list: it stands instead of the list. */
  empty: ReactNode;
  /** The pages, once known (nothing is drawn for a single page). */
  pagination: ListPaginationProps | null;
  /** The list is not asked for yet (no fair): neither list nor empty state. */
  idle?: boolean;
  /** The table or the cards. */
  children: ReactNode;
}

/**
 * The body of every paged list: the live count, the error card, the empty state or the list
 * (dimmed while the next page loads), then the pages.
 */
export function PagedList({ query, count, loadFailed, empty, pagination, idle, children }: PagedListProps) {
  return (
    <>
      <Text size="sm" c="gray.7" aria-live="polite" aria-atomic>
        {count ?? '\u00a0'}
      </Text>
      {query.isError ? <ErrorCard error={query.error} title={loadFailed} /> : null}
      {empty}
      {!empty && !query.isError && !idle ? (
        <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>{children}</Box>
      ) : null}
      {pagination ? <ListPagination {...pagination} /> : null}
    </>
  );
}
