import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
export const SEED_TOKEN = 'prod-test-seed-token-0123456789abcdef';

export interface Running {
  name: string;
  proc: ChildProcess;
  logs: string[];
  url: string;
  /** SIGTERM (graceful) or SIGKILL (a crash); resolves when the process is gone */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the compiled `dist/server.js` or `dist/worker.js` (what production runs, built by the global setup) as a
 * real process with the given environment.
 */
export async function start(name: string, entry: 'server' | 'worker', env: Record<string, string>): Promise<Running> {
  const proc = spawn(process.execPath, [`dist/${entry}.js`], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      E2E_SEED_TOKEN: SEED_TOKEN,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  proc.stdout!.on('data', (d) => logs.push(String(d)));
  proc.stderr!.on('data', (d) => logs.push(String(d)));
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  const url = `http://127.0.0.1:${env.PORT ?? 0}`;
  const running: Running = {
    name,
    proc,
    logs,
    url,
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      await exited;
    },
  };
  if (entry === 'server') await waitHealthy(running);
  return running;
}

async function waitHealthy(r: Running, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (r.proc.exitCode !== null) throw new Error(`${r.name} exited: ${r.logs.join('')}`);
    try {
      if ((await fetch(`${r.url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((res) => setTimeout(res, 200));
  }
  throw new Error(`${r.name} not healthy after ${timeoutMs} ms: ${r.logs.join('')}`);
}

export interface Answer {
  status: number;
  body: { state: boolean; code: number; msg: string; data?: any };
}

/** A JSON call against one process; `token` as bearer, `seed` adds the seed token header. */
export async function call(
  base: string,
  method: 'GET' | 'POST',
  pathname: string,
  opts: {
    token?: string;
    json?: unknown;
    query?: Record<string, string>;
    seed?: boolean;
    form?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const url = new URL(pathname, base);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.seed) headers['x-seed-token'] = SEED_TOKEN;
  let body: string | undefined;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  let parsed: Answer['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { state: false, code: -1, msg: text };
  }
  return { status: res.status, body: parsed };
}

/** A fresh PostgreSQL database on the server of TEST_DATABASE_URL, dropped by the returned function. */
export async function freshPostgres(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { default: pg } = await import('pg');
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
