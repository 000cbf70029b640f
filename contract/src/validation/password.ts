import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS } from '../limits.ts';

const SPECIAL_RE = new RegExp(`[${PASSWORD_SPECIALS.replace(/[\^\]\\-]/g, '\\$&')}]`);

/** §5 composition: one lowercase, one uppercase, one digit, one of !@#$%^&*. */
export const hasPasswordComposition = (value: string): boolean =>
  /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && SPECIAL_RE.test(value);

/** The spec's separate messages for length and composition (codes, translated on each side). */
export const PasswordSchema = z
  .string({ error: 'required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'password_too_short' })
  .max(PASSWORD_MAX_LENGTH, { error: 'password_too_long' })
  .refine(hasPasswordComposition, { error: 'password_composition' });
