import { describe, expect, it } from 'vitest';
import {
  formatSlotTimes,
  groupByViewerDay,
  isCallTime,
  slotTimes,
  type SlotTimesLabels,
} from './slot-times.ts';

const labels: SlotTimesLabels = {
  yours: ({ day, range, zone }) => `${day}, ${range} (votre heure, ${zone})`,
  fair: ({ day, range, zone }) => `${day ? `${day}, ` : ''}${range} heure du salon (${zone})`,
  same: ({ day, range, zone }) => `${day}, ${range} (${zone})`,
};
const slot = (startsAt: string, minutes: number, timezone: string) => ({
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
  timezone,
});
const line = (s: ReturnType<typeof slot>, viewer: string, language = 'fr') =>
  formatSlotTimes(slotTimes(s, language, viewer), labels);

describe('slotTimes', () => {
  it('shows a Dakar viewer a Toronto fair in both zones', () => {
    const s = slot('2026-12-01T14:00:00.000Z', 20, 'America/Toronto');
    expect(line(s, 'Africa/Dakar')).toBe(
      'mar. 1 déc., 14:00–14:20 (votre heure, heure moyenne de Greenwich) · 09:00–09:20 heure du salon (heure de l’Est nord-américain)',
    );
  });

  it('shows one time when both zones read the same', () => {
    const s = slot('2026-12-01T14:00:00.000Z', 20, 'America/Toronto');
    expect(line(s, 'America/Toronto')).toBe('mar. 1 déc., 09:00–09:20 (heure de l’Est nord-américain)');
    // Another zone at the same offset reads the same too.
    expect(slotTimes(s, 'fr', 'America/New_York').fair).toBeNull();
  });

  it('follows each side’s DST change: Brussels vs Toronto in March', () => {
    // Before both changes (6 hours apart).
    const before = slot('2027-03-10T13:00:00.000Z', 20, 'America/Toronto');
    expect(line(before, 'Europe/Brussels')).toBe(
      'mer. 10 mars, 14:00–14:20 (votre heure, heure d’Europe centrale) · 08:00–08:20 heure du salon (heure de l’Est nord-américain)',
    );
    // Toronto moved on 14 March, Brussels not before 28 March: 5 hours apart.
    const between = slot('2027-03-20T13:00:00.000Z', 20, 'America/Toronto');
    expect(line(between, 'Europe/Brussels')).toBe(
      'sam. 20 mars, 14:00–14:20 (votre heure, heure d’Europe centrale) · 09:00–09:20 heure du salon (heure de l’Est nord-américain)',
    );
    // After both (6 hours apart again).
    const after = slot('2027-04-01T12:00:00.000Z', 20, 'America/Toronto');
    expect(line(after, 'Europe/Brussels')).toBe(
      'jeu. 1 avr., 14:00–14:20 (votre heure, heure d’Europe centrale) · 08:00–08:20 heure du salon (heure de l’Est nord-américain)',
    );
  });

  it('names the fair’s day when it differs from the viewer’s', () => {
    const s = slot('2026-12-02T01:00:00.000Z', 30, 'America/Toronto');
    expect(line(s, 'Africa/Dakar')).toBe(
      'mer. 2 déc., 01:00–01:30 (votre heure, heure moyenne de Greenwich) · mar. 1 déc., 20:00–20:30 heure du salon (heure de l’Est nord-américain)',
    );
  });

  it('speaks the UI language with a 24-hour clock', () => {
    const s = slot('2026-12-01T14:00:00.000Z', 20, 'America/Toronto');
    const times = slotTimes(s, 'en', 'Africa/Dakar');
    expect(times.viewer.range).toBe('14:00–14:20');
    expect(times.viewer.day).toBe('Tue 1 Dec');
    expect(times.fair?.range).toBe('09:00–09:20');
  });
});

describe('groupByViewerDay', () => {
  it('groups consecutive slots by the viewer’s day', () => {
    const slots = [
      slot('2026-12-01T14:00:00.000Z', 20, 'America/Toronto'),
      slot('2026-12-01T23:50:00.000Z', 20, 'America/Toronto'),
      slot('2026-12-02T00:10:00.000Z', 20, 'America/Toronto'),
    ];
    const groups = groupByViewerDay(slots, 'fr', 'Africa/Dakar');
    expect(groups.map((g) => [g.dayKey, g.slots.length])).toEqual([
      ['2026-12-01', 2],
      ['2026-12-02', 1],
    ]);
    // In Toronto the three fall on the same day.
    expect(groupByViewerDay(slots, 'fr', 'America/Toronto')).toHaveLength(1);
  });
});

describe('isCallTime', () => {
  const s = slot('2026-12-01T14:00:00.000Z', 20, 'America/Toronto');
  it('opens ten minutes before and closes at the end', () => {
    expect(isCallTime(s, Date.parse('2026-12-01T13:49:00Z'))).toBe(false);
    expect(isCallTime(s, Date.parse('2026-12-01T13:50:00Z'))).toBe(true);
    expect(isCallTime(s, Date.parse('2026-12-01T14:19:59Z'))).toBe(true);
    expect(isCallTime(s, Date.parse('2026-12-01T14:20:00Z'))).toBe(false);
  });
});
