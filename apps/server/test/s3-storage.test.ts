import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createStorage, type Storage } from '../src/storage/storage.ts';
import { memoryMailer, openTestDatabase } from './helpers/app.ts';
import { makeUser } from './helpers/factories.ts';

/**
 * STORAGE=s3 against a real S3-compatible server (s3rver, from npm, on loopback): the adapter's contract, then the
 * app storing an avatar in the bucket and serving it back at /files/.
 */
let server: S3rver;
let env: Record<string, string>;
let storage: Storage;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storycat-s3-'));

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'storycat' }],
  });
  const { port } = await server.run();
  env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    WORKERS: 'off',
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'storycat',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  storage = await createStorage(loadConfig(env));
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('S3 storage adapter', () => {
  it('puts, gets with its content type, deletes, and answers undefined for a missing key', async () => {
    const body = Buffer.from('%PDF-1.7 test');
    await storage.put('reports/b1/x.pdf', body, 'application/pdf');
    expect(await storage.get('reports/b1/x.pdf')).toEqual({ body, contentType: 'application/pdf' });
    await storage.delete('reports/b1/x.pdf');
    expect(await storage.get('reports/b1/x.pdf')).toBeUndefined();
    expect(await storage.get('reports/none/y.pdf')).toBeUndefined();
  });

  it('deletes a folder and only that folder', async () => {
    for (const k of ['pictures/bookA/1.png', 'pictures/bookA/2.png', 'pictures/bookAB/3.png'])
      await storage.put(k, Buffer.from(k), 'image/png');
    await storage.deletePrefix('pictures/bookA');
    expect(await storage.get('pictures/bookA/1.png')).toBeUndefined();
    expect(await storage.get('pictures/bookA/2.png')).toBeUndefined();
    expect((await storage.get('pictures/bookAB/3.png'))?.body.toString()).toBe('pictures/bookAB/3.png');
  });

  it('refuses unsafe keys before reaching the bucket', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow();
  });
});

describe('the app with STORAGE=s3', () => {
  it('stores an uploaded avatar in the bucket and serves it at /files/', async () => {
    const config = loadConfig(env);
    const handle = await openTestDatabase();
    await migrateToLatest(handle.db);
    const app = await buildApp({ config, db: handle.db, storage, mailer: memoryMailer(), serveWeb: false });
    try {
      const u = await makeUser(app, handle.db);
      const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#09f' } })
        .png()
        .toBuffer();
      const b = 's3boundary';
      const payload = Buffer.concat([
        Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="name"\r\n\r\n小美\r\n`),
        Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="email"\r\n\r\nm@example.com\r\n`),
        Buffer.from(
          `--${b}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${b}--\r\n`),
      ]);
      const r = await u.api.call({
        method: 'POST',
        url: '/api/user/profile',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${b}` },
      });
      expect(r.status).toBe(200);
      const url = r.body.data.avatar as string;
      const key = url.slice('/files/'.length);
      expect((await storage.get(key))?.contentType).toBe('image/webp');
      const file = await app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect((await sharp(file.rawPayload).metadata()).width).toBe(256);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
