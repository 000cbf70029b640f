import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, toProblem } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PasswordForgotForm, type PasswordForgotFormProps } from './password-forgot-form.tsx';

const setup = (props: Partial<PasswordForgotFormProps> = {}) => {
  const onSubmit = vi.fn();
  renderWithProviders(<PasswordForgotForm onSubmit={onSubmit} pending={false} error={null} {...props} />);
  return {
    onSubmit,
    email: screen.getByLabelText(/^Adresse e-mail/),
    submit: screen.getByRole('button', { name: 'Envoyer le lien' }),
  };
};

describe('PasswordForgotForm (§2, §5)', () => {
  it('keeps submit disabled until the e-mail is valid', async () => {
    const user = userEvent.setup();
    const { email, submit, onSubmit } = setup();
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(email, 'visitor@demo');
    fireEvent.blur(email);
    expect(screen.getByText('Adresse e-mail invalide.')).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(email, '.test ');
    expect(submit.hasAttribute('disabled')).toBe(false);
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'visitor@demo.test' });
  });

  it('shows a problem in the error card', () => {
    setup({
      error: new ApiError(
        toProblem(
          422,
          { violations: [{ propertyPath: 'email', code: 'invalid_email', message: 'x' }] },
          'Unprocessable',
        ),
      ),
    });
    expect(screen.getByRole('alert').textContent).toContain('email : Adresse e-mail invalide.');
  });
});
