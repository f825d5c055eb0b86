import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookRepository } from '../src/db/repositories/book.repository.ts';
import { client, makeTestApp, type TestApp } from './helpers/app.ts';
import { makeFinishedBook, makeUser, type FactoryUser } from './helpers/factories.ts';

let t: TestApp;
let owner: FactoryUser;
let other: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await makeUser(t.app, t.db);
  other = await makeUser(t.app, t.db);
});
afterAll(async () => t.close());

describe('GET /api/book/booklist', () => {
  it('lists only the caller’s books, newest first, with list-item fields and pages grouped by step', async () => {
    const u = await makeUser(t.app, t.db);
    const first = await makeFinishedBook(t.app, u, { book_name_ch: '第一本', pages: 2 });
    const second = await makeFinishedBook(t.app, u, { book_name_ch: '第二本', pages: 3, covers: false });
    await makeFinishedBook(t.app, other, { book_name_ch: '別人的書' });

    const res = await u.api.get('/api/book/booklist', { per_page: '999' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: true, code: 0 });
    const list = res.body.data.my_book;
    expect(list.map((b: any) => b.book_name_ch)).toEqual(['第二本', '第一本']);
    expect(list[0].book_id).toBe(second.book_id);
    expect(list[1]).toMatchObject({
      book_id: first.book_id,
      book_name_en: 'The Kitten Adventure',
      book_author: '王小明',
      preface: '希望大家喜歡我的書！',
      style: '1',
      page_count: 2,
      book_frontcover: first.pictures[0],
      book_backcover: first.pictures[1],
      cover_image: first.pictures[0],
    });
    expect(list[1].book_content).toEqual([
      {
        step: 3,
        pages: [
          expect.objectContaining({
            page: 'page_1',
            user_pic_select: first.pictures[0],
            position_input: 'bottom-left',
          }),
          expect.objectContaining({ page: 'page_2', user_pic_input: [{ who: '小貓', where: '森林', what: '散步' }] }),
        ],
      },
    ]);
    // no cover chosen yet: the shelf shows the first page's picture
    expect(list[0]).toMatchObject({ book_frontcover: null, cover_image: second.pictures[0] });
    expect(JSON.stringify(list)).not.toContain(u.id);
  });

  it('limits by per_page and refuses out-of-range or non-numeric values with a Chinese 400', async () => {
    const u = await makeUser(t.app, t.db);
    await makeFinishedBook(t.app, u, { pages: 1 });
    await makeFinishedBook(t.app, u, { pages: 1 });
    expect((await u.api.get('/api/book/booklist', { per_page: '1' })).body.data.my_book).toHaveLength(1);
    expect((await u.api.get('/api/book/booklist')).body.data.my_book).toHaveLength(2);
    for (const bad of ['0', '-5', '1000', 'abc', '2.5', '']) {
      const res = await u.api.get('/api/book/booklist', { per_page: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ state: false, msg: '資料格式不正確！' });
    }
  });

  it('answers an empty shelf and asks for login without a token', async () => {
    const u = await makeUser(t.app, t.db);
    expect((await u.api.get('/api/book/booklist')).body.data).toEqual({ my_book: [] });
    expect((await client(t.app).get('/api/book/booklist')).status).toBe(401);
  });
});

