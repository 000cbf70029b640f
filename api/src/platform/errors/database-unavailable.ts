const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
// PostgreSQL SQLSTATEs of a server going away or refusing work (class 08, 57P0x, 53300, 57014 timeout).
const PG_STATES = /^(08\d{3}|57P0[1-4]|53300|57014)$/;
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|PGlite is closed|Cannot use a pool after calling end/i;

/** True when an error means "the database cannot answer now" → 503, retry later. */
export const isDatabaseUnavailable = (err: unknown): boolean => {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: string; message?: string };
    if (code && (CONNECTION_CODES.has(code) || PG_STATES.test(code))) return true;
    if (message && MESSAGES.test(message)) return true;
  }
  return false;
};
