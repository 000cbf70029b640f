import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  hasConsent,
  parseConsent,
  readConsent,
  saveConsent,
  subscribeConsent,
} from './consent.ts';

afterEach(() => {
  window.localStorage.clear();
  document.cookie = 'stat_token=; Max-Age=0; path=/';
});

describe('consent model (issue 14)', () => {
  it('has statistics off until the visitor turns them on', () => {
    expect(readConsent()).toBeNull();
    expect(hasConsent('statistics')).toBe(false);
  });

  it('records the choice with its version and date, and reads it back', () => {
    const record = saveConsent({ statistics: true }, new Date('2026-11-27T10:00:00Z'));
    expect(record).toEqual({ version: CONSENT_VERSION, date: '2026-11-27T10:00:00.000Z', statistics: true });
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual(record);
    expect(hasConsent('statistics')).toBe(true);
  });

  it('treats a choice of an older version, or an unreadable one, as never made', () => {
    expect(
      parseConsent(JSON.stringify({ version: CONSENT_VERSION - 1, date: 'x', statistics: true })),
    ).toBeNull();
    expect(parseConsent('{not json')).toBeNull();
    expect(parseConsent(JSON.stringify({ version: CONSENT_VERSION, statistics: true }))).toBeNull();
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 0, date: 'x', statistics: true }),
    );
    expect(hasConsent('statistics')).toBe(false);
  });

  it('tells subscribers, and drops the statistics cookie when consent is withdrawn', () => {
    const seen = vi.fn();
    const stop = subscribeConsent(seen);
    saveConsent({ statistics: true });
    document.cookie = 'stat_token=abc; path=/';
    expect(document.cookie).toContain('stat_token=abc');
    saveConsent({ statistics: false });
    expect(seen.mock.calls.map(([c]) => c)).toEqual([{ statistics: true }, { statistics: false }]);
    expect(document.cookie).not.toContain('stat_token');
    stop();
    saveConsent({ statistics: true });
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('follows a choice made in another tab', () => {
    const seen = vi.fn();
    const stop = subscribeConsent(seen);
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: CONSENT_VERSION, date: '2026-11-27T10:00:00Z', statistics: true }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    expect(seen).toHaveBeenCalledWith({ statistics: true });
    stop();
  });
});
