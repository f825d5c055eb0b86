import { REPORT_SECTIONS } from '@storycat/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/kysely.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { outboxMailer } from '../src/mail/mailer.ts';
import { rateLimitRepository } from '../src/db/repositories/rate-limit.repository.ts';
import { maintenanceService } from '../src/services/maintenance.service.ts';
import { createStorage, type Storage } from '../src/storage/storage.ts';
import { derivedKeysOf } from '../src/storage/thumbnails.ts';
import { client, openTestDatabase } from './helpers/app.ts';
import { EASY_STORY } from '../src/report/analyser/fixtures.ts';
import { makeFinishedBook, makeStoryBook, makeUser } from './helpers/factories.ts';

/**
 * Issue Q, point 1: deleting an account deletes every file derived from it — the pictures and every sized copy
 * (?w=…), PDFs, report files, tour pictures, kept answers, outbox mails — on local storage and on S3 (s3rver on
 * loopback). The test keeps every address the account ever received and asks each again afterwards.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storycat-deletion-'));
let s3: S3rver;
let s3Port = 0;
beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: 'storycat' }],
  });
  s3Port = (await s3.run()).port;
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Running {
  app: FastifyInstance;
  storage: Storage;
  handle: DatabaseHandle;
  outbox: string;
}

async function start(kind: 'local' | 's3'): Promise<Running> {
  const dataDir = fs.mkdtempSync(path.join(dir, `${kind}-`));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WORKERS: 'off',
    PUBLIC_URL: 'https://storycat.example.edu.tw',
    ...(kind === 's3'
      ? {
          STORAGE: 's3',
          S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
          S3_BUCKET: 'storycat',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        }
      : {}),
  };
  const config = loadConfig(env);
  const handle = await openTestDatabase();
  await migrateToLatest(handle.db);
  const storage = await createStorage(config);
  const outbox = path.join(dataDir, 'outbox');
  const app = await buildApp({ config, db: handle.db, storage, mailer: outboxMailer(outbox), serveWeb: false });
  await app.ready();
  return { app, storage, handle, outbox };
}

const FILE_URL = /\/files\/[A-Za-z0-9_./-]+/g;

/** A client that keeps every /files/ address any answer of the account contained. */
function recording(app: FastifyInstance, token: string, seen: Set<string>) {
  const api = client(app, token);
  const keep = <T extends { body: unknown }>(r: T): T => {
    for (const m of JSON.stringify(r.body).matchAll(FILE_URL)) seen.add(m[0]);
    return r;
  };
  return {
    get: async (url: string, query?: Record<string, string>) => keep(await api.get(url, query)),
    form: async (url: string, form: Record<string, string>) => keep(await api.form(url, form)),
    call: async (o: Parameters<typeof api.call>[0]) => keep(await api.call(o)),
  };
}

async function avatarUpload(api: ReturnType<typeof recording>) {
  const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const boundary = 'deletionboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n小安\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nan-parent@example.com\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const r = await api.call({
    method: 'POST',
    url: '/api/user/profile',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(r.status).toBe(200);
}

