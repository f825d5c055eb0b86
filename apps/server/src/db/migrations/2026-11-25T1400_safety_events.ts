import { type Kysely, sql } from 'kysely';

/**
 * The safety record (docs/decisions/0011-safety-record.md): one row per text the safety check refused, for the
 * adults responsible for the child. The text itself is kept only where a teacher can help (self-harm, insults
 * aimed at someone, personal information); rows older than 90 days are deleted by the `safety-retention` job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('safety_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // null for a registration refused before the account existed
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    // where the text was typed, e.g. 'book.title', 'page.text', 'chat.message'
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('safety_events_user').on('safety_events').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('safety_events_created').on('safety_events').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('safety_events').execute();
}
