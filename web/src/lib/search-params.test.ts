import { describe, expect, it } from 'vitest';
import { flag, integer, languageCode, oneOf, searchParams, text, uuid } from './search-params.ts';

describe('search params', () => {
  const check = searchParams({
    page: integer({ min: 2 }),
    userType: integer({ min: 1, max: 10 }),
    search: text({ max: 10 }),
    sort: oneOf(['recent', 'title']),
    created: flag(),
    language: languageCode,
    c: uuid,
  });

  it('keeps what is valid, as the router hands it over (numbers parsed, strings from a typed link)', () => {
    expect(
      check({
        page: '3',
        userType: 4,
        search: '  chsld ',
        sort: 'title',
        created: true,
        language: 'nl',
        c: '0b9c2f4e-8a1d-4c3b-9e2f-1a2b3c4d5e6f',
      }),
    ).toEqual({
      page: 3,
      userType: 4,
      search: 'chsld',
      sort: 'title',
      created: true,
      language: 'nl',
      c: '0b9c2f4e-8a1d-4c3b-9e2f-1a2b3c4d5e6f',
    });
  });

  it('drops what is malformed or unknown, so that a stale link opens the page unfiltered', () => {
    expect(
      check({
        page: 1,
        userType: '2.5',
        search: '   ',
        sort: 'password',
        created: 'yes',
        language: 'FR',
        c: 'not-a-uuid',
        other: 'x',
      }),
    ).toEqual({});
    expect(check({ userType: 11, search: 'x'.repeat(11), page: '' })).toEqual({});
    expect(check({ search: 123, created: 'false' })).toEqual({ search: '123', created: false });
  });
});
