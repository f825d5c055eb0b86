import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { DRAWING_MSG, MSG } from '@storycat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app.ts';
import { makeBook, makeUser } from '../helpers/factories.ts';

/** Avatar uploads that are not a plain picture: each is refused and nothing is stored. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

function multipart(fields: Record<string, string>, file: { filename: string; type: string; body: Buffer }) {
  const boundary = '----storycatsec' + Math.random().toString(16).slice(2);
  const head = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(head.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid, tiny PNG file whose header claims 60 000 × 60 000 pixels (a decompression bomb's shape). */
function pixelFloodPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(60_000, 0);
  ihdr.writeUInt32BE(60_000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(60_001 * 4))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const smallPng = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#48f' } })
    .png()
    .toBuffer();

describe('avatar uploads', () => {
  it('refuses polyglots, SVG, pixel floods and oversize files, storing nothing and keeping the profile', async () => {
    const u = await makeUser(t.app, t.db, { name: '原本的名字' });
    const png = await smallPng();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } })
      .gif()
      .toBuffer();
    const script = Buffer.from('<script>alert(document.cookie)</script>');
    const cases: [string, { filename: string; type: string; body: Buffer }, number, string][] = [
      [
        'PNG + script',
        { filename: 'a.png', type: 'image/png', body: Buffer.concat([png, script]) },
        400,
        MSG.avatarNotImage,
      ],
      [
        'GIF + script',
        { filename: 'a.gif', type: 'image/gif', body: Buffer.concat([gif, script]) },
        400,
        MSG.avatarNotImage,
      ],
      [
        'SVG with script',
        {
          filename: 'a.svg',
          type: 'image/svg+xml',
          body: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          ),
        },
        400,
        MSG.avatarNotImage,
      ],
      [
        'HTML named .png',
        { filename: 'a.png', type: 'image/png', body: Buffer.from('<html><script>alert(1)</script>') },
        400,
        MSG.avatarNotImage,
      ],
      ['pixel flood', { filename: 'a.png', type: 'image/png', body: pixelFloodPng() }, 400, MSG.avatarNotImage],
      [
        'over 5 MB',
        { filename: 'a.png', type: 'image/png', body: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]) },
        413,
        MSG.avatarTooLarge,
      ],
    ];
    for (const [label, file, status, msg] of cases) {
      const started = Date.now();
      const r = await u.api.call({
        method: 'POST',
        url: '/api/user/profile',
        ...multipart({ name: '新名字', email: 'n@example.com' }, file),
      });
      expect(r.status, label).toBe(status);
      expect(r.body.msg, label).toBe(msg);
      // A pixel flood is refused from its header, not after decoding billions of pixels.
      expect(Date.now() - started, label).toBeLessThan(5_000);
    }
    expect(t.storage.keys().filter((k) => k.startsWith('avatars/'))).toEqual([]);
    const profile = (await u.api.get('/api/user/profile')).body.data;
    expect([profile.name, profile.avatar]).toEqual(['原本的名字', null]);
  });

  it('accepts a plain PNG and serves only a re-encoded WebP with nosniff', async () => {
    const u = await makeUser(t.app, t.db);
    const r = await u.api.call({
      method: 'POST',
      url: '/api/user/profile',
      ...multipart(
        { name: '小美', email: 'm@example.com' },
        { filename: 'a.png', type: 'image/png', body: await smallPng() },
      ),
    });
    expect(r.status).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: r.body.data.avatar });
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});

describe('drawing uploads (issue 24)', () => {
  it('refuses a pixel flood and stores nothing', async () => {
    const u = await makeUser(t.app, t.db);
    const book = await makeBook(t.db, u);
    const boundary = 'sc' + Math.random().toString(16).slice(2);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="book_id"\r\n\r\n${book.id}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="target"\r\n\r\ncover\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="drawing"; filename="d.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      pixelFloodPng(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const r = await u.api.call({
      method: 'POST',
      url: '/api/tool/drawing',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect([r.status, r.body.msg]).toEqual([400, DRAWING_MSG.notPng]);
    expect(await t.storage.list(`pictures/${book.id}`)).toEqual([]);
  });
});
