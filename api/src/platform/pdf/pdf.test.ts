import { describe, expect, it } from 'vitest';
import { pdfDocument, textWidth, winAnsi } from './pdf.ts';
import { readPdfText } from '../../../test/pdf-text.ts';

describe('pdfDocument', () => {
  it('writes a cross-reference table whose offsets point at each object', () => {
    const pdf = pdfDocument([[{ x: 56, y: 780, size: 20, text: 'Guide d’accueil (2026)' }], []]).toString(
      'latin1',
    );
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    // catalog, page tree, two fonts, then a content stream and a page per page
    expect(offsets).toHaveLength(8);
    offsets.forEach((o, i) => expect(pdf.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    const length = Number(/\/Length (\d+)/.exec(pdf)![1]);
    const start = pdf.indexOf('stream\n') + 'stream\n'.length;
    expect(pdf.slice(start + length, start + length + 10)).toBe('\nendstream');
    expect(pdf).toContain('/Count 2');
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('is read back by a PDF reader with its accents, quotes, parentheses and euro sign', async () => {
    const pdf = pdfDocument([
      [
        { x: 56, y: 780, size: 16, text: 'Facture n° 42 (avoir)', bold: true },
        { x: 56, y: 750, size: 11, text: 'Préposée aux bénéficiaires — l’été à Zürich' },
        { x: 540, y: 720, size: 11, text: '1 234,56 €', align: 'right' },
      ],
    ]);
    const [page] = await readPdfText(pdf);
    expect(page).toContain('Facture n° 42 (avoir)');
    expect(page).toContain('Préposée aux bénéficiaires — l’été à Zürich');
    expect(page).toContain('1 234,56 €');
  });

  it('escapes what would end a string and replaces what WinAnsi cannot print', () => {
    expect(winAnsi('a\\b(c)')).toBe('a\\\\b\\(c\\)');
    expect(winAnsi('日本 €')).toBe('?? \x80');
    expect(textWidth('10', 10)).toBeCloseTo(11.12);
  });
});
