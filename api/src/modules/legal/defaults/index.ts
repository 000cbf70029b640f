import type { LegalKind, Locale } from '@passerelle/contract';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { nl } from './nl.ts';
import type { LegalDefaults } from './types.ts';

const DEFAULTS: Record<Locale, LegalDefaults> = { fr, en, nl, de, es };

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The built-in text of a legal document in a locale, for a fair of that name: a sensible default
 * for a public-body recruitment fair that its organizers adapt (the periods, the authority).
 */
export const defaultLegalHtml = (kind: LegalKind, locale: Locale, fairName: string): string =>
  DEFAULTS[locale][kind](escapeHtml(fairName));
