import { type Kysely, sql } from 'kysely';

/**
 * Whose English (issue U, docs/decisions/0022-whose-english.md): each page's English and each book's English
 * title remember whether the child wrote or edited it (true) or it is the translator's untouched draft (false).
 * Rows written before this change count as translated. `translation_drafts` keeps a digest of every English
 * draft GET /api/tool/translate served to a child, so the server — not the client — decides on save.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pages')
    .addColumn('en_own', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('books')
    .addColumn('book_name_en_own', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('translation_drafts')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // sha-256 of the draft as normalised by report/english-ownership.ts (letters and digits, lower case)
    .addColumn('digest', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('translation_drafts_pk', ['user_id', 'digest'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('translation_drafts').execute();
  await db.schema.alterTable('books').dropColumn('book_name_en_own').execute();
  await db.schema.alterTable('pages').dropColumn('en_own').execute();
}
