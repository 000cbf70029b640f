/**
 * The day of `at` in a fair's time zone (`YYYY-MM-DD`): what the daily contact limits for chat and
 * video count. An unknown zone counts in UTC.
 */
export const fairDay = (timeZone: string, at = new Date()) => {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
};

/** The time of `at` in a fair's time zone (`HH:MM`, 24-hour): what opening hours compare. An unknown zone reads UTC. */
export const fairClock = (timeZone: string, at = new Date()) => {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
};

const DAY_MS = 86_400_000;

/** Minutes `timeZone` is ahead of UTC at `at` (0 for an unknown zone, as `fairDay` counts in UTC). */
const offsetMinutes = (timeZone: string, at: Date) => {
  try {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
        .formatToParts(at)
        .map((x) => [x.type, Number(x.value)]),
    ) as Record<string, number>;
    const local = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
    return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  } catch {
    return 0;
  }
};
/** The hour (0–23) of `at` in `timeZone`. */
export const localHour = (timeZone: string, at: Date) =>
  new Date(at.getTime() + offsetMinutes(timeZone, at) * 60_000).getUTCHours();
/** The instant `day` (YYYY-MM-DD) begins in `timeZone`. */
export const startOfFairDay = (timeZone: string, day: string) => {
  const base = Date.parse(`${day}T00:00:00Z`);
  // Twice: the offset is the one in force at the local midnight, not at UTC midnight.
  let at = base - offsetMinutes(timeZone, new Date(base)) * 60_000;
  at = base - offsetMinutes(timeZone, new Date(at)) * 60_000;
  return new Date(at);
};
/** The calendar day `days` after `day` (YYYY-MM-DD). */
export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
