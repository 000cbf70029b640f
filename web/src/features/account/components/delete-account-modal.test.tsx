import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, toProblem } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DeleteAccountModal, isDeleteConfirmed } from './delete-account-modal.tsx';

const setup = (error: unknown = null) => {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <DeleteAccountModal opened onClose={onClose} onConfirm={onConfirm} pending={false} error={error} />,
  );
  return {
    onConfirm,
    onClose,
    confirm: screen.getByRole('button', { name: 'Supprimer définitivement mon compte' }),
    typed: screen.getByLabelText(/^Pour confirmer, saisissez SUPPRIMER/),
  };
};

describe('DeleteAccountModal (irreversible, typed confirmation)', () => {
  it('compares the typed word without case or spaces around', () => {
    expect(isDeleteConfirmed(' supprimer ', 'SUPPRIMER')).toBe(true);
    expect(isDeleteConfirmed('SUPPRIME', 'SUPPRIMER')).toBe(false);
    expect(isDeleteConfirmed('', 'SUPPRIMER')).toBe(false);
  });

  it('says what is erased and that it cannot be undone', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' })).toBeTruthy();
    expect(screen.getByText('Cette action est irréversible : rien ne pourra être récupéré.')).toBeTruthy();
    expect(screen.getByText(/vos identifiants de connexion/)).toBeTruthy();
  });

  it('enables the red button only once the word is typed', async () => {
    const u = userEvent.setup();
    const { confirm, typed, onConfirm } = setup();
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await u.type(typed, 'SUPPRIM');
    await u.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    await u.type(typed, 'ER');
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await u.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled, and shows a failure in the error card', async () => {
    const u = userEvent.setup();
    const { onClose } = setup(new ApiError(toProblem(403, { message_code: 'forbidden' }, 'Forbidden')));
    expect(screen.getByRole('alert').textContent).toContain(
      'Vous n’avez pas le droit de faire cette action.',
    );
    await u.click(screen.getAllByRole('button', { name: 'Annuler' })[0]!);
    expect(onClose).toHaveBeenCalled();
  });
});
