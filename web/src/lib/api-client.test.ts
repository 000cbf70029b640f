import { describe, expect, it } from 'vitest';
import { serializeQuery } from './api-client.ts';

describe('serializeQuery (architecture §5 filters)', () => {
  it('serialises scalars, booleans and leaves out empty values', () => {
    expect(
      serializeQuery({ pagination: false, page: 2, name: 'Santé', missing: undefined, none: null }),
    ).toBe('?pagination=false&page=2&name=Sant%C3%A9');
  });

  it('keeps bracketed keys readable', () => {
    expect(serializeQuery({ 'order[name]': 'asc' })).toBe('?order[name]=asc');
    expect(serializeQuery({ order: { id: 'desc' } })).toBe('?order[id]=desc');
    expect(serializeQuery({ 'exists[stands]': false })).toBe('?exists[stands]=false');
  });

  it('repeats arrays with []', () => {
    expect(serializeQuery({ type: [1, 2] })).toBe('?type[]=1&type[]=2');
    expect(serializeQuery({ 'type[]': [1] })).toBe('?type[]=1');
  });

  it('returns an empty string for no query', () => {
    expect(serializeQuery(undefined)).toBe('');
    expect(serializeQuery({})).toBe('');
  });
});
