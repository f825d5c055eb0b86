import { type Kysely, sql } from 'kysely';

/**
 * Every committed change to a book or one of its pages is announced on the channel `storycat_book` as
 * `<user_id>:<book_id>` (NOTIFY is delivered at commit, never for a rolled-back change, and identical payloads of
 * one transaction are sent once). Each server process listens and forgets its cached answers of that book and of
 * its owner's shelf (db/change-feed.ts, docs/decisions/0005-answer-cache.md). Triggers catch every writer: the
 * services, the admin CLI, cascades of an account deletion, a hand-written UPDATE.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function storycat_book_changed() returns trigger language plpgsql as $$
    declare
      book_row record;
      owner uuid;
    begin
      if tg_table_name = 'books' then
        book_row := coalesce(new, old);
        perform pg_notify('storycat_book', book_row.user_id::text || ':' || book_row.id);
      else
        book_row := coalesce(new, old);
        select b.user_id into owner from books b where b.id = book_row.book_id;
        perform pg_notify('storycat_book', coalesce(owner::text, '') || ':' || book_row.book_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger books_changed after insert or update or delete on books
    for each row execute function storycat_book_changed()`.execute(db);
  await sql`create trigger pages_changed after insert or update or delete on pages
    for each row execute function storycat_book_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger pages_changed on pages`.execute(db);
  await sql`drop trigger books_changed on books`.execute(db);
  await sql`drop function storycat_book_changed()`.execute(db);
}
