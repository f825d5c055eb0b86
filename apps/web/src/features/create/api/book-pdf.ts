import { api } from '../../../lib/api.ts';

/** GET /api/book/send-pdf (spec part 2 §7): queues the e-book; book info then says status 1 until it is ready. */
export async function requestBookPdf(bookId: string): Promise<void> {
  await api.get('/api/book/send-pdf', { book_id: bookId });
}
