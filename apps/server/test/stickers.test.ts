import { STICKER_IDS, STICKER_LABELS, STICKER_MSG } from '@storycat/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers/app.ts';
import { makeUser, type FactoryUser } from './helpers/factories.ts';

/** 「自己畫」 stickers (issue 24): GET /api/tool/stickers and GET /api/tool/stickers/:id.png. */
let t: TestApp;
let kid: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  kid = await makeUser(t.app, t.db);
});
afterAll(async () => t.close());

const auth = () => ({ authorization: `Bearer ${kid.token}` });

describe('sticker catalogue', () => {
  it('needs a login, for the list and for a picture', async () => {
    for (const url of ['/api/tool/stickers', '/api/tool/stickers/cat.png']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(401);
      expect(r.headers['content-type']).not.toBe('image/png');
    }
  });

  it('lists every sticker with its Traditional-Chinese label and url', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/tool/stickers', headers: auth() });
    expect(r.statusCode).toBe(200);
    const list = r.json().data.stickers as { id: string; label: string; url: string }[];
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(list.map((s) => s.id)).toEqual(STICKER_IDS);
    for (const s of list) {
      expect(s.label).toBe(STICKER_LABELS[s.id as keyof typeof STICKER_LABELS]);
      expect(s.label).toMatch(/^[\u4e00-\u9fff]+$/);
      expect(s.url).toBe(`/api/tool/stickers/${s.id}.png`);
    }
  });

  it('answers each sticker as a transparent PNG of at most 256 px, drawn (not empty), cached long', async () => {
    const sums = new Set<string>();
    for (const id of STICKER_IDS) {
      const r = await t.app.inject({ method: 'GET', url: `/api/tool/stickers/${id}.png`, headers: auth() });
      expect(r.statusCode, id).toBe(200);
      expect(r.headers['content-type']).toBe('image/png');
      expect(r.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      const png = r.rawPayload;
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      const img = sharp(png);
      const meta = await img.metadata();
      expect(meta.format).toBe('png');
      expect(meta.hasAlpha, id).toBe(true);
      expect(Math.max(meta.width!, meta.height!)).toBe(256);
      const { data, info } = await img.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      let clear = 0;
      let solid = 0;
      for (let i = 3; i < data.length; i += 4) {
        if (data[i] === 0) clear++;
        else if (data[i] === 255) solid++;
      }
      const n = info.width * info.height;
      // a picture cut out of its background: both see-through and painted pixels
      expect(clear / n, id).toBeGreaterThan(0.02);
      expect(solid / n, id).toBeGreaterThan(0.15);
      sums.add(png.toString('base64'));
    }
    // every sticker is its own drawing
    expect(sums.size).toBe(STICKER_IDS.length);
  });

  it('refuses an unknown sticker or a path trick', async () => {
    for (const file of ['dragon.png', 'cat', 'cat.svg', '..%2Fcat.png', 'constructor.png']) {
      const r = await t.app.inject({ method: 'GET', url: `/api/tool/stickers/${file}`, headers: auth() });
      expect(r.statusCode, file).toBe(404);
      expect(r.json().msg).toBe(STICKER_MSG.notFound);
    }
  });
});
