import { afterAll, expect, it } from 'vitest';
import { call, freshPostgres, start, type Running } from './processes.ts';

/**
 * PostgreSQL dropping every connection under load (what a restart or a failover does to the clients): requests in
 * flight fail cleanly — an answer with the envelope, never a crashed process or a reset socket — and the server
 * recovers by itself; every write it acknowledged is kept. The connections are ended with pg_terminate_backend on
 * the test's own database, so other databases of the shared server are not touched.
 */
const running: Running[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const r of running) await r.stop();
  for (const c of cleanups) await c();
});

async function terminateAll(url: string) {
  const { default: pg } = await import('pg');
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const name = new URL(url).pathname.slice(1);
  const r = await admin.query('select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1', [
    name,
  ]);
  await admin.end();
  return Number(r.rows[0].n);
}

it('survives PostgreSQL closing every connection during a stream of writes, and recovers', async () => {
  const db = await freshPostgres('storycat_outage');
  cleanups.push(db.drop);
  const server = await start('web', 'server', {
    DATABASE_URL: db.url,
    PORT: '3116',
    DATA_DIR: `/tmp/storycat-outage-${process.pid}`,
  });
  running.push(server);
  const seeded = await call(server.url, 'POST', '/api/test/users', { seed: true, json: { point: 50 } });
  const token = seeded.body.data.token as string;
  const book = await call(server.url, 'POST', '/api/book/info', {
    token,
    form: { book_name_ch: '斷線也不怕', book_name_en: 'Outage', book_author: '小明', style: '1' },
  });
  const bookId = book.body.data.book_id as string;

  const answers: number[] = [];
  const acked = new Map<number, string>();
  let stop = false;
  let seq = 0;
  const writer = async () => {
    while (!stop) {
      const n = ++seq;
      const page = String((n % 12) + 1);
      const text = `第${n}次：小貓在下雨天散步`;
      const r = await call(server.url, 'POST', '/api/book/data', {
        token,
        form: { book_id: bookId, step: '3', page, user_input: text },
      }).catch((e: Error) => ({ status: -1, body: { state: false, code: -1, msg: String(e.cause ?? e) } }));
      answers.push(r.status);
      // every answer, failed or not, is our JSON envelope
      expect(typeof r.body.state, r.body.msg).toBe('boolean');
      if (r.status === 200) acked.set(Number(page), text);
    }
  };
  const writers = [writer(), writer(), writer()];
  await new Promise((r) => setTimeout(r, 1500));
  const killed = await terminateAll(db.url);
  await new Promise((r) => setTimeout(r, 1500));
  await terminateAll(db.url);
  await new Promise((r) => setTimeout(r, 2500));
  stop = true;
  await Promise.all(writers);

  if (server.proc.exitCode !== null) console.log(server.logs.join('').slice(-3000));
  expect(killed).toBeGreaterThan(0);
  expect(server.proc.exitCode).toBeNull(); // still running
  expect(answers.filter((s) => s === 200).length).toBeGreaterThan(20);
  expect(answers.every((s) => s === 200 || s >= 500)).toBe(true);
  // recovered: a fresh request succeeds, and the last acknowledged text of each page is there (or a later one)
  const after = await call(server.url, 'GET', '/api/user/profile', { token });
  expect(after.status).toBe(200);
  for (const [page, text] of acked) {
    const got = await call(server.url, 'GET', '/api/book/data', {
      token,
      query: { book_id: bookId, step: '3', page: String(page) },
    });
    const n = (s: string) => Number(/第(\d+)次/.exec(s)?.[1] ?? 0);
    expect(n(got.body.data.user_input)).toBeGreaterThanOrEqual(n(text));
  }
  console.log(
    `outage: ${answers.length} requests, ${answers.filter((s) => s === 200).length} acknowledged, ${answers.filter((s) => s >= 500).length} failed cleanly, ${killed} connections closed`,
  );
});
