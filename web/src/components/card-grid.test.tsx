import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';
import { CardGrid } from './card-grid.tsx';
import { EmptyState } from './empty-state.tsx';

interface Query {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: readonly string[];
}
const grid = (query: Query, list = false) =>
  renderWithProviders(
    <CardGrid
      query={query}
      cols={2}
      cardHeight={100}
      loadingLabel="Chargement des halls"
      loadFailed="Les halls n’ont pas pu être chargés."
      list={list}
      empty={<EmptyState level={3} title="Aucun hall" text="Créez le premier hall." />}
    >
      {(items) => items.map((name) => (list ? <li key={name}>{name}</li> : <div key={name}>{name}</div>))}
    </CardGrid>,
  );

describe('CardGrid', () => {
  it('says it is loading while the items are on their way', () => {
    grid({ isPending: true, isError: false, error: null });
    expect(screen.getByLabelText('Chargement des halls').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the error card when the items cannot be loaded', () => {
    grid({ isPending: false, isError: true, error: new Error('Panne') });
    expect(screen.getByText('Les halls n’ont pas pu être chargés.')).toBeTruthy();
  });

  it('shows the empty state when there is nothing, the cards otherwise', () => {
    const { unmount } = grid({ isPending: false, isError: false, error: null, data: [] });
    expect(screen.getByRole('heading', { level: 3, name: 'Aucun hall' })).toBeTruthy();
    expect(screen.getByText('Créez le premier hall.')).toBeTruthy();
    unmount();
    grid({ isPending: false, isError: false, error: null, data: ['Hall A', 'Hall B'] }, true);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Hall A', 'Hall B']);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
