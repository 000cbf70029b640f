import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, toProblem } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginForm, type LoginFormProps } from './login-form.tsx';

const setup = (props: Partial<LoginFormProps> = {}) => {
  const onSubmit = vi.fn();
  renderWithProviders(
    <LoginForm
      onSubmit={onSubmit}
      pending={false}
      error={null}
      registerLinks={[
        <a key="v" href="/register/visitor">
          Je m’inscris comme visiteur
        </a>,
      ]}
      forgotLink={<a href="/user/password/forgot">Mot de passe oublié ?</a>}
      {...props}
    />,
  );
  return {
    onSubmit,
    email: screen.getByLabelText(/Adresse e-mail/),
    password: screen.getByLabelText(/^Mot de passe/),
    submit: screen.getByRole('button', { name: 'Se connecter' }),
  };
};

describe('LoginForm (§4, §5)', () => {
  it('keeps submit disabled while the form is invalid', async () => {
    const user = userEvent.setup();
    const { email, password, submit, onSubmit } = setup();
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(email, 'visitor@demo.test');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(password, 'Demo2026!');
    expect(submit.hasAttribute('disabled')).toBe(false);
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'visitor@demo.test', password: 'Demo2026!' });
  });

  it('shows only the first error of a field, once touched', async () => {
    const user = userEvent.setup();
    const { email } = setup();
    expect(screen.queryByText('Ce champ est obligatoire.')).toBeNull();
    fireEvent.blur(email);
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(1);
    await user.type(email, 'pas-une-adresse');
    fireEvent.blur(email);
    expect(screen.getByText('Adresse e-mail invalide.')).toBeTruthy();
    expect(screen.queryByText('Ce champ est obligatoire.')).toBeNull();
  });

  it('has a show/hide toggle for the password', async () => {
    const user = userEvent.setup();
    const { password } = setup();
    expect(password.getAttribute('type')).toBe('password');
    await user.click(
      screen.getByRole('button', { name: 'Afficher ou masquer le mot de passe', hidden: true }),
    );
    expect(password.getAttribute('type')).toBe('text');
  });

  it('renders a problem in the red error card: translated code, then violations in brackets', () => {
    const error = new ApiError(
      toProblem(
        422,
        {
          message_code: 'invalid_credentials',
          violations: [{ propertyPath: 'email', message: 'x', code: 'invalid_email' }],
        },
        'Unprocessable',
      ),
    );
    setup({ error });
    expect(screen.getByRole('alert').textContent).toContain(
      'E-mail ou mot de passe incorrect. (email : Adresse e-mail invalide.)',
    );
  });

  it('offers the registration links it is given under “no account yet”, and nothing without them', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Je m’inscris comme visiteur' }).getAttribute('href')).toBe(
      '/register/visitor',
    );
    expect(screen.getByText('Pas encore de compte ?')).toBeTruthy();
  });

  it('shows the forgot-password link it is given', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe(
      '/user/password/forgot',
    );
  });
});
