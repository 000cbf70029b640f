import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, toProblem } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';

const SUBMIT = 'Changer le mot de passe';
const fields = () => ({
  current: screen.getByLabelText(/^Mot de passe actuel/),
  next: screen.getByLabelText(/^Nouveau mot de passe/),
  confirmation: screen.getByLabelText(/^Confirmation du nouveau mot de passe/),
  submit: screen.getByRole('button', { name: SUBMIT }),
});

describe('PasswordChangeForm (§2 /user/profile, §5 rules)', () => {
  it('checks the new password as you type, one error at a time, and sends the values once valid', async () => {
    const u = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<PasswordChangeForm onSubmit={onSubmit} pending={false} error={null} />);
    const { current, next, confirmation, submit } = fields();
    expect(submit.hasAttribute('disabled')).toBe(true);
    await u.click(next);
    await u.paste('abc');
    fireEvent.blur(next);
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeTruthy();
    await u.click(next);
    await u.paste('defgh');
    expect(
      screen.getByText(
        'Le mot de passe doit contenir une minuscule, une majuscule, un chiffre et un caractère parmi !@#$%^&*.',
      ),
    ).toBeTruthy();
    await u.clear(next);
    await u.click(next);
    await u.paste('Nouveau#2026');
    await u.click(confirmation);
    await u.paste('Nouveau#2027');
    fireEvent.blur(confirmation);
    expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeTruthy();
    await u.clear(confirmation);
    await u.click(confirmation);
    await u.paste('Nouveau#2026');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await u.click(current);
    await u.paste('Demo2026!');
    await u.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({
      currentPassword: 'Demo2026!',
      newPassword: 'Nouveau#2026',
      confirmation: 'Nouveau#2026',
    });
  });

  it('lists the rules under the new password', () => {
    renderWithProviders(<PasswordChangeForm onSubmit={vi.fn()} pending={false} error={null} />);
    const describedBy = fields().next.getAttribute('aria-describedby') ?? '';
    const text = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(text).toContain('Au moins 8 caractères');
  });

  it('puts the server’s violations on the current and new password fields', async () => {
    const u = userEvent.setup();
    const refused = new ApiError(
      toProblem(
        422,
        {
          message_code: 'validation_failed',
          violations: [
            { propertyPath: 'currentPassword', code: 'password_incorrect' },
            { propertyPath: 'newPassword', code: 'password_common' },
          ],
        },
        'Unprocessable',
      ),
    );
    function Harness() {
      const [error, setError] = useState<unknown>(null);
      return <PasswordChangeForm onSubmit={() => setError(refused)} pending={false} error={error} />;
    }
    renderWithProviders(<Harness />);
    const { current, next, confirmation, submit } = fields();
    await u.click(current);
    await u.paste('Faux2026!');
    await u.click(next);
    await u.paste('Azerty123!');
    await u.click(confirmation);
    await u.paste('Azerty123!');
    await u.click(submit);
    expect(screen.getByText('Le mot de passe est incorrect.')).toBeTruthy();
    expect(screen.getByText('Ce mot de passe est trop courant, choisissez-en un autre.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(current.getAttribute('aria-invalid')).toBe('true');
  });
});
