/** A record of a CSV file: its cells and the line (1-based) where it starts. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvDelimiter = ',' | ';' | '\t';

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`unterminated quoted field starting on line ${line}`);
    this.name = 'CsvSyntaxError';
  }
}

const DELIMITERS: readonly CsvDelimiter[] = [';', ',', '\t'];

/**
 * The delimiter of the header line: the most frequent of `;`, `,` and tab outside quotes
 * (French Excel writes `;`). A header without any is a one-column file: `,`.
 */
export const detectDelimiter = (text: string): CsvDelimiter => {
  const counts = new Map<CsvDelimiter, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && counts.has(c as CsvDelimiter))
      counts.set(c as CsvDelimiter, counts.get(c as CsvDelimiter)! + 1);
  }
  let best: CsvDelimiter = ',';
  let max = 0;
  for (const d of DELIMITERS) {
    const n = counts.get(d)!;
    if (n > max) {
      best = d;
      max = n;
    }
  }
  return best;
};

/**
 * RFC 4180 CSV with what spreadsheets write in practice: a UTF-8 BOM, `,` `;` or tab as the
 * delimiter (detected on the header line unless given), fields in double quotes holding
 * delimiters, line breaks and doubled quotes, CRLF, LF or CR line ends. A quote inside an unquoted
 * field is kept as text; an unterminated quoted field is a syntax error. Records whose cells are
 * all blank are skipped; `line` is where each record starts, so quoted line breaks keep the
 * numbering of the file.
 */
export const parseCsv = (
  input: string,
  options: { delimiter?: CsvDelimiter; maxRecords?: number } = {},
): { delimiter: CsvDelimiter; records: CsvRecord[]; truncated: boolean } => {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const delimiter = options.delimiter ?? detectDelimiter(text);
  const maxRecords = options.maxRecords ?? Infinity;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  let truncated = false;

  const endRecord = (): boolean => {
    cells.push(field);
    field = '';
    if (cells.some((c) => c.trim() !== '')) {
      if (records.length >= maxRecords) {
        truncated = true;
        return false;
      }
      records.push({ line: recordLine, cells });
    }
    cells = [];
    return true;
  };

  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      if (c === '\r' || c === '\n') {
        // A line break inside quotes is part of the value, normalised to \n.
        field += '\n';
        i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line++;
        continue;
      }
      field += c;
      i++;
      continue;
    }
    if (c === '"' && field.trim() === '') {
      // Spaces before an opening quote (`a, "b, c"`) are dropped, as spreadsheets do.
      field = '';
      quoted = true;
      quoteLine = line;
      i++;
      continue;
    }
    if (c === delimiter) {
      cells.push(field);
      field = '';
      i++;
      continue;
    }
    if (c === '\r' || c === '\n') {
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      if (!endRecord()) return { delimiter, records, truncated };
      line++;
      recordLine = line;
      continue;
    }
    field += c;
    i++;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  if (field !== '' || cells.length > 0) endRecord();
  return { delimiter, records, truncated };
};
