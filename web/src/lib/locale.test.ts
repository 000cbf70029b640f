import { describe, expect, it } from 'vitest';
import { detectInitialLocale, localeCookieValue, readCookie } from './locale.ts';

describe('initial locale (§1)', () => {
  it('prefers the locale cookie', () => {
    expect(detectInitialLocale('a=1; locale=nl; b=2')).toBe('nl');
  });

  it('else French, whatever the browser language', () => {
    expect(detectInitialLocale('')).toBe('fr');
    expect(detectInitialLocale('locale=xx')).toBe('fr');
  });

  it('writes a 365-day lax cookie on the whole site', () => {
    expect(localeCookieValue('en')).toBe('locale=en; path=/; max-age=31536000; samesite=lax');
    expect(readCookie('x=1; locale=de', 'locale')).toBe('de');
  });
});
