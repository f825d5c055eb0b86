import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { createPglite } from './pglite.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;

/** How a Database was opened: the job queue (src/jobs) needs the PGlite instance or the server URL. */
export type DatabaseBackend = { kind: 'pglite'; pglite: unknown } | { kind: 'postgres'; url: string };
const backends = new WeakMap<Database, DatabaseBackend>();
export function databaseBackend(db: Database): DatabaseBackend | undefined {
  return backends.get(db);
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * PostgreSQL when a URL is given, else embedded PGlite (a directory, or `memory://` for tests).
 * Both speak the same SQL. Everything goes through Kysely's connection: a direct pglite.query() sent
 * while a Kysely transaction is open would run inside that transaction (docs/design-brief.md).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** an embedded database already being opened in dataDir (server.ts starts it before loading the rest) */
  pglite?: Promise<PGlite>;
  onIdleError?: (err: Error) => void;
}): Promise<DatabaseHandle> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    // bigint counts (count(*)) come back as strings by default; our counts fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    // Dates stay strings (yyyy-mm-dd), as in PGlite below, so a birthday never shifts by a time zone.
    pg.types.setTypeParser(1082, (v) => v);
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection that the server closes (a restart, a failover, an administrator) emits 'error' on the
    // pool; unhandled, that would end the process. The pool replaces the connection; the next query reconnects.
    pool.on('error', (err) => (opts.onIdleError ?? defaultIdleError)(err));
    // A connection can also be closed while it is checked out between two statements (inside a transaction):
    // pg then emits 'error' on the client itself. The statement in flight fails (→ 500 for that request); the
    // event must not go unheard, or Node ends the process.
    pool.on('connect', (client) => client.on('error', (err) => (opts.onIdleError ?? defaultIdleError)(err)));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    backends.set(db, { kind: 'postgres', url: opts.url });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const [pglite, { PGliteDialect }] = await Promise.all([
    opts.pglite ?? createPglite(opts.dataDir),
    import('kysely-pglite-dialect'),
  ]);
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  backends.set(db, { kind: 'pglite', pglite });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

function defaultIdleError(err: Error) {
  process.stderr.write(`storycat: an idle PostgreSQL connection was closed (${err.message}); it will reconnect\n`);
}

export async function ping(db: Database): Promise<boolean> {
  await sql`select 1`.execute(db);
  return true;
}
