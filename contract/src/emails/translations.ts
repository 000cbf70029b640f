import { z } from 'zod';
import { translationsOf } from '../reference/schemas.ts';

/** The wording of one e-mail template per locale: subject and body with `{{placeholder}}`s. */
export const EmailTranslationsSchema = translationsOf({
  subject: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }),
  body: z.string().trim().min(1, { error: 'required' }).max(10_000, { error: 'too_long' }),
});
export type EmailTranslations = z.infer<typeof EmailTranslationsSchema>;
