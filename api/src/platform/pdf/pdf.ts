/**
 * A small PDF writer (A4 pages, Helvetica and Helvetica-Bold in WinAnsi encoding), written by hand so
 * that generated documents — the demo brochures, invoices — need no rendering engine. Text only, which
 * is what those documents are; every Latin-1 character and the euro sign print, others become "?".
 */

export interface PdfText {
  x: number;
  /** From the bottom of the page (595 × 842 points). */
  y: number;
  size: number;
  text: string;
  bold?: boolean;
  /** `right`: `x` is where the text ends (amount columns). */
  align?: 'left' | 'right';
}

export const PAGE_WIDTH = 595;
export const PAGE_HEIGHT = 842;

/** Unicode → WinAnsi (Windows-1252) for the characters our texts use beyond Latin-1. */
const WIN_ANSI: Record<string, string> = {
  '€': '\x80',
  '’': '\x92',
  '‘': '\x91',
  '“': '\x93',
  '”': '\x94',
  '–': '\x96',
  '—': '\x97',
  '…': '\x85',
  '\u202f': ' ', // narrow no-break space (French number grouping)
  '\u2009': ' ',
};

/** The text as a PDF string literal's content: WinAnsi bytes, `\ ( )` escaped. */
export const winAnsi = (s: string): string =>
  [...s]
    .map((c) => WIN_ANSI[c] ?? (c >= ' ' && c <= '\xff' ? c : '?'))
    .join('')
    .replace(/[\\()]/g, (c) => `\\${c}`);

// Helvetica advance widths (1/1000 em) of the characters amounts are made of; others are counted as
// an average letter. Enough to right-align numbers and currency codes.
const WIDTHS: Record<string, number> = {
  ' ': 278,
  ',': 278,
  '.': 278,
  '-': 333,
  '%': 889,
  '€': 556,
  $: 556,
  '\u202f': 278,
  '\xa0': 278,
};
export const textWidth = (text: string, size: number): number =>
  ([...text].reduce(
    (w, c) => w + (WIDTHS[c] ?? (/[0-9]/.test(c) ? 556 : c === c.toUpperCase() ? 667 : 520)),
    0,
  ) *
    size) /
  1000;

/** Splits a text into lines of at most `width` characters, at spaces. */
export const wrapText = (text: string, width: number): string[] => {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
};

const pageContent = (texts: PdfText[]): string =>
  texts
    .map((t) => {
      const x = t.align === 'right' ? t.x - textWidth(t.text, t.size) : t.x;
      return `BT /${t.bold ? 'F2' : 'F1'} ${t.size} Tf ${x.toFixed(2)} ${t.y.toFixed(2)} Td (${winAnsi(t.text)}) Tj ET`;
    })
    .join('\n');

/** A PDF of the given pages, each a list of positioned texts. */
export const pdfDocument = (pages: PdfText[][]): Buffer => {
  const fonts = '<< /F1 3 0 R /F2 4 0 R >>';
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '', // the page tree, once the pages' object numbers are known
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  const kids: number[] = [];
  for (const texts of pages) {
    const content = pageContent(texts);
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    const contentRef = objects.length;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font ${fonts} >> /Contents ${contentRef} 0 R >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
};
