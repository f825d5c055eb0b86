import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, freshPostgres, start, type Running } from './processes.ts';

/**
 * kill -9 of the server in the middle of a stream of page saves: after a restart on the same data, every save the
 * server acknowledged (200) is there — the page holds that save or a later one of the same page.
 */
const SLOTS = 12; // step 3, pages 1–12
const WRITERS = 4;
const running: Running[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const r of running) await r.stop('SIGKILL');
  for (const c of cleanups) await c();
});

const slotOf = (n: number) => ({ step: '3', page: String(n + 1) });
const textOf = (seq: number) => `第${seq}次：小貓走進了森林`;

async function crashDuringWrites(env: Record<string, string>, port: string) {
  let server = await start('web', 'server', { ...env, PORT: port });
  running.push(server);
  const seeded = await call(server.url, 'POST', '/api/test/users', { seed: true, json: { point: 50 } });
  expect(seeded.body.state, seeded.body.msg).toBe(true);
  const token = seeded.body.data.token as string;
  const book = await call(server.url, 'POST', '/api/book/info', {
    token,
    form: { book_name_ch: '當機也不怕', book_name_en: 'Crash', book_author: '小明', style: '1' },
  });
  const bookId = book.body.data.book_id as string;

  const acked = new Map<number, number>(); // slot → highest acknowledged seq
  let seq = 0;
  let stop = false;
  let acknowledged = 0;
  const writer = async () => {
    while (!stop) {
      const s = ++seq;
      const slot = s % SLOTS;
      try {
        const r = await call(server.url, 'POST', '/api/book/data', {
          token,
          form: { book_id: bookId, ...slotOf(slot), user_input: textOf(s) },
        });
        if (r.status === 200 && r.body.state) {
          acknowledged++;
          acked.set(slot, Math.max(acked.get(slot) ?? 0, s));
        }
      } catch {
        // the connection died with the server: not acknowledged
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, writer);
  // Let the stream run, then crash the server while requests are in flight.
  while (acknowledged < 300) await new Promise((r) => setTimeout(r, 20));
  server.proc.kill('SIGKILL');
  await server.stop('SIGKILL');
  stop = true;
  await Promise.all(writers);

  server = await start('web-restarted', 'server', { ...env, PORT: port });
  running.push(server);
  let checked = 0;
  for (const [slot, want] of acked) {
    const r = await call(server.url, 'GET', '/api/book/data', { token, query: { book_id: bookId, ...slotOf(slot) } });
    expect(r.status, r.body.msg).toBe(200);
    const got = Number(/第(\d+)次/.exec(r.body.data?.user_input ?? '')?.[1] ?? 0);
    expect(got, `slot ${slot}`).toBeGreaterThanOrEqual(want);
    checked++;
  }
  await server.stop();
  return { acknowledged, slots: checked };
}

describe('kill -9 during a stream of writes', () => {
  it('embedded PGlite (DATA_DIR) keeps every acknowledged write', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storycat-crash-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const r = await crashDuringWrites({ DATA_DIR: dir, WORKERS: 'off' }, '3113');
    console.log(`PGlite: ${r.acknowledged} acknowledged writes, ${r.slots} pages checked after kill -9`);
    expect(r.slots).toBe(SLOTS);
  });

  it('PostgreSQL keeps every acknowledged write', async () => {
    const db = await freshPostgres('storycat_crash');
    cleanups.push(db.drop);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storycat-crash-pg-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const r = await crashDuringWrites({ DATABASE_URL: db.url, DATA_DIR: dir, WORKERS: 'off' }, '3114');
    console.log(`PostgreSQL: ${r.acknowledged} acknowledged writes, ${r.slots} pages checked after kill -9`);
    expect(r.slots).toBe(SLOTS);
  });
});
