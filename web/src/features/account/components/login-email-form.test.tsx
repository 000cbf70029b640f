import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, toProblem } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginEmailForm } from './login-email-form.tsx';

const SUBMIT = 'Modifier l’adresse de connexion';

describe('LoginEmailForm (§2 login address)', () => {
  it('needs a different, valid address', async () => {
    const u = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <LoginEmailForm
        currentEmail="awa@demo.test"
        onSubmit={onSubmit}
        pending={false}
        error={null}
        saved={false}
      />,
    );
    const email = screen.getByLabelText(/^E-mail de connexion/);
    const submit = screen.getByRole('button', { name: SUBMIT });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await u.clear(email);
    await u.type(email, 'awa@');
    fireEvent.blur(email);
    expect(screen.getByText('Adresse e-mail invalide.')).toBeTruthy();
    await u.type(email, 'nouveau.test');
    await u.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('awa@nouveau.test');
  });

  it('shows email_exists on the field, not in a card', async () => {
    const u = userEvent.setup();
    const taken = new ApiError(toProblem(409, { message_code: 'email_exists' }, 'Conflict'));
    function Harness() {
      const [error, setError] = useState<unknown>(null);
      return (
        <LoginEmailForm
          currentEmail="awa@demo.test"
          onSubmit={() => setError(taken)}
          pending={false}
          error={error}
          saved={false}
        />
      );
    }
    renderWithProviders(<Harness />);
    const email = screen.getByLabelText(/^E-mail de connexion/);
    await u.clear(email);
    await u.type(email, 'pris@demo.test');
    await u.click(screen.getByRole('button', { name: SUBMIT }));
    expect(screen.getByText('Cette adresse e-mail existe déjà.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });
});
