import type { ReactNode } from 'react';
import { Skeleton, Stack } from '@mantine/core';

export interface CardListProps {
  /** The first page is loading: placeholders of the cards' height stand instead. */
  pending: boolean;
  /** What screen readers hear while it loads ("Chargement des appels"). */
  loadingLabel: string;
  /** About one card's height, so the page does not jump when the cards arrive. */
  cardHeight: number;
  /** The cards, each an `<li>`. */
  children: ReactNode;
}

/** A list of cards inside a `PagedList`: three placeholders while it loads, then the cards. */
export function CardList({ pending, loadingLabel, cardHeight, children }: CardListProps) {
  if (pending)
    return (
      <Stack gap="sm" aria-busy aria-label={loadingLabel}>
        <Skeleton h={cardHeight} radius="md" />
        <Skeleton h={cardHeight} radius="md" />
        <Skeleton h={cardHeight} radius="md" />
      </Stack>
    );
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
