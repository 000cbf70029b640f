import { describe, expect, it } from 'vitest';
import { containsLike, escapeLike, isForeignKeyViolation, isUniqueViolation, pgErrorCode } from './index.ts';

describe('platform/db helpers', () => {
  it('reads the PostgreSQL code wherever the driver put it (pg, PGlite, Drizzle’s wrapper)', () => {
    const driver = Object.assign(new Error('duplicate key'), { code: '23505' });
    const wrapped = Object.assign(new Error('Failed query'), { cause: driver });
    expect(pgErrorCode(wrapped)).toBe('23505');
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(driver)).toBe(true);
    expect(isForeignKeyViolation({ cause: { code: '23503' } })).toBe(true);
    expect(isForeignKeyViolation({ code: '23001' })).toBe(true);
    // Node's own codes are not PostgreSQL's.
    expect(pgErrorCode(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('escapes LIKE wildcards so user text matches literally', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(containsLike('a_b')).toBe('%a\\_b%');
  });
});
