import type { ReactNode } from 'react';
import { CardList } from './card-list.tsx';
import { PagedList } from './paged-list.tsx';

/** The words a paged list of cards takes, each a key of the screen's namespace (`list.count`…). */
export type PagedCardWord = 'count' | 'pages' | 'loadFailed' | 'loading';

export interface PagedCardListProps<T> {
  /** The list's query: one page of items and its page info. */
  query: {
    isPending: boolean;
    isError: boolean;
    isSuccess: boolean;
    error: unknown;
    isPlaceholderData?: boolean;
    data?: { data: readonly T[]; pageInfo?: { totalItems: number; pageCount: number } };
  };
  page: number;
  onPage: (page: number) => void;
  words: (word: PagedCardWord, values?: { count: number }) => string;
  /** The `EmptyState` shown instead of the list once the answer has no item. */
  empty: ReactNode;
  /** About one card's height, for the placeholders. */
  cardHeight: number;
  /** The cards of the page's items, each an `<li>`. */
  children: (items: readonly T[]) => ReactNode;
}

/** A paged list of cards (the viewer's calls, interviews): `PagedList` around a `CardList`. */
export function PagedCardList<T>({
  query,
  page,
  onPage,
  words,
  empty,
  cardHeight,
  children,
}: PagedCardListProps<T>) {
  const items = query.data?.data ?? [];
  return (
    <PagedList
      query={query}
      pageInfo={query.data?.pageInfo}
      page={page}
      onPage={onPage}
      count={(count) => words('count', { count })}
      pagesLabel={words('pages')}
      loadFailed={words('loadFailed')}
      empty={query.isSuccess && items.length === 0 ? empty : null}
    >
      <CardList pending={query.isPending} loadingLabel={words('loading')} cardHeight={cardHeight}>
        {children(items)}
      </CardList>
    </PagedList>
  );
}
