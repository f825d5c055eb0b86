import { BOOK_COST, CREATE_MSG, ERR, validateBookTitle, validatePreface, type BookInfo } from '@storycat/contract';
import type { Database } from '../db/kysely.ts';
import type { BookRepository } from '../db/repositories/book.repository.ts';
import type { Book, Page } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { ownEnglish } from '../report/english-ownership.ts';
import type { PointService } from './point.service.ts';
import type { AnswerCaches } from './answer-cache.ts';
import type { AuthUser } from './auth.service.ts';
import type { BookAccess } from './book-access.ts';
import { PDF_READY } from '../pdf/file-state.ts';
import type { SafetyGuard } from './safety.service.ts';

/** The art styles the illustrator offers (GET /api/style). */
export interface StyleCatalog {
  has(id: string): boolean;
}

export interface BookInfoPatch {
  book_name_ch?: string;
  book_name_en?: string;
  book_author?: string;
  style?: string;
  book_frontcover?: string;
  book_backcover?: string;
  preface?: string;
}

export const fileUrlOf = (key: string | null) => (key ? `/files/${key}` : null);

export function toBookInfo(b: Book, pageCount: number): BookInfo {
  return {
    book_id: b.id,
    book_author: b.book_author,
    book_name_ch: b.book_name_ch,
    book_name_en: b.book_name_en,
    style: b.style,
    page_count: pageCount,
    preface: b.preface,
    book_frontcover: b.book_frontcover,
    book_backcover: b.book_backcover,
    book_pdf_url: b.book_pdf_status === PDF_READY ? fileUrlOf(b.book_pdf_key) : null,
    book_pdf_status: b.book_pdf_status,
    report: b.report ?? null,
    report_pdf_url: b.report_pdf_status === PDF_READY ? fileUrlOf(b.report_pdf_key) : null,
    report_pdf_status: b.report_pdf_status,
    drawings: b.drawings ?? [],
  };
}

/** Every picture that belongs to the book: the pages' generated pictures and the main character's picture. */
export function picturesOfBook(pages: Page[]): Set<string> {
  const out = new Set<string>();
  for (const p of pages) {
    for (const u of p.story_pic_ai) out.add(u);
    if (p.user_pic_select) out.add(p.user_pic_select);
    if (p.ch_story_ai) {
      try {
        const image = JSON.parse(p.ch_story_ai)?.character?.image;
        if (typeof image === 'string' && image) out.add(image);
      } catch {
        // not a character record
      }
    }
  }
  return out;
}

interface Deps {
  db: Database;
  books: BookRepository;
  points: Pick<PointService, 'debit'>;
  styles: StyleCatalog;
  /** the one book policy: the owner changes, her teacher / school admin may read (never change) the info */
  access: BookAccess;
  /** kept answers of the reader/shelf: told of a committed change at once (the change feed follows) */
  answers?: Pick<AnswerCaches, 'changed'>;
  /** every title, author and author's words pass the safety guard before they are stored */
  safety: SafetyGuard;
}

export function bookInfoService({ db, books, points, styles, access, answers, safety }: Deps) {
  return {
    /** Read-only, so the owner's teacher may read it too (the report screen reads the saved report here). */
    async getBookInfo(user: AuthUser, bookId: string): Promise<BookInfo> {
      const book = await access.require(user, bookId, 'read');
      return toBookInfo(book, (await books.listPages(book.id)).length);
    },

    /** Creates the book and spends BOOK_COST points in one transaction: no points, no book. */
    async createBook(
      user: AuthUser,
      input: { book_name_ch: string; book_name_en: string; book_author: string; style: string },
    ) {
      const problem = validateBookTitle(input);
      if (problem) throw AppError.invalid(problem);
      const style = input.style || '1';
      if (!styles.has(style)) throw AppError.invalid(CREATE_MSG.unknownStyle);
      await safety.guard(user.id, {
        'book.title': [input.book_name_ch, input.book_name_en],
        'book.author': input.book_author,
      });
      const enOwn = await ownEnglish(books, user.id, input.book_name_en);
      const created = await db.transaction().execute(async (trx) => {
        const book = await books.insertBook(
          {
            userId: user.id,
            book_name_ch: input.book_name_ch.trim(),
            book_name_en: input.book_name_en.trim(),
            book_author: input.book_author.trim(),
            style,
            book_name_en_own: enOwn,
          },
          trx,
        );
        try {
          await points.debit({ userId: user.id, amount: BOOK_COST, causeKey: `book:${book.id}`, reason: 'book' }, trx);
        } catch (e) {
          // the book insert is rolled back with the transaction; say it in the creation flow's words
          if (e instanceof AppError && e.code === ERR.insufficientPoints)
            throw new AppError(ERR.insufficientPoints, CREATE_MSG.insufficientPoints);
          throw e;
        }
        return book;
      });
      answers?.changed({ userId: user.id, bookId: created.id });
      return created;
    },

    async updateBook(user: AuthUser, bookId: string, patch: BookInfoPatch) {
      const book = await access.require(user, bookId, 'own');
      const next = {
        book_name_ch: patch.book_name_ch ?? book.book_name_ch,
        book_name_en: patch.book_name_en ?? book.book_name_en,
        book_author: patch.book_author ?? book.book_author,
      };
      if (patch.book_name_ch !== undefined || patch.book_name_en !== undefined || patch.book_author !== undefined) {
        const problem = validateBookTitle(next);
        if (problem) throw AppError.invalid(problem);
      }
      if (patch.style !== undefined && !styles.has(patch.style)) throw AppError.invalid(CREATE_MSG.unknownStyle);
      if (patch.preface !== undefined) {
        const problem = validatePreface(patch.preface);
        if (problem) throw AppError.invalid(problem);
      }
      if (patch.book_frontcover !== undefined || patch.book_backcover !== undefined) {
        const pictures = picturesOfBook(await books.listPages(book.id));
        for (const u of book.drawings ?? []) pictures.add(u); // the child's own cover drawings (issue 24)
        if (patch.book_frontcover !== undefined && !pictures.has(patch.book_frontcover))
          throw AppError.invalid(patch.book_frontcover ? CREATE_MSG.pictureNotOfBook : CREATE_MSG.coverRequired);
        if (patch.book_backcover !== undefined && !pictures.has(patch.book_backcover))
          throw AppError.invalid(patch.book_backcover ? CREATE_MSG.pictureNotOfBook : CREATE_MSG.backCoverRequired);
      }
      await safety.guard(user.id, {
        'book.title': [patch.book_name_ch ?? '', patch.book_name_en ?? ''],
        'book.author': patch.book_author,
        'book.preface': patch.preface,
      });
      await books.updateBook(book.id, {
        ...(patch.book_name_ch !== undefined ? { book_name_ch: next.book_name_ch.trim() } : {}),
        ...(patch.book_name_en !== undefined
          ? {
              book_name_en: next.book_name_en.trim(),
              book_name_en_own: await ownEnglish(books, user.id, next.book_name_en),
            }
          : {}),
        ...(patch.book_author !== undefined ? { book_author: next.book_author.trim() } : {}),
        ...(patch.style !== undefined ? { style: patch.style } : {}),
        ...(patch.preface !== undefined ? { preface: patch.preface.trim() } : {}),
        ...(patch.book_frontcover !== undefined ? { book_frontcover: patch.book_frontcover } : {}),
        ...(patch.book_backcover !== undefined ? { book_backcover: patch.book_backcover } : {}),
      });
      answers?.changed({ userId: user.id, bookId: book.id });
    },
  };
}
export type BookInfoService = ReturnType<typeof bookInfoService>;
