import { inflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { sql } from 'kysely';
import { PRIVACY_MSG } from '@storycat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, makeTestApp, type TestApp } from './helpers/app.ts';
import { makeFinishedBook, makeUser, type FactoryUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

/** Entries of a zip, read through its central directory. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let p = zip.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const nameLen = zip.readUInt16LE(p + 28);
    const local = zip.readUInt32LE(p + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26);
    const packed = zip.subarray(start, start + zip.readUInt32LE(p + 20));
    out.set(
      zip.subarray(p + 46, p + 46 + nameLen).toString(),
      zip.readUInt16LE(p + 10) === 8 ? inflateRawSync(packed) : packed,
    );
    p += 46 + nameLen;
  }
  return out;
}

/** A child with an avatar, a book bought with points (ledger row) and a finished book with pictures. */
async function childWithEverything(): Promise<FactoryUser & { bookIds: string[]; pictures: string[] }> {
  const u = await makeUser(t.app, t.db, { point: 30 });
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#f0a' } })
    .png()
    .toBuffer();
  const boundary = 'privacyboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n小美\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nmei@example.com\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const avatar = await u.api.call({
    method: 'POST',
    url: '/api/user/profile',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(avatar.status).toBe(200);
  const bought = await u.api.form('/api/book/info', {
    book_name_ch: '我的新書',
    book_name_en: 'My Book',
    book_author: '小美',
    style: '1',
  });
  expect(bought.status).toBe(200);
  const finished = await makeFinishedBook(t.app, u, {
    book_name_ch: '小美的森林',
    texts: [{ ch: '小美在森林裡唱歌', en: 'Mei sings' }],
  });
  return { ...u, bookIds: [bought.body.data.book_id, finished.book_id], pictures: finished.pictures };
}

/** Rows anywhere in the database (every schema, every table) whose text mentions one of `needles`. */
async function rowsMentioning(needles: string[]): Promise<string[]> {
  const tables = await sql<{ s: string; t: string }>`
    select table_schema as s, table_name as t from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`.execute(t.db);
  const found: string[] = [];
  for (const { s, t: name } of tables.rows) {
    for (const n of needles) {
      const r = await sql<{ c: number }>`select count(*)::int as c from ${sql.table(`${s}.${name}`)} as x
        where lower(x::text) like ${'%' + n.toLowerCase() + '%'}`.execute(t.db);
      if (r.rows[0]!.c > 0) found.push(`${s}.${name} (${n})`);
    }
  }
  return found;
}

describe('GET /api/user/export', () => {
  it("downloads the child's profile, books with pages, ledger and every stored picture as a zip", async () => {
    const u = await childWithEverything();
    const other = await makeUser(t.app, t.db);
    await makeFinishedBook(t.app, other, { book_name_ch: '別人的書' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="storycat-\d{4}-\d\d-\d\d\.zip"/);
    const files = unzip(res.rawPayload);
    const account = JSON.parse(files.get('account.json')!.toString());
    expect(account).toMatchObject({ username: u.username, name: '小美' });
    expect(account.password_hash).toBeUndefined();
    const book = JSON.parse(files.get(`books/${u.bookIds[1]}.json`)!.toString());
    expect(book.book_name_ch).toBe('小美的森林');
    expect(book.pages.map((p: { user_input: string }) => p.user_input)).toContain('小美在森林裡唱歌');
    expect(files.has(`books/${u.bookIds[0]}.json`)).toBe(true);
    const points = JSON.parse(files.get('points.json')!.toString());
    expect(points.ledger.map((l: { delta: number }) => l.delta)).toContain(-10);
    for (const url of u.pictures) {
      const key = url.slice('/files/'.length);
      expect(files.get(`files/${key}`)).toEqual((await t.storage.get(key))!.body);
    }
    expect([...files.keys()].some((k) => k.startsWith('files/avatars/'))).toBe(true);
    expect(res.rawPayload.includes(Buffer.from('別人的書'))).toBe(false);
  });
});

describe('POST /api/user/delete', () => {
  it('refuses without the right password and keeps everything', async () => {
    const u = await childWithEverything();
    for (const [password, msg] of [
      ['', PRIVACY_MSG.passwordRequired],
      ['wrong-password', PRIVACY_MSG.passwordWrong],
    ]) {
      const r = await u.api.post('/api/user/delete', { password });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(msg);
    }
    const books = await t.db.selectFrom('books').select('id').where('user_id', '=', u.id).execute();
    expect(books.length).toBe(2);
    expect((await u.api.get('/api/user/profile')).status).toBe(200);
  });

  it('removes every row and stored file of the account, and only of that account', async () => {
    const u = await childWithEverything();
    const other = await makeUser(t.app, t.db);
    const theirs = await makeFinishedBook(t.app, other, { book_name_ch: '留下來的書' });
    const keysBefore = t.storage.keys();
    const mine = keysBefore.filter((k) => u.pictures.some((p) => p.endsWith(k)) || k.startsWith(`avatars/${u.id}`));
    expect(mine.length).toBeGreaterThanOrEqual(u.pictures.length + 1);

    const r = await u.api.post('/api/user/delete', { password: u.password });
    expect(r.status).toBe(200);
    expect(r.body.msg).toBe(PRIVACY_MSG.accountDeleted);

    expect(await rowsMentioning([u.id, u.username, ...u.bookIds])).toEqual([]);
    const keysAfter = t.storage.keys();
    for (const k of mine) expect(keysAfter, k).not.toContain(k);
    expect(keysAfter.filter((k) => u.bookIds.some((id) => k.includes(id)))).toEqual([]);
    // The session is gone with the account; the other child keeps her book and pictures.
    expect((await u.api.get('/api/user/profile')).status).toBe(401);
    expect(
      (
        await client(t.app).post('/api/user/login', {
          username: u.username,
          password: u.password,
          acc_type: 'personal',
        })
      ).body.state,
    ).toBe(false);
    expect((await other.api.get('/api/book/read', { book_id: theirs.book_id })).status).toBe(200);
    for (const p of theirs.pictures) expect(keysAfter).toContain(p.slice('/files/'.length));
  });
});
