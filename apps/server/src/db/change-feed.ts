import { sql } from 'kysely';
import { databaseBackend, type Database } from './kysely.ts';

/** The channels the triggers notify on (migration 2026-11-23T0900_change_notify). */
export const BOOK_CHANNEL = 'storycat_book';
/** a user's row or one of her sessions changed (revoked, expired early, deleted, role or trial changed) */
export const USER_CHANNEL = 'storycat_user';

export interface BookChange {
  /** empty when the book itself was deleted in the same transaction (its row is gone) */
  userId: string;
  bookId: string;
}

export interface ChangeFeedEvents {
  change(c: BookChange): void;
  user(userId: string): void;
  /** the feed is listening (true) or lost its connection and may have missed changes (false) */
  live(isLive: boolean): void;
}

export interface ChangeFeed {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function parseBookChange(payload: string | undefined): BookChange | undefined {
  const at = payload?.indexOf(':') ?? -1;
  if (!payload || at < 0) return undefined;
  return { userId: payload.slice(0, at), bookId: payload.slice(at + 1) };
}

/**
 * Committed changes to books and pages, users and sessions, as PostgreSQL delivers them at commit (LISTEN/NOTIFY),
 * for the kept answers (services/answer-cache.ts) and the remembered sessions (services/auth.service.ts). Embedded: PGlite hands notifications to `onNotification` while it parses the
 * COMMIT's answer, i.e. before the writer's promise resolves. PostgreSQL: one dedicated connection LISTENs; when
 * it drops, `live(false)` is sent at once (the cache stops answering) and it reconnects with a growing delay.
 */
export function openChangeFeed(db: Database, on: ChangeFeedEvents, log?: (m: string) => void): ChangeFeed {
  const backend = databaseBackend(db);
  const deliver = (channel: string, payload: string | undefined) => {
    if (channel === USER_CHANNEL && payload) return on.user(payload);
    if (channel !== BOOK_CHANNEL) return;
    const c = parseBookChange(payload);
    if (c) on.change(c);
  };
  if (!backend || backend.kind === 'pglite') {
    let unsubscribe: (() => void) | undefined;
    return {
      async start() {
        const pglite = backend?.pglite as
          { onNotification(cb: (channel: string, payload: string) => void): () => void } | undefined;
        if (!pglite) return; // an unknown handle: stay not-live, the cache never answers
        unsubscribe = pglite.onNotification(deliver);
        // LISTEN through Kysely's connection: a direct pglite.query() could land inside an open transaction
        await db.connection().execute(async (c) => {
          await sql`listen ${sql.raw(BOOK_CHANNEL)}`.execute(c);
          await sql`listen ${sql.raw(USER_CHANNEL)}`.execute(c);
        });
        on.live(true);
      },
      async stop() {
        unsubscribe?.();
        on.live(false);
      },
    };
  }
  return postgresFeed(backend.url, deliver, on, log);
}

function postgresFeed(
  url: string,
  deliver: (channel: string, payload: string | undefined) => void,
  on: ChangeFeedEvents,
  log?: (m: string) => void,
): ChangeFeed {
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 250;
  let client: import('pg').Client | undefined;

  async function connect(): Promise<void> {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: url });
    client = c;
    const lost = (why: string) => {
      if (client !== c) return;
      client = undefined;
      on.live(false);
      c.removeAllListeners('notification');
      c.end().catch(() => {});
      if (stopped) return;
      log?.(`change feed: ${why}; reconnecting in ${delay} ms`);
      retry = setTimeout(() => void connect().catch((e: Error) => lost(e.message)), delay);
      delay = Math.min(delay * 2, 10_000);
    };
    c.on('error', (e) => lost(e.message));
    c.on('end', () => lost('connection ended'));
    c.on('notification', (n) => deliver(n.channel, n.payload));
    try {
      await c.connect();
      await c.query(`listen ${BOOK_CHANNEL}; listen ${USER_CHANNEL}`);
    } catch (e) {
      lost((e as Error).message);
      return;
    }
    if (client !== c || stopped) return;
    delay = 250;
    on.live(true);
  }

  return {
    start: () => connect(),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      on.live(false);
      await c?.end().catch(() => {});
    },
  };
}
