import { CREATE_MSG, DRAWING_MSG, MSG } from '@storycat/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers/app.ts';
import { makeBook, makeUser, type FactoryUser } from './helpers/factories.ts';

/** 「自己畫」 (issue 24): POST /api/tool/drawing. */
let t: TestApp;
let kid: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  kid = await makeUser(t.app, t.db);
});
afterAll(async () => t.close());

function multipart(fields: Record<string, string>, file?: { body: Buffer; type?: string }) {
  const boundary = 'sc' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="drawing"; filename="drawing.png"\r\n` +
          `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A child's drawing as the browser's canvas exports it: a coloured background with a few shapes. */
async function drawingPng(width = 1024, height = 768, colour = '#ffe08a') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colour}"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#e4572e"/>
    <path d="M10 10 L ${width - 10} ${height - 10}" stroke="#1b4965" stroke-width="12"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const send = (u: FactoryUser, fields: Record<string, string>, body?: Buffer, type?: string) =>
  u.api.call({ method: 'POST', url: '/api/tool/drawing', ...multipart(fields, body ? { body, type } : undefined) });

async function storedUnder(bookId: string) {
  return (await t.storage.list(`pictures/${bookId}`)).map((k) => k.key);
}

async function pageRow(bookId: string, step = 3, page = 2) {
  return t.db
    .selectFrom('pages')
    .select(['pic_generated', 'story_pic_ai', 'user_pic_select'])
    .where('book_id', '=', bookId)
    .where('step', '=', step)
    .where('page', '=', page)
    .executeTakeFirst();
}

describe('drawing for a page', () => {
  it('joins the page picture choices, re-encoded at 1024×768, without using up a generation', async () => {
    const book = await makeBook(t.db, kid);
    // a different size and a transparent corner: the server crops to 4:3 and flattens on white
    const r = await send(kid, { book_id: book.id, target: 'page', step: '3', page: '2' }, await drawingPng(800, 600));
    expect([r.status, r.body.msg]).toEqual([200, DRAWING_MSG.saved]);
    const url = r.body.data.image as string;
    expect(url).toMatch(new RegExp(`^/files/pictures/${book.id}/drawn-[A-Za-z0-9_-]+\\.png$`));
    expect(r.body.data).toMatchObject({ story_pic_ai: [url], pic_generated: 0 });
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.headers['content-type']).toBe('image/png');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 768]);
    // the page data shows it; the child chooses it like a generated picture
    const page = await kid.api.get('/api/book/data', { book_id: book.id, step: '3', page: '2' });
    expect(page.body.data).toMatchObject({ story_pic_ai: [url], pic_generated: 0 });
    const chosen = await kid.api.form('/api/book/data', {
      book_id: book.id,
      step: '3',
      page: '2',
      user_pic_select: url,
    });
    expect(chosen.body.code).toBe(0);
    // the AI's two generations are still there, and they do not push the drawing out
    const gen = (seed: string) =>
      kid.api.get('/api/tool/prompt-to-img-self', {
        story_pic_prompt: `【誰】小兔子【在哪裡】森林【做什麼】吃紅蘿蔔${seed}`,
        style: '2',
        book_id: book.id,
        step: '3',
        page: '2',
      });
    expect((await gen('1')).body.data.pic_generated).toBe(1);
    const second = await gen('2');
    expect(second.body.data.pic_generated).toBe(2);
    expect(second.body.data.story_pic_ai).toHaveLength(3);
    expect(second.body.data.story_pic_ai[0]).toBe(url);
    expect((await pageRow(book.id))?.user_pic_select).toBe(url);
  });

  it('keeps the newest two drawings of a page and the generated pictures', async () => {
    const book = await makeBook(t.db, kid);
    const urls: string[] = [];
    for (const colour of ['#ff0000', '#00ff00', '#0000ff']) {
      const r = await send(kid, { book_id: book.id, step: '4', page: '1' }, await drawingPng(1024, 768, colour));
      urls.push(r.body.data.image);
    }
    expect((await pageRow(book.id, 4, 1))?.story_pic_ai).toEqual(urls.slice(1));
  });

  it("answers 404 for another child's book and stores nothing", async () => {
    const book = await makeBook(t.db, kid);
    const stranger = await makeUser(t.app, t.db);
    const r = await send(stranger, { book_id: book.id, step: '3', page: '2' }, await drawingPng());
    expect(r.status).toBe(404);
    expect(await storedUnder(book.id)).toEqual([]);
    expect(await pageRow(book.id)).toBeUndefined();
    // a malformed id is the spec's 400 on every book route (the one book policy); an unknown well-formed id is the 404 above
    expect((await send(kid, { book_id: 'no-such-book', step: '3', page: '2' }, await drawingPng())).status).toBe(400);
  });

  it('needs a login', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/tool/drawing', ...multipart({ book_id: 'x' }) });
    expect(r.statusCode).toBe(401);
  });

  it('refuses a drawing over 3 MB with 413 and stores nothing', async () => {
    const book = await makeBook(t.db, kid);
    // a real PNG of random pixels, bigger than the limit
    const noise = Buffer.alloc(1400 * 1050 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1400, height: 1050, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(3 * 1024 * 1024);
    const r = await send(kid, { book_id: book.id, step: '3', page: '2' }, big);
    expect([r.status, r.body.msg]).toEqual([413, DRAWING_MSG.tooLarge]);
    expect(await storedUnder(book.id)).toEqual([]);
    expect(await pageRow(book.id)).toBeUndefined();
  });

  it.each([
    ['text pretending to be a PNG', async () => Buffer.from('<script>alert(1)</script>')],
    [
      'a JPEG',
      async () =>
        sharp(await drawingPng())
          .jpeg()
          .toBuffer(),
    ],
    [
      'a PNG with a file appended after IEND',
      async () => Buffer.concat([await drawingPng(), Buffer.from('PK\x03\x04zip')]),
    ],
    ['a PNG cut short', async () => (await drawingPng()).subarray(0, 400)],
    ['no file at all', async () => undefined],
  ])('refuses %s with the message and stores nothing', async (_name, make) => {
    const book = await makeBook(t.db, kid);
    const r = await send(kid, { book_id: book.id, step: '3', page: '2' }, await make());
    expect([r.status, r.body.msg]).toEqual([400, DRAWING_MSG.notPng]);
    expect(await storedUnder(book.id)).toEqual([]);
    expect(await pageRow(book.id)).toBeUndefined();
  });

  it('checks the page key and the target', async () => {
    const book = await makeBook(t.db, kid);
    const png = await drawingPng();
    expect((await send(kid, { book_id: book.id, step: '7', page: '1' }, png)).body.msg).toBe(MSG.invalidStep);
    expect((await send(kid, { book_id: book.id, step: '3', page: '13' }, png)).body.msg).toBe(MSG.invalidStep);
    const photo = await send(kid, { book_id: book.id, target: 'photo', step: '3', page: '1' }, png);
    expect([photo.status, photo.body.msg]).toEqual([400, DRAWING_MSG.badTarget]);
    expect(await storedUnder(book.id)).toEqual([]);
  });

  it("keeps a trial account within its page quota and removes the refused drawing's file", async () => {
    const trial = await makeUser(t.app, t.db, { is_trial: true });
    const book = await makeBook(t.db, trial);
    const png = await drawingPng();
    for (let page = 1; page <= 4; page++)
      expect((await send(trial, { book_id: book.id, step: '3', page: String(page) }, png)).status).toBe(200);
    const before = await storedUnder(book.id);
    const fifth = await send(trial, { book_id: book.id, step: '3', page: '5' }, png);
    expect([fifth.status, fifth.body.msg]).toEqual([400, CREATE_MSG.trialPageLimit]);
    expect(await storedUnder(book.id)).toEqual(before);
    // an existing page still takes another drawing
    expect((await send(trial, { book_id: book.id, step: '3', page: '4' }, png)).status).toBe(200);
  });
});

