import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader sees it, one string per page (tests: a document is checked with a
 * real PDF reader, Mozilla's pdf.js, not by looking for bytes in the file).
 */
export const readPdfText = async (pdf: Buffer): Promise<string[]> => {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+\n/g, '\n'),
    );
  }
  await doc.destroy();
  return pages;
};
