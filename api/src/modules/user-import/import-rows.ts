import {
  USER_IMPORT_COLUMNS,
  USER_IMPORT_REQUIRED_COLUMNS,
  USER_TYPES,
  UserCreateSchema,
  columnOfHeader,
  type UserImportColumn,
  type UserImportRowData,
  type UserImportViolation,
} from '@passerelle/contract';
import type { z } from 'zod';
import { unprocessable, violationsFromIssues } from '../../platform/errors/index.ts';

export type AccountValues = Omit<z.output<typeof UserCreateSchema>, 'fair'>;

export interface HeaderMap {
  /** Per cell of the header, the column it names (null: ignored). */
  columns: (UserImportColumn | null)[];
  ignored: string[];
}

/** Reads the header row: required columns present, none twice (422 otherwise); others ignored. */
export const mapHeader = (cells: string[]): HeaderMap => {
  const columns = cells.map((cell) => columnOfHeader(cell.trim()));
  const ignored = cells.filter((cell, i) => columns[i] === null && cell.trim() !== '').map((c) => c.trim());
  const violations: { propertyPath: string; code: string; params: Record<string, string> }[] = [];
  for (const column of USER_IMPORT_COLUMNS) {
    const n = columns.filter((c) => c === column).length;
    if (n > 1) violations.push({ propertyPath: column, code: 'import_duplicate_column', params: { column } });
    else if (n === 0 && USER_IMPORT_REQUIRED_COLUMNS.includes(column))
      violations.push({ propertyPath: column, code: 'import_missing_column', params: { column } });
  }
  if (violations.length) throw unprocessable(violations, violations[0]!.code as 'import_missing_column');
  return { columns, ignored };
};

/** The trimmed cells of a data row, by column ('' when absent). */
export const rowData = (cells: string[], header: HeaderMap): UserImportRowData => {
  const data: UserImportRowData = {
    email: '',
    firstName: '',
    lastName: '',
    userType: '',
    firm: '',
    locale: '',
  };
  header.columns.forEach((column, i) => {
    if (column) data[column] = (cells[i] ?? '').trim();
  });
  return data;
};

export const isStaffType = (userType: number) =>
  userType === USER_TYPES.STAND_ADMIN || userType === USER_TYPES.STAND_CONTACT;

const WHOLE_NUMBER = /^\d{1,9}$/;

/**
 * The checks of one row on its own: the rules of UserCreateSchema (the same as POST /users) plus
 * the firm rule of §6. An empty type is a visitor, an empty language French; `FR` or `fr-CA` read
 * as `fr`. The first violation of each field is kept.
 */
export const checkRowAlone = (
  data: UserImportRowData,
  fairId: number,
): { violations: UserImportViolation[]; value: AccountValues | null } => {
  const violations: UserImportViolation[] = [];
  const add = (propertyPath: string, code: string) => {
    if (!violations.some((v) => v.propertyPath === propertyPath)) violations.push({ propertyPath, code });
  };
  let userType: number | undefined = USER_TYPES.VISITOR;
  if (data.userType !== '') {
    if (WHOLE_NUMBER.test(data.userType)) userType = Number(data.userType);
    else {
      userType = undefined;
      add('userType', 'invalid_value');
    }
  }
  let firm: number | null = null;
  if (data.firm !== '') {
    if (WHOLE_NUMBER.test(data.firm) && Number(data.firm) > 0) firm = Number(data.firm);
    else add('firm', 'invalid_value');
  }
  const parsed = UserCreateSchema.safeParse({
    email: data.email === '' ? undefined : data.email,
    firstName: data.firstName,
    lastName: data.lastName,
    userType: userType ?? USER_TYPES.VISITOR,
    fair: fairId,
    firm,
    locale: data.locale === '' ? undefined : data.locale.toLowerCase().split(/[-_]/)[0],
  });
  if (!parsed.success) for (const v of violationsFromIssues(parsed.error.issues)) add(v.propertyPath, v.code);
  if (userType !== undefined && isStaffType(userType) && data.firm === '') add('firm', 'firm_required');
  if (violations.length || !parsed.success) return { violations, value: null };
  const { fair: _fair, ...value } = parsed.data;
  return { violations, value };
};
