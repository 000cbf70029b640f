import type { JobOfferListItem } from '@passerelle/contract';

/** A language's name in the reader's language (`fr` → « français »), the code when unknown. */
export const languageName = (code: string, locale: string): string => {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : code;
  } catch {
    return code;
  }
};

/** "Québec, Canada" — what is known of the place. */
export const placeOf = (o: Pick<JobOfferListItem, 'city' | 'country'>): string =>
  [o.city, o.country?.name].filter(Boolean).join(', ');

/** The highest level asked per language: "Français B2". */
export const languagesSummary = (o: Pick<JobOfferListItem, 'languages'>, locale: string): string =>
  o.languages
    .map((l) => {
      const levels = Object.values(l.levels).filter((v) => v !== null);
      const top = levels.sort().at(-1);
      return `${languageName(l.language, locale)}${top ? ` ${top}` : ''}`;
    })
    .join(', ');

export const money = (amount: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

export const dateLabel = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
