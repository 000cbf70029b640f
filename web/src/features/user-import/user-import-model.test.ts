import { describe, expect, it } from 'vitest';
import { USER_IMPORT_MAX_BYTES, type UserImportRow } from '@passerelle/contract';
import { ApiError } from '../../lib/api-error.ts';
import {
  checkFileLocally,
  effectiveUserType,
  fileProblems,
  filterRows,
  templateCsv,
} from './user-import-model.ts';

const row = (line: number, invalid = false): UserImportRow => ({
  line,
  data: { email: `u${line}@x.fr`, firstName: 'A', lastName: 'B', userType: '', firm: '', locale: '' },
  violations: invalid ? [{ propertyPath: 'email', code: 'invalid_email' }] : [],
});

describe('user import model', () => {
  it('checks the extension and the size before sending', () => {
    expect(checkFileLocally({ name: 'users.CSV', size: 10 })).toBeNull();
    expect(checkFileLocally({ name: 'users.xlsx', size: USER_IMPORT_MAX_BYTES })).toBeNull();
    expect(checkFileLocally({ name: 'users.xlsx', size: USER_IMPORT_MAX_BYTES + 1 })).toBe(
      'payload_too_large',
    );
    expect(checkFileLocally({ name: 'users.pdf', size: 10 })).toBe('unsupported_media_type');
    expect(checkFileLocally({ name: 'users.xls', size: 10 })).toBe('unsupported_media_type');
  });

  it('tells the account a row creates: 3, 5, 6 as such, other types and blanks a visitor', () => {
    expect(['', '4', '3', '5', '6', '7', '1', 'abc', '42'].map(effectiveUserType)).toEqual([
      4,
      4,
      3,
      5,
      6,
      4,
      4,
      null,
      null,
    ]);
  });

  it('filters rows by their check', () => {
    const rows = [row(2), row(3, true), row(4)];
    expect(filterRows(rows, 'all').map((r) => r.line)).toEqual([2, 3, 4]);
    expect(filterRows(rows, 'invalid').map((r) => r.line)).toEqual([3]);
    expect(filterRows(rows, 'valid').map((r) => r.line)).toEqual([2, 4]);
  });

  it('builds a header-only template: French names and `;` in French, English names and `,` in English', () => {
    expect(templateCsv('fr')).toBe('\uFEFFemail;prénom;nom;type;exposant;langue\r\n');
    expect(templateCsv('en')).toBe('\uFEFFemail,firstName,lastName,userType,firm,locale\r\n');
    expect(templateCsv('de')).toBe('\uFEFFemail;firstName;lastName;userType;firm;locale\r\n');
  });

  it('reads the file problems of a 422, with the values their messages need', () => {
    const missing = new ApiError({
      status: 422,
      title: 'x',
      detail: '',
      message: '',
      message_code: 'import_missing_column',
      violations: [
        { propertyPath: 'email', code: 'import_missing_column', message: '' },
        { propertyPath: 'lastName', code: 'import_missing_column', message: '' },
      ],
    });
    expect(fileProblems(missing, (c) => c.toUpperCase())).toEqual([
      { code: 'import_missing_column', values: { column: 'EMAIL', max: 2000 } },
      { code: 'import_missing_column', values: { column: 'LASTNAME', max: 2000 } },
    ]);
    const tooMany = new ApiError({
      status: 422,
      title: 'x',
      detail: '',
      message: '',
      message_code: 'import_too_many_rows',
      violations: [],
    });
    expect(fileProblems(tooMany)).toEqual([
      { code: 'import_too_many_rows', values: { column: 'file', max: 2000 } },
    ]);
    const forbidden = new ApiError({
      status: 403,
      title: 'x',
      detail: '',
      message: '',
      message_code: 'forbidden',
      violations: [],
    });
    expect(fileProblems(forbidden)).toBeNull();
    expect(fileProblems(new Error('x'))).toBeNull();
  });
});
