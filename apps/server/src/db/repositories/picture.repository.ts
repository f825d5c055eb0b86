import { isDrawingUrl } from '@storycat/contract';
import { sql } from 'kysely';
import type { Database } from '../kysely.ts';

/** Page pictures and their generation counter (spec: at most 2 generations, 2 pictures kept per page). */
export interface CharacterRecord {
  name: string;
  features: string;
  image?: string;
  prompt?: string;
}

function parseCharacter(json: string): CharacterRecord | undefined {
  try {
    const c = (JSON.parse(json) as { character?: Partial<CharacterRecord> }).character;
    if (c && typeof c.name === 'string' && typeof c.features === 'string') return c as CharacterRecord;
  } catch {
    // Not a character record: the loader moves on to the next page (spec §4).
  }
  return undefined;
}

/**
 * `list` with `url` appended, keeping only the newest `keep` pictures of the new picture's kind (generated or
 * drawn): a page keeps its 2 generated pictures and, apart from them, its newest drawings.
 */
export function keepNewest(list: readonly string[], url: string, keep: number): string[] {
  const drawn = isDrawingUrl(url);
  const all = [...list, url];
  const sameKind = all.filter((u) => isDrawingUrl(u) === drawn);
  const dropped = new Set(sameKind.slice(0, Math.max(0, sameKind.length - keep)));
  return all.filter((u) => !dropped.has(u));
}

export function pictureRepository(db: Database) {
  return {
    /** The page's counter and pictures, or zero and none when the page does not exist yet. */
    async findPicState(bookId: string, step: number, page: number) {
      const row = await db
        .selectFrom('pages')
        .select(['pic_generated', 'story_pic_ai'])
        .where('book_id', '=', bookId)
        .where('step', '=', step)
        .where('page', '=', page)
        .executeTakeFirst();
      return { picGenerated: row?.pic_generated ?? 0, pictures: row?.story_pic_ai ?? [] };
    },

    /**
     * Counts one generation and appends the picture, keeping the newest `keep`, in one transaction.
     * The conditional UPDATE is what makes it safe: of two concurrent requests only one can raise the
     * counter past its last free value. Returns undefined (and changes nothing) when the count is used up.
     */
    async addGeneratedPicture(o: {
      bookId: string;
      step: number;
      page: number;
      url: string;
      max: number;
      keep: number;
    }) {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('pages')
          .values({ book_id: o.bookId, step: o.step, page: o.page })
          .onConflict((oc) => oc.columns(['book_id', 'step', 'page']).doNothing())
          .execute();
        const claimed = await trx
          .updateTable('pages')
          .set({ pic_generated: sql<number>`pic_generated + 1`, updated_at: sql`now()` })
          .where('book_id', '=', o.bookId)
          .where('step', '=', o.step)
          .where('page', '=', o.page)
          .where('pic_generated', '<', o.max)
          .returning(['pic_generated', 'story_pic_ai'])
          .executeTakeFirst();
        if (!claimed) return undefined;
        const pictures = keepNewest(claimed.story_pic_ai, o.url, o.keep);
        await trx
          .updateTable('pages')
          .set({ story_pic_ai: JSON.stringify(pictures) })
          .where('book_id', '=', o.bookId)
          .where('step', '=', o.step)
          .where('page', '=', o.page)
          .execute();
        return { picGenerated: claimed.pic_generated, pictures };
      });
    },

    /**
     * Adds the child's own drawing to a page's picture choices without touching its generation counter. A page
     * that does not exist yet must fit the page quota (the book row is locked, as for a page save); returns
     * undefined (and changes nothing) when it does not.
     */
    async addDrawnPicture(o: { bookId: string; step: number; page: number; url: string; keep: number; quota: number }) {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('books').select('id').where('id', '=', o.bookId).forUpdate().execute();
        const row = await trx
          .selectFrom('pages')
          .select(['pic_generated', 'story_pic_ai'])
          .where('book_id', '=', o.bookId)
          .where('step', '=', o.step)
          .where('page', '=', o.page)
          .executeTakeFirst();
        if (!row) {
          const { n } = await trx
            .selectFrom('pages')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('book_id', '=', o.bookId)
            .executeTakeFirstOrThrow();
          if (Number(n) >= o.quota) return undefined;
        }
        const pictures = keepNewest(row?.story_pic_ai ?? [], o.url, o.keep);
        await trx
          .insertInto('pages')
          .values({ book_id: o.bookId, step: o.step, page: o.page, story_pic_ai: JSON.stringify(pictures) })
          .onConflict((oc) =>
            oc.columns(['book_id', 'step', 'page']).doUpdateSet({
              story_pic_ai: JSON.stringify(pictures),
              updated_at: sql`now()`,
            }),
          )
          .execute();
        return { picGenerated: row?.pic_generated ?? 0, pictures };
      });
    },

    /** Adds a cover drawing to the book's own drawings, keeping the newest `keep`. */
    async addCoverDrawing(o: { bookId: string; url: string; keep: number }) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('books')
          .select('drawings')
          .where('id', '=', o.bookId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const drawings = [...row.drawings, o.url].slice(-o.keep);
        await trx
          .updateTable('books')
          .set({ drawings: JSON.stringify(drawings), updated_at: sql`now()` })
          .where('id', '=', o.bookId)
          .execute();
        return drawings;
      });
    },

    /** The book's main character: the first parsable record on step 3, pages 1–12 (spec §4). */
    async findCharacter(bookId: string): Promise<CharacterRecord | undefined> {
      const rows = await db
        .selectFrom('pages')
        .select(['page', 'ch_story_ai'])
        .where('book_id', '=', bookId)
        .where('step', '=', 3)
        .where('ch_story_ai', '!=', '')
        .orderBy('page')
        .execute();
      for (const r of rows) {
        const c = parseCharacter(r.ch_story_ai);
        if (c) return c;
      }
      return undefined;
    },
  };
}
export type PictureRepository = ReturnType<typeof pictureRepository>;
