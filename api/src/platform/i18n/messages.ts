import { DEFAULT_LOCALE, type Locale } from '@passerelle/contract';
import fr from '@passerelle/contract/locales/fr/errors.json' with { type: 'json' };
import en from '@passerelle/contract/locales/en/errors.json' with { type: 'json' };
import nl from '@passerelle/contract/locales/nl/errors.json' with { type: 'json' };
import de from '@passerelle/contract/locales/de/errors.json' with { type: 'json' };
import es from '@passerelle/contract/locales/es/errors.json' with { type: 'json' };

interface Catalogue {
  messages: Record<string, string>;
  titles: Record<string, string>;
}
const CATALOGUES: Record<Locale, Catalogue> = { fr, en, nl, de, es };

const interpolate = (text: string, params: Record<string, string | number> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));

/** Translates a message code from contract/locales; falls back to fr, then to the code itself. */
export const translateCode = (
  locale: Locale,
  code: string,
  params?: Record<string, string | number>,
): string =>
  interpolate(CATALOGUES[locale].messages[code] ?? CATALOGUES[DEFAULT_LOCALE].messages[code] ?? code, params);

export const translateTitle = (locale: Locale, status: number): string =>
  CATALOGUES[locale].titles[String(status)] ??
  CATALOGUES[DEFAULT_LOCALE].titles[String(status)] ??
  CATALOGUES[locale].titles[String(status >= 500 ? 500 : 400)] ??
  'Error';
