import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Skeleton, type SimpleGridProps } from '@mantine/core';
import { ErrorCard } from './error-card.tsx';

export interface CardGridProps<T> {
  /** The query of the cards' items (a fair's halls, the viewer's booths). */
  query: { isPending: boolean; isError: boolean; error: unknown; data?: readonly T[] };
  cols: SimpleGridProps['cols'];
  spacing?: SimpleGridProps['spacing'];
  /** About one card's height: three placeholders of it stand while the items load. */
  cardHeight: number;
  /** What screen readers hear while it loads. */
  loadingLabel?: string;
  /** The error card's title when the items cannot be loaded. */
  loadFailed?: string;
  /** The `EmptyState` shown, on a card of its own, when there is no item. */
  empty: ReactNode;
  /** The cards are list items (`<li>`): the grid is a list. */
  list?: boolean;
  /** The cards of the items. */
  children: (items: readonly T[]) => ReactNode;
}

/** A screen's grid of cards: placeholders while loading, the error card, the empty state, then the cards. */
export function CardGrid<T>({
  query,
  cols,
  spacing,
  cardHeight,
  loadingLabel,
  loadFailed,
  empty,
  list,
  children,
}: CardGridProps<T>) {
  if (query.isPending)
    return (
      <SimpleGrid cols={cols} spacing={spacing} aria-busy aria-label={loadingLabel}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={cardHeight} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (query.isError) return <ErrorCard error={query.error} title={loadFailed} />;
  const items = query.data ?? [];
  if (items.length === 0)
    return (
      // The empty state brings its own height (py); the card adds the sides.
      <Paper withBorder radius="md" px="xl">
        {empty}
      </Paper>
    );
  return list ? (
    <SimpleGrid cols={cols} spacing={spacing} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {children(items)}
    </SimpleGrid>
  ) : (
    <SimpleGrid cols={cols} spacing={spacing}>
      {children(items)}
    </SimpleGrid>
  );
}
