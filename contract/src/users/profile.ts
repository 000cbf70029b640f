import { z } from 'zod';
import { LOCALES } from '../locales.ts';
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

export const EmailUpdateSchema = z.object({ email: EmailSchema }).strict();

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
});
export type PersonalDataExport = z.infer<typeof PersonalDataExportSchema>;
