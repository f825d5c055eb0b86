import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
const KEY = 'pictures/book1/abc.png';

beforeAll(async () => {
  t = await makeTestApp();
  const png = await sharp({ create: { width: 1024, height: 768, channels: 3, background: '#ff8800' } })
    .png()
    .toBuffer();
  await t.storage.put(KEY, png, 'image/png');
});
afterAll(() => t.close());

describe('GET /files', () => {
  it('serves the original picture with a year-long immutable cache', async () => {
    const res = await t.app.inject({ url: `/files/${KEY}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1024);
  });

  it('serves a shelf thumbnail in WebP to a browser that takes it, JPEG otherwise, made once', async () => {
    const webp = await t.app.inject({ url: `/files/${KEY}?w=300`, headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    expect(webp.headers['cache-control']).toContain('immutable');
    const meta = await sharp(webp.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 240]);

    const jpeg = await t.app.inject({ url: `/files/${KEY}?w=300`, headers: { accept: 'image/png,*/*' } });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).width).toBe(320);

    expect(t.storage.keys().filter((k) => k.startsWith('thumbs/'))).toEqual([
      `thumbs/w320/${KEY}.webp`,
      `thumbs/w320/${KEY}.jpg`,
    ]);
  });

  it('answers 404 for a missing picture and never serves a key that climbs out', async () => {
    expect((await t.app.inject({ url: '/files/pictures/book1/none.png?w=320' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/files/pictures/../x.png' })).statusCode).toBe(404);
  });
});
