/** Locales of every translated reference entry; French is the source language. */
export const LOCALES = ['fr', 'en', 'nl', 'de', 'es'] as const;

export type Locale = (typeof LOCALES)[number];

export interface NameTranslation {
  name: string;
}

/** One value per locale, all five filled. */
export interface Translations<T> {
  fr: T;
  en: T;
  nl: T;
  de: T;
  es: T;
}

export type NameTranslations = Translations<NameTranslation>;

/** The five names of a seeded entry, in the order fr, en, nl, de, es. */
export const namesOf = (fr: string, en: string, nl: string, de: string, es: string): NameTranslations => ({
  fr: { name: fr },
  en: { name: en },
  nl: { name: nl },
  de: { name: de },
  es: { name: es },
});

/** Capitalises the first character as the locale does at the start of a list item ('français' → 'Français'). */
export function capitaliseFirst(value: string, locale: Locale): string {
  const first = value.codePointAt(0);
  if (first === undefined) return value;
  const head = String.fromCodePoint(first);
  return head.toLocaleUpperCase(locale) + value.slice(head.length);
}

/** Builds the five translations from one function of the locale. */
export function translateAll<T>(fn: (locale: Locale) => T): Translations<T> {
  return { fr: fn('fr'), en: fn('en'), nl: fn('nl'), de: fn('de'), es: fn('es') };
}
