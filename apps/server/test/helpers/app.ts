import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/kysely.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { Mail, Mailer } from '../../src/mail/mailer.ts';
import { memoryStorage } from '../../src/storage/storage.ts';
import { buildApp, type AppDeps } from '../../src/app.ts';

/**
 * A fresh database per test file: in-memory PGlite by default; a throw-away database on the PostgreSQL
 * server of TEST_DATABASE_URL when the suite runs its PostgreSQL pass (TEST_DB=pg).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'pg' || !url) return openDatabase({});
  const { default: pg } = await import('pg');
  const name = `storycat_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  // dropping the database below closes any connection still open: expected here, not worth a warning
  const handle = await openDatabase({ url: u.toString(), onIdleError: () => undefined });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    describe: 'memory',
    sent,
    async send(m) {
      sent.push(m);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  storage: ReturnType<typeof memoryStorage>;
  mailer: ReturnType<typeof memoryMailer>;
  close(): Promise<void>;
}

export async function makeTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'logStream' | 'serveWeb' | 'clock'> = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/storycat-test',
    WORKERS: 'off',
    ...env,
  });
  const handle = await openTestDatabase();
  await migrateToLatest(handle.db);
  const storage = memoryStorage();
  const mailer = memoryMailer();
  const app = await buildApp({ config, db: handle.db, storage, mailer, serveWeb: false, ...deps });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    storage,
    mailer,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

export interface Answer<T = any> {
  status: number;
  body: { state: boolean; code: number; msg: string; data?: T };
  headers: Record<string, unknown>;
}

/** A small client over app.inject that sends the bearer token when given. */
export function client(app: FastifyInstance, token?: string) {
  async function call<T = any>(opts: InjectOptions): Promise<Answer<T>> {
    const res = await app.inject({
      ...opts,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(opts.headers ?? {}) },
    });
    let body: any;
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
    return { status: res.statusCode, body, headers: res.headers };
  }
  return {
    call,
    get: <T = any>(url: string, query?: Record<string, string>) => call<T>({ method: 'GET', url, query }),
    post: <T = any>(url: string, payload?: object) => call<T>({ method: 'POST', url, payload }),
    form: <T = any>(url: string, form: Record<string, string>) =>
      call<T>({
        method: 'POST',
        url,
        payload: new URLSearchParams(form).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
  };
}
