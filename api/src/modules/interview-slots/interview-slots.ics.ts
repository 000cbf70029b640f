/**
 * An interview as an iCalendar object (RFC 5545), written by hand: one VEVENT whose start and end
 * are local times of the fair's IANA zone (`DTSTART;TZID=Europe/Brussels:20260329T100000`), with a
 * VTIMEZONE for that zone made from its real offsets (read from Intl): one observance per UTC
 * offset change from the year before the event to the year after, so a calendar converts the
 * local time back to the same instant across a daylight-saving change. Lines end with CRLF and are
 * folded at 75 octets; text values escape backslashes, commas, semicolons and newlines.
 */

export interface IcsEvent {
  /** Stable across a booking's request and its cancellation. */
  uid: string;
  method: 'REQUEST' | 'CANCEL';
  /** 0 for the invitation, higher for its cancellation. */
  sequence: number;
  start: Date;
  durationMinutes: number;
  /** The fair's IANA time zone. */
  timeZone: string;
  summary: string;
  description: string;
  /** The absolute link of the room. */
  url: string;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string };
  now?: Date;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The zone's offset from UTC at `at`, in minutes (east positive). */
export const offsetMinutesAt = (timeZone: string, at: Date): number => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / MINUTE);
};

const pad = (v: number, width = 2) => String(v).padStart(width, '0');
/** `YYYYMMDDTHHMMSS` of a wall-clock time held in a Date's UTC fields. */
const floating = (wall: Date) =>
  `${wall.getUTCFullYear()}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}${pad(wall.getUTCSeconds())}`;
const utcStamp = (at: Date) => `${floating(at)}Z`;
/** The local wall time of `at` in the zone, as `YYYYMMDDTHHMMSS`. */
export const localTime = (timeZone: string, at: Date) =>
  floating(new Date(at.getTime() + offsetMinutesAt(timeZone, at) * MINUTE));
/** `+0100`, `-0500`. */
const utcOffset = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
};

interface Transition {
  at: Date;
  from: number;
  to: number;
}

/** Every change of the zone's UTC offset between `from` and `to`, to the minute. */
export const offsetTransitions = (timeZone: string, from: Date, to: Date): Transition[] => {
  const found: Transition[] = [];
  let t = from.getTime();
  let offset = offsetMinutesAt(timeZone, from);
  while (t < to.getTime()) {
    const next = Math.min(t + DAY, to.getTime());
    const nextOffset = offsetMinutesAt(timeZone, new Date(next));
    if (nextOffset !== offset) {
      // The change lies in (t, next]: narrow it down to the minute.
      let lo = t;
      let hi = next;
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE || lo + MINUTE;
        if (offsetMinutesAt(timeZone, new Date(mid)) === offset) lo = mid;
        else hi = mid;
      }
      found.push({ at: new Date(hi), from: offset, to: nextOffset });
      offset = nextOffset;
    }
    t = next;
  }
  return found;
};

/** The VTIMEZONE of the zone around the event's year: one observance per offset change. */
const vtimezone = (timeZone: string, around: Date): string[] => {
  const year = around.getUTCFullYear();
  const from = new Date(Date.UTC(year - 1, 0, 1));
  const to = new Date(Date.UTC(year + 2, 0, 1));
  const transitions = offsetTransitions(timeZone, from, to);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (!transitions.length) {
    const offset = utcOffset(offsetMinutesAt(timeZone, around));
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
    );
  } else {
    // The offsets a zone takes: the smaller is its standard time, anything above it daylight time.
    const standard = Math.min(...transitions.flatMap((tr) => [tr.from, tr.to]));
    for (const tr of transitions) {
      const kind = tr.to > standard ? 'DAYLIGHT' : 'STANDARD';
      lines.push(
        `BEGIN:${kind}`,
        // The onset as the local time before the change (RFC 5545 §3.6.5).
        `DTSTART:${floating(new Date(tr.at.getTime() + tr.from * MINUTE))}`,
        `TZOFFSETFROM:${utcOffset(tr.from)}`,
        `TZOFFSETTO:${utcOffset(tr.to)}`,
        `END:${kind}`,
      );
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
};

/** A TEXT value (RFC 5545 §3.3.11). */
export const escapeText = (v: string) =>
  v
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n');
/** A parameter value (a CN): quoted, without the characters a quoted value may not hold. */
const param = (v: string) => `"${v.replace(/["\r\n]/g, '')}"`;

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 §3.1). */
export const foldLine = (line: string): string => {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const bytes = Buffer.byteLength(ch);
    if (size + bytes > 75) {
      out.push(current);
      current = ' ';
      size = 1;
    }
    current += ch;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n');
};

/** The whole `.ics` file (CRLF line ends, folded). */
export const buildInterviewIcs = (e: IcsEvent): string => {
  const end = new Date(e.start.getTime() + e.durationMinutes * MINUTE);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Passerelle//Interview slots//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${e.method}`,
    ...vtimezone(e.timeZone, e.start),
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utcStamp(e.now ?? new Date())}`,
    `DTSTART;TZID=${e.timeZone}:${localTime(e.timeZone, e.start)}`,
    `DTEND;TZID=${e.timeZone}:${localTime(e.timeZone, end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    `LOCATION:${escapeText(e.url)}`,
    `URL:${e.url}`,
    `STATUS:${e.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `ORGANIZER;CN=${param(e.organizer.name)}:mailto:${e.organizer.email}`,
    ...(e.attendee
      ? [`ATTENDEE;CN=${param(e.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${e.attendee.email}`]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
};
