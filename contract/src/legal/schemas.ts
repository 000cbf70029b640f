import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { LEGAL_KINDS } from './constants.ts';

export * from './constants.ts';

export const LegalKindSchema = z.enum(LEGAL_KINDS, { error: 'invalid_value' });
export const LegalLocaleSchema = z.enum(LOCALES, { error: 'invalid_value' });

/** The longest stored document, as HTML (a long privacy notice is about 15 000 characters). */
export const LEGAL_HTML_MAX = 60_000;

/** Where the text a reader gets comes from: the fair's own wording, or the built-in default. */
export const LEGAL_SOURCES = ['fair', 'default'] as const;
export type LegalSource = (typeof LEGAL_SOURCES)[number];

/** `GET /fairs/{id}/legal/{kind}`: one document as a reader gets it (sanitised HTML). */
export const LegalPageSchema = z.object({
  fair: z.number().int(),
  kind: LegalKindSchema,
  /** The language the text is written in (the one asked for, or the fair's main language). */
  locale: LegalLocaleSchema,
  source: z.enum(LEGAL_SOURCES),
  html: z.string(),
  /** When the fair's wording was last saved; null for the default text. */
  updatedAt: z.string().nullable(),
});
export type LegalPage = z.infer<typeof LegalPageSchema>;

/** `GET /fairs/{id}/legal`: one document in one of the fair's languages, as its editor needs it. */
export const LegalPageStateSchema = z.object({
  kind: LegalKindSchema,
  locale: LegalLocaleSchema,
  /** The fair's own wording, or null while the default text is in use. */
  stored: z.string().nullable(),
  /** The built-in text of that locale, the fair's name filled in (what a reset goes back to). */
  defaultHtml: z.string(),
  updatedAt: z.string().nullable(),
});
export type LegalPageState = z.infer<typeof LegalPageStateSchema>;

/** `PUT /fairs/{id}/legal/{kind}/{locale}`: the new wording; the server sanitises it (§5 rich text). */
export const LegalPageInputSchema = z
  .object({
    html: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(LEGAL_HTML_MAX, { error: 'too_long' }),
  })
  .strict();
export type LegalPageInput = z.input<typeof LegalPageInputSchema>;
