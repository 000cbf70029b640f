import { describe, expect, it } from 'vitest';
import { exhibitorsSearch, firmBackSearch, toBackQuery, toFrontQuery } from './firm-search.ts';

describe('exhibitor lists in the URL', () => {
  it('drops malformed values instead of failing the page', () => {
    expect(exhibitorsSearch({ page: '1', search: '  ', sector: 'abc' })).toEqual({});
    expect(exhibitorsSearch({ page: '3', search: ' chsld ', sector: '4' })).toEqual({
      page: 3,
      search: 'chsld',
      sector: 4,
    });
    expect(firmBackSearch({ name: 'x'.repeat(200) })).toEqual({});
  });

  it('turns the URL into the api’s queries', () => {
    expect(toFrontQuery({ sector: 4 }, 1)).toEqual({ fair: 1, page: 1, sector: 4 });
    expect(toBackQuery({ name: 'rives', page: 2 }, 1)).toEqual({
      page: 2,
      itemsPerPage: 20,
      name: 'rives',
      fair: 1,
    });
    expect(toBackQuery({}, null)).toEqual({ page: 1, itemsPerPage: 20 });
  });
});
