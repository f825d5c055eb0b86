import { type Kysely, sql } from 'kysely';

/**
 * Every committed change to a user or her sessions is announced on `storycat_user` as `<user_id>`: every process
 * forgets the sessions it remembers for that user (docs/decisions/0005-answer-cache.md).
 *
 * These triggers were first written into the landed migration 2026-11-23T0900_change_notify, which only databases
 * created after that edit ran; they now live here (that migration is back to what it was when it landed). A database
 * that ran the edited version already has them, so the function is replaced and each trigger dropped if present
 * before it is created: every database ends with the same one function and two triggers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function storycat_user_changed() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'users' then
        perform pg_notify('storycat_user', coalesce(new.id, old.id)::text);
      else
        perform pg_notify('storycat_user', coalesce(new.user_id, old.user_id)::text);
      end if;
      return null;
    end $$`.execute(db);
  await sql`drop trigger if exists users_changed on users`.execute(db);
  await sql`create trigger users_changed after update or delete on users
    for each row execute function storycat_user_changed()`.execute(db);
  await sql`drop trigger if exists sessions_changed on sessions`.execute(db);
  await sql`create trigger sessions_changed after update or delete on sessions
    for each row execute function storycat_user_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists sessions_changed on sessions`.execute(db);
  await sql`drop trigger if exists users_changed on users`.execute(db);
  await sql`drop function if exists storycat_user_changed()`.execute(db);
}
