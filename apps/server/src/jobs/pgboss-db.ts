import type { Db, fromPglite } from 'pg-boss';
import type { Database } from '../db/kysely.ts';

/**
 * pg-boss on the embedded database. PGlite has one session: a statement sent straight to it while a
 * Kysely transaction is open would run inside that transaction (docs/design-brief.md). So every pg-boss statement
 * runs while holding Kysely's connection (the dialect queues acquirers), through pg-boss's own PGlite
 * adapter (`adapter`: pg-boss's `fromPglite`, passed in because pg-boss is imported when the queue starts), which
 * knows how to run its multi-statement scripts.
 */
export function pgliteBossDb(db: Database, pglite: unknown, adapter: typeof fromPglite): Db {
  const inner = adapter(pglite as Parameters<typeof fromPglite>[0]) as Db & {
    setSessionStatements?(s: string[]): Promise<void>;
  };
  const locked = <T>(fn: () => Promise<T>) => db.connection().execute(fn);
  return {
    executeSql: (text, values) => locked(() => inner.executeSql(text, values)),
    ...(inner.setSessionStatements && {
      setSessionStatements: (s: string[]) => locked(() => inner.setSessionStatements!(s)),
    }),
  } as Db;
}
