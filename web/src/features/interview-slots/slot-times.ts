import type { InterviewSlot } from '@passerelle/contract';
import { zoneName } from '../../lib/zoned-time.ts';

/**
 * An interview slot's times in the viewer's time zone and in the fair's (issue 13): pure, on
 * `Intl.DateTimeFormat`, so the booth, the list and the interview's page say it the same way.
 */

/** The Intl locale of each UI language (24-hour clocks, the date order people expect). */
const INTL_LOCALES: Record<string, string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  nl: 'nl-NL',
  de: 'de-DE',
  es: 'es-ES',
};

export const intlLocaleOf = (language: string): string =>
  INTL_LOCALES[language] ?? INTL_LOCALES[language.split('-')[0] ?? ''] ?? language;

/** The browser's time zone (the viewer's), `UTC` when it cannot be read. */
export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

const cache = new Map<string, Intl.DateTimeFormat>();
const formatter = (locale: string, timeZone: string, kind: 'day' | 'time' | 'key'): Intl.DateTimeFormat => {
  const id = `${locale}|${timeZone}|${kind}`;
  let f = cache.get(id);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'day'
        ? { weekday: 'short', day: 'numeric', month: 'short' }
        : kind === 'time'
          ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
          : { year: 'numeric', month: '2-digit', day: '2-digit' };
    try {
      f = new Intl.DateTimeFormat(kind === 'key' ? 'en-CA' : locale, { ...options, timeZone });
    } catch {
      // An unknown zone: UTC rather than a broken page.
      f = new Intl.DateTimeFormat(kind === 'key' ? 'en-CA' : locale, { ...options, timeZone: 'UTC' });
    }
    cache.set(id, f);
  }
  return f;
};

/** A slot's span as the wall clock of one zone shows it. */
export interface ZonedSpan {
  /** The zone in words, in the UI language (`heure de l’Est nord-américain`). */
  zone: string;
  /** `mar. 1 déc.` */
  day: string;
  /** `2026-12-01`: the calendar day in that zone (to group and compare). */
  dayKey: string;
  /** `14:00–14:20` */
  range: string;
}

export interface SlotTimes {
  /** In the viewer's zone. */
  viewer: ZonedSpan;
  /** In the fair's zone; null when it reads the same as the viewer's (same zone or same offset). */
  fair: ZonedSpan | null;
}

export interface SlotTimesInput {
  startsAt: string;
  endsAt: string;
  /** The fair's IANA zone. */
  timezone: string;
}

export const zonedSpan = (start: Date, end: Date, zone: string, language: string): ZonedSpan => {
  const locale = intlLocaleOf(language);
  const time = formatter(locale, zone, 'time');
  return {
    zone: zoneName(zone, language),
    day: formatter(locale, zone, 'day').format(start),
    dayKey: formatter(locale, zone, 'key').format(start),
    range: `${time.format(start)}–${time.format(end)}`,
  };
};

/** The slot in the viewer's zone and, when it reads differently there, in the fair's. */
export const slotTimes = (
  slot: SlotTimesInput,
  language: string,
  viewerZone: string = browserTimeZone(),
): SlotTimes => {
  const start = new Date(slot.startsAt);
  const end = new Date(slot.endsAt);
  const viewer = zonedSpan(start, end, viewerZone, language);
  const fair = zonedSpan(start, end, slot.timezone, language);
  const same = viewer.dayKey === fair.dayKey && viewer.range === fair.range;
  return { viewer, fair: same ? null : fair };
};

/** The words around the times, from the i18n catalogue (`interview-slots:times.*`). */
export interface SlotTimesLabels {
  /** `{{day}}, {{range}} (votre heure, {{zone}})` */
  yours: (v: { day: string; range: string; zone: string }) => string;
  /** `{{range}} heure du salon ({{zone}})`; `day` is empty when it is the same day as the viewer's. */
  fair: (v: { day: string; range: string; zone: string }) => string;
  /** Both zones read the same: `{{day}}, {{range}} ({{zone}})`. */
  same: (v: { day: string; range: string; zone: string }) => string;
}

/** One line: `mar. 1 déc., 14:00–14:20 (votre heure, heure moyenne de Greenwich) · 09:00–09:20 à l’heure du salon (heure de l’Est nord-américain)`. */
export const formatSlotTimes = (times: SlotTimes, labels: SlotTimesLabels): string => {
  const { viewer, fair } = times;
  if (!fair) return labels.same(viewer);
  const fairDay = fair.dayKey === viewer.dayKey ? '' : fair.day;
  return `${labels.yours(viewer)} · ${labels.fair({ ...fair, day: fairDay })}`;
};

/** Slots grouped by their day in the viewer's zone, in the order given. */
export const groupByViewerDay = <T extends SlotTimesInput>(
  slots: readonly T[],
  language: string,
  viewerZone: string = browserTimeZone(),
): { dayKey: string; day: string; slots: T[] }[] => {
  const groups: { dayKey: string; day: string; slots: T[] }[] = [];
  for (const slot of slots) {
    const span = zonedSpan(new Date(slot.startsAt), new Date(slot.endsAt), viewerZone, language);
    const last = groups[groups.length - 1];
    if (last && last.dayKey === span.dayKey) last.slots.push(slot);
    else groups.push({ dayKey: span.dayKey, day: span.day, slots: [slot] });
  }
  return groups;
};

/** The interview is on now, or starts within `earlyMinutes` (the host may start the call). */
export const isCallTime = (slot: SlotTimesInput, now: number, earlyMinutes = 10): boolean =>
  now >= Date.parse(slot.startsAt) - earlyMinutes * 60_000 && now < Date.parse(slot.endsAt);

/** The interview is over. */
export const isPast = (slot: SlotTimesInput, now: number): boolean => now >= Date.parse(slot.endsAt);

/** Who the other side of a slot is, for the viewer. */
export const otherSideName = (slot: InterviewSlot): string | null => {
  const other = slot.bookedByMe ? slot.host : slot.candidate;
  return other ? `${other.firstName} ${other.lastName}` : null;
};
