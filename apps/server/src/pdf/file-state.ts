/**
 * The state of a generated file — the e-book (`book_pdf_status`) and the report PDF (`report_pdf_status`) — as the
 * spec's book info gives it (part 2 §4): 0 ready (with a file), 1 generating, 2 failed (the button offers to try
 * again); null: never asked for. One set of names for both, never a bare number.
 */
export const PDF_READY = 0;
export const PDF_GENERATING = 1;
export const PDF_FAILED = 2;
export type PdfFileState = typeof PDF_READY | typeof PDF_GENERATING | typeof PDF_FAILED | null;
