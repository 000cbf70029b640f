import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  isLocale,
  type Locale,
} from '@passerelle/contract/lite';

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

/**
 * Initial language: the locale cookie set by the flags, else French — the spec's default and
 * fallback (§1); the browser's language does not override it, so every fair opens in French first.
 */
export const detectInitialLocale = (cookieString: string): Locale => {
  const fromCookie = readCookie(cookieString, LOCALE_COOKIE);
  return isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
};

export const localeCookieValue = (locale: Locale): string =>
  `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;

export const writeLocaleCookie = (locale: Locale): void => {
  document.cookie = localeCookieValue(locale);
};
