import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers/app.ts';
import { makeFinishedBook, makeUser, type FactoryUser } from './helpers/factories.ts';

/**
 * The reader, shelf and page answers are kept in memory (docs/decisions/0005-answer-cache.md). These tests show
 * that a child never sees an old book: her own saves at once, any other committed change as soon as PostgreSQL
 * announces it — on the embedded database that is before the writer's call returns.
 */
let t: TestApp;
let owner: FactoryUser;
let stranger: FactoryUser;
const onPostgres = process.env.TEST_DB === 'pg';

beforeAll(async () => {
  t = await makeTestApp();
  owner = await makeUser(t.app, t.db);
  stranger = await makeUser(t.app, t.db);
});
afterAll(async () => t.close());

/** PostgreSQL delivers a notification just after the commit: allow it a moment there, none on PGlite. */
async function soon<T>(read: () => Promise<T>, until: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + (onPostgres ? 3000 : 0);
  for (;;) {
    const v = await read();
    if (until(v) || Date.now() >= deadline) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const title = async (u: FactoryUser, bookId: string) =>
  (await u.api.get('/api/book/read', { book_id: bookId })).body.data.book_name_ch as string;

describe('kept answers of the reader, shelf and page data', () => {
  it('shows a change written behind the server’s back (SQL, admin, another process)', async () => {
    const book = await makeFinishedBook(t.app, owner, { book_name_ch: '舊書名', pages: 2 });
    expect(await title(owner, book.book_id)).toBe('舊書名');
    const shelf0 = await owner.api.get('/api/book/booklist');
    expect(shelf0.body.data.my_book[0].book_name_ch).toBe('舊書名');
    const page0 = await owner.api.get('/api/book/data', { book_id: book.book_id, step: '3', page: '1' });
    expect(page0.body.data.exists).toBe(true);

    await t.db.updateTable('books').set({ book_name_ch: '新書名' }).where('id', '=', book.book_id).execute();
    await t.db
      .updateTable('pages')
      .set({ user_input: '小貓在森林裡唱歌。' })
      .where('book_id', '=', book.book_id)
      .where('step', '=', 3)
      .where('page', '=', 1)
      .execute();

    expect(
      await soon(
        () => title(owner, book.book_id),
        (v) => v === '新書名',
      ),
    ).toBe('新書名');
    const view = await soon(
      () => stranger.api.get('/api/book/view', { book_id: book.book_id }),
      (r) => r.body.data.book_content[0].pages[0].user_input === '小貓在森林裡唱歌。',
    );
    expect(view.body.data.book_content[0].pages[0].user_input).toBe('小貓在森林裡唱歌。');
    const shelf = await soon(
      () => owner.api.get('/api/book/booklist'),
      (r) => r.body.data.my_book[0].book_name_ch === '新書名',
    );
    expect(shelf.body.data.my_book[0].book_name_ch).toBe('新書名');
    const page = await soon(
      () => owner.api.get('/api/book/data', { book_id: book.book_id, step: '3', page: '1' }),
      (r) => r.body.data.user_input === '小貓在森林裡唱歌。',
    );
    expect(page.body.data.user_input).toBe('小貓在森林裡唱歌。');

    // a deleted page and a deleted book are gone too (cascades fire the same triggers)
    await t.db.deleteFrom('pages').where('book_id', '=', book.book_id).where('page', '=', 2).execute();
    const after = await soon(
      () => owner.api.get('/api/book/read', { book_id: book.book_id }),
      (r) => r.body.data.page_count === 1,
    );
    expect(after.body.data.page_count).toBe(1);
    await t.db.deleteFrom('books').where('id', '=', book.book_id).execute();
    const gone = await soon(
      () => owner.api.get('/api/book/read', { book_id: book.book_id }),
      (r) => r.status === 404,
    );
    expect(gone.status).toBe(404);
    expect((await stranger.api.get('/api/book/view', { book_id: book.book_id })).status).toBe(404);
  });

  it('shows a child her own save at once, on either database', async () => {
    const book = await makeFinishedBook(t.app, owner, { book_name_ch: '我的書', pages: 1 });
    const key = { book_id: book.book_id, step: '3', page: '2' };
    expect((await owner.api.get('/api/book/data', key)).body.data.exists).toBe(false);
    await owner.api.get('/api/book/read', { book_id: book.book_id });
    await owner.api.get('/api/book/booklist');

    const saved = await owner.api.form('/api/book/data', { ...key, user_input: '第二頁的故事開始了。' });
    expect(saved.body.state).toBe(true);
    const page = await owner.api.get('/api/book/data', key);
    expect(page.body.data).toMatchObject({ exists: true, user_input: '第二頁的故事開始了。', page_count: 2 });
    expect((await owner.api.get('/api/book/read', { book_id: book.book_id })).body.data.page_count).toBe(2);
    const shelf = await owner.api.get('/api/book/booklist');
    expect(shelf.body.data.my_book.find((b: { book_id: string }) => b.book_id === book.book_id).page_count).toBe(2);

    await owner.api.form('/api/book/info', { book_id: book.book_id, book_name_ch: '改好的書' });
    expect(await title(owner, book.book_id)).toBe('改好的書');
    await owner.api.post(`/api/book/delete-page?book_id=${book.book_id}&step=3&page=2`);
    expect((await owner.api.get('/api/book/data', key)).body.data.exists).toBe(false);
  });

  it('sends the shelf and the reader compressed to a browser that takes it, the same JSON either way', async () => {
    const u = await makeUser(t.app, t.db);
    const book = await makeFinishedBook(t.app, u, { pages: 3 });
    await makeFinishedBook(t.app, u, { pages: 3 });
    const plain = await t.app.inject({ url: '/api/book/booklist', headers: { authorization: `Bearer ${u.token}` } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const [encoding, inflate] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const)
      for (let twice = 0; twice < 2; twice++) {
        const res = await t.app.inject({
          url: '/api/book/booklist',
          headers: { authorization: `Bearer ${u.token}`, 'accept-encoding': `${encoding}, deflate` },
        });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(JSON.parse(inflate(res.rawPayload).toString())).toEqual(plain.json());
      }
    const read = await t.app.inject({
      url: `/api/book/read?book_id=${book.book_id}`,
      headers: { authorization: `Bearer ${u.token}`, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(read.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(read.rawPayload).toString()).data.book_id).toBe(book.book_id);
    // errors stay small and plain
    const missing = await t.app.inject({
      url: '/api/book/read?book_id=AAAAAAAAAAAAAAAAAAAAAA',
      headers: { authorization: `Bearer ${u.token}`, 'accept-encoding': 'br' },
    });
    expect([missing.statusCode, missing.headers['content-encoding']]).toEqual([404, undefined]);
  });

  it('answers another child’s book from memory exactly like an unknown one', async () => {
    const book = await makeFinishedBook(t.app, owner, { pages: 1 });
    await owner.api.get('/api/book/read', { book_id: book.book_id });
    await owner.api.get('/api/book/data', { book_id: book.book_id, step: '3', page: '1' });
    const unknown = await stranger.api.get('/api/book/read', { book_id: 'AAAAAAAAAAAAAAAAAAAAAA' });
    const foreign = await stranger.api.get('/api/book/read', { book_id: book.book_id });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    const page = await stranger.api.get('/api/book/data', { book_id: book.book_id, step: '3', page: '1' });
    expect(page.status).toBe(404);
    expect(JSON.stringify(page.body)).not.toContain('小貓');
  });

  it('keeps nothing while the change feed is down, and keeps again once it listens', async () => {
    const book = await makeFinishedBook(t.app, owner, { book_name_ch: '甲', pages: 1 });
    await t.app.services.changeFeed.stop();
    try {
      expect(await title(owner, book.book_id)).toBe('甲');
      // no notification can arrive now; a kept answer would stay '甲'
      await t.db.updateTable('books').set({ book_name_ch: '乙' }).where('id', '=', book.book_id).execute();
      expect(await title(owner, book.book_id)).toBe('乙');
    } finally {
      await t.app.services.changeFeed.start();
    }
    await t.db.updateTable('books').set({ book_name_ch: '丙' }).where('id', '=', book.book_id).execute();
    expect(
      await soon(
        () => title(owner, book.book_id),
        (v) => v === '丙',
      ),
    ).toBe('丙');
  });

  it('forgets a remembered session revoked or changed by another process', async () => {
    const u = await makeUser(t.app, t.db);
    expect((await u.api.get('/api/user/profile')).status).toBe(200);
    await t.db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', u.id).execute();
    const res = await soon(
      () => u.api.get('/api/user/profile'),
      (r) => r.status === 401,
    );
    expect(res.status).toBe(401);

    // an account deleted elsewhere (the admin CLI, another process) is signed out on its next request
    const v = await makeUser(t.app, t.db);
    const before = await v.api.get('/api/book/booklist');
    expect(before.status).toBe(200);
    await t.db.deleteFrom('users').where('id', '=', v.id).execute();
    const gone = await soon(
      () => v.api.get('/api/book/booklist'),
      (r) => r.status === 401,
    );
    expect(gone.status).toBe(401);
  });

  it.skipIf(!onPostgres)(
    'survives losing its PostgreSQL connection: stops keeping, reconnects, hears again',
    async () => {
      const book = await makeFinishedBook(t.app, owner, { book_name_ch: '連線', pages: 1 });
      expect(await title(owner, book.book_id)).toBe('連線');
      // an administrator (or a failover) closes the listening connection
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`.execute(t.db);
      await t.db.updateTable('books').set({ book_name_ch: '斷線後' }).where('id', '=', book.book_id).execute();
      expect(
        await soon(
          () => title(owner, book.book_id),
          (v) => v === '斷線後',
        ),
      ).toBe('斷線後');
      // once it listens again, a later change is heard as well
      await new Promise((r) => setTimeout(r, 1500));
      expect(await title(owner, book.book_id)).toBe('斷線後');
      await t.db.updateTable('books').set({ book_name_ch: '重新連上' }).where('id', '=', book.book_id).execute();
      expect(
        await soon(
          () => title(owner, book.book_id),
          (v) => v === '重新連上',
        ),
      ).toBe('重新連上');
    },
  );
});
