import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/kysely.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

/**
 * The users/sessions NOTIFY triggers moved out of the landed migration 2026-11-23T0900_change_notify into their own
 * (2026-11-26T0700_user_change_notify). Three kinds of database must end the same: a new one, one that ran the
 * landed migration as it first was (no user triggers), and one that ran the edited version (triggers already there).
 */
const MIGRATION = '2026-11-26T0700_user_change_notify';

async function userTriggers(h: DatabaseHandle): Promise<string[]> {
  const r = await sql<{ tgname: string; relname: string }>`
    select t.tgname, c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and t.tgname in ('users_changed', 'sessions_changed') order by 1`.execute(h.db);
  return r.rows.map((x) => `${x.relname}.${x.tgname}`);
}

async function userFunctions(h: DatabaseHandle): Promise<number> {
  const r = await sql<{
    n: number;
  }>`select count(*)::int as n from pg_proc where proname = 'storycat_user_changed'`.execute(h.db);
  return r.rows[0]!.n;
}

/** the trigger function runs on a changed row (a temporary table with a user_id, as sessions has) */
async function functionRunsOnRowChange(h: DatabaseHandle): Promise<void> {
  await sql`create temporary table probe (user_id int)`.execute(h.db);
  await sql`create trigger probe_changed after update on probe for each row execute function storycat_user_changed()`.execute(
    h.db,
  );
  await sql`insert into probe values (7)`.execute(h.db);
  await sql`update probe set user_id = 7`.execute(h.db);
  await sql`drop table probe`.execute(h.db);
}

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe('users/sessions change triggers in their own migration', () => {
  it('a new database gets one function and both triggers', async () => {
    handle = await openDatabase({});
    await migrateToLatest(handle.db);
    expect(await userTriggers(handle)).toEqual(['sessions.sessions_changed', 'users.users_changed']);
    expect(await userFunctions(handle)).toBe(1);
    await expect(functionRunsOnRowChange(handle)).resolves.toBeUndefined();
  });

  it('a database that ran the landed change_notify without the user triggers gets them', async () => {
    handle = await openDatabase({});
    await migrateToLatest(handle.db);
    // back to the state of a database migrated before the triggers were written
    await sql`drop trigger sessions_changed on sessions`.execute(handle.db);
    await sql`drop trigger users_changed on users`.execute(handle.db);
    await sql`drop function storycat_user_changed()`.execute(handle.db);
    await sql`delete from kysely_migration where name = ${MIGRATION}`.execute(handle.db);
    expect(await userTriggers(handle)).toEqual([]);
    await migrateToLatest(handle.db);
    expect(await userTriggers(handle)).toEqual(['sessions.sessions_changed', 'users.users_changed']);
    expect(await userFunctions(handle)).toBe(1);
  });

  it('a database that ran the edited change_notify (triggers already there) migrates without error, no copies', async () => {
    handle = await openDatabase({});
    await migrateToLatest(handle.db);
    await sql`delete from kysely_migration where name = ${MIGRATION}`.execute(handle.db);
    expect(await userTriggers(handle)).toEqual(['sessions.sessions_changed', 'users.users_changed']);
    await migrateToLatest(handle.db);
    expect(await userTriggers(handle)).toEqual(['sessions.sessions_changed', 'users.users_changed']);
    expect(await userFunctions(handle)).toBe(1);
  });
});
