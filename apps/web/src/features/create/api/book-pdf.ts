import { api } from '../../../lib/api.ts';

/** GET /api/book/send-pdf (spec part 2 §7): queues the e-book; book info then says status 1 until it is ready. */
export interface EbookOptions {
  /** zhuyin beside the Chinese text */
  zhuyin: boolean;
  /** 'book': the reader's pages; 'bilingual': picture and text on facing pages, for printing */
  layout: 'book' | 'bilingual';
  paper: 'A4' | 'A5';
}

export async function requestBookPdf(bookId: string, o: EbookOptions): Promise<void> {
  await api.get('/api/book/send-pdf', { book_id: bookId, zhuyin: o.zhuyin, layout: o.layout, paper: o.paper });
}
