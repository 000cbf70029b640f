import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { PasswordSchema } from '../validation/password.ts';
import { EmailSchema, UrlSchema } from '../validation/url.ts';

const text = (max: number) => z.string().trim().max(max, { error: 'too_long' });
const optionalText = (max: number) => text(max).nullable();
const fk = z.number().int().positive().nullable();

export const SOCIAL_NETWORKS = [
  'linkedin',
  'twitter',
  'facebook',
  'instagram',
  'skype',
  'youtube',
  'other',
] as const;
export const VIDEOCONFERENCE_TOOLS = ['zoom', 'teams', 'webex', 'meet', 'jitsi', 'other'] as const;
const links = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.partialRecord(z.enum(keys, { error: 'unknown_field' }), UrlSchema);

/**
 * What a user may change about themself (§3 User). Strict: roles, userType, validation, firm and
 * fair memberships are not in it, so a self-service update can never touch them (check #26).
 */
export const UserProfileUpdateSchema = z
  .object({
    firstName: text(100).min(1, { error: 'required' }),
    lastName: text(100).min(1, { error: 'required' }),
    displayEmail: EmailSchema.nullable(),
    civilStatus: fk,
    jobTitle: optionalText(150),
    country: fk,
    languages: z
      .array(z.number().int().positive())
      .max(20, { error: 'too_big' })
      .refine((l) => new Set(l).size === l.length, { error: 'duplicate_language' }),
    address: optionalText(255),
    postalCode: optionalText(20),
    city: optionalText(120),
    department: optionalText(120),
    phone: optionalText(40),
    cell: optionalText(40),
    birthday: z.iso.date({ error: 'invalid_value' }).nullable(),
    socialLinks: links(SOCIAL_NETWORKS),
    videoconferenceLinks: links(VIDEOCONFERENCE_TOOLS),
    firmType: fk,
    firmValue: optionalText(150),
    website: UrlSchema.nullable(),
    isAcceptingDiffusion: z.boolean({ error: 'invalid_type' }),
    locale: z.enum(LOCALES, { error: 'invalid_value' }),
  })
  .partial()
  .strict();
export type UserProfileUpdate = z.input<typeof UserProfileUpdateSchema>;

/** The password the user types to prove it is them (no composition rule: only the size cap). */
const CurrentPasswordSchema = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .max(1024, { error: 'too_long' });

/**
 * PUT /users/update-email: the new login e-mail and the current password (re-authentication,
 * ASVS 7.5.1). Nothing changes yet: a link mailed to the new address applies it.
 */
export const EmailUpdateSchema = z.object({ email: EmailSchema, password: CurrentPasswordSchema }).strict();
export type EmailUpdate = z.input<typeof EmailUpdateSchema>;

/** POST /users/confirm-email: the single-use token of the mailed link (from its `#token=` fragment). */
export const EmailConfirmSchema = z
  .object({
    token: z
      .string({ error: 'required' })
      .min(20, { error: 'email_change_token_invalid' })
      .max(200, { error: 'email_change_token_invalid' }),
  })
  .strict();
export type EmailConfirm = z.input<typeof EmailConfirmSchema>;
export const EmailConfirmResultSchema = z.object({
  message: z.string(),
  /** The login e-mail now in force. */
  email: z.string(),
});

/** PUT /users/password: the current password, then a new one under the §5 rules. */
export const PasswordChangeSchema = z
  .object({ currentPassword: CurrentPasswordSchema, newPassword: PasswordSchema })
  .strict();
export type PasswordChange = z.input<typeof PasswordChangeSchema>;

/** §2 "My business card": what others may see; `email` absent where the fair hides e-mails. */
export const BusinessCardSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  email: z.string().optional(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  country: z.number().int().nullable(),
  languages: z.array(z.number().int()),
  socialLinks: z.record(z.string(), z.string()),
  videoconferenceLinks: z.record(z.string(), z.string()),
});
export type BusinessCard = z.infer<typeof BusinessCardSchema>;

/** "Download my data" (GDPR Art. 15/20): everything held about the user, machine-readable. */
export const PersonalDataExportSchema = z.object({
  exportedAt: z.string(),
  /** What other modules hold about the user, by module (`jobProfile`: the profile and its files). */
  modules: z.record(z.string(), z.unknown()),
  user: z.record(z.string(), z.unknown()),
  fairMemberships: z.array(
    z.object({
      fair: z.number().int(),
      fairName: z.string(),
      isValidated: z.number().int(),
      since: z.string(),
    }),
  ),
  administeredFairs: z.array(z.object({ fair: z.number().int(), fairName: z.string() })),
  firm: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      revoked: z.boolean(),
    }),
  ),
  passwordResetRequests: z.array(
    z.object({ createdAt: z.string(), ip: z.string().nullable(), used: z.boolean() }),
  ),
  emailChangeRequests: z.array(
    z.object({
      createdAt: z.string(),
      ip: z.string().nullable(),
      newEmail: z.string(),
      used: z.boolean(),
    }),
  ),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExportSchema>;
