import { PasswordSchema } from '@passerelle/contract';
import { isApiError } from '../../lib/api-error.ts';
import { fieldsNamed } from '../../lib/form-violations.ts';
import { emailError } from './login-validation.ts';

export interface PasswordForgotValues {
  email: string;
}

/** §5: the forgot form checks the e-mail exactly like the login form. */
export const validatePasswordForgot = (values: PasswordForgotValues): { email?: string } => {
  const email = emailError(values.email);
  return email ? { email } : {};
};

export interface PasswordResetValues {
  password: string;
  confirmation: string;
}

export type PasswordResetField = keyof PasswordResetValues;
/** The first error code of each field (fields show only their first error, §5). */
export type PasswordResetErrors = Partial<Record<PasswordResetField, string>>;

/**
 * §5 password rules, the ones the server applies: the contract's PasswordSchema (length, then
 * composition, as separate codes) and a confirmation equal to the password.
 */
export const validatePasswordReset = (values: PasswordResetValues): PasswordResetErrors => {
  const errors: PasswordResetErrors = {};
  const password = PasswordSchema.safeParse(values.password);
  if (!password.success && password.error.issues[0]) errors.password = password.error.issues[0].message;
  if (values.confirmation === '') errors.confirmation = 'required';
  else if (values.confirmation !== values.password) errors.confirmation = 'password_mismatch';
  return errors;
};

/** The server's violations that go on the reset form's fields (the rest goes in the card). */
export const passwordResetFieldOf = fieldsNamed<PasswordResetField>(['password', 'confirmation']);

/** The mailed link is expired, used or unknown: the user must ask for a new one. */
export const isInvalidResetLink = (error: unknown): boolean =>
  isApiError(error) &&
  (error.code === 'reset_token_invalid' || error.violations.some((v) => v.propertyPath === 'token'));
