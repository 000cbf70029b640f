import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, toProblem } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginEmailForm } from './login-email-form.tsx';

const SUBMIT = 'Envoyer le lien de confirmation';

describe('LoginEmailForm (§2 login address)', () => {
  it('needs a valid, different address and the current password', async () => {
    const u = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <LoginEmailForm currentEmail="awa@demo.test" onSubmit={onSubmit} pending={false} error={null} />,
    );
    const email = screen.getByLabelText(/^Nouvelle adresse e-mail/);
    const password = screen.getByLabelText(/^Mot de passe actuel/);
    const submit = screen.getByRole('button', { name: SUBMIT });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await u.click(email);
    await u.paste('AWA@demo.test');
    fireEvent.blur(email);
    expect(screen.getByText('C’est déjà votre adresse de connexion.')).toBeTruthy();
    await u.clear(email);
    await u.click(email);
    await u.paste('awa@');
    expect(screen.getByText('Adresse e-mail invalide.')).toBeTruthy();
    await u.click(email);
    await u.paste('nouveau.test');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await u.click(password);
    await u.paste('Demo2026!');
    await u.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'awa@nouveau.test', password: 'Demo2026!' });
  });

  it('shows a wrong password on the password field while it holds the value sent, not in a card', async () => {
    const u = userEvent.setup();
    const wrong = new ApiError(
      toProblem(
        422,
        {
          message_code: 'validation_failed',
          violations: [{ propertyPath: 'password', code: 'password_incorrect' }],
        },
        'Unprocessable',
      ),
    );
    function Harness() {
      const [error, setError] = useState<unknown>(null);
      return (
        <LoginEmailForm
          currentEmail="awa@demo.test"
          onSubmit={() => setError(wrong)}
          pending={false}
          error={error}
        />
      );
    }
    renderWithProviders(<Harness />);
    const password = screen.getByLabelText(/^Mot de passe actuel/);
    await u.click(screen.getByLabelText(/^Nouvelle adresse e-mail/));
    await u.paste('awa@nouveau.test');
    await u.click(password);
    await u.paste('Faux2026!');
    await u.click(screen.getByRole('button', { name: SUBMIT }));
    expect(screen.getByText('Le mot de passe est incorrect.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    await u.click(password);
    await u.paste('x');
    expect(screen.queryByText('Le mot de passe est incorrect.')).toBeNull();
  });

  it('puts any other failure in the error card', async () => {
    const limited = new ApiError(toProblem(429, { message_code: 'rate_limited' }, 'Too Many Requests'));
    renderWithProviders(
      <LoginEmailForm currentEmail="awa@demo.test" onSubmit={vi.fn()} pending={false} error={limited} />,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
