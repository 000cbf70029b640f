import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, toProblem } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { UserCreateForm } from './user-create-form.tsx';

const SUBMIT = 'Créer le compte';
const FIRMS = [
  { value: '1', label: 'Centre intégré de santé des Deux-Rives' },
  { value: '12', label: 'Résidence Baie-des-Hérons' },
];

describe('UserCreateForm (§6 user creation)', () => {
  it('shows the structure section for stand accounts only', async () => {
    const u = userEvent.setup();
    renderWithProviders(
      <UserCreateForm onSubmit={vi.fn()} pending={false} error={null} firmOptions={FIRMS} />,
    );
    expect(screen.queryByRole('region', { name: 'Structure' })).toBeNull();
    await u.click(screen.getByRole('radio', { name: 'Administrateur de stand' }));
    expect(screen.getByRole('region', { name: 'Structure' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Exposant \(structure\)/ })).toBeTruthy();
    await u.click(screen.getByRole('radio', { name: 'Organisateur' }));
    expect(screen.queryByRole('region', { name: 'Structure' })).toBeNull();
  });

  it('validates inline and submits once every field is valid', async () => {
    const u = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <UserCreateForm onSubmit={onSubmit} pending={false} error={null} firmOptions={FIRMS} />,
    );
    await u.click(screen.getByRole('radio', { name: 'Contact de stand' }));
    await u.click(screen.getByRole('button', { name: SUBMIT }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Choisissez l’exposant (structure) de ce compte.')).toBeTruthy();
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');

    await u.type(screen.getByLabelText(/^E-mail/), 'awa@demo.test');
    await u.type(screen.getByLabelText(/^Prénom/), 'Awa');
    await u.type(screen.getByLabelText(/^Nom/), 'Diallo');
    await u.type(screen.getByRole('combobox', { name: /^Exposant \(structure\)/ }), 'Baie-des');
    await u.keyboard('{ArrowDown}{Enter}');
    await u.click(screen.getByRole('button', { name: SUBMIT }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ userType: 6, email: 'awa@demo.test', firm: '12' }),
    );
  }, 20_000);

  it('shows email_exists on the field and other problems in the error card', () => {
    const exists = new ApiError(toProblem(409, { message_code: 'email_exists' }, 'Conflict'));
    const { unmount } = renderWithProviders(
      <UserCreateForm onSubmit={vi.fn()} pending={false} error={exists} firmOptions={FIRMS} />,
    );
    expect(screen.getByText('Cette adresse e-mail existe déjà.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    const limit = new ApiError(toProblem(409, { message_code: 'fair_user_limit_reached' }, 'Conflict'));
    renderWithProviders(
      <UserCreateForm onSubmit={vi.fn()} pending={false} error={limit} firmOptions={FIRMS} />,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
