import { describe, expect, it } from 'vitest';
import { isoToWallTime, wallTimeToIso, zoneName } from './zoned-time.ts';

describe('zoned wall-clock times', () => {
  it.each([
    ['2027-03-10T09:00', 'Europe/Brussels', '2027-03-10T08:00:00.000Z'],
    ['2027-07-10T09:00', 'Europe/Brussels', '2027-07-10T07:00:00.000Z'],
    ['2026-11-24T09:00', 'America/Toronto', '2026-11-24T14:00:00.000Z'],
    ['2027-03-28T03:30', 'Europe/Paris', '2027-03-28T01:30:00.000Z'],
  ])('%s in %s is %s, and back', (wall, zone, iso) => {
    expect(wallTimeToIso(wall, zone)).toBe(iso);
    expect(isoToWallTime(iso, zone)).toBe(wall);
  });

  it('gives null for an empty or malformed field, and an empty field for no date', () => {
    expect(wallTimeToIso('', 'Europe/Paris')).toBeNull();
    expect(wallTimeToIso('10/03/2027', 'Europe/Paris')).toBeNull();
    expect(isoToWallTime(null, 'Europe/Paris')).toBe('');
  });

  it('names a zone in words in the UI language, its city without words, UTC as UTC', () => {
    expect(zoneName('America/Toronto', 'fr')).toBe('heure de l’Est nord-américain');
    expect(zoneName('America/Toronto', 'en')).toBe('Eastern Time');
    expect(zoneName('Europe/Brussels', 'de')).toBe('Mitteleuropäische Zeit');
    expect(zoneName('Africa/Dakar', 'fr')).toBe('heure moyenne de Greenwich');
    expect(zoneName('UTC', 'fr')).toBe('UTC');
    expect(zoneName('Not/A_Zone', 'fr')).toBe('A Zone');
  });
});
