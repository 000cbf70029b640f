import { z } from 'zod';
import { LoginBodySchema } from '@passerelle/contract';

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginField = keyof LoginValues;
/** The first error code of each field (fields show only their first error, §5). */
export type LoginErrors = Partial<Record<LoginField, string>>;

const EmailFormat = z.email({ error: 'invalid_email' });

/**
 * The login form's e-mail rule (the contract's field, plus a valid address): the first error
 * code, or undefined. Shared with the forgot-password form.
 */
export const emailError = (email: string): string | undefined => {
  const parsed = LoginBodySchema.shape.email.safeParse(email);
  if (!parsed.success) return parsed.error.issues[0]?.message;
  return EmailFormat.safeParse(email.trim()).success ? undefined : 'invalid_email';
};

/** Client-side check with the contract's schema, plus a valid e-mail (§5 Login). */
export const validateLogin = (values: LoginValues): LoginErrors => {
  const errors: LoginErrors = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  const password = LoginBodySchema.shape.password.safeParse(values.password);
  if (!password.success && password.error.issues[0]) errors.password = password.error.issues[0].message;
  return errors;
};
