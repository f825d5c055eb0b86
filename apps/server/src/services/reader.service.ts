import { BOOKLIST_PAGE_SIZE, CREATE_MSG, isBookId, type BookListItem, type BookReadView } from '@storycat/contract';
import type { BookRepository } from '../db/repositories/book.repository.ts';
import type { Page } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { toListItem, toReadView } from './book-view.ts';

/** The shelf, the owner's reader and the public share view (part 1 §2 Main, Reader and share screen). */
export function readerService({ books }: { books: BookRepository }) {
  /** Missing, 'undefined' or malformed ids get the spec's message; they can never match a stored book. */
  function checkBookId(bookId: string): string {
    if (!isBookId(bookId)) throw AppError.invalid(CREATE_MSG.unknownBookId);
    return bookId;
  }

  return {
    checkBookId,

    /** The owner's books, newest first, each with its pages (two queries whatever the shelf's size). */
    async listShelf(o: { userId: string; perPage?: number }): Promise<BookListItem[]> {
      const list = await books.listBooksForOwner(o.userId, o.perPage ?? BOOKLIST_PAGE_SIZE);
      const pages = await books.listPagesOfBooks(list.map((b) => b.id));
      const byBook = new Map<string, Page[]>();
      for (const p of pages) {
        const own = byBook.get(p.book_id);
        if (own) own.push(p);
        else byBook.set(p.book_id, [p]);
      }
      return list.map((b) => toListItem(b, byBook.get(b.id) ?? []));
    },

    /** The owner's read view; another user's book is answered exactly like an unknown one (404). */
    async readBook(o: { userId: string; bookId: string }): Promise<BookReadView> {
      const book = await books.findBookForOwner(checkBookId(o.bookId), o.userId);
      if (!book) throw AppError.notFound(CREATE_MSG.bookNotFound);
      return toReadView(book, await books.listPages(book.id));
    },

    /** Anyone holding the share link (the unguessable id) may read the book; no login, no owner data. */
    async viewBook(o: { bookId: string }): Promise<BookReadView> {
      const book = await books.findBookById(checkBookId(o.bookId));
      if (!book) throw AppError.notFound(CREATE_MSG.bookNotFound);
      return toReadView(book, await books.listPages(book.id));
    },
  };
}
export type ReaderService = ReturnType<typeof readerService>;
