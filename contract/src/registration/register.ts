import { z } from 'zod';
import { PendingJoinRequestSchema } from '../firms/schemas.ts';
import { LOCALES } from '../locales.ts';
import { PasswordSchema } from '../validation/password.ts';
import { EmailSchema, UrlSchema } from '../validation/url.ts';

const name = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(100, { error: 'too_long' });
const optionalText = (max: number) =>
  z.string().trim().max(max, { error: 'too_long' }).nullable().default(null);
const ticked = z.literal(true, { error: 'must_accept' });

/** §5 account fields every registration asks, whatever the stored form holds. */
const accountShape = {
  fair: z.number({ error: 'required' }).int().positive(),
  email: EmailSchema,
  password: PasswordSchema,
  confirmation: z.string({ error: 'required' }).max(1024, { error: 'too_long' }),
  firstName: name,
  lastName: name,
  acceptConditions: ticked,
  acceptDiffusion: ticked,
  locale: z.enum(LOCALES, { error: 'invalid_value' }).default('fr'),
  /** Answers to the stored form: identifier → value; checked by `checkRegistrationAnswers`. */
  fields: z.record(z.string().max(70), z.unknown()).default({}),
  captcha: z.string().max(20_000, { error: 'too_long' }).optional(),
};
const confirmationMatches = (b: { password: string; confirmation: string }) => b.password === b.confirmation;

export const VisitorRegistrationSchema = z
  .object(accountShape)
  .strict()
  .refine(confirmationMatches, { path: ['confirmation'], error: 'password_mismatch' });
export type VisitorRegistration = z.input<typeof VisitorRegistrationSchema>;

/**
 * The firm an exhibitor registers with. A new name creates it (type and at least one sector
 * required, checked by the server: 422 `required` on `firm.firmType` / `firm.sectors`); the name of
 * an existing firm (compared without case) asks to join it, and the other fields are ignored.
 */
export const RegistrationFirmSchema = z
  .object({
    name: z
      .string({ error: 'required' })
      .trim()
      .min(2, { error: 'required' })
      .max(150, { error: 'too_long' }),
    firmType: z.number({ error: 'invalid_type' }).int().positive().nullable().default(null),
    sectors: z
      .array(z.number().int().positive())
      .max(10, { error: 'too_big' })
      .refine((l) => new Set(l).size === l.length, { error: 'invalid_value' })
      .default([]),
    address: optionalText(255),
    phone: optionalText(40),
    email: EmailSchema.nullable().default(null),
    website: UrlSchema.nullable().default(null),
  })
  .strict();

export const ExhibitorRegistrationSchema = z
  .object({ ...accountShape, firm: RegistrationFirmSchema })
  .strict()
  .refine(confirmationMatches, { path: ['confirmation'], error: 'password_mismatch' });
export type ExhibitorRegistration = z.input<typeof ExhibitorRegistrationSchema>;

const FirmRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const RegistrationResultSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  fair: z.number().int(),
  /** 1 validated at once (the fair validates automatically), 0 waiting for an organizer. */
  isValidated: z.number().int(),
  /** The firm this registration created, whose stand admin the person is; null otherwise. */
  firm: FirmRefSchema.nullable(),
  /**
   * The firm's name was taken: the account is a plain one (no firm rights) and asks to join that
   * firm until its stand admins (or the owner of its record) accept; null otherwise.
   */
  joinRequest: PendingJoinRequestSchema.nullable(),
});
export type RegistrationResult = z.infer<typeof RegistrationResultSchema>;

/** `GET /register/firm-match?name=`: whether a registration with this firm name would ask to join. */
export const RegistrationFirmMatchQuerySchema = z.object({
  name: z.string({ error: 'required' }).trim().min(2, { error: 'too_short' }).max(150, { error: 'too_long' }),
});
export const RegistrationFirmMatchSchema = z.object({
  /** The existing firm of that name (compared without case), as it is spelled; null when free. */
  firm: z.object({ name: z.string() }).nullable(),
});
export type RegistrationFirmMatch = z.infer<typeof RegistrationFirmMatchSchema>;
