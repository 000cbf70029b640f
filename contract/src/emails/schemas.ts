import { z } from 'zod';
import { LOCALES, type Locale } from '../locales.ts';
import { EmailTranslationsSchema } from './translations.ts';

/** The e-mails the platform sends; each one has a built-in text in five locales (emails.json). */
export const EMAIL_TEMPLATE_CODES = [
  'passwordReset',
  'accountCreated',
  'registrationConfirmation',
  'registrationNotice',
  'emailChangeConfirmation',
  'emailChangeNotice',
  'joinRequestConfirmation',
  'joinRequestNotice',
  'joinRequestAccepted',
  'joinRequestDeclined',
  'jobApplicationStatus',
] as const;
export type EmailTemplateCode = (typeof EMAIL_TEMPLATE_CODES)[number];

/** The `{{placeholder}}`s each template may use in its subject and body. */
export const EMAIL_PLACEHOLDERS: Readonly<Record<EmailTemplateCode, readonly string[]>> = {
  passwordReset: ['firstName', 'link'],
  accountCreated: ['firstName', 'fairName', 'link'],
  registrationConfirmation: ['firstName', 'lastName', 'fairName', 'status', 'link'],
  registrationNotice: ['firstName', 'lastName', 'email', 'fairName', 'accountType', 'status', 'link'],
  // `email` is the new login address; the notice's link leads to the forgotten-password page.
  emailChangeConfirmation: ['firstName', 'email', 'link'],
  emailChangeNotice: ['firstName', 'email', 'link'],
  // Joining an existing firm (permissions.md "Firms across fairs").
  joinRequestConfirmation: ['firstName', 'lastName', 'fairName', 'firmName', 'status', 'link'],
  joinRequestNotice: ['firstName', 'lastName', 'email', 'fairName', 'firmName', 'firmRole', 'link'],
  joinRequestAccepted: ['firstName', 'fairName', 'firmName', 'firmRole', 'link'],
  joinRequestDeclined: ['firstName', 'fairName', 'firmName', 'link'],
  // An application's status moved (issue 11): the firm's optional message goes in `message`.
  jobApplicationStatus: ['firstName', 'fairName', 'firmName', 'offerTitle', 'status', 'message', 'link'],
};

export const isEmailTemplateCode = (value: unknown): value is EmailTemplateCode =>
  typeof value === 'string' && (EMAIL_TEMPLATE_CODES as readonly string[]).includes(value);

export const EmailTemplateCodeSchema = z.enum(EMAIL_TEMPLATE_CODES, { error: 'invalid_value' });

/** One locale's wording; `EmailWording` with every locale filled is what a mail is built from. */
export interface EmailWording {
  subject: string;
  body: string;
}
export type FullEmailTranslations = Record<Locale, EmailWording>;

/** Every `{{…}}` of a text, trimmed (a malformed name such as `{{first name}}` comes back as is). */
export const placeholdersIn = (text: string): string[] =>
  [...text.matchAll(/\{\{([^{}]*)\}\}/g)].map((m) => (m[1] ?? '').trim());

/**
 * The fields of a wording that use a placeholder the template does not offer, as violation
 * paths (`translations.en.body`). Shared by the api (422 `unknown_placeholder`) and the editor.
 */
export const unknownPlaceholderPaths = (
  code: EmailTemplateCode,
  translations: Partial<Record<Locale, Partial<EmailWording> | undefined>>,
): string[] => {
  const allowed = new Set(EMAIL_PLACEHOLDERS[code]);
  const out: string[] = [];
  for (const locale of LOCALES)
    for (const field of ['subject', 'body'] as const) {
      const text = translations[locale]?.[field];
      if (text && placeholdersIn(text).some((name) => !allowed.has(name)))
        out.push(`translations.${locale}.${field}`);
    }
  return out;
};

const id = z.number().int();
const wording = z.object({ subject: z.string(), body: z.string() });
const FullTranslationsSchema = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, wording])) as Record<Locale, typeof wording>,
);

/** §3 Email: a template of the installation; `isModel` rows are the models every fair starts from. */
export const EmailTemplateSchema = z.object({
  id,
  code: z.string(),
  isModel: z.boolean(),
  translations: EmailTranslationsSchema,
});
export type EmailTemplate = z.infer<typeof EmailTemplateSchema>;
export const EmailTemplateCreateSchema = z
  .object({
    code: EmailTemplateCodeSchema,
    isModel: z.boolean({ error: 'invalid_type' }).default(true),
    translations: EmailTranslationsSchema,
  })
  .strict();
export type EmailTemplateCreate = z.input<typeof EmailTemplateCreateSchema>;

/** §3 fair email: one fair's own wording of a template (missing locales fall back to the model). */
export const FairEmailSchema = z.object({
  id,
  fair: id,
  code: z.string(),
  isEnabled: z.boolean(),
  translations: EmailTranslationsSchema,
});
export type FairEmail = z.infer<typeof FairEmailSchema>;
export const FairEmailCreateSchema = z
  .object({
    fair: z
      .number({ error: 'invalid_type' })
      .int({ error: 'invalid_type' })
      .positive({ error: 'invalid_value' }),
    code: EmailTemplateCodeSchema,
    isEnabled: z.boolean({ error: 'invalid_type' }).default(true),
    translations: EmailTranslationsSchema,
  })
  .strict();
export type FairEmailCreate = z.input<typeof FairEmailCreateSchema>;

export const EMAIL_SOURCES = ['fair', 'model', 'builtin'] as const;
export type EmailSource = (typeof EMAIL_SOURCES)[number];

/**
 * The template of one code as it applies (`GET /fair-emails`). With `fairId`: the fair's wording
 * when enabled, else the model, else the built-in text — per locale. Without `fairId`: the models.
 */
export const EffectiveEmailSchema = z.object({
  code: EmailTemplateCodeSchema,
  source: z.enum(EMAIL_SOURCES),
  /** The fair's own row (null when the fair has none, and always without `fairId`). */
  fairEmailId: id.nullable(),
  /** The fair row's switch; true when there is no row. */
  isEnabled: z.boolean(),
  /** The model row of the code, if any. */
  modelId: id.nullable(),
  placeholders: z.array(z.string()),
  /** What is sent, every locale filled. */
  translations: FullTranslationsSchema,
  /** What is sent without the edited layer (fair: model → built-in; models: built-in). */
  fallback: FullTranslationsSchema,
  /** The edited layer as stored (fair: the fair row, even disabled; models: the model row), or null. */
  stored: EmailTranslationsSchema.nullable(),
});
export type EffectiveEmail = z.infer<typeof EffectiveEmailSchema>;
