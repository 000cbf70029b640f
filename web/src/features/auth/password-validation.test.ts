import { describe, expect, it } from 'vitest';
import { ApiError, toProblem } from '../../lib/api-error.ts';
import { formViolations } from '../../lib/form-violations.ts';
import {
  isInvalidResetLink,
  passwordResetFieldOf,
  validatePasswordForgot,
  validatePasswordReset,
} from './password-validation.ts';

const problem = (status: number, body: Record<string, unknown>): ApiError =>
  new ApiError(toProblem(status, body, 'Error'));

describe('validatePasswordForgot (§5, like the login form)', () => {
  it('requires a valid e-mail', () => {
    expect(validatePasswordForgot({ email: '' })).toEqual({ email: 'required' });
    expect(validatePasswordForgot({ email: 'pas-une-adresse' })).toEqual({ email: 'invalid_email' });
    expect(validatePasswordForgot({ email: ' visitor@demo.test ' })).toEqual({});
  });
});

describe('validatePasswordReset (§5 password rules)', () => {
  it('gives length, then composition, as separate first errors', () => {
    expect(validatePasswordReset({ password: 'Ab1!', confirmation: 'Ab1!' }).password).toBe(
      'password_too_short',
    );
    expect(validatePasswordReset({ password: 'abcdefgh', confirmation: 'abcdefgh' }).password).toBe(
      'password_composition',
    );
    expect(validatePasswordReset({ password: 'Demo2026!', confirmation: 'Demo2026!' })).toEqual({});
  });

  it('checks the confirmation', () => {
    expect(validatePasswordReset({ password: 'Demo2026!', confirmation: '' }).confirmation).toBe('required');
    expect(validatePasswordReset({ password: 'Demo2026!', confirmation: 'Demo2026?' }).confirmation).toBe(
      'password_mismatch',
    );
  });
});

describe('server answers of /user/password/reset', () => {
  it('maps the first violation of each field', () => {
    const error = problem(422, {
      message_code: 'validation_failed',
      violations: [
        { propertyPath: 'password', code: 'password_common', message: 'x' },
        { propertyPath: 'password', code: 'password_composition', message: 'y' },
        { propertyPath: 'confirmation', code: 'password_mismatch', message: 'z' },
      ],
    });
    const { byField, cardError } = formViolations(error, passwordResetFieldOf);
    expect(byField.password?.code).toBe('password_common');
    expect(byField.confirmation?.code).toBe('password_mismatch');
    expect(cardError).toBeNull();
    expect(isInvalidResetLink(error)).toBe(false);
  });

  it('recognises a dead link', () => {
    expect(isInvalidResetLink(problem(400, { message_code: 'reset_token_invalid' }))).toBe(true);
    expect(
      isInvalidResetLink(
        problem(422, { violations: [{ propertyPath: 'token', code: 'reset_token_invalid', message: '' }] }),
      ),
    ).toBe(true);
    const rateLimited = problem(429, { message_code: 'rate_limited' });
    expect(formViolations(rateLimited, passwordResetFieldOf).cardError).toBe(rateLimited);
  });
});
