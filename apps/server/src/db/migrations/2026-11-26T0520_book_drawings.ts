import { type Kysely, sql } from 'kysely';

/**
 * The child's own cover drawings (issue 24, docs/decisions/0023-drawing-canvas.md): picture URLs under the book's
 * folder that the cover carousels offer beside the pages' pictures. Page drawings live in pages.story_pic_ai and
 * the character drawing in the character record, like generated pictures.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('books')
    .addColumn('drawings', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('books').dropColumn('drawings').execute();
}
