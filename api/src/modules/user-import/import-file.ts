import { Unzip, UnzipInflate } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { USER_IMPORT_MAX_ROWS, type UserImportFormat } from '@passerelle/contract';
import { AppError, unprocessable } from '../../platform/errors/index.ts';
import { CsvSyntaxError, parseCsv, type CsvRecord } from './csv-parser.ts';

/** The non-blank rows of the file (header first), each with its line or sheet row number. */
export interface ImportTable {
  format: UserImportFormat;
  rows: CsvRecord[];
}

/** What the XML parts of an XLSX may expand to: a zip bomb is refused before it is parsed. */
export const XLSX_MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
const XLSX_MAX_ENTRIES = 2000;

const unsupported = () => new AppError(415, 'unsupported_media_type');
const unreadable = () =>
  unprocessable([{ propertyPath: 'file', code: 'import_unreadable' }], 'import_unreadable');
export const tooManyRows = () =>
  unprocessable(
    [{ propertyPath: 'file', code: 'import_too_many_rows', params: { max: USER_IMPORT_MAX_ROWS } }],
    'import_too_many_rows',
  );

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Signatures of formats people upload by mistake that could otherwise pass for text. */
const NOT_TEXT = [ascii('%PDF-'), ascii('{\\rtf'), [0xd0, 0xcf, 0x11, 0xe0]];
const ALLOWED_EXTENSIONS = new Set(['csv', 'txt', 'xlsx', '']);

/** Control characters that never occur in a text file (tab, line ends, VT, FF and SUB allowed). */
// eslint-disable-next-line no-control-regex
const BINARY_CHARS = /[\u0000-\u0008\u000e-\u0019\u001b-\u001f]/;

/**
 * The format from the bytes and the name together (the part's declared type is not trusted):
 * an XLSX is a zip named .xlsx (or unnamed); a CSV is text named .csv, .txt (or unnamed).
 * Anything else — a PDF, an image, an old .xls, HTML or a zip named .csv — is a 415.
 */
export const sniffFormat = (bytes: Uint8Array, filename: string): UserImportFormat => {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  if (!ALLOWED_EXTENSIONS.has(ext)) throw unsupported();
  if (startsWith(bytes, ZIP)) {
    if (ext === 'xlsx' || ext === '') return 'xlsx';
    throw unsupported();
  }
  if (ext === 'xlsx' || NOT_TEXT.some((s) => startsWith(bytes, s))) throw unsupported();
  return 'csv';
};

// 0x80–0x9F of Windows-1252 (Node's TextDecoder reads that label as Latin-1): € ’ Œ œ …
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
const decodeWindows1252 = (bytes: Uint8Array): string => {
  let out = '';
  for (const b of bytes) out += b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b);
  return out;
};

/**
 * Text of a CSV: UTF-16 with its BOM (Excel's "Unicode text"), UTF-8 (with or without BOM), else
 * Windows-1252 (French Excel's "CSV (séparateur : point-virgule)"). Binary content is a 415.
 */
export const decodeText = (bytes: Uint8Array): string => {
  let text: string;
  if (startsWith(bytes, [0xff, 0xfe])) text = new TextDecoder('utf-16le').decode(bytes);
  else if (startsWith(bytes, [0xfe, 0xff])) text = new TextDecoder('utf-16be').decode(bytes);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = decodeWindows1252(bytes);
    }
  }
  text = text.replace(/^\uFEFF/, '');
  // HTML or XML saved as .csv (some "Excel" exports are HTML tables) is not a CSV.
  if (BINARY_CHARS.test(text) || /^\s*</.test(text)) throw unsupported();
  return text;
};

/**
 * Inflates the XML parts of the archive without keeping them, counting bytes: the archive must be
 * a spreadsheet (xl/workbook.xml, else 415) and its XML must stay under the cap (else 413).
 */
export const guardXlsx = (bytes: Uint8Array): void => {
  let total = 0;
  let entries = 0;
  let workbook = false;
  let overflow = false;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    entries++;
    if (file.name === 'xl/workbook.xml') workbook = true;
    if (overflow || entries > XLSX_MAX_ENTRIES) {
      overflow = true;
      return;
    }
    if (!file.name.endsWith('.xml') && !file.name.endsWith('.rels')) return;
    file.ondata = (err, chunk) => {
      if (err) throw err;
      total += chunk.length;
      if (total > XLSX_MAX_UNZIPPED_BYTES && !overflow) {
        overflow = true;
        file.terminate();
      }
    };
    file.start();
  };
  try {
    unzip.push(bytes, true);
  } catch {
    if (!overflow) throw unreadable();
  }
  if (overflow) throw new AppError(413, 'payload_too_large');
  if (!workbook) throw unsupported();
};

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
};

const readXlsx = async (bytes: Buffer): Promise<CsvRecord[]> => {
  guardXlsx(bytes);
  let data: unknown[][];
  try {
    data = await readSheet(bytes, 1);
  } catch {
    throw unreadable();
  }
  const rows: CsvRecord[] = [];
  data.forEach((row, i) => {
    const cells = row.map(cellText);
    if (cells.some((c) => c.trim() !== '')) rows.push({ line: i + 1, cells });
  });
  return rows;
};

/** Reads an uploaded file into rows; at most the header and USER_IMPORT_MAX_ROWS data rows (else 422). */
export const readImportFile = async (bytes: Buffer, filename: string): Promise<ImportTable> => {
  if (bytes.length === 0)
    throw unprocessable([{ propertyPath: 'file', code: 'import_empty' }], 'import_empty');
  const format = sniffFormat(bytes, filename);
  let rows: CsvRecord[];
  if (format === 'xlsx') {
    rows = await readXlsx(bytes);
    if (rows.length > USER_IMPORT_MAX_ROWS + 1) throw tooManyRows();
  } else {
    const text = decodeText(bytes);
    try {
      const parsed = parseCsv(text, { maxRecords: USER_IMPORT_MAX_ROWS + 1 });
      if (parsed.truncated) throw tooManyRows();
      rows = parsed.records;
    } catch (err) {
      if (err instanceof CsvSyntaxError)
        throw unprocessable(
          [{ propertyPath: 'file', code: 'import_unreadable', params: { line: err.line } }],
          'import_unreadable',
        );
      throw err;
    }
  }
  return { format, rows };
};
