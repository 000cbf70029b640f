export { pdfDocument, textWidth, winAnsi, wrapText, PAGE_HEIGHT, PAGE_WIDTH, type PdfText } from './pdf.ts';
