import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedUser, UserManagementUpdate } from '@passerelle/contract';
import { ApiError, toProblem } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeUser } from '../../../test/fixtures.ts';
import { UserManageForm } from './user-manage-form.tsx';

const user: ManagedUser = {
  ...makeUser({ jobTitle: 'Infirmière' }),
  firmName: null,
  administeredFairs: [],
  createdAt: '2026-01-10T12:00:00.000Z',
  abilities: { update: true, erase: true, validateFairs: [1], removeFairs: [1] },
};

const FIRMS = [
  { value: '1', label: 'Centre intégré de santé des Deux-Rives' },
  { value: '8', label: 'Résidence Baie-des-Hérons' },
  { value: '9', label: 'CLSC des Trois-Ruisseaux' },
];

/** Picks an exhibitor by name in the searchable select. */
const pickFirm = async (u: ReturnType<typeof userEvent.setup>, name: string) => {
  const select = screen.getByRole('combobox', { name: /^Exposant \(structure\)/ });
  await u.clear(select);
  await u.type(select, name);
  await u.keyboard('{ArrowDown}{Enter}');
};

/** The form as the screen drives it: the server's answer to a save comes back as `error`. */
function Harness({ onSubmit, answer }: { onSubmit: (c: UserManagementUpdate) => void; answer?: unknown }) {
  const [error, setError] = useState<unknown>(null);
  return (
    <UserManageForm
      user={user}
      civilStatuses={[]}
      countries={[]}
      firmOptions={FIRMS}
      pending={false}
      error={error}
      onSubmit={(changes) => {
        onSubmit(changes);
        setError(answer ?? null);
      }}
    />
  );
}

const unprocessable = (propertyPath: string, code: string) =>
  new ApiError(
    toProblem(
      422,
      { message_code: 'validation_failed', violations: [{ propertyPath, code, message: '' }] },
      'x',
    ),
  );

describe('UserManageForm (§2 /user/manage/{id})', () => {
  it('saves only the changed fields, and asks for a firm when the type becomes a stand account', async () => {
    const u = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Aucune modification')).toBeTruthy();

    await u.type(screen.getByLabelText('Fonction'), ' clinicienne');
    await u.click(screen.getByRole('radio', { name: 'Contact de stand' }));
    await u.click(screen.getByRole('combobox', { name: /^Exposant \(structure\)/ }));
    await u.tab();
    expect(screen.getByText('Choisissez l’exposant (structure) de ce compte.')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
    await pickFirm(u, 'Centre intégré de santé des Deux-Rives');
    await u.click(save);
    expect(onSubmit).toHaveBeenCalledWith({ jobTitle: 'Infirmière clinicienne', userType: 6, firm: 1 });
  }, 20_000);

  it('shows a violation of the server on its field until it is edited', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Harness onSubmit={vi.fn()} answer={unprocessable('firm', 'invalid_value')} />);
    await u.click(screen.getByRole('radio', { name: 'Administrateur de stand' }));
    const firm = screen.getByRole('combobox', { name: /^Exposant \(structure\)/ });
    await pickFirm(u, 'CLSC des Trois-Ruisseaux');
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(firm.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Cette valeur n’est pas acceptée.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await pickFirm(u, 'Résidence Baie-des-Hérons');
    expect(firm.getAttribute('aria-invalid')).not.toBe('true');
  }, 20_000);

  it('shows other problems in the error card', async () => {
    const u = userEvent.setup();
    const limit = new ApiError(toProblem(409, { message_code: 'fair_organizer_limit_reached' }, 'Conflict'));
    renderWithProviders(<Harness onSubmit={vi.fn()} answer={limit} />);
    await u.click(screen.getByRole('radio', { name: 'Organisateur' }));
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('alert')).toBeTruthy();
  }, 20_000);
});