describe('drawing for the main character and the covers', () => {
  it('answers a character picture the character record accepts', async () => {
    const book = await makeBook(t.db, kid);
    const r = await send(kid, { book_id: book.id, target: 'character' }, await drawingPng());
    expect(r.status).toBe(200);
    const image = r.body.data.image as string;
    const saved = await kid.api.form('/api/book/data', {
      book_id: book.id,
      step: '3',
      page: '1',
      ch_story_ai: JSON.stringify({ character: { name: '星星', features: '黃色的小狗', image, prompt: '' } }),
    });
    expect(saved.body.code).toBe(0);
    expect(JSON.parse(saved.body.data.ch_story_ai).character.image).toBe(image);
  });

  it('joins the cover carousels: the book info lists it and a cover may be chosen from it', async () => {
    const book = await makeBook(t.db, kid);
    const r = await send(kid, { book_id: book.id, target: 'cover' }, await drawingPng());
    const image = r.body.data.image as string;
    expect(r.body.data.drawings).toEqual([image]);
    const info = await kid.api.get('/api/book/info', { book_id: book.id });
    expect(info.body.data.drawings).toEqual([image]);
    const front = await kid.api.form('/api/book/info', { book_id: book.id, book_frontcover: image });
    expect(front.body.code).toBe(0);
    const back = await kid.api.form('/api/book/info', { book_id: book.id, book_backcover: image });
    expect(back.body.code).toBe(0);
    const after = await kid.api.get('/api/book/info', { book_id: book.id });
    expect(after.body.data).toMatchObject({ book_frontcover: image, book_backcover: image });
    // a picture of another book's drawings is still refused
    const other = await makeBook(t.db, kid);
    const foreign = await kid.api.form('/api/book/info', { book_id: other.id, book_frontcover: image });
    expect(foreign.body.msg).toBe(CREATE_MSG.pictureNotOfBook);
  });
});
