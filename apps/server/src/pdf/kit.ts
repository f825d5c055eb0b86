// The e-book's shapes, shared by the picture-book layout (book-pdf.ts) and the bilingual one (bilingual-pdf.ts), so
// neither imports the other's module for them (no import circle).

export type Doc = PDFKit.PDFDocument;

/** The book as the reader shows it (part 2 §3 "Book read view"), reduced to what the e-book prints. */
export interface PdfBook {
  book_name_ch: string;
  book_name_en: string;
  book_author: string;
  preface: string;
  book_frontcover: string | null;
  book_backcover: string | null;
  book_content: { step: number; pages: PdfPage[] }[];
}
export interface PdfPage {
  user_input: string;
  en_user_input: string;
  user_pic_select: string;
  position_input: string;
}
