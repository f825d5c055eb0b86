import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { EASY_STORY } from '../src/report/analyser/fixtures.ts';
import { call, freshPostgres, start, type Running } from './processes.ts';

/**
 * A report PDF job whose worker process is killed (kill -9) while it works the job: the job is failed by its missed
 * heartbeat, retried, and finished by another worker.
 */
const running: Running[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const r of running) await r.stop('SIGKILL');
  for (const c of cleanups) await c();
});

describe('a PDF job whose worker dies', () => {
  it('is retried and finishes', { timeout: 180_000 }, async () => {
    const db = await freshPostgres('storycat_job');
    cleanups.push(db.drop);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storycat-job-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    // Local files shared by the processes of this one machine.
    const env = { DATABASE_URL: db.url, DATA_DIR: dir };
    const web = await start('web', 'server', { ...env, PORT: '3115', WORKERS: 'off' });
    running.push(web);

    const seeded = await call(web.url, 'POST', '/api/test/users', { seed: true, json: {} });
    const { token, id: userId } = seeded.body.data as { token: string; id: string };
    const texts = EASY_STORY.zh.slice(0, 12).map((ch, i) => ({ ch, en: EASY_STORY.en[i] ?? '' }));
    const book = await call(web.url, 'POST', '/api/test/books', {
      seed: true,
      json: { user_id: userId, pages: 12, texts },
    });
    expect(book.body.state, book.body.msg).toBe(true);
    const bookId = book.body.data.book_id as string;
    for (const s of ['analysis', 'level', 'common-ch', 'common-en', 'character', 'ability', 'traits']) {
      const r = await call(web.url, 'GET', `/api/report/${s}`, { token, query: { book_id: bookId } });
      expect(r.status, `${s}: ${r.body.msg}`).toBe(200);
    }
    // The job is queued while no worker runs.
    expect(
      (await call(web.url, 'GET', '/api/book/send-report', { token, query: { book_id: bookId } })).body.data,
    ).toMatchObject({
      report_pdf_status: 1,
    });

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    cleanups.unshift(() => client.end());
    const jobState = async () =>
      (
        await client.query<{ state: string; retry_count: number }>(
          `select state, retry_count from pgboss.job where name = 'report-pdf'`,
        )
      ).rows[0];

    // The first worker takes the job; it is killed the moment the job is active.
    const first = await start('worker-1', 'worker', env);
    running.push(first);
    const until = Date.now() + 60_000;
    while ((await jobState())?.state !== 'active' && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    await first.stop('SIGKILL');
    expect((await jobState())?.state).toBe('active');
    const saved = async () =>
      (await call(web.url, 'GET', '/api/report/saved', { token, query: { book_id: bookId } })).body.data;
    expect((await saved()).report_pdf_status).toBe(1);

    // A second worker finishes it after the missed heartbeat.
    const second = await start('worker-2', 'worker', env);
    running.push(second);
    let state = await saved();
    const deadline = Date.now() + 120_000;
    while (state.report_pdf_status === 1 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 1000));
      state = await saved();
    }
    expect(state.report_pdf_status, second.logs.join('')).toBe(0);
    const job = await jobState();
    expect(job?.state).toBe('completed');
    expect(job?.retry_count).toBeGreaterThanOrEqual(1);
    const pdf = await fetch(new URL(state.report_pdf_url, web.url));
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
