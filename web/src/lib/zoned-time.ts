/**
 * Wall-clock times in a fair's time zone (a `datetime-local` field holds `2027-03-10T09:00`, no zone)
 * to and from the instants the api stores (ISO 8601 with an offset).
 */

const partsIn = (instant: number, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
};

const asUtc = (wall: string): number => Date.parse(`${wall}:00Z`);

/** `2027-03-10T09:00` in `Europe/Brussels` → `2027-03-10T08:00:00.000Z`; '' or an invalid value → null. */
export const wallTimeToIso = (wall: string, timeZone: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wall)) return null;
  const guess = asUtc(wall);
  if (Number.isNaN(guess)) return null;
  // The zone's offset at that moment, applied twice so that a time next to a DST change lands right.
  let instant = guess - (asUtc(partsIn(guess, timeZone)) - guess);
  instant = guess - (asUtc(partsIn(instant, timeZone)) - instant);
  return new Date(instant).toISOString();
};

/** An instant shown as the wall-clock time of `timeZone` (`datetime-local`'s format); null → ''. */
export const isoToWallTime = (iso: string | null, timeZone: string): string => {
  if (!iso) return '';
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? '' : partsIn(instant, timeZone);
};

const zoneNames = new Map<string, string>();
/**
 * A time zone in words, in the UI language: `America/Toronto` → `heure de l’Est nord-américain`
 * (`Eastern Time` in English). Where Intl has no words but an offset (`GMT+01:00`), the zone's
 * city (`Lagos`); `UTC` stays `UTC`.
 */
export const zoneName = (timeZone: string, language: string): string => {
  const key = `${language}|${timeZone}`;
  let name = zoneNames.get(key);
  if (name === undefined) {
    let words: string | undefined;
    try {
      words = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' })
        .formatToParts(new Date())
        .find((p) => p.type === 'timeZoneName')?.value;
    } catch {
      // An unknown zone: its name as given.
    }
    const city = timeZone.split('/').pop()?.replace(/_/g, ' ') ?? timeZone;
    name = words && !/^(GMT|UTC)([+\-−]|$)/.test(words) ? words : city;
    zoneNames.set(key, name);
  }
  return name;
};
