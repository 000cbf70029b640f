import {
  unknownPlaceholderPaths,
  type EffectiveEmail,
  type EmailTemplateCode,
  type EmailTranslations,
  type FullEmailTranslations,
} from '@passerelle/contract';
import { LOCALES, type Locale } from '@passerelle/contract/lite';
import type { FieldOfViolation } from '../../lib/form-violations.ts';

export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;

export type WordingField = 'subject' | 'body';
/** A field of the editor: `fr.subject`, `en.body`… */
export type EditorField = `${Locale}.${WordingField}`;
export type EditorErrors = Partial<Record<EditorField, string>>;

/** What the editor shows: the stored wording of each locale, else what applies beneath it. */
export const editorValues = (email: EffectiveEmail): FullEmailTranslations =>
  Object.fromEntries(
    LOCALES.map((l) => [l, { ...(email.stored?.[l] ?? email.fallback[l]) }]),
  ) as FullEmailTranslations;

const same = (a: { subject: string; body: string }, b: { subject: string; body: string }) =>
  a.subject.trim() === b.subject.trim() && a.body.trim() === b.body.trim();

/**
 * The body to store: French always (the schema requires it), other locales only where they
 * differ from what applies beneath — an untouched or emptied locale keeps following the model.
 */
export const toTranslationsBody = (
  values: FullEmailTranslations,
  fallback: FullEmailTranslations,
): EmailTranslations => {
  const out: Record<string, { subject: string; body: string }> = {
    fr: { subject: values.fr.subject.trim(), body: values.fr.body.trim() },
  };
  for (const l of LOCALES) {
    if (l === 'fr') continue;
    const v = values[l];
    if (!v.subject.trim() && !v.body.trim()) continue;
    if (same(v, fallback[l])) continue;
    out[l] = { subject: v.subject.trim(), body: v.body.trim() };
  }
  return out as EmailTranslations;
};

/** Client-side checks with the api's codes: required, too_long, unknown_placeholder. */
export const validateEditor = (code: EmailTemplateCode, values: FullEmailTranslations): EditorErrors => {
  const errors: EditorErrors = {};
  for (const l of LOCALES) {
    const { subject, body } = values[l];
    const blank = !subject.trim() && !body.trim();
    if (l !== 'fr' && blank) continue;
    if (!subject.trim()) errors[`${l}.subject`] = 'required';
    else if (subject.trim().length > SUBJECT_MAX) errors[`${l}.subject`] = 'too_long';
    if (!body.trim()) errors[`${l}.body`] = 'required';
    else if (body.trim().length > BODY_MAX) errors[`${l}.body`] = 'too_long';
  }
  for (const path of unknownPlaceholderPaths(code, values)) {
    const field = path.replace(/^translations\./, '') as EditorField;
    errors[field] ??= 'unknown_placeholder';
  }
  return errors;
};

const FIELD_PATH = /^translations\.(\w+)\.(subject|body)$/;
/** Server violations on `translations.<locale>.<field>` go on that field; the others in the error card. */
export const editorFieldOf: FieldOfViolation<EditorField> = (path) => {
  const m = FIELD_PATH.exec(path);
  return m && (LOCALES as readonly string[]).includes(m[1]!) ? (`${m[1]}.${m[2]}` as EditorField) : null;
};

/** Inserts `{{name}}` at the selection of a text, returning the new text and the caret after it. */
export const insertPlaceholder = (
  text: string,
  name: string,
  start: number | null | undefined,
  end: number | null | undefined,
): { text: string; caret: number } => {
  const token = `{{${name}}}`;
  const from = Math.max(0, Math.min(start ?? text.length, text.length));
  const to = Math.max(from, Math.min(end ?? from, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
};

/** The mail as the recipient reads it (text part), with sample values; the link is added if unplaced. */
export const previewMail = (
  wording: { subject: string; body: string },
  sample: Record<string, string>,
): { subject: string; body: string } => {
  const fill = (text: string) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => sample[k] ?? m);
  let body = wording.body.trim();
  if (sample.link && !/\{\{\s*link\s*\}\}/.test(body)) body += '\n\n{{link}}';
  return { subject: fill(wording.subject).replace(/\s+/g, ' ').trim(), body: fill(body) };
};

/** Locales whose tab holds an error. */
export const localesWithErrors = (errors: Partial<Record<string, string>>): Set<Locale> =>
  new Set(Object.keys(errors).map((f) => f.split('.')[0] as Locale));
