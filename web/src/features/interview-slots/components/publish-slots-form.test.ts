import { describe, expect, it } from 'vitest';
import { publishBody, validatePublish, type PublishValues } from './publish-slots-form.tsx';

const values = (over: Partial<PublishValues> = {}): PublishValues => ({
  stand: '7',
  host: '42',
  startsAt: '2027-03-20T09:00',
  durationMinutes: 20,
  count: 2,
  ...over,
});

describe('publishBody', () => {
  it('reads the start in the fair’s time zone, whatever the browser’s', () => {
    // Toronto is already on summer time on 20 March 2027 (UTC−4), Brussels not yet (UTC+1).
    expect(publishBody(values(), 'America/Toronto')).toEqual({
      stand: 7,
      host: 42,
      startsAt: '2027-03-20T13:00:00.000Z',
      durationMinutes: 20,
      count: 2,
    });
    expect(publishBody(values(), 'Europe/Brussels').startsAt).toBe('2027-03-20T08:00:00.000Z');
  });
});

describe('validatePublish (the contract’s rules)', () => {
  const check = validatePublish('America/Toronto');
  it('accepts a complete series', () => {
    expect(check(values())).toEqual({});
  });
  it('names each missing field', () => {
    expect(check(values({ stand: null, host: null, startsAt: '', durationMinutes: '', count: '' }))).toEqual({
      stand: 'required',
      host: 'required',
      startsAt: 'required',
      durationMinutes: 'required',
      count: 'required',
    });
  });
  it('keeps the duration and the series within the contract’s bounds', () => {
    expect(check(values({ durationMinutes: 5 })).durationMinutes).toBe('too_small');
    expect(check(values({ durationMinutes: 180 })).durationMinutes).toBe('too_big');
    expect(check(values({ count: 25 })).count).toBe('too_big');
  });
});
