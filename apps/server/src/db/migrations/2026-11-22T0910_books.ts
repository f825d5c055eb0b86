import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('books')
    // 128 random bits, base64url: share links cannot be enumerated.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_name_ch', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('book_name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('book_author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('style', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('preface', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('book_frontcover', 'text')
    .addColumn('book_backcover', 'text')
    .addColumn('book_pdf_key', 'text')
    .addColumn('book_pdf_status', 'integer')
    .addColumn('report', 'jsonb')
    .addColumn('report_pdf_key', 'text')
    .addColumn('report_pdf_status', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('books_user_created').on('books').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('pages')
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('step', 'integer', (c) => c.notNull().check(sql`step between 3 and 6`))
    .addColumn('page', 'integer', (c) => c.notNull().check(sql`page between 1 and 12`))
    .addColumn('user_input', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('en_user_input', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_pic_input', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('story_pic_ai', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('user_pic_select', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position_input', 'text', (c) =>
      c
        .notNull()
        .defaultTo('bottom-left')
        .check(sql`position_input in ('top-left', 'top-right', 'bottom-left', 'bottom-right')`),
    )
    .addColumn('pic_generated', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`pic_generated between 0 and 2`),
    )
    .addColumn('ch_story_ai', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('pages_pk', ['book_id', 'step', 'page'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pages').execute();
  await db.schema.dropTable('books').execute();
}
