import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, makeTestApp, type TestApp } from '../helpers/app.ts';
import { makeFinishedBook, makeUser } from '../helpers/factories.ts';

/** Fields a child must not be able to set by adding them to a request body. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

const SNEAKY = {
  point: '99999',
  acc_type: 'school',
  is_trial: 'true',
  role: 'teacher',
  user_id: '00000000-0000-0000-0000-000000000001',
  id: '00000000-0000-0000-0000-000000000002',
  username: 'hijacked1',
  password_hash: 'x',
  guide_done: 'true',
  pic_generated: '-50',
  book_pdf_key: 'reports/other/file.pdf',
  report_pdf_key: 'reports/other/file.pdf',
  report: '{"fake":true}',
  created_at: '2000-01-01',
};

const userRow = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('mass assignment', () => {
  it('registration keeps only its own fields', async () => {
    const r = await client(t.app).post('/api/user/register', {
      ...SNEAKY,
      username: 'massassign1',
      password: 'abc12345',
      name: '小明',
      email: 'mass1@example.com',
      acc_type: 'personal',
      point: 99999,
      is_trial: true,
      guide_done: true,
    });
    expect(r.body.state).toBe(true);
    const u = await t.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'massassign1')
      .executeTakeFirstOrThrow();
    expect([u.point, u.role, u.is_trial, u.guide_done, u.acc_type]).toEqual([0, 'user', false, false, 'personal']);
    expect(u.id).not.toBe(SNEAKY.id);
  });

  it('a profile update changes name and e-mail only', async () => {
    const u = await makeUser(t.app, t.db, { point: 5 });
    const before = await userRow(u.id);
    const r = await u.api.form('/api/user/profile', { ...SNEAKY, name: '新名字', email: 'new@example.com' });
    expect(r.status).toBe(200);
    const after = await userRow(u.id);
    expect(after).toMatchObject({ name: '新名字', email: 'new@example.com' });
    for (const k of ['point', 'acc_type', 'is_trial', 'role', 'username', 'password_hash', 'guide_done', 'id'] as const)
      expect(after[k], k).toEqual(before[k]);
  });

  it('book creation and update ignore owner, points and generated fields', async () => {
    const u = await makeUser(t.app, t.db, { point: 30 });
    const other = await makeUser(t.app, t.db);
    const created = await u.api.form('/api/book/info', {
      ...SNEAKY,
      user_id: other.id,
      book_name_ch: '我的書',
      book_name_en: 'My Book',
      book_author: '小明',
      style: '1',
    });
    expect(created.status).toBe(200);
    const bookId = created.body.data.book_id as string;
    const update = await u.api.form('/api/book/info', {
      ...SNEAKY,
      user_id: other.id,
      book_id: bookId,
      preface: '你好',
    });
    expect(update.status).toBe(200);
    const book = await t.db.selectFrom('books').selectAll().where('id', '=', bookId).executeTakeFirstOrThrow();
    expect(book.user_id).toBe(u.id);
    expect([book.book_pdf_key, book.report_pdf_key, book.report]).toEqual([null, null, null]);
    // Exactly the book's price left the balance, through the ledger.
    expect((await userRow(u.id)).point).toBe(20);
  });

  it("a page save does not take a generated-picture count, another owner or another book's pictures", async () => {
    const u = await makeUser(t.app, t.db, { point: 30 });
    const other = await makeUser(t.app, t.db);
    const mine = await makeFinishedBook(t.app, u, { pages: 1 });
    const theirs = await makeFinishedBook(t.app, other, { pages: 1 });
    const r = await u.api.form('/api/book/data', {
      ...SNEAKY,
      book_id: mine.book_id,
      step: '3',
      page: '1',
      user_input: '小貓走進了森林',
    });
    expect(r.status, r.body.msg).toBe(200);
    const page = await t.db
      .selectFrom('pages')
      .selectAll()
      .where('book_id', '=', mine.book_id)
      .where('step', '=', 3)
      .where('page', '=', 1)
      .executeTakeFirstOrThrow();
    expect(page.user_input).toBe('小貓走進了森林');
    expect(page.pic_generated).toBeGreaterThanOrEqual(0);
    const stolen = await u.api.form('/api/book/data', {
      book_id: mine.book_id,
      step: '3',
      page: '1',
      story_pic_ai: JSON.stringify([theirs.pictures[0]]),
    });
    expect(stolen.status).toBe(400);
    const cover = await u.api.form('/api/book/info', { book_id: mine.book_id, book_frontcover: theirs.pictures[0]! });
    expect(cover.status).toBe(400);
  });
});
