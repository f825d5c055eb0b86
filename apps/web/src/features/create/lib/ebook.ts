/**
 * The e-book button's state from book info (spec part 2 §4 "PDF of the book"): 1 generating; 0 with a URL
 * ready; 2 a failed render (offered again); anything else not generated yet.
 */
export function ebookState(
  info: { book_pdf_status: number | null; book_pdf_url: string | null } | undefined,
): 'none' | 'generating' | 'ready' | 'failed' {
  if (!info) return 'none';
  if (info.book_pdf_status === 1) return 'generating';
  if (info.book_pdf_status === 0 && info.book_pdf_url) return 'ready';
  if (info.book_pdf_status === 2) return 'failed';
  return 'none';
}
