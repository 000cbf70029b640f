/**
 * PostgreSQL error codes as drivers surface them: `pg` puts `code` on the error, Drizzle wraps it
 * (the driver's error becomes `cause`), PGlite does the same. One reader for every module.
 */
export const pgErrorCode = (err: unknown): string | undefined => {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
};

/** 23505: a unique index refused the row (a taken name, a slot already used…). */
export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';

/** 23503 (or 23001 for RESTRICT): a foreign key names a row that does not exist, or one still in use. */
export const isForeignKeyViolation = (err: unknown) => ['23503', '23001'].includes(pgErrorCode(err) ?? '');
