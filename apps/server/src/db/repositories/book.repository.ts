import { sql, type Updateable } from 'kysely';
import { randomToken } from '../../lib/crypto.ts';
import type { Database } from '../kysely.ts';
import type { Book, BookTable, Corner, Page, PicInput } from '../schema.ts';

/** A new book id: 128 random bits, URL-safe (22 characters). */
export function newBookId(): string {
  return randomToken(16);
}

export interface PagePatch {
  user_input?: string;
  en_user_input?: string;
  /** decided by the server with en_user_input (decision 0022) */
  en_own?: boolean;
  user_pic_input?: PicInput[];
  story_pic_ai?: string[];
  user_pic_select?: string;
  position_input?: Corner;
  pic_generated?: number;
  ch_story_ai?: string;
}

function pageValues(p: PagePatch) {
  const v: Record<string, unknown> = { ...p };
  if (p.user_pic_input) v.user_pic_input = JSON.stringify(p.user_pic_input);
  if (p.story_pic_ai) v.story_pic_ai = JSON.stringify(p.story_pic_ai);
  return v;
}

/**
 * Pages read as one JSON value instead of one row each: the embedded database (PGlite) pays per returned row,
 * so a 12-page book costs half, a 10-book shelf too (bench/api.bench.ts). Timestamps come back as text in
 * JSON and are turned into Dates, so callers get the same Page rows as a plain select.
 */
interface PagesJson {
  pages: (Omit<Page, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string })[];
}

function pagesFromJson(row: PagesJson | undefined): Page[] {
  // Page's timestamps are typed as the schema's column type; at run time a select gives Dates, and so does this
  return (row?.pages ?? []).map(
    (p) => ({ ...p, created_at: new Date(p.created_at), updated_at: new Date(p.updated_at) }) as unknown as Page,
  );
}

export function bookRepository(db: Database) {
  return {
    async insertBook(
      b: {
        userId: string;
        book_name_ch: string;
        book_name_en: string;
        book_author: string;
        style: string;
        book_name_en_own?: boolean;
      },
      trx: Database = db,
    ): Promise<Book> {
      return trx
        .insertInto('books')
        .values({
          id: newBookId(),
          user_id: b.userId,
          book_name_ch: b.book_name_ch,
          book_name_en: b.book_name_en,
          book_author: b.book_author,
          style: b.style,
          book_name_en_own: b.book_name_en_own ?? false,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    findBookById(id: string): Promise<Book | undefined> {
      return db.selectFrom('books').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The book when it belongs to the user; undefined for unknown and for other users' books alike. */
    findBookForOwner(id: string, userId: string): Promise<Book | undefined> {
      return db.selectFrom('books').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    },

    listBooksForOwner(userId: string, limit: number): Promise<Book[]> {
      return db
        .selectFrom('books')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    updateBook(id: string, patch: Omit<Updateable<BookTable>, 'id' | 'user_id' | 'created_at'>, trx: Database = db) {
      return trx
        .updateTable('books')
        .set({ ...patch, updated_at: sql`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Content pages in reading order (step, then page). */
    /**
     * Remembers an English draft the translator served to this child (decision 0022), and forgets her drafts
     * older than `keepDays` (per child, on the primary key's prefix: no job needed).
     */
    async recordTranslationDraft(userId: string, digest: string, keepDays: number): Promise<void> {
      await db
        .insertInto('translation_drafts')
        .values({ user_id: userId, digest })
        .onConflict((oc) => oc.columns(['user_id', 'digest']).doUpdateSet({ created_at: sql`now()` }))
        .execute();
      await db
        .deleteFrom('translation_drafts')
        .where('user_id', '=', userId)
        .where('created_at', '<', new Date(Date.now() - keepDays * 86_400_000))
        .execute();
    },

    /** Which of these digests were served to the child as drafts within the last `days` days. */
    async servedTranslationDrafts(userId: string, digests: string[], days: number): Promise<Set<string>> {
      if (digests.length === 0) return new Set();
      const rows = await db
        .selectFrom('translation_drafts')
        .select('digest')
        .where('user_id', '=', userId)
        .where('digest', 'in', digests)
        .where('created_at', '>', new Date(Date.now() - days * 86_400_000))
        .execute();
      return new Set(rows.map((r) => r.digest));
    },

    async listPages(bookId: string): Promise<Page[]> {
      const r = await sql<PagesJson>`
        select coalesce(json_agg(p order by p.step, p.page), '[]') as pages from pages p where p.book_id = ${bookId}`.execute(
        db,
      );
      return pagesFromJson(r.rows[0]);
    },

    /** Content pages of several books at once (the shelf), avoiding one query per book. */
    async listPagesOfBooks(bookIds: string[]): Promise<Page[]> {
      if (bookIds.length === 0) return [];
      const r = await sql<PagesJson>`
        select coalesce(json_agg(p order by p.book_id, p.step, p.page), '[]') as pages
        from pages p where p.book_id in (${sql.join(bookIds)})`.execute(db);
      return pagesFromJson(r.rows[0]);
    },

    findPage(bookId: string, step: number, page: number, trx: Database = db): Promise<Page | undefined> {
      return trx
        .selectFrom('pages')
        .selectAll()
        .where('book_id', '=', bookId)
        .where('step', '=', step)
        .where('page', '=', page)
        .executeTakeFirst();
    },

    /** Creates the page or changes only the given fields. */
    upsertPage(bookId: string, step: number, page: number, patch: PagePatch, trx: Database = db): Promise<Page> {
      const values = pageValues(patch);
      return trx
        .insertInto('pages')
        .values({ book_id: bookId, step, page, ...values })
        .onConflict((oc) =>
          oc
            .columns(['book_id', 'step', 'page'])
            .doUpdateSet({ ...values, updated_at: sql`now()` } as Record<string, unknown>),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Locks the book's row until `trx` ends (SELECT … FOR UPDATE): writers of one book's pages queue here, so a
     * count-then-insert (the page quota) cannot be passed by two at once.
     */
    async lockBook(bookId: string, trx: Database): Promise<void> {
      await trx.selectFrom('books').select('id').where('id', '=', bookId).forUpdate().execute();
    },

    async countPages(bookId: string, trx: Database = db): Promise<number> {
      const r = await trx
        .selectFrom('pages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('book_id', '=', bookId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** Empties a page's story, pictures and layout but keeps the row (and its character record). */
    async clearPageContent(bookId: string, step: number, page: number) {
      await db
        .updateTable('pages')
        .set({
          user_input: '',
          en_user_input: '',
          en_own: false,
          user_pic_input: '[]',
          story_pic_ai: '[]',
          user_pic_select: '',
          position_input: 'bottom-left',
          pic_generated: 0,
          updated_at: sql`now()`,
        })
        .where('book_id', '=', bookId)
        .where('step', '=', step)
        .where('page', '=', page)
        .execute();
    },

    async deletePage(bookId: string, step: number, page: number, trx: Database = db): Promise<boolean> {
      const r = await trx
        .deleteFrom('pages')
        .where('book_id', '=', bookId)
        .where('step', '=', step)
        .where('page', '=', page)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type BookRepository = ReturnType<typeof bookRepository>;
