import type { Locale } from '@passerelle/contract/lite';

/** Each language named in itself, so a reader finds theirs whatever the current language. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  fr: 'Français',
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  es: 'Español',
};
