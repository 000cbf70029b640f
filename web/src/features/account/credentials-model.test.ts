import { describe, expect, it } from 'vitest';
import { tokenFromHash, validateLoginEmail, validatePasswordChange } from './credentials-model.ts';

describe('credentials model', () => {
  it('reads the token of the mailed link from its fragment only when well formed', () => {
    const token = 'AbC_d-0123456789abcdefghijklmnopqrstuvwxyz';
    expect(tokenFromHash(`#token=${token}`)).toBe(token);
    expect(tokenFromHash(`token=${token}`)).toBe(token);
    expect(tokenFromHash('')).toBeUndefined();
    expect(tokenFromHash('#token=court')).toBeUndefined();
    expect(tokenFromHash('#token=<script>alert(1)</script>xxxxxxxxxxxx')).toBeUndefined();
  });

  it('asks for a different valid address and a password', () => {
    expect(validateLoginEmail({ email: '', password: '' }, 'a@b.test')).toEqual({
      email: 'invalid_email',
      password: 'required',
    });
    expect(validateLoginEmail({ email: ' A@B.test ', password: 'x' }, 'a@b.test')).toEqual({
      email: 'email_unchanged',
    });
    expect(validateLoginEmail({ email: 'c@b.test', password: 'x' }, 'a@b.test')).toEqual({});
  });

  it('applies the §5 rules to the new password and needs a matching confirmation', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'Ab1!', confirmation: '' })).toEqual({
      currentPassword: 'required',
      newPassword: 'password_too_short',
      confirmation: 'required',
    });
    expect(
      validatePasswordChange({
        currentPassword: 'x',
        newPassword: 'Nouveau#2026',
        confirmation: 'Nouveau#2026',
      }),
    ).toEqual({});
  });
});
