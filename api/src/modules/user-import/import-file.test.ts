import { describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { USER_IMPORT_MAX_ROWS } from '@passerelle/contract';
import { AppError } from '../../platform/errors/index.ts';
import { XLSX_MAX_UNZIPPED_BYTES, decodeText, readImportFile, sniffFormat } from './import-file.ts';

const statusOf = async (fn: () => unknown) => {
  try {
    await fn();
  } catch (err) {
    return err instanceof AppError ? `${err.status} ${err.code}` : String(err);
  }
  return 'ok';
};

describe('import file type', () => {
  const text = Buffer.from('email;nom\n');
  const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]);
  it.each([
    ['text named .csv', text, 'users.csv', 'csv'],
    ['text named .TXT', text, 'USERS.TXT', 'csv'],
    ['text without a name', text, '', 'csv'],
    ['zip named .xlsx', zip, 'users.xlsx', 'xlsx'],
    ['zip named .csv', zip, 'users.csv', '415 unsupported_media_type'],
    ['text named .xlsx', text, 'users.xlsx', '415 unsupported_media_type'],
    ['PDF named .csv', Buffer.from('%PDF-1.7\n'), 'users.csv', '415 unsupported_media_type'],
    [
      'old .xls named .csv',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1]),
      'a.csv',
      '415 unsupported_media_type',
    ],
    ['a .pdf name', text, 'users.pdf', '415 unsupported_media_type'],
    ['an .exe name', text, 'setup.exe', '415 unsupported_media_type'],
  ])('%s → %s', async (_name, bytes, filename, expected) => {
    expect(await statusOf(() => sniffFormat(bytes, filename))).toBe(expected.includes(' ') ? expected : 'ok');
    if (!expected.includes(' ')) expect(sniffFormat(bytes, filename)).toBe(expected);
  });

  it('decodes UTF-8, Windows-1252 (French Excel) and UTF-16 with BOM; refuses binary and HTML', async () => {
    expect(decodeText(Buffer.from('prénom;nom\n', 'utf8'))).toBe('prénom;nom\n');
    expect(decodeText(Buffer.from('\uFEFFprénom', 'utf8'))).toBe('prénom');
    expect(decodeText(Buffer.from([0x4c, 0x92, 0xe9, 0x71, 0x75, 0x69, 0x70, 0x65, 0x20, 0x80, 0x9c]))).toBe(
      'L’équipe €œ',
    );
    expect(
      decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('prénom\tnom', 'utf16le')])),
    ).toBe('prénom\tnom');
    expect(await statusOf(() => decodeText(Buffer.from([0x61, 0x00, 0x62, 0x01])))).toBe(
      '415 unsupported_media_type',
    );
    expect(await statusOf(() => decodeText(Buffer.from('  <html><table>')))).toBe(
      '415 unsupported_media_type',
    );
  });
});

describe('reading an import file', () => {
  it('reads a CSV into numbered rows and refuses one row too many', async () => {
    const table = await readImportFile(Buffer.from('email;nom\n\na@b.fr;A\n'), 'a.csv');
    expect(table).toEqual({
      format: 'csv',
      rows: [
        { line: 1, cells: ['email', 'nom'] },
        { line: 3, cells: ['a@b.fr', 'A'] },
      ],
    });
    const rows = (n: number) => ['email', ...Array.from({ length: n }, (_, i) => `u${i}@b.fr`)].join('\n');
    expect((await readImportFile(Buffer.from(rows(USER_IMPORT_MAX_ROWS)), 'a.csv')).rows).toHaveLength(
      USER_IMPORT_MAX_ROWS + 1,
    );
    expect(await statusOf(() => readImportFile(Buffer.from(rows(USER_IMPORT_MAX_ROWS + 1)), 'a.csv'))).toBe(
      '422 import_too_many_rows',
    );
    expect(await statusOf(() => readImportFile(Buffer.alloc(0), 'a.csv'))).toBe('422 import_empty');
    expect(await statusOf(() => readImportFile(Buffer.from('a\n"b\n'), 'a.csv'))).toBe(
      '422 import_unreadable',
    );
  });

  it('reads the first sheet of an XLSX, numbers as text, rows by their sheet number', async () => {
    const bytes = await writeXlsxFile([
      ['E-mail', 'Prénom', 'Nom', 'Type', 'Exposant'],
      [null, null, null, null, null],
      ['a@b.fr', 'Ana', 'Bé', 5, 12],
    ]).toBuffer();
    expect(await readImportFile(bytes, 'users.xlsx')).toEqual({
      format: 'xlsx',
      rows: [
        { line: 1, cells: ['E-mail', 'Prénom', 'Nom', 'Type', 'Exposant'] },
        { line: 3, cells: ['a@b.fr', 'Ana', 'Bé', '5', '12'] },
      ],
    });
  });

  it('refuses a zip that is not a spreadsheet (415) and a zip bomb before parsing it (413)', async () => {
    const notSheet = Buffer.from(zipSync({ 'word/document.xml': strToU8('<w/>') }));
    expect(await statusOf(() => readImportFile(notSheet, 'a.xlsx'))).toBe('415 unsupported_media_type');
    const bomb = Buffer.from(
      zipSync(
        {
          'xl/workbook.xml': strToU8('<workbook/>'),
          'xl/worksheets/sheet1.xml': new Uint8Array(XLSX_MAX_UNZIPPED_BYTES + 1024),
        },
        { level: 1 },
      ),
    );
    expect(bomb.length).toBeLessThan(200_000);
    expect(await statusOf(() => readImportFile(bomb, 'a.xlsx'))).toBe('413 payload_too_large');
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 7)]);
    expect(await statusOf(() => readImportFile(broken, 'a.xlsx'))).toBe('415 unsupported_media_type');
  });
});
