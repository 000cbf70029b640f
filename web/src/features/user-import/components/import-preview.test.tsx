import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserImportPreview } from '@passerelle/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { ImportPreview } from './import-preview.tsx';

const preview = (overrides: Partial<UserImportPreview> = {}): UserImportPreview => ({
  fair: 1,
  format: 'csv',
  ignoredColumns: ['Téléphone'],
  rows: [
    {
      line: 2,
      data: { email: 'zoe@x.fr', firstName: 'Zoé', lastName: 'Martin', userType: '', firm: '', locale: 'fr' },
      violations: [],
    },
    {
      line: 3,
      data: {
        email: 'pas-un-email',
        firstName: 'Léa',
        lastName: 'Petit',
        userType: '6',
        firm: '',
        locale: '',
      },
      violations: [
        { propertyPath: 'email', code: 'invalid_email' },
        { propertyPath: 'firm', code: 'firm_required' },
      ],
    },
  ],
  counts: { total: 2, valid: 1, invalid: 1 },
  capacity: { users: { max: null, current: 3, adding: 1 }, organizers: { max: null, current: 1, adding: 0 } },
  batchViolations: [],
  ...overrides,
});

describe('ImportPreview', () => {
  it('opens on the rows in error, with each violation in words, and imports the valid rows', async () => {
    const onImport = vi.fn();
    renderWithProviders(
      <ImportPreview preview={preview()} fileName="liste.csv" importing={false} onImport={onImport} />,
    );
    expect(screen.getByText('2 lignes lues dans liste.csv.')).toBeTruthy();
    expect(screen.getByText('Colonnes ignorées : Téléphone')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Lignes du fichier' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('E-mail : Adresse e-mail invalide.', { exact: false })).toBeTruthy();
    expect(within(table).getByText(/^Exposant : Choisissez l’exposant/)).toBeTruthy();
    expect(within(table).getByText('Contact de stand')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Toutes (2)' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Valide')).toBeTruthy();
    expect(within(table).getByText('Visiteur')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Importer 1 ligne valide' }));
    expect(onImport).toHaveBeenCalledOnce();
  });

  it('explains a batch over the fair’s maximum and keeps the import button disabled', () => {
    renderWithProviders(
      <ImportPreview
        preview={preview({
          capacity: {
            users: { max: 3, current: 3, adding: 1 },
            organizers: { max: null, current: 1, adding: 0 },
          },
          batchViolations: [{ propertyPath: 'fair', code: 'fair_user_limit_reached' }],
        })}
        fileName="liste.csv"
        importing={false}
        onImport={() => undefined}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Ce salon accepte 3 utilisateurs : 3 y sont déjà et le fichier en ajoute 1.',
    );
    expect(screen.getByRole('button', { name: 'Importer 1 ligne valide' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
