import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { LookupTable } from './lookup-table.tsx';

const rows = [{ id: 1, name: 'Sage-femme', translations: { fr: { name: 'Sage-femme' } }, position: 0 }];

describe('LookupTable', () => {
  it('gives each row its edit and delete actions', () => {
    renderWithProviders(<LookupTable rows={rows} loading={false} onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Modifier « Sage-femme »' })).toBeTruthy();
  });
  it('read only: no actions column, no buttons', () => {
    renderWithProviders(
      <LookupTable rows={rows} loading={false} onEdit={vi.fn()} onDelete={vi.fn()} readOnly />,
    );
    expect(screen.getByRole('cell', { name: 'Sage-femme' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
