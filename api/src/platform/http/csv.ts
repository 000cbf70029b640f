/**
 * CSV that a spreadsheet opens safely: a cell starting with `= + - @`, a tab or a carriage return
 * is prefixed with `'` so it is shown, never run (CSV injection); every text cell is quoted.
 */
export const csvCell = (value: string | number | null): string => {
  // A number is data, never a formula: a credit note's -120.5 stays a number.
  if (typeof value === 'number') return String(value);
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** Rows to CSV with CRLF line ends and a BOM, so that spreadsheet software reads UTF-8. */
export const toCsv = (rows: readonly (readonly (string | number | null)[])[]): string =>
  '\ufeff' + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
