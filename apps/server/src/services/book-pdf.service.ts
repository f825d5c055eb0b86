import type { BookRepository } from '../db/repositories/book.repository.ts';
import type { Book, Page } from '../db/schema.ts';
import { randomToken } from '../lib/crypto.ts';
import type { PdfBook } from '../pdf/book-pdf.ts';
import { DEFAULT_PDF_OPTIONS, type PdfOptions } from '../pdf/options.ts';
import type { Storage } from '../storage/storage.ts';
import type { AuthUser } from './auth.service.ts';
import type { BookAccess } from './book-access.ts';
import { LIMITS, type RateLimitService } from './rate-limit.service.ts';

// book_pdf_status: the named states of a generated file (pdf/file-state.ts), shared with the report PDF
export { PDF_FAILED, PDF_GENERATING, PDF_READY } from '../pdf/file-state.ts';
import { PDF_FAILED, PDF_GENERATING, PDF_READY } from '../pdf/file-state.ts';

/** The part of the job queue (jobs/queue.ts) this service uses. */
export interface BookPdfQueue {
  send(name: 'book-pdf', payload: { bookId: string; options: PdfOptions }): Promise<void>;
}
export interface JobAttempt {
  attempt: number;
  /** the last try: a failure now is lasting and shows as status 2 */
  final: boolean;
}

interface Log {
  error(o: object, m: string): void;
}

/** The print view of a book: story pages in reading order (step, then page), as the reader shows them. */
export function toPdfBook(book: Book, pages: Page[]): PdfBook {
  const steps: PdfBook['book_content'] = [];
  for (const p of pages) {
    let group = steps.at(-1);
    if (group?.step !== p.step) steps.push((group = { step: p.step, pages: [] }));
    group.pages.push({
      user_input: p.user_input,
      en_user_input: p.en_user_input,
      user_pic_select: p.user_pic_select,
      position_input: p.position_input,
    });
  }
  return { ...book, book_content: steps };
}

/** `/files/<key>` → the storage key; anything else (a foreign URL) is not ours to print. */
export function storageKeyOf(url: string): string | undefined {
  return url.startsWith('/files/') ? url.slice('/files/'.length) : undefined;
}

export function bookPdfService(d: {
  books: BookRepository;
  /** the one book policy (services/book-access.ts): the owner's own e-book */
  access: BookAccess;
  storage: Storage;
  limits: RateLimitService;
  queue: BookPdfQueue;
  log: Log;
}) {
  return {
    /** GET /api/book/send-pdf: marks the book as generating and queues the render (once while in flight). */
    async requestBookPdf(user: AuthUser, bookId: string, options: PdfOptions = DEFAULT_PDF_OPTIONS): Promise<void> {
      const book = await d.access.require(user, bookId, 'own');
      await d.limits.consume(LIMITS.pdfUser, user.id);
      if (book.book_pdf_status === PDF_GENERATING) return;
      await d.books.updateBook(book.id, { book_pdf_status: PDF_GENERATING });
      try {
        await d.queue.send('book-pdf', { bookId: book.id, options });
      } catch (err) {
        await d.books.updateBook(book.id, { book_pdf_status: PDF_FAILED });
        throw err;
      }
    },

    /** The book-pdf job: render, store under a fresh key, then point the book at it and drop the old file. */
    async renderBookPdfJob(payload: { bookId: string; options?: PdfOptions }, ctx: JobAttempt): Promise<void> {
      const book = await d.books.findBookById(payload.bookId);
      if (!book) return; // deleted meanwhile: nothing to do
      try {
        // pdfkit and the fonts' code load with the first e-book, not with every server start (cold start)
        const { renderBookPdf } = await import('../pdf/book-pdf.ts');
        const pdf = await renderBookPdf(
          toPdfBook(book, await d.books.listPages(book.id)),
          async (url) => {
            const key = storageKeyOf(url);
            return key ? (await d.storage.get(key))?.body : undefined;
          },
          payload.options ?? DEFAULT_PDF_OPTIONS,
        );
        const key = `books/${book.id}/${randomToken(12)}.pdf`;
        await d.storage.put(key, pdf, 'application/pdf');
        await d.books.updateBook(book.id, { book_pdf_key: key, book_pdf_status: PDF_READY });
        if (book.book_pdf_key && book.book_pdf_key !== key) await d.storage.delete(book.book_pdf_key);
      } catch (err) {
        d.log.error({ err, bookId: book.id, attempt: ctx.attempt }, 'book pdf failed');
        if (ctx.final) await d.books.updateBook(book.id, { book_pdf_status: PDF_FAILED });
        throw err;
      }
    },
  };
}
export type BookPdfService = ReturnType<typeof bookPdfService>;
