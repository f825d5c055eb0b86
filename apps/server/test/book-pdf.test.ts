import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CREATE_MSG } from '@storycat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookRepository } from '../src/db/repositories/book.repository.ts';
import { bookPdfService, PDF_FAILED } from '../src/services/book-pdf.service.ts';
import { makeTestApp, type TestApp } from './helpers/app.ts';
import { makeUser, type FactoryUser } from './helpers/factories.ts';

let t: TestApp;
let kid: FactoryUser;
let bookId: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'storycat-pdf-'));

const STORIES = [
  ['小貓咪咪在森林裡找朋友。', 'Mimi looks for friends in the forest.', '森林', 'top-left'],
  ['咪咪在海邊堆了一座沙堡。', 'Mimi builds a sandcastle at the beach.', '海邊', 'bottom-right'],
  ['晚上咪咪在山上看星星。', 'At night Mimi watches the stars.', '山上', 'bottom-left'],
] as const;

/** Writes a page the way the child does: text, a generated picture, the chosen picture and corner. */
async function writePage(page: number) {
  const [text, en, where, corner] = STORIES[page - 1]!;
  const key = { book_id: bookId, step: '3', page: String(page) };
  expect((await kid.api.form('/api/book/data', { ...key, user_input: text, en_user_input: en })).status).toBe(200);
  const prompt = await kid.api.get('/api/tool/story-to-prompt', { who: '小貓', where, what: '玩' });
  const img = await kid.api.get('/api/tool/prompt-to-img-self', {
    ...key,
    story_pic_prompt: prompt.body.data.story_pic_prompt,
    style: '1',
  });
  expect(img.status).toBe(200);
  const picture = img.body.data.story_pic_ai[0] as string;
  await kid.api.form('/api/book/data', { ...key, user_pic_select: picture, position_input: corner });
  return picture;
}

/** Polls book info like Step9 does, until the job (pg-boss, worked in this process) has finished. */
async function waitForPdf(timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const info = (await kid.api.get('/api/book/info', { book_id: bookId })).body.data;
    if (info.book_pdf_status !== 1) return info;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('book PDF still generating');
}

