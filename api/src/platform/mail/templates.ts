import { DEFAULT_LOCALE, type Locale } from '@passerelle/contract';
import fr from '@passerelle/contract/locales/fr/emails.json' with { type: 'json' };
import en from '@passerelle/contract/locales/en/emails.json' with { type: 'json' };
import nl from '@passerelle/contract/locales/nl/emails.json' with { type: 'json' };
import de from '@passerelle/contract/locales/de/emails.json' with { type: 'json' };
import es from '@passerelle/contract/locales/es/emails.json' with { type: 'json' };

type Catalogue = typeof fr;
/** Keys starting with `_` are words templates fill placeholders with, not templates. */
export type TemplateName = Exclude<keyof Catalogue, `_${string}`>;
const CATALOGUES: Record<Locale, Catalogue> = { fr, en, nl, de, es };

/** Localised words for placeholders (`{{status}}`, `{{accountType}}`). */
export const mailWords = (locale: Locale) => {
  const c = CATALOGUES[locale] ?? CATALOGUES[DEFAULT_LOCALE];
  return { status: c._status, accountType: c._accountType };
};

const escapeHtml = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const fill = (text: string, params: Record<string, string>, escape: (v: string) => string = (v) => v) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => escape(params[k] ?? ''));

/**
 * Built-in e-mail texts in the five locales (contract/locales/<lang>/emails.json). Placeholders are
 * escaped in the HTML part. Per-fair templates stored in the database come with the e-mail module.
 */
export const renderTemplate = (
  name: TemplateName,
  locale: Locale,
  params: Record<string, string> & { link?: string },
): { subject: string; text: string; html: string } => {
  const t = (CATALOGUES[locale] ?? CATALOGUES[DEFAULT_LOCALE])[name];
  const lines = [t.greeting, t.body].map((l) => fill(l, params));
  const link = params.link ?? '';
  const text = [...lines, link, '', fill(t.ignore, params), '', t.signature].join('\n');
  const html = [
    `<p>${fill(t.greeting, params, escapeHtml)}</p>`,
    `<p>${fill(t.body, params, escapeHtml)}</p>`,
    link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '',
    `<p>${fill(t.ignore, params, escapeHtml)}</p>`,
    `<p>${escapeHtml(t.signature)}</p>`,
  ].join('\n');
  return { subject: fill(t.subject, params), text, html };
};
