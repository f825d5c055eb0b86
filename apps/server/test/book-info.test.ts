import { CREATE_MSG } from '@storycat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookRepository } from '../src/db/repositories/book.repository.ts';
import { client, makeTestApp, type TestApp } from './helpers/app.ts';
import { ledgerRows, makeUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

const title = {
  book_name_ch: '小貓去海邊',
  book_name_en: 'The Cat Goes to the Beach',
  book_author: '王小明',
  style: '1',
};
const bookCount = async (userId: string) =>
  (await t.db.selectFrom('books').select('id').where('user_id', '=', userId).execute()).length;

describe('creating a book', () => {
  it('spends 10 points through the ledger and answers data.book_id', async () => {
    const u = await makeUser(t.app, t.db, { point: 25 });
    const r = await u.api.post('/api/book/info', title);
    expect(r.body.state).toBe(true);
    const id = r.body.data.book_id as string;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await u.api.get('/api/user/profile')).body.data.point).toBe(15);
    const rows = await ledgerRows(t.db, u.id);
    expect(rows.filter((x) => x.cause_key === `book:${id}`)).toHaveLength(1);
    const info = await u.api.get('/api/book/info', { book_id: id });
    expect(info.body.data).toMatchObject({
      book_id: id,
      ...title,
      page_count: 0,
      preface: '',
      report: null,
      book_pdf_status: null,
    });
  });

  it('refuses without enough points and leaves no book and no ledger row', async () => {
    const u = await makeUser(t.app, t.db, { point: 9 });
    const r = await u.api.post('/api/book/info', title);
    expect(r.status).toBe(402);
    expect(r.body.msg).toBe(CREATE_MSG.insufficientPoints);
    expect(await bookCount(u.id)).toBe(0);
    expect((await u.api.get('/api/user/profile')).body.data.point).toBe(9);
  });

  it('lets exactly as many concurrent creations through as the points pay for', async () => {
    const u = await makeUser(t.app, t.db, { point: 30 });
    const results = await Promise.all(Array.from({ length: 8 }, () => u.api.post('/api/book/info', title)));
    expect(results.filter((r) => r.body.state).length).toBe(3);
    expect(await bookCount(u.id)).toBe(3);
    expect((await u.api.get('/api/user/profile')).body.data.point).toBe(0);
  });

  it.each([
    [{ book_author: '' }, CREATE_MSG.authorRequired],
    [{ book_name_en: ' ' }, CREATE_MSG.allFieldsRequired],
    [{ book_name_ch: '一二三四五六七八九十一' }, CREATE_MSG.within10],
    [{ book_author: '一二三四五六七八九十一' }, CREATE_MSG.within10],
    [{ style: '99' }, CREATE_MSG.unknownStyle],
  ])('refuses %o with the spec message and spends nothing', async (patch, msg) => {
    const u = await makeUser(t.app, t.db, { point: 10 });
    const r = await u.api.post('/api/book/info', { ...title, ...patch });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(msg);
    expect(await bookCount(u.id)).toBe(0);
    expect((await u.api.get('/api/user/profile')).body.data.point).toBe(10);
  });

  it('needs a login', async () => {
    expect((await client(t.app).post('/api/book/info', title)).status).toBe(401);
  });
});

describe('updating a book', () => {
  it('changes only the sent fields, for the owner only', async () => {
    const owner = await makeUser(t.app, t.db, { point: 10 });
    const other = await makeUser(t.app, t.db, { point: 10 });
    const id = (await owner.api.post('/api/book/info', title)).body.data.book_id;
    expect((await owner.api.post('/api/book/info', { book_id: id, style: '3' })).body.state).toBe(true);
    expect((await owner.api.get('/api/book/info', { book_id: id })).body.data).toMatchObject({
      style: '3',
      book_name_ch: '小貓去海邊',
    });
    const foreign = await other.api.post('/api/book/info', { book_id: id, book_name_ch: '偷改' });
    expect(foreign.status).toBe(404);
    expect((await other.api.get('/api/book/info', { book_id: id })).status).toBe(404);
    expect((await owner.api.get('/api/book/info', { book_id: id })).body.data.book_name_ch).toBe('小貓去海邊');
  });

  it('validates the preface and accepts covers only from the book’s own pictures', async () => {
    const u = await makeUser(t.app, t.db, { point: 10 });
    const id = (await u.api.post('/api/book/info', title)).body.data.book_id;
    expect((await u.api.post('/api/book/info', { book_id: id, preface: '' })).body.msg).toBe(
      CREATE_MSG.prefaceRequired,
    );
    expect(
      (await u.api.post('/api/book/info', { book_id: id, preface: '一二三四五六七八九十一二三四五六' })).body.msg,
    ).toBe(CREATE_MSG.prefaceTooLong);
    expect((await u.api.post('/api/book/info', { book_id: id, preface: '送給我的家人' })).body.state).toBe(true);
    const pic = `/files/pictures/${id}/a.png`;
    await bookRepository(t.db).upsertPage(id, 3, 1, {
      user_input: '小貓在沙灘玩。',
      story_pic_ai: [pic],
      user_pic_select: pic,
    });
    expect(
      (await u.api.post('/api/book/info', { book_id: id, book_frontcover: '/files/pictures/other/b.png' })).body.msg,
    ).toBe(CREATE_MSG.pictureNotOfBook);
    expect((await u.api.post('/api/book/info', { book_id: id, book_frontcover: '' })).body.msg).toBe(
      CREATE_MSG.coverRequired,
    );
    expect(
      (await u.api.post('/api/book/info', { book_id: id, book_frontcover: pic, book_backcover: pic })).body.state,
    ).toBe(true);
    expect((await u.api.get('/api/book/info', { book_id: id })).body.data).toMatchObject({
      book_frontcover: pic,
      preface: '送給我的家人',
      page_count: 1,
    });
  });

  it('answers a missing or "undefined" id with the spec text', async () => {
    const u = await makeUser(t.app, t.db);
    for (const book_id of ['', 'undefined']) {
      const r = await u.api.get('/api/book/info', { book_id });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(CREATE_MSG.unknownBookId);
    }
  });
});
