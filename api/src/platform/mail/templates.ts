import {
  DEFAULT_LOCALE,
  LOCALES,
  type EmailTemplateCode,
  type EmailWording,
  type FullEmailTranslations,
  type Locale,
} from '@passerelle/contract';
import fr from '@passerelle/contract/locales/fr/emails.json' with { type: 'json' };
import en from '@passerelle/contract/locales/en/emails.json' with { type: 'json' };
import nl from '@passerelle/contract/locales/nl/emails.json' with { type: 'json' };
import de from '@passerelle/contract/locales/de/emails.json' with { type: 'json' };
import es from '@passerelle/contract/locales/es/emails.json' with { type: 'json' };

type Catalogue = typeof fr;
/** Keys starting with `_` are words templates fill placeholders with, not templates. */
export type TemplateName = Exclude<keyof Catalogue, `_${string}`>;
// The contract's list of codes and the catalogue's templates are the same set.
const sameCodes: [TemplateName, EmailTemplateCode] extends [EmailTemplateCode, TemplateName] ? true : never =
  true;
void sameCodes;
const CATALOGUES: Record<Locale, Catalogue> = { fr, en, nl, de, es };
const catalogue = (locale: Locale) => CATALOGUES[locale] ?? CATALOGUES[DEFAULT_LOCALE];

/** Localised words for placeholders (`{{status}}`, `{{accountType}}`, `{{firmRole}}`, an application's status). */
export const mailWords = (locale: Locale) => {
  const c = catalogue(locale);
  return {
    status: c._status,
    accountType: c._accountType,
    firmRole: c._firmRole,
    applicationStatus: c._applicationStatus,
    digest: c._digest,
    interview: c._interview,
    videoAlert: c._videoAlert,
  };
};

/**
 * The built-in text of a template as a stored wording: greeting, body, `{{link}}`, the "ignore"
 * line and the signature as paragraphs (the form the editor shows and the models are seeded with).
 */
export const builtinWording = (code: EmailTemplateCode, locale: Locale): EmailWording => {
  const t = catalogue(locale)[code];
  return { subject: t.subject, body: [t.greeting, t.body, '{{link}}', t.ignore, t.signature].join('\n\n') };
};
export const builtinTranslations = (code: EmailTemplateCode): FullEmailTranslations =>
  Object.fromEntries(LOCALES.map((l) => [l, builtinWording(code, l)])) as FullEmailTranslations;

export const escapeHtml = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const URL_IN_TEXT = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;
const anchor = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
/** The template's own text: escaped, its web addresses made clickable. */
const literalHtml = (text: string) => {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(URL_IN_TEXT)) {
    out += escapeHtml(text.slice(last, m.index)) + anchor(m[0]);
    last = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
};
/** One line of the body: literal text linkified, values escaped, `{{link}}` as a link. */
const lineHtml = (line: string, params: Record<string, string>) => {
  let out = '';
  let last = 0;
  for (const m of line.matchAll(PLACEHOLDER)) {
    out += literalHtml(line.slice(last, m.index));
    const name = m[1]!;
    const value = params[name] ?? '';
    out += name === 'link' && /^https?:\/\//.test(value) ? anchor(value) : escapeHtml(value);
    last = m.index + m[0].length;
  }
  return out + literalHtml(line.slice(last));
};
const fill = (text: string, params: Record<string, string>) =>
  text.replace(PLACEHOLDER, (_, k: string) => params[k] ?? '');

/**
 * Builds a mail from a stored wording (plain text with `{{placeholder}}`s). Text: placeholders
 * filled. HTML: escaped, a paragraph per blank line, line breaks kept, addresses clickable, values
 * escaped. A link given in `params.link` that the body does not place is added as a last paragraph.
 */
export const renderWording = (
  wording: EmailWording,
  params: Record<string, string>,
): { subject: string; text: string; html: string } => {
  let body = wording.body.replace(/\r\n?/g, '\n').trim();
  if (params.link && !/\{\{\s*link\s*\}\}/.test(body)) body += '\n\n{{link}}';
  const paragraphs = body
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const html = paragraphs
    .map(
      (p) =>
        `<p>${p
          .split('\n')
          .map((line) => lineHtml(line, params))
          .join('<br>\n')}</p>`,
    )
    .join('\n');
  return {
    // One line: a value can never add a header.
    subject: fill(wording.subject, params).replace(/\s+/g, ' ').trim(),
    text: fill(paragraphs.join('\n\n'), params),
    html,
  };
};

/** A built-in text (contract/locales/<lang>/emails.json) rendered; placeholders escaped in HTML. */
export const renderTemplate = (
  name: TemplateName,
  locale: Locale,
  params: Record<string, string> & { link?: string },
): { subject: string; text: string; html: string } => renderWording(builtinWording(name, locale), params);
