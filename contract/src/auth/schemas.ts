import { z } from 'zod';
import { UserSchema } from '../users/schemas.ts';
import { PasswordSchema } from '../validation/password.ts';
import { EmailSchema } from '../validation/url.ts';

export const LoginBodySchema = z
  .object({
    email: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(254, { error: 'too_long' }),
    // No composition rule at login: only the size cap that keeps hashing cheap to refuse.
    password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024, { error: 'too_long' }),
    captcha: z.string().max(20_000, { error: 'too_long' }).optional(),
  })
  .strict();
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginResponseSchema = z.object({
  token: z.string(),
  /** Only for clients without an Origin header (architecture §9.4); browsers get the cookie. */
  refresh_token: z.string().optional(),
  user: UserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RefreshBodySchema = z
  .object({ refresh_token: z.string().max(200, { error: 'too_long' }).optional() })
  .strict();

export const CaptchaConfigSchema = z.object({
  provider: z.enum(['none', 'recaptcha', 'altcha']),
  /** reCAPTCHA site key and version (2, 3) and whether enterprise. */
  siteKey: z.string().nullable(),
  version: z.number().int().nullable(),
  enterprise: z.boolean(),
});
export type CaptchaConfig = z.infer<typeof CaptchaConfigSchema>;

export const AltchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});

/** §2 /user/password/forgot: always answered the same way (no account enumeration). */
export const PasswordForgotBodySchema = z
  .object({
    email: EmailSchema,
    captcha: z.string().max(20_000, { error: 'too_long' }).optional(),
  })
  .strict();
export type PasswordForgotBody = z.infer<typeof PasswordForgotBodySchema>;

/** §2 /user/password/reset: the mailed single-use token and a new password under the §5 rules. */
export const PasswordResetBodySchema = z
  .object({
    token: z
      .string({ error: 'required' })
      .min(20, { error: 'reset_token_invalid' })
      .max(200, { error: 'reset_token_invalid' }),
    password: PasswordSchema,
    confirmation: z.string({ error: 'required' }).max(1024, { error: 'too_long' }),
  })
  .strict()
  .refine((b) => b.password === b.confirmation, { path: ['confirmation'], error: 'password_mismatch' });
export type PasswordResetBody = z.input<typeof PasswordResetBodySchema>;

export const AcceptedSchema = z.object({ message: z.string() });