beforeAll(async () => {
  t = await makeTestApp({ WORKERS: 'inline' });
  kid = await makeUser(t.app, t.db, { point: 20 });
  const created = await kid.api.post('/api/book/info', {
    book_name_ch: '咪咪的冒險',
    book_name_en: "Mimi's Adventure",
    book_author: '王小明',
    style: '1',
  });
  bookId = created.body.data.book_id;
  const pictures = [await writePage(1), await writePage(2), await writePage(3)];
  await kid.api.post('/api/book/info', {
    book_id: bookId,
    book_frontcover: pictures[0],
    book_backcover: pictures[2],
    preface: '送給最愛的家人！',
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('e-book PDF', () => {
  it('is generating (status 1) after send-pdf, then ready with a URL to a PDF of the whole book', async () => {
    const r = await kid.api.get('/api/book/send-pdf', { book_id: bookId });
    expect(r.status).toBe(200);
    expect(r.body.state).toBe(true);
    const during = await kid.api.get('/api/book/info', { book_id: bookId });
    expect(during.body.data.book_pdf_status).toBe(1);
    const info = await waitForPdf();
    expect(info.book_pdf_status).toBe(0);
    expect(info.book_pdf_url).toMatch(new RegExp(`^/files/books/${bookId}/[A-Za-z0-9_-]+\\.pdf$`));

    const file = await t.app.inject({ url: info.book_pdf_url });
    expect(file.statusCode).toBe(200);
    const pdfPath = path.join(tmp, 'book.pdf');
    fs.writeFileSync(pdfPath, file.rawPayload);
    // cover + 3 story pages + author's words + back cover
    expect(execFileSync('pdfinfo', [pdfPath]).toString()).toMatch(/Pages:\s+6\n/);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString();
    for (const s of [
      '咪咪的冒險',
      '作者：王小明',
      '小貓咪咪在森林裡找朋友',
      'Mimi builds a sandcastle',
      '作者的話',
      '送給最愛的家人！',
    ])
      expect(text.replace(/\n/g, '')).toContain(s);
    const fonts = execFileSync('pdffonts', [pdfPath]).toString();
    // embedded, subset (the XXXXXX+ prefix), with a Unicode map so the Chinese can be copied
    expect(fonts).toMatch(/[A-Z]{6}\+NotoSansTC-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(file.rawPayload.length).toBeLessThan(1_000_000);
  });

  it('prints the bilingual layout on A5 with zhuyin when asked (issue J)', async () => {
    const bad = await kid.api.get('/api/book/send-pdf', { book_id: bookId, layout: 'poster' });
    expect(bad.status).toBe(400);
    const r = await kid.api.get('/api/book/send-pdf', {
      book_id: bookId,
      zhuyin: 'true',
      layout: 'bilingual',
      paper: 'A5',
    });
    expect(r.body.state).toBe(true);
    const info = await waitForPdf();
    const file = await t.app.inject({ url: info.book_pdf_url });
    const pdfPath = path.join(tmp, 'bilingual.pdf');
    fs.writeFileSync(pdfPath, file.rawPayload);
    const meta = execFileSync('pdfinfo', [pdfPath]).toString();
    // cover, 3 × (picture page + facing text page), author's words, a blank page so the back cover ends the booklet
    expect(meta).toMatch(/Pages:\s+10\n/);
    expect(meta).toMatch(/Page size:\s+419\.\d+ x 595\.\d+ pts/);
    const text = execFileSync('pdftotext', [pdfPath, '-']).toString();
    // bopomofo printed beside the characters: 貓 ㄇㄠ, 森 ㄙㄣ
    expect(text).toMatch(/ㄇ\s*ㄠ/);
    expect(text).toMatch(/ㄙ\s*ㄣ/);
    expect(text).toContain('Mimi looks for friends in the forest.');
    // the picture-book layout (no options) stays the reader's 4:3 pages without bopomofo
    await kid.api.get('/api/book/send-pdf', { book_id: bookId });
    const plain = await t.app.inject({ url: (await waitForPdf()).book_pdf_url });
    fs.writeFileSync(path.join(tmp, 'plain.pdf'), plain.rawPayload);
    expect(execFileSync('pdftotext', [path.join(tmp, 'plain.pdf'), '-']).toString()).not.toMatch(/[ㄅ-ㄩ]/);
  });

  it('a new request replaces the file and removes the old one', async () => {
    const before = (await kid.api.get('/api/book/info', { book_id: bookId })).body.data.book_pdf_url as string;
    await kid.api.get('/api/book/send-pdf', { book_id: bookId });
    const after = (await waitForPdf()).book_pdf_url as string;
    expect(after).not.toBe(before);
    expect((await t.app.inject({ url: before })).statusCode).toBe(404);
    expect((await t.app.inject({ url: after })).statusCode).toBe(200);
  });

  it('is only for the owner: another child and an unknown id both get 404, no id gets the spec message', async () => {
    const other = await makeUser(t.app, t.db);
    const r = await other.api.get('/api/book/send-pdf', { book_id: bookId });
    expect(r.status).toBe(404);
    expect((await other.api.get('/api/book/send-pdf', { book_id: 'A'.repeat(22) })).status).toBe(404);
    // a malformed id can match no book: the one id check answers it like a missing one
    const bad = await other.api.get('/api/book/send-pdf', { book_id: 'nope' });
    expect([bad.status, bad.body.msg]).toEqual([400, CREATE_MSG.unknownBookId]);
    const none = await kid.api.get('/api/book/send-pdf', {});
    expect([none.status, none.body.msg]).toEqual([400, CREATE_MSG.unknownBookId]);
    expect((await t.app.inject({ url: `/api/book/send-pdf?book_id=${bookId}` })).statusCode).toBe(401);
  });

  it('marks a lasting failure with status 2 so the button offers to try again', async () => {
    const books = bookRepository(t.db);
    const broken = bookPdfService({
      books,
      access: t.app.services.bookAccess,
      storage: { ...t.storage, put: async () => Promise.reject(new Error('disk full')) },
      limits: t.app.services.limits,
      queue: { send: async () => undefined },
      log: { error: () => undefined },
    });
    await expect(broken.renderBookPdfJob({ bookId }, { attempt: 0, final: false })).rejects.toThrow('disk full');
    expect((await books.findBookById(bookId))?.book_pdf_status).not.toBe(PDF_FAILED);
    await expect(broken.renderBookPdfJob({ bookId }, { attempt: 3, final: true })).rejects.toThrow('disk full');
    expect((await kid.api.get('/api/book/info', { book_id: bookId })).body.data.book_pdf_status).toBe(PDF_FAILED);
  });
});
