import { CREATE_MSG, isBookId } from '@storycat/contract';
import type { BookRepository } from '../db/repositories/book.repository.ts';
import type { SchoolRepository } from '../db/repositories/school.repository.ts';
import type { Book } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { mayActOnClass, type Staff } from './access.service.ts';

/**
 * What a caller may do with a book:
 * - `own`: its owner only — every change (info, pages, pictures, PDFs) and the owner's own views;
 * - `read`: its owner, or the owner's teacher / school admin (access.service's teacher–pupil relation) — the book's
 *   info and its report;
 * - `share`: anyone holding the link (the unguessable id), signed in or not — the public read view.
 */
export type BookRight = 'own' | 'read' | 'share';

/** The one answer for a book that is unknown or not the caller's: the same 404, so ids cannot be probed. */
export function bookNotFound(): AppError {
  return AppError.notFound(CREATE_MSG.bookNotFound);
}

/** The one book-id check: missing, 'undefined', 'new' and malformed ids get the spec's message before any lookup. */
export function checkBookId(bookId: string | null | undefined): string {
  if (!isBookId(bookId)) throw AppError.invalid(CREATE_MSG.unknownBookId);
  return bookId;
}

/**
 * The `own` right for an answer kept in memory with its owner's id (the reader's and the page data's answer
 * caches): the entry, or the one 404 for an unknown book and for anyone but its owner.
 */
export function requireOwnEntry<T extends { ownerId: string }>(entry: T | undefined, userId: string): T {
  if (!entry || entry.ownerId !== userId) throw bookNotFound();
  return entry;
}

/**
 * The one access policy for books (in the manner of Immich's `requireAccess`): every service that reads or changes
 * a book by id asks `require(user, bookId, right)` and gets the book or the one 404.
 */
export function bookAccessService({ books, schools }: { books: BookRepository; schools: SchoolRepository }) {
  /** the owner, or a teacher / school admin whose class holds the owner */
  async function mayRead(userId: string, ownerId: string): Promise<boolean> {
    if (userId === ownerId) return true;
    const staff = await schools.findStaffById(userId);
    if (!staff?.school_id) return false;
    const pupil = await schools.findPupilById(ownerId);
    const c = pupil?.class_id ? await schools.findClassById(pupil.class_id) : undefined;
    return Boolean(
      c && mayActOnClass({ id: staff.id, role: staff.role as Staff['role'], schoolId: staff.school_id }, c),
    );
  }

  async function find(user: { id: string } | undefined, bookId: string, right: BookRight): Promise<Book | undefined> {
    if (right === 'own') return user ? books.findBookForOwner(bookId, user.id) : undefined;
    const book = await books.findBookById(bookId);
    if (!book || right === 'share') return book;
    return user && (await mayRead(user.id, book.user_id)) ? book : undefined;
  }

  return {
    checkBookId,
    /** The book if `user` has `right` on it; else the one 404 (a malformed id: the spec's 400). */
    async require(user: { id: string } | undefined, bookId: string, right: BookRight): Promise<Book> {
      const book = await find(user, checkBookId(bookId), right);
      if (!book) throw bookNotFound();
      return book;
    },
    /** The same policy as a yes/no (false for unknown and malformed ids). */
    async can(user: { id: string }, bookId: string, right: BookRight): Promise<boolean> {
      return isBookId(bookId) && Boolean(await find(user, bookId, right));
    },
  };
}
export type BookAccess = ReturnType<typeof bookAccessService>;
