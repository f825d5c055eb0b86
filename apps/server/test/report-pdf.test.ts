import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_SECTIONS } from '@storycat/contract';
import { EASY_STORY } from '../src/report/analyser/fixtures.ts';
import { makeTestApp, type TestApp } from './helpers/app.ts';
import { makeStoryBook, makeUser, type FactoryUser } from './helpers/factories.ts';

let t: TestApp;
let kid: FactoryUser;
let book: { id: string };

// The job runs in-process (WORKERS=inline) on this file's own database: PGlite, or PostgreSQL in the pg pass.
beforeAll(async () => {
  t = await makeTestApp({ WORKERS: 'inline' });
  kid = await makeUser(t.app, t.db);
  book = await makeStoryBook(t.db, kid.id, { title: '小兔子去河邊', author: '王小明', ...EASY_STORY, en_own: true });
  for (const s of REPORT_SECTIONS)
    expect((await kid.api.get(`/api/report/${s}`, { book_id: book.id })).status).toBe(200);
}, 30_000);
afterAll(() => t.close());

async function pdfState() {
  return (await kid.api.get('/api/report/saved', { book_id: book.id })).body.data as {
    report_pdf_url: string | null;
    report_pdf_status: number | null;
  };
}

async function waitForReady(timeoutMs = 20_000) {
  const seen: (number | null)[] = [];
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const s = await pdfState();
    seen.push(s.report_pdf_status);
    if (s.report_pdf_status === 0 && s.report_pdf_url) return { ...s, seen };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`report PDF not ready; statuses seen ${seen.join(',')}`);
}

describe('the report PDF job', () => {
  it('goes from status 1 to 0 with a URL, and the file is the report', async () => {
    const res = await kid.api.get('/api/book/send-report', { book_id: book.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ report_pdf_url: null, report_pdf_status: 1 });
    const ready = await waitForReady();
    expect(ready.seen[0]).toBe(1);
    expect(ready.report_pdf_url).toMatch(new RegExp(`^/files/reports/${book.id}/[A-Za-z0-9_-]+\\.pdf$`));

    // book info (GET /api/book/info) carries the same state and the saved report
    const info = (await kid.api.get('/api/book/info', { book_id: book.id })).body.data;
    expect(info).toMatchObject({ report_pdf_status: 0, report_pdf_url: ready.report_pdf_url });
    expect(info.report.traits).toBeDefined();

    const file = await t.app.inject({ method: 'GET', url: ready.report_pdf_url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-pdf-'));
    const pdf = path.join(dir, 'report.pdf');
    fs.writeFileSync(pdf, file.rawPayload);
    expect(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' })).toMatch(/Pages:\s+3/);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    for (const s of ['小兔子去河邊', '王小明', '168 字', '詞彙分析', '人格特質', '並非臨床診斷', '小兔子', 'rabbit'])
      expect(text).toContain(s);
    // a subset font keeps the file small
    expect(file.rawPayload.length).toBeLessThan(400_000);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('replaces the old file when made again, and regenerating the report clears the link', async () => {
    const first = (await pdfState()).report_pdf_url!;
    await kid.api.get('/api/book/send-report', { book_id: book.id });
    const second = await waitForReady();
    expect(second.report_pdf_url).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);

    await kid.api.get('/api/report/analysis', { book_id: book.id });
    expect(await pdfState()).toMatchObject({ report_pdf_url: null, report_pdf_status: null });
  }, 30_000);
});

describe('a report PDF that cannot be made', () => {
  it('stays generating while retries remain, and is marked failed (2) after the last one', async () => {
    const broken = await makeStoryBook(t.db, kid.id, EASY_STORY);
    // a report with sections missing cannot be rendered
    await t.db
      .updateTable('books')
      .set({ report: JSON.stringify({ analysis: { interest: 'x', sum: 'y', mastery: 'z' } }), report_pdf_status: 1 })
      .where('id', '=', broken.id)
      .execute();
    const { reportPdf } = t.app.services;
    await expect(reportPdf.renderReportPdf({ bookId: broken.id }, { attempt: 0, final: false })).rejects.toThrow();
    const status = async () =>
      (await t.db.selectFrom('books').select('report_pdf_status').where('id', '=', broken.id).executeTakeFirst())
        ?.report_pdf_status;
    expect(await status()).toBe(1);
    await expect(reportPdf.renderReportPdf({ bookId: broken.id }, { attempt: 3, final: true })).rejects.toThrow();
    expect(await status()).toBe(2);
    expect(t.storage.keys().filter((k) => k.startsWith(`reports/${broken.id}/`))).toEqual([]);
  });
});
