import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  isLocale,
  type Locale,
} from '@passerelle/contract';

let current: Locale = DEFAULT_LOCALE;

/** The locale sent as Accept-Language with every api call (§1). */
export const getCurrentLocale = (): Locale => current;
export const setCurrentLocale = (locale: Locale): void => {
  current = locale;
};

export const readCookie = (cookieString: string, name: string): string | null => {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
};

/** Initial language: the locale cookie, else the first supported navigator language, else fr. */
export const detectInitialLocale = (cookieString: string, navigatorLanguages: readonly string[]): Locale => {
  const fromCookie = readCookie(cookieString, LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  for (const tag of navigatorLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
};

export const localeCookieValue = (locale: Locale): string =>
  `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;

export const writeLocaleCookie = (locale: Locale): void => {
  document.cookie = localeCookieValue(locale);
};
