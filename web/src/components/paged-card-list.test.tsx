import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';
import { EmptyState } from './empty-state.tsx';
import { PagedCardList, type PagedCardListProps, type PagedCardWord } from './paged-card-list.tsx';

const WORDS: Record<PagedCardWord, string> = {
  count: 'appels',
  pages: 'Pages des appels',
  loadFailed: 'Les appels n’ont pas pu être chargés.',
  loading: 'Chargement des appels',
};
const calls = (query: PagedCardListProps<string>['query']) =>
  renderWithProviders(
    <PagedCardList
      query={query}
      page={1}
      onPage={vi.fn()}
      words={(word, values) => (values ? `${values.count} ${WORDS[word]}` : WORDS[word])}
      empty={<EmptyState title="Aucun appel" />}
      cardHeight={72}
    >
      {(items) => items.map((name) => <li key={name}>{name}</li>)}
    </PagedCardList>,
  );
const answer = (data: string[]) => ({ data, pageInfo: { totalItems: data.length, pageCount: 1 } });

describe('PagedCardList', () => {
  it('says it is loading, then counts the cards and lists them', () => {
    const { unmount } = calls({ isPending: true, isError: false, isSuccess: false, error: null });
    expect(screen.getByLabelText('Chargement des appels').getAttribute('aria-busy')).toBe('true');
    unmount();
    calls({ isPending: false, isError: false, isSuccess: true, error: null, data: answer(['Alice', 'Bob']) });
    expect(screen.getByText('2 appels')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Alice', 'Bob']);
    expect(screen.queryByText('Aucun appel')).toBeNull();
  });

  it('shows the empty state for an empty answer, the error card for a failure', () => {
    const { unmount } = calls({
      isPending: false,
      isError: false,
      isSuccess: true,
      error: null,
      data: answer([]),
    });
    expect(screen.getByText('Aucun appel')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    calls({ isPending: false, isError: true, isSuccess: false, error: new Error('Panne') });
    expect(screen.getByText('Les appels n’ont pas pu être chargés.')).toBeTruthy();
    expect(screen.queryByText('Aucun appel')).toBeNull();
  });
});
