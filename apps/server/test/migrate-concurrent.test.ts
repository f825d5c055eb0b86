import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/kysely.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

/**
 * Several processes (two web servers and a worker) start at once against one fresh database: each runs the
 * migrations, Kysely's migration lock serialises them, and the schema is built exactly once.
 */
async function twoConnectionsToFreshDatabase(): Promise<{
  a: DatabaseHandle;
  b: DatabaseHandle;
  close(): Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'pg' || !url) {
    // Embedded PGlite is one process by nature: two concurrent runs on the same handle.
    const a = await openDatabase({});
    return { a, b: a, close: a.close };
  }
  const { default: pg } = await import('pg');
  const name = `storycat_mig_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const a = await openDatabase({ url: u.toString() });
  const b = await openDatabase({ url: u.toString() });
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

describe('migrations started by several processes at once', () => {
  it('all succeed and apply each migration once', async () => {
    const { a, b, close } = await twoConnectionsToFreshDatabase();
    try {
      await Promise.all([migrateToLatest(a.db), migrateToLatest(b.db), migrateToLatest(a.db), migrateToLatest(b.db)]);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(a.db);
      const names = applied.rows.map((r) => r.name);
      expect(names.length).toBeGreaterThanOrEqual(3);
      expect(new Set(names).size).toBe(names.length);
      // The schema works: a user row can be written and read through the other connection.
      await a.db
        .insertInto('users')
        .values({ username: 'migrated1', password_hash: 'x', name: 'n', email: 'e@example.com', acc_type: 'personal' })
        .execute();
      expect((await b.db.selectFrom('users').select('username').execute()).map((r) => r.username)).toEqual([
        'migrated1',
      ]);
      // A later start finds nothing to do.
      await migrateToLatest(b.db);
      expect((await sql`select name from kysely_migration`.execute(b.db)).rows.length).toBe(names.length);
    } finally {
      await close();
    }
  });
});
