import type { ReactNode } from 'react';
import { Box, Text } from '@mantine/core';
import { ErrorCard } from './error-card.tsx';
import { ListPagination } from './list-pagination.tsx';

export interface PagedListProps {
  /** The list's query: failed (the error card), showing the previous page while the next loads. */
  query: { isPending: boolean; isError: boolean; error: unknown; isPlaceholderData?: boolean };
  /** The answer's page info (x-total-count, x-page-count), once there is one. */
  pageInfo: { totalItems: number; pageCount: number } | undefined;
  page: number;
  onPage: (page: number) => void;
  /** The live count line ("12 exposants") and what the pages are of, for screen readers. */
  count: (count: number) => string;
  pagesLabel: string;
  /** The error card's title when the list cannot be loaded. */
  loadFailed: string;
  /** The empty state, when there is nothing to list: it stands instead of the list. */
  empty: ReactNode;
  /** The list is not asked for yet (no fair): neither list nor empty state. */
  idle?: boolean;
  /** The table or the cards. */
  children: ReactNode;
}

/**
 * The body of every paged list: the live count, the error card, the empty state or the list
 * (dimmed while the next page loads), then the pages.
 */
export function PagedList({
  query,
  pageInfo,
  page,
  onPage,
  count,
  pagesLabel,
  loadFailed,
  empty,
  idle,
  children,
}: PagedListProps) {
  return (
    <>
      <Text size="sm" c="gray.7" aria-live="polite" aria-atomic>
        {pageInfo && !query.isPending ? count(pageInfo.totalItems) : '\u00a0'}
      </Text>
      {query.isError ? <ErrorCard error={query.error} title={loadFailed} /> : null}
      {empty}
      {!empty && !query.isError && !idle ? (
        <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>{children}</Box>
      ) : null}
      {pageInfo ? (
        <ListPagination label={pagesLabel} pageCount={pageInfo.pageCount} page={page} onChange={onPage} />
      ) : null}
    </>
  );
}