describe('GET /api/book/read', () => {
  it('gives the owner the read view: steps in order, pages with label, texts, picture and corner', async () => {
    const book = await makeFinishedBook(t.app, owner, {
      pages: 3,
      positions: ['top-right', 'bottom-right'],
      texts: [{ ch: '小貓出發了。', en: 'The kitten sets off.' }],
    });
    // a page on a later step comes after step 3's pages whatever the insertion order
    await bookRepository(t.db).upsertPage(book.book_id, 4, 1, {
      user_input: '第四步的頁',
      user_pic_select: '/files/x/y.png',
      user_pic_input: [{ who: ' 小貓 ', where: '森林裡', what: '追蝴蝶' }],
    });
    const res = await owner.api.get('/api/book/read', { book_id: book.book_id });
    expect(res.status).toBe(200);
    const view = res.body.data;
    expect(view).toMatchObject({
      book_id: book.book_id,
      book_name_ch: '小貓去冒險',
      book_author: '王小明',
      preface: '希望大家喜歡我的書！',
      book_frontcover: book.pictures[0],
      book_backcover: book.pictures[2],
      page_count: 4,
    });
    expect(view.book_content.map((s: any) => [s.step, s.pages.map((p: any) => p.page)])).toEqual([
      [3, ['page_1', 'page_2', 'page_3']],
      [4, ['page_1']],
    ]);
    expect(view.book_content[0].pages[0]).toEqual({
      page: 'page_1',
      user_input: '小貓出發了。',
      en_user_input: 'The kitten sets off.',
      user_pic_select: book.pictures[0],
      position_input: 'top-right',
      // the picture's alt text: who, where and what the child asked it to show
      pic_alt: '小貓，森林，散步',
    });
    // a picture's alt text comes from what the child asked it to show
    expect(view.book_content[1].pages[0].pic_alt).toBe('小貓，森林裡，追蝴蝶');
    expect(view.book_content[0].pages[1].position_input).toBe('bottom-right');
    // the pictures are real PNG files served under /files/
    const pic = await t.app.inject({ method: 'GET', url: book.pictures[0]! });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/png');
    expect(pic.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers another user’s book exactly like an unknown one (404)', async () => {
    const book = await makeFinishedBook(t.app, owner, { pages: 1 });
    const foreign = await other.api.get('/api/book/read', { book_id: book.book_id });
    const unknown = await other.api.get('/api/book/read', { book_id: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ state: false, code: 1004, msg: '找不到這本繪本！' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(foreign.body);
  });

  it('refuses a missing or malformed book_id with the spec’s message, and needs a login', async () => {
    for (const query of [
      {},
      { book_id: '' },
      { book_id: 'undefined' },
      { book_id: 'x'.repeat(500) },
      { book_id: "1' or 1=1" },
    ]) {
      const res = await owner.api.get('/api/book/read', query as Record<string, string>);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.state).toBe(false);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await owner.api.get('/api/book/read', { book_id: 'undefined' })).body.msg).toBe(
      '⚠️ 目前無法識別繪本 ID，請重新整理頁面！',
    );
    const book = await makeFinishedBook(t.app, owner, { pages: 1 });
    expect((await client(t.app).get('/api/book/read', { book_id: book.book_id })).status).toBe(401);
  });
});

describe('GET /api/book/view (share link)', () => {
  it('works without login for an existing id and carries nothing about the owner', async () => {
    const book = await makeFinishedBook(t.app, owner, { pages: 2 });
    const res = await client(t.app).get('/api/book/view', { book_id: book.book_id });
    expect(res.status).toBe(200);
    const owned = await owner.api.get('/api/book/read', { book_id: book.book_id });
    expect(res.body.data).toEqual(owned.body.data);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(owner.id);
    expect(text).not.toContain(owner.username);
    expect(text).not.toMatch(/user_id|email|ch_story_ai|user_pic_input/);
    // a signed-in stranger may read a shared book too
    expect((await other.api.get('/api/book/view', { book_id: book.book_id })).status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one, with or without login', async () => {
    const anon = client(t.app);
    expect((await anon.get('/api/book/view', { book_id: 'AAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(404);
    expect((await anon.get('/api/book/view')).status).toBe(400);
    expect((await anon.get('/api/book/view', { book_id: 'short' })).body.msg).toBe(
      '⚠️ 目前無法識別繪本 ID，請重新整理頁面！',
    );
    // an expired token does not block the public view
    expect(
      (await client(t.app, 'not-a-token').get('/api/book/view', { book_id: 'AAAAAAAAAAAAAAAAAAAAAA' })).status,
    ).toBe(404);
  });
});