describe.each(['local', 's3'] as const)('account deletion on %s storage', (kind) => {
  let r: Running;
  beforeAll(async () => {
    r = await start(kind);
  });
  afterAll(async () => {
    await r.app.close();
    await r.handle.close();
  });

  it('every address the account ever received answers 404 afterwards, sized copies included', async () => {
    const { app, storage } = r;
    const child = await makeUser(app, r.handle.db, { point: 40 });
    const other = await makeUser(app, r.handle.db);
    const theirs = await makeFinishedBook(app, other, { book_name_ch: '別人的書' });
    const seen = new Set<string>();
    const api = recording(app, child.token, seen);

    // two avatars (the first replaced), a tour picture, a bought book with a character and a page picture
    await avatarUpload(api);
    const replaced = [...seen].find((u) => u.includes('/avatars/'))!;
    await avatarUpload(api);
    await api.get('/api/user/profile');
    // a replaced avatar goes at once
    expect((await app.inject({ url: replaced })).statusCode).toBe(404);
    seen.delete(replaced);
    const tour = await api.get('/api/tool/prompt-to-img-trial', { story_pic_prompt: '小狗在公園跑步', style: '1' });
    expect(tour.status).toBe(200);
    expect(tour.body.data.story_pic_ai).toContain(`/files/pictures/trial/${child.id}/`);
    const bought = await api.form('/api/book/info', {
      book_name_ch: '小安的書',
      book_name_en: 'An',
      book_author: '小安',
      style: '1',
    });
    const bookId = bought.body.data.book_id as string;
    expect(
      (
        await api.get('/api/tool/character-img', {
          name: '小安',
          features: '綁馬尾的女孩',
          style: '1',
          book_id: bookId,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.get('/api/tool/prompt-to-img-self', {
          story_pic_prompt: '女孩在海邊撿貝殼',
          style: '1',
          book_id: bookId,
          step: '3',
          page: '1',
        })
      ).status,
    ).toBe(200);
    // a finished book, read by the owner and through the share link, with its book PDF and report PDF
    const finished = await makeFinishedBook(app, child, { book_name_ch: '小安的海邊' });
    for (const u of finished.pictures) seen.add(u);
    await api.get('/api/book/read', { book_id: finished.book_id });
    const share = `/api/book/view?book_id=${finished.book_id}`;
    expect((await app.inject({ url: share })).statusCode).toBe(200);
    expect((await api.get('/api/book/send-pdf', { book_id: finished.book_id })).status).toBe(200);
    await app.services.bookPdf.renderBookPdfJob({ bookId: finished.book_id }, { attempt: 0, final: true });
    await api.get('/api/book/info', { book_id: finished.book_id });
    // the reading report of a story book, with its PDF
    const story = await makeStoryBook(r.handle.db, child.id, { title: '小安去河邊', author: '小安', ...EASY_STORY });
    for (const s of REPORT_SECTIONS)
      expect((await api.get(`/api/report/${s}`, { book_id: story.id })).status).toBe(200);
    expect((await api.get('/api/book/send-report', { book_id: story.id })).status).toBe(200);
    await app.services.reportPdf.renderReportPdf({ bookId: story.id }, { attempt: 0, final: true });
    await api.get('/api/report/saved', { book_id: story.id });
    // a reset mail in the outbox
    await client(app).post('/api/user/resetpw', { email: 'an-parent@example.com' });
    expect(fs.readdirSync(r.outbox).length).toBe(1);

    const files = [...seen];
    expect(files.some((u) => u.endsWith('.pdf') && u.includes('/books/'))).toBe(true);
    expect(files.some((u) => u.includes('/reports/'))).toBe(true);
    expect(files.filter((u) => u.includes('/avatars/')).length).toBeGreaterThanOrEqual(1);
    // every picture also asked at the reader's widths, as WebP and as JPEG: sized copies are stored
    const addresses = [share];
    for (const u of files) {
      addresses.push(u);
      if (/\.(png|webp|jpg)$/.test(u)) for (const w of [320, 640]) addresses.push(`${u}?w=${w}`);
    }
    const ask = (url: string, webp: boolean) =>
      app.inject({ url, headers: webp ? { accept: 'image/webp,*/*' } : {} }).then((x) => x.statusCode);
    for (const a of addresses) for (const webp of [true, false]) expect(await ask(a, webp), a).toBe(200);
    const sized = (await storage.list('thumbs')).map((f) => f.key);
    expect(sized.length).toBeGreaterThan(10);

    const del = await client(app, child.token).post('/api/user/delete', { password: child.password });
    expect(del.status).toBe(200);

    for (const a of addresses) for (const webp of [true, false]) expect(await ask(a, webp), a).toBe(404);
    // nothing of the account is left in the storage, under any folder
    const left = [
      ...(await storage.list('thumbs')),
      ...(await storage.list('pictures')),
      ...(await storage.list('avatars')),
      ...(await storage.list('books')),
      ...(await storage.list('reports')),
    ].map((f) => f.key);
    for (const id of [child.id, bookId, finished.book_id, story.id])
      expect(left.filter((k) => k.includes(id))).toEqual([]);
    expect(fs.readdirSync(r.outbox)).toEqual([]);
    // the other child keeps her book, its pictures and their sized copies
    for (const u of theirs.pictures) {
      expect(await ask(u, false)).toBe(200);
      expect(await ask(`${u}?w=320`, true)).toBe(200);
    }
  });

  it('sweeps tour pictures no account owns after 24 hours and outbox mails after 7 days', async () => {
    const { app, storage } = r;
    const child = await makeUser(app, r.handle.db);
    const owned = await client(app, child.token).get('/api/tool/prompt-to-img-trial', {
      story_pic_prompt: '小貓在屋頂睡覺',
      style: '1',
    });
    const ownedKey = (owned.body.data.story_pic_ai as string).slice('/files/'.length);
    // a tour picture written before tour pictures had an owner, with its sized copies
    const png = (await storage.get(ownedKey))!.body;
    const legacy = 'pictures/trial/legacyTourPic123.png';
    await storage.put(legacy, png, 'image/png');
    expect((await app.inject({ url: `/files/${legacy}?w=320`, headers: { accept: 'image/webp' } })).statusCode).toBe(
      200,
    );
    fs.rmSync(r.outbox, { recursive: true, force: true });
    const mailer = outboxMailer(r.outbox, () => new Date(Date.now() - 8 * 86_400_000));
    await mailer.send({ to: 'old@example.com', subject: 'old', text: 'an old reset mail' });
    await outboxMailer(r.outbox).send({ to: 'new@example.com', subject: 'new', text: 'a new mail' });

    const sweep = (hoursLater: number) =>
      maintenanceService({
        storage,
        mailer: outboxMailer(r.outbox),
        rateLimits: rateLimitRepository(r.handle.db),
        clock: () => new Date(Date.now() + hoursLater * 3_600_000),
      }).runOnce();
    expect(await sweep(23)).toEqual({ mails: 1, tourPictures: 0 });
    expect(fs.readdirSync(r.outbox).length).toBe(1);
    expect((await app.inject({ url: `/files/${legacy}` })).statusCode).toBe(200);
    expect((await sweep(25)).tourPictures).toBe(1);
    for (const url of [`/files/${legacy}`, `/files/${legacy}?w=320`])
      expect((await app.inject({ url, headers: { accept: 'image/webp' } })).statusCode).toBe(404);
    for (const k of derivedKeysOf(legacy)) expect(await storage.get(k)).toBeUndefined();
    // a tour picture that belongs to an account stays until the account goes
    expect((await app.inject({ url: `/files/${ownedKey}` })).statusCode).toBe(200);
  });
});
