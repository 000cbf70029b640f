/** Intl locale per UI language for the dd/MM/yy format of §9 (fr, nl and English variants). */
const DATE_LOCALES: Record<string, string> = {
  fr: 'fr-FR',
  nl: 'nl-NL',
  en: 'en-GB',
  de: 'de-DE',
  es: 'es-ES',
};

const cache = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (locale: string, timeZone: string | undefined): Intl.DateTimeFormat => {
  const key = `${locale}|${timeZone ?? ''}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[locale] ?? DATE_LOCALES.fr, {
      day: '2-digit',
      month: '2-digit',
      year: '2-digit',
      ...(timeZone ? { timeZone } : {}),
    });
    cache.set(key, formatter);
  }
  return formatter;
};

/**
 * Formats a date as dd/MM/yy (fr, en) or dd-MM-yy (nl), optionally in a fair's time zone.
 * Returns '' for a missing or invalid date.
 */
export const formatDate = (
  date: Date | string | number | null | undefined,
  locale: string,
  timeZone?: string,
): string => {
  if (date === null || date === undefined || date === '') return '';
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  try {
    return formatterFor(locale, timeZone).format(value);
  } catch {
    // An unknown time zone falls back to the browser's.
    return formatterFor(locale, undefined).format(value);
  }
};
