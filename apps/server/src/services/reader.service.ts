import { BOOKLIST_PAGE_SIZE, type BookListItem, type BookReadView } from '@storycat/contract';
import type { BookRepository } from '../db/repositories/book.repository.ts';
import type { Page } from '../db/schema.ts';
import { bookNotFound, checkBookId, requireOwnEntry } from './book-access.ts';
import { bookTag, userTag, type AnswerCaches } from './answer-cache.ts';
import { toListItem, toReadView } from './book-view.ts';

/**
 * The shelf, the owner's reader and the public share view (part 1 §2 Main, Reader and share screen). Answers
 * are kept in `answers` until their book changes (docs/decisions/0005-answer-cache.md); they are frozen then.
 */
export function readerService({ books, answers }: { books: BookRepository; answers: AnswerCaches }) {
  /** The read view with its owner, from memory or two queries; undefined for an unknown book. */
  function readView(bookId: string) {
    return answers.read.get(bookId, [bookTag(bookId)], async () => {
      const book = await books.findBookById(bookId);
      return book && { ownerId: book.user_id, view: toReadView(book, await books.listPages(book.id)) };
    });
  }

  return {
    /** The owner's books, newest first, each with its pages (two queries whatever the shelf's size). */
    async listShelf(o: { userId: string; perPage?: number }): Promise<{ my_book: BookListItem[] }> {
      const limit = o.perPage ?? BOOKLIST_PAGE_SIZE;
      const shelf = await answers.shelf.get(`${o.userId}:${limit}`, [userTag(o.userId)], async () => {
        const list = await books.listBooksForOwner(o.userId, limit);
        const pages = await books.listPagesOfBooks(list.map((b) => b.id));
        const byBook = new Map<string, Page[]>();
        for (const p of pages) {
          const own = byBook.get(p.book_id);
          if (own) own.push(p);
          else byBook.set(p.book_id, [p]);
        }
        return { my_book: list.map((b) => toListItem(b, byBook.get(b.id) ?? [])) };
      });
      return shelf!;
    },

    /** The owner's read view; another user's book is answered exactly like an unknown one (404). */
    async readBook(o: { userId: string; bookId: string }): Promise<BookReadView> {
      return requireOwnEntry(await readView(checkBookId(o.bookId)), o.userId).view;
    },

    /** Anyone holding the share link (the unguessable id) may read the book; no login, no owner data. */
    async viewBook(o: { bookId: string }): Promise<BookReadView> {
      const entry = await readView(checkBookId(o.bookId));
      if (!entry) throw bookNotFound();
      return entry.view;
    },
  };
}
export type ReaderService = ReturnType<typeof readerService>;
