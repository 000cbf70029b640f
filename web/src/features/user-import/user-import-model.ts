import {
  USER_IMPORT_COLUMNS,
  USER_IMPORT_MAX_BYTES,
  USER_IMPORT_MAX_ROWS,
  type UserImportColumn,
  type UserImportRow,
} from '@passerelle/contract';
import { USER_TYPES, type Locale } from '@passerelle/contract/lite';
import { isApiError } from '../../lib/api-error.ts';

export const MAX_MB = USER_IMPORT_MAX_BYTES / (1024 * 1024);
export const ACCEPTED_FILES =
  '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What the browser can tell before sending: the size cap and the extension (the server sniffs the bytes). */
export const checkFileLocally = (
  file: Pick<File, 'name' | 'size'>,
): 'payload_too_large' | 'unsupported_media_type' | null => {
  if (!/\.(csv|txt|xlsx)$/i.test(file.name)) return 'unsupported_media_type';
  if (file.size > USER_IMPORT_MAX_BYTES) return 'payload_too_large';
  return null;
};

export type RowFilter = 'all' | 'invalid' | 'valid';
export const filterRows = (rows: UserImportRow[], filter: RowFilter): UserImportRow[] =>
  filter === 'all'
    ? rows
    : rows.filter((r) => (filter === 'invalid' ? r.violations.length > 0 : r.violations.length === 0));

/** The account a row creates (§6: 3, 5 and 6 as such, any other number a visitor); null when unreadable. */
export const effectiveUserType = (raw: string): 3 | 4 | 5 | 6 | null => {
  if (raw.trim() === '') return USER_TYPES.VISITOR;
  if (!/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  if (n === USER_TYPES.ORGANIZER || n === USER_TYPES.STAND_ADMIN || n === USER_TYPES.STAND_CONTACT) return n;
  return n >= 1 && n <= 10 ? USER_TYPES.VISITOR : null;
};

/** A message to show: a code of the shared `errors` catalogue and its values. */
export interface CodeMessage {
  code: string;
  values?: Record<string, string | number>;
}

const FILE_CODES = new Set([
  'import_file_required',
  'import_empty',
  'import_too_many_rows',
  'import_missing_column',
  'import_duplicate_column',
  'import_unreadable',
]);

/**
 * The problems of the file as a whole (422 from the server): one message per violation, with the
 * values their texts need (the column, the row cap). Null for any other error (shown as is).
 */
export const fileProblems = (
  error: unknown,
  columnLabel: (column: string) => string = (column) => column,
): CodeMessage[] | null => {
  if (!isApiError(error) || !FILE_CODES.has(error.code)) return null;
  const list = error.violations.length
    ? error.violations
    : [{ propertyPath: 'file', code: error.code, message: '' }];
  return list.map((v) => ({
    code: v.code || error.code,
    values: { column: columnLabel(v.propertyPath), max: USER_IMPORT_MAX_ROWS },
  }));
};

const TEMPLATE_HEADERS: Record<'fr' | 'en', Record<UserImportColumn, string>> = {
  fr: {
    email: 'email',
    firstName: 'prénom',
    lastName: 'nom',
    userType: 'type',
    firm: 'exposant',
    locale: 'langue',
  },
  en: {
    email: 'email',
    firstName: 'firstName',
    lastName: 'lastName',
    userType: 'userType',
    firm: 'firm',
    locale: 'locale',
  },
};

/**
 * The CSV template: the header row only (no sample people to import by mistake), French names for
 * French users, English otherwise; `;` where Excel expects it (every locale but English), a BOM
 * so Excel reads UTF-8.
 */
export const templateCsv = (locale: Locale): string => {
  const headers = TEMPLATE_HEADERS[locale === 'fr' ? 'fr' : 'en'];
  const separator = locale === 'en' ? ',' : ';';
  return `\uFEFF${USER_IMPORT_COLUMNS.map((c) => headers[c]).join(separator)}\r\n`;
};

export const formatKb = (bytes: number): number => Math.max(1, Math.round(bytes / 1024));
