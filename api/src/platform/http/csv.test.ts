import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV for spreadsheets (billing exports, an offer’s applications)', () => {
  it('shows a would-be formula as text, never runs it', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+33 6 12')).toBe(`"'+33 6 12"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
  });

  it('keeps numbers as numbers (a credit note’s -120.5), quotes text, empties null', () => {
    expect(csvCell(-120.5)).toBe('-120.5');
    expect(csvCell('Dupont, "Jo"')).toBe('"Dupont, ""Jo"""');
    expect(csvCell(null)).toBe('""');
  });

  it('writes UTF-8 with a BOM and CRLF line ends', () => {
    expect(
      toCsv([
        ['id', 'nom'],
        [1, 'Aïcha'],
      ]),
    ).toBe('\ufeff"id","nom"\r\n1,"Aïcha"\r\n');
  });
});
