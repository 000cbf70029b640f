import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, detectDelimiter, parseCsv } from './csv-parser.ts';

const cells = (text: string, opts?: Parameters<typeof parseCsv>[1]) =>
  parseCsv(text, opts).records.map((r) => r.cells);
const lines = (text: string) => parseCsv(text).records.map((r) => r.line);

describe('CSV parser', () => {
  it('reads plain comma-separated records with LF, CRLF or CR line ends', () => {
    expect(cells('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(cells('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(cells('a,b\r1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('detects `;` (French Excel) and tab separators on the header line, ignoring quoted ones', () => {
    expect(detectDelimiter('email;prénom;nom\nx,y;z')).toBe(';');
    expect(detectDelimiter('"a,b,c";d;e\n')).toBe(';');
    expect(detectDelimiter('email\tnom\n')).toBe('\t');
    expect(detectDelimiter('email\n')).toBe(',');
    expect(cells('email;nom\na@b.fr;Dupont, Marie')).toEqual([
      ['email', 'nom'],
      ['a@b.fr', 'Dupont, Marie'],
    ]);
  });

  it('strips a UTF-8 byte order mark', () => {
    expect(cells('\uFEFFemail;nom\nx;y')[0]).toEqual(['email', 'nom']);
  });

  it('keeps delimiters, doubled quotes and line breaks inside quoted fields', () => {
    expect(cells('a,b\n"Dupont, Marie","Il a dit ""bonjour"""\n')).toEqual([
      ['a', 'b'],
      ['Dupont, Marie', 'Il a dit "bonjour"'],
    ]);
    expect(cells('a;b\n"ligne 1\r\nligne 2";x\n')).toEqual([
      ['a', 'b'],
      ['ligne 1\nligne 2', 'x'],
    ]);
    expect(cells('a,b\n"",""\nx,""')).toEqual([
      ['a', 'b'],
      ['x', ''],
    ]);
  });

  it('numbers records by the line they start on, across quoted line breaks', () => {
    expect(lines('h1,h2\n"a\nb",c\nd,e\n')).toEqual([1, 2, 4]);
  });

  it('skips blank records (empty lines, separators only) and a missing final newline is fine', () => {
    const text = 'a;b\n\n;;\n1;2\n  ;  \n3;4';
    expect(cells(text)).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(lines(text)).toEqual([1, 4, 6]);
  });

  it('keeps a quote inside an unquoted field as text and drops spaces before an opening quote', () => {
    expect(cells('a,b\nO"Brien,x')).toEqual([
      ['a', 'b'],
      ['O"Brien', 'x'],
    ]);
    expect(cells('a,b\nx, "y, z"')).toEqual([
      ['a', 'b'],
      ['x', 'y, z'],
    ]);
  });

  it('refuses an unterminated quoted field, naming the line where it opened', () => {
    expect(() => parseCsv('a,b\n1,2\n"open,3\n4,5')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a,b\n1,2\n"open,3\n4,5');
    } catch (err) {
      expect((err as CsvSyntaxError).line).toBe(3);
    }
  });

  it('stops after maxRecords and says so', () => {
    const parsed = parseCsv('h\n1\n2\n3\n', { maxRecords: 3 });
    expect(parsed.records.map((r) => r.cells[0])).toEqual(['h', '1', '2']);
    expect(parsed.truncated).toBe(true);
    expect(parseCsv('h\n1\n2\n', { maxRecords: 3 }).truncated).toBe(false);
  });
});
