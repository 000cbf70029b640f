import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, toProblem } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PasswordResetForm, type PasswordResetFormProps } from './password-reset-form.tsx';

const setup = (props: Partial<PasswordResetFormProps> = {}) => {
  const onSubmit = vi.fn();
  renderWithProviders(<PasswordResetForm onSubmit={onSubmit} pending={false} error={null} {...props} />);
  return {
    onSubmit,
    password: screen.getByLabelText(/^Nouveau mot de passe/),
    confirmation: screen.getByLabelText(/^Confirmation du mot de passe/),
    submit: screen.getByRole('button', { name: 'Enregistrer le mot de passe' }),
  };
};

const TOO_SHORT = 'Le mot de passe doit contenir au moins 8 caractères.';
const COMPOSITION =
  'Le mot de passe doit contenir une minuscule, une majuscule, un chiffre et un caractère parmi !@#$%^&*.';
const MISMATCH = 'Les mots de passe ne correspondent pas.';

describe('PasswordResetForm (§5)', () => {
  it('shows the length error, then the composition error, one at a time', async () => {
    const user = userEvent.setup();
    const { password } = setup();
    await user.type(password, 'abc');
    fireEvent.blur(password);
    expect(screen.getByText(TOO_SHORT)).toBeTruthy();
    expect(screen.queryByText(COMPOSITION)).toBeNull();
    await user.type(password, 'defgh');
    expect(screen.queryByText(TOO_SHORT)).toBeNull();
    expect(screen.getByText(COMPOSITION)).toBeTruthy();
  });

  it('lists the rules under the password field', () => {
    const { password } = setup();
    const describedBy = password.getAttribute('aria-describedby') ?? '';
    const description = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(description).toContain('Au moins 8 caractères');
  });

  it('flags a confirmation that does not match', async () => {
    const user = userEvent.setup();
    const { password, confirmation } = setup();
    await user.type(password, 'Demo2026!');
    await user.type(confirmation, 'Demo2026?');
    fireEvent.blur(confirmation);
    expect(screen.getByText(MISMATCH)).toBeTruthy();
  });

  it('keeps submit disabled while invalid, then sends both values', async () => {
    const user = userEvent.setup();
    const { password, confirmation, submit, onSubmit } = setup();
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(password, 'Demo2026!');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(confirmation, 'Demo2026!');
    expect(submit.hasAttribute('disabled')).toBe(false);
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ password: 'Demo2026!', confirmation: 'Demo2026!' });
  });

  it('puts the server violations on the fields, without an error card', async () => {
    const user = userEvent.setup();
    const common = new ApiError(
      toProblem(
        422,
        { violations: [{ propertyPath: 'password', code: 'password_common', message: 'x' }] },
        'Unprocessable',
      ),
    );
    // The server refuses what was sent: the error arrives after the submit.
    function Harness() {
      const [error, setError] = useState<unknown>(null);
      return <PasswordResetForm onSubmit={() => setError(common)} pending={false} error={error} />;
    }
    renderWithProviders(<Harness />);
    const password = screen.getByLabelText(/^Nouveau mot de passe/);
    await user.type(password, 'Password1!');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Password1!');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(screen.getByText('Ce mot de passe est trop courant, choisissez-en un autre.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(password, 'x');
    expect(screen.queryByText('Ce mot de passe est trop courant, choisissez-en un autre.')).toBeNull();
  });

  it('shows other problems in the error card', () => {
    setup({
      error: new ApiError(toProblem(429, { message_code: 'rate_limited', retryAfter: 30 }, 'Too many')),
    });
    expect(screen.getByRole('alert').textContent).toContain('Réessayez dans 30 secondes');
  });

  it('has a show/hide toggle on each field', async () => {
    const user = userEvent.setup();
    const { confirmation } = setup();
    await user.click(
      screen.getByRole('button', {
        name: 'Afficher ou masquer la confirmation du mot de passe',
        hidden: true,
      }),
    );
    expect(confirmation.getAttribute('type')).toBe('text');
    expect(
      screen.getByRole('button', { name: 'Afficher ou masquer le nouveau mot de passe', hidden: true }),
    ).toBeTruthy();
  });
});
