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

/** Client-side check with the contract's schema, plus a valid e-mail (§5 Login). */
export const validateLogin = (values: LoginValues): LoginErrors => {
  const errors: LoginErrors = {};
  const parsed = LoginBodySchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!errors.email && !EmailFormat.safeParse(values.email.trim()).success) errors.email = 'invalid_email';
  return errors;
};
