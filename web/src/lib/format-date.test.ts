import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate (dd/MM/yy, §9)', () => {
  const date = new Date('2026-03-05T10:00:00Z');

  it('formats French as dd/MM/yy', () => {
    expect(formatDate(date, 'fr', 'UTC')).toBe('05/03/26');
  });

  it('formats English (British order) as dd/MM/yy', () => {
    expect(formatDate(date, 'en', 'UTC')).toBe('05/03/26');
  });

  it('formats Dutch with its own separator', () => {
    expect(formatDate(date, 'nl', 'UTC')).toBe('05-03-26');
  });

  it('uses the fair time zone', () => {
    const lateEvening = '2026-03-05T23:30:00Z';
    expect(formatDate(lateEvening, 'fr', 'Europe/Brussels')).toBe('06/03/26');
    expect(formatDate(lateEvening, 'fr', 'America/Toronto')).toBe('05/03/26');
  });

  it('accepts ISO strings and returns empty text for missing or invalid dates', () => {
    expect(formatDate('2026-12-31T12:00:00Z', 'fr', 'UTC')).toBe('31/12/26');
    expect(formatDate(null, 'fr')).toBe('');
    expect(formatDate('not a date', 'fr')).toBe('');
  });

  it('falls back to fr for an unknown locale and ignores an unknown time zone', () => {
    expect(formatDate(date, 'xx', 'UTC')).toBe('05/03/26');
    expect(formatDate(date, 'fr', 'Not/A_Zone')).toMatch(/^\d{2}\/\d{2}\/\d{2}$/);
  });
});
