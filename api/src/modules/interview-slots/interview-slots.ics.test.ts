import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { buildInterviewIcs, escapeText, foldLine, offsetTransitions } from './interview-slots.ics.ts';

// The .ics of a booking, read back by a real iCalendar library (ical.js): the event's start,
// converted to UTC through the VTIMEZONE we wrote, is the slot's start, on both sides of a
// daylight-saving change, in a fair of Toronto and one of Brussels.

const ics = (start: Date, timeZone: string, extra: Partial<Parameters<typeof buildInterviewIcs>[0]> = {}) =>
  buildInterviewIcs({
    uid: 'interview-slot-1@passerelle.test',
    method: 'REQUEST',
    sequence: 0,
    start,
    durationMinutes: 20,
    timeZone,
    summary: 'Entretien vidéo – Clinique du Lac, Montréal; salle 2',
    description: 'Entretien avec Sophie Martin.\nSalle : https://passerelle.test/visio/slots/1',
    url: 'https://passerelle.test/visio/slots/1',
    organizer: { name: 'Sophie Martin', email: 'no-reply@passerelle.test' },
    attendee: { name: 'Amina Diallo', email: 'amina@example.test' },
    now: new Date('2026-01-10T12:00:00Z'),
    ...extra,
  });

/** Parses the file and returns its event with the zone it declares registered, as ical.js does for an invitation. */
const parse = (text: string) => {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const vevent = root.getFirstSubcomponent('vevent')!;
  return { root, event: new ICAL.Event(vevent), vevent };
};

describe('interview .ics', () => {
  const cases: [string, string, string][] = [
    // Toronto: EST (−05:00) until 8 March 2026 02:00, then EDT (−04:00); back on 1 November.
    ['America/Toronto', '2026-03-06T15:00:00.000Z', '20260306T100000'],
    ['America/Toronto', '2026-03-09T14:00:00.000Z', '20260309T100000'],
    ['America/Toronto', '2026-11-02T15:00:00.000Z', '20261102T100000'],
    // Brussels: CET (+01:00) until 29 March 2026 02:00, then CEST (+02:00).
    ['Europe/Brussels', '2026-03-27T09:00:00.000Z', '20260327T100000'],
    ['Europe/Brussels', '2026-03-30T08:00:00.000Z', '20260330T100000'],
    ['Europe/Brussels', '2026-10-26T09:00:00.000Z', '20261026T100000'],
  ];
  it.each(cases)('%s: %s is written as local %s and read back as the same instant', (zone, iso, local) => {
    const text = ics(new Date(iso), zone);
    expect(text).toContain(`DTSTART;TZID=${zone}:${local}\r\n`);
    const { event } = parse(text);
    expect(event.startDate.zone?.tzid).toBe(zone);
    expect(event.startDate.toJSDate().toISOString()).toBe(iso);
    expect(event.endDate.toJSDate().toISOString()).toBe(
      new Date(Date.parse(iso) + 20 * 60_000).toISOString(),
    );
    expect(event.uid).toBe('interview-slot-1@passerelle.test');
    expect(event.summary).toBe('Entretien vidéo – Clinique du Lac, Montréal; salle 2');
    expect(event.description).toBe(
      'Entretien avec Sophie Martin.\nSalle : https://passerelle.test/visio/slots/1',
    );
    expect(event.location).toBe('https://passerelle.test/visio/slots/1');
  });

  it('declares the calendar as an invitation, with its zone, organizer and attendee', () => {
    const { root, vevent } = parse(ics(new Date('2026-03-30T08:00:00Z'), 'Europe/Brussels'));
    expect(root.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(root.getFirstPropertyValue('prodid')).toContain('Passerelle');
    const tz = root.getFirstSubcomponent('vtimezone')!;
    expect(tz.getFirstPropertyValue('tzid')).toBe('Europe/Brussels');
    expect(tz.getAllSubcomponents('daylight').length).toBeGreaterThanOrEqual(3);
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:no-reply@passerelle.test');
    expect(vevent.getFirstProperty('attendee')!.getParameter('cn')).toBe('Amina Diallo');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://passerelle.test/visio/slots/1');
  });

  it('writes a cancellation with the same UID and a higher sequence', () => {
    const { root, vevent } = parse(
      ics(new Date('2026-03-30T08:00:00Z'), 'Europe/Brussels', { method: 'CANCEL', sequence: 1 }),
    );
    expect(root.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(1);
  });

  it('works for a zone without daylight saving time', () => {
    const { event } = parse(ics(new Date('2026-06-01T07:30:00Z'), 'Asia/Tokyo'));
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-06-01T07:30:00.000Z');
  });

  it('ends lines with CRLF and folds them at 75 octets without splitting a character', () => {
    const text = ics(new Date('2026-03-30T08:00:00Z'), 'Europe/Brussels', {
      description: 'é'.repeat(120),
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parse(text).event.description).toBe('é'.repeat(120));
    expect(foldLine('x'.repeat(80))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(5)}`);
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('finds the offset changes of a zone to the minute', () => {
    const changes = offsetTransitions(
      'America/Toronto',
      new Date('2026-01-01T00:00:00Z'),
      new Date('2027-01-01T00:00:00Z'),
    );
    expect(changes.map((c) => [c.at.toISOString(), c.from, c.to])).toEqual([
      ['2026-03-08T07:00:00.000Z', -300, -240],
      ['2026-11-01T06:00:00.000Z', -240, -300],
    ]);
  });
});
