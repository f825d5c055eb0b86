import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_SECTIONS } from '@storycat/contract/report-texts';
import { EASY_STORY } from '../src/report/analyser/fixtures.ts';
import { call, freshPostgres, start, type Running } from './processes.ts';

/**
 * Production shape on one machine: two web processes (WORKERS=off) and one worker process on one fresh PostgreSQL
 * database, pictures and PDFs in an S3-compatible bucket (s3rver). The child's flow alternates between the two web
 * processes on every call, so nothing may live in one process's memory.
 */
let s3: S3rver;
let db: { url: string; drop(): Promise<void> };
const procs: Running[] = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storycat-prod-'));
let A: string;
let B: string;

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'prod' }],
  });
  const { port } = await s3.run();
  db = await freshPostgres('storycat_prod');
  const env = {
    DATABASE_URL: db.url,
    DATA_DIR: dir,
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'prod',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    PUBLIC_URL: 'http://127.0.0.1:3111',
  };
  // All three start together: the migrations race and must not trip over each other.
  const [a, b, w] = await Promise.all([
    start('web-A', 'server', { ...env, PORT: '3111', WORKERS: 'off' }),
    start('web-B', 'server', { ...env, PORT: '3112', WORKERS: 'off' }),
    start('worker', 'worker', env),
  ]);
  procs.push(a, b, w);
  A = a.url;
  B = b.url;
}, 120_000);

afterAll(async () => {
  for (const p of procs) await p.stop();
  await s3?.close();
  await db?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('two web processes and a worker on PostgreSQL + S3', () => {
  it(
    'serve one child alternately, from registration to the report PDF made by the worker',
    { timeout: 180_000 },
    async () => {
      const username = `prodkid${process.pid}`;
      const reg = await call(A, 'POST', '/api/user/register', {
        json: { username, password: 'secret123', name: '小明', email: `${username}@example.com`, acc_type: 'personal' },
      });
      expect(reg.body.state, reg.body.msg).toBe(true);
      const login = await call(B, 'POST', '/api/user/login', {
        json: { username, password: 'secret123', acc_type: 'personal' },
      });
      expect(login.body.state, login.body.msg).toBe(true);
      const token = login.body.data.token as string;
      // The session made by B is known to A.
      expect((await call(A, 'GET', '/api/user/profile', { token })).body.data.username).toBe(username);

      // Points through the ledger: a code made with the seed route on A, redeemed on B.
      const code = await call(A, 'POST', '/api/test/codes', {
        seed: true,
        json: { code: `PROD${process.pid}`, point: 40 },
      });
      expect(code.body.state, code.body.msg).toBe(true);
      const redeem = await call(B, 'POST', '/api/user/promotionCode', {
        token,
        form: { promotion_code: code.body.data.code },
      });
      expect(redeem.body.state, redeem.body.msg).toBe(true);

      const created = await call(A, 'POST', '/api/book/info', {
        token,
        form: { book_name_ch: '小兔子去河邊', book_name_en: 'Rabbit', book_author: '小明', style: '1' },
      });
      expect(created.body.state, created.body.msg).toBe(true);
      const bookId = created.body.data.book_id as string;
      expect((await call(B, 'GET', '/api/user/profile', { token })).body.data.point).toBe(30);

      // Pages saved alternately on B and A.
      for (const [i, text] of EASY_STORY.zh.entries()) {
        const base = i % 2 === 0 ? B : A;
        const [step, page] = [3 + Math.floor(i / 12), (i % 12) + 1];
        const saved = await call(base, 'POST', '/api/book/data', {
          token,
          form: {
            book_id: bookId,
            step: String(step),
            page: String(page),
            user_input: text,
            en_user_input: EASY_STORY.en[i] ?? '',
          },
        });
        expect(saved.body.state, `page ${i + 1}: ${saved.body.msg}`).toBe(true);
      }

      // A picture drawn on A is stored in the bucket and served by B.
      const pic = await call(A, 'GET', '/api/tool/prompt-to-img-self', {
        token,
        query: {
          book_id: bookId,
          step: '3',
          page: '1',
          story_pic_prompt: 'a rabbit and a bear by the river',
          style: '1',
        },
      });
      expect(pic.body.state, pic.body.msg).toBe(true);
      const pictureUrl = pic.body.data.story_pic_ai.at(-1) as string;
      const picture = await fetch(new URL(pictureUrl, B));
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');

      // The report, section by section alternately; its PDF requested on B, made by the worker, polled on A.
      for (const [i, s] of ['story-basic', ...REPORT_SECTIONS].entries()) {
        const r = await call(i % 2 ? A : B, 'GET', `/api/report/${s}`, { token, query: { book_id: bookId } });
        expect(r.status, `${s}: ${r.body.msg}`).toBe(200);
      }
      const requested = await call(B, 'GET', '/api/book/send-report', { token, query: { book_id: bookId } });
      expect(requested.body.data, requested.body.msg).toMatchObject({ report_pdf_status: 1 });
      let saved: { report_pdf_status: number | null; report_pdf_url: string | null } | undefined;
      for (let i = 0; i < 120; i++) {
        saved = (await call(A, 'GET', '/api/report/saved', { token, query: { book_id: bookId } })).body.data;
        if (saved?.report_pdf_status !== 1) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(saved?.report_pdf_status, procs[2]!.logs.join('')).toBe(0);
      const pdf = await fetch(new URL(saved!.report_pdf_url!, B));
      expect(pdf.status).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    },
  );
});
