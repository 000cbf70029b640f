import { describe, expect, it } from 'vitest';
import { fairClock, fairDay, localHour, shiftDay, startOfFairDay } from './index.ts';

// Daily limits, alerts and opening hours count in the fair's time zone, summer time included.
describe('a fair’s day and clock', () => {
  const NEW_YORK = 'America/New_York';
  const at = new Date('2026-11-28T13:30:00Z');

  it('reads the day, the hour and the clock of an instant in the fair’s zone', () => {
    expect(fairDay(NEW_YORK, new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-27');
    expect(localHour(NEW_YORK, at)).toBe(8);
    expect(fairClock(NEW_YORK, at)).toBe('08:30');
    expect(fairClock('Asia/Kolkata', at)).toBe('19:00');
  });

  it('finds when a day begins, across summer time', () => {
    expect(startOfFairDay(NEW_YORK, '2026-11-28').toISOString()).toBe('2026-11-28T05:00:00.000Z');
    expect(startOfFairDay(NEW_YORK, '2026-07-01').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(startOfFairDay('Europe/Paris', '2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts in UTC for an unknown zone', () => {
    expect(startOfFairDay('Not/AZone', '2026-11-28').toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(fairDay('Not/AZone', at)).toBe('2026-11-28');
    expect(fairClock('Not/AZone', at)).toBe('13:30');
    expect(localHour('Not/AZone', at)).toBe(13);
  });
});
