/**
 * Print options (issue J): zhuyin beside the Chinese text; the picture-book layout (the reader's pages, 4:3) or
 * the bilingual print layout (picture on one page, Chinese and English facing it) on A4 or A5. Apart from
 * book-pdf.ts so that asking for an e-book does not load pdfkit: the job loads it when it renders.
 */
export interface PdfOptions {
  zhuyin: boolean;
  layout: 'book' | 'bilingual';
  paper: 'A4' | 'A5';
}
export const DEFAULT_PDF_OPTIONS: PdfOptions = { zhuyin: false, layout: 'book', paper: 'A4' };
