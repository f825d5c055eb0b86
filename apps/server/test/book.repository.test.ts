import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookRepository } from '../src/db/repositories/book.repository.ts';
import { makeTestApp, type TestApp } from './helpers/app.ts';
import { makeUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

it('stores books with unguessable ids and pages with JSON fields, owner-scoped', async () => {
  const repo = bookRepository(t.db);
  const owner = await makeUser(t.app, t.db);
  const other = await makeUser(t.app, t.db);
  const book = await repo.insertBook({
    userId: owner.id,
    book_name_ch: '小貓去旅行',
    book_name_en: 'Cat Trip',
    book_author: '小明',
    style: '1',
  });
  expect(book.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(await repo.findBookForOwner(book.id, other.id)).toBeUndefined();
  expect((await repo.findBookForOwner(book.id, owner.id))?.book_name_ch).toBe('小貓去旅行');

  await repo.upsertPage(book.id, 3, 1, {
    user_input: '小貓走進森林。',
    user_pic_input: [{ who: '小貓', where: '森林', what: '散步' }],
  });
  const p = await repo.upsertPage(book.id, 3, 1, { story_pic_ai: ['/files/a.png'], pic_generated: 1 });
  expect(p.user_input).toBe('小貓走進森林。');
  expect(p.user_pic_input).toEqual([{ who: '小貓', where: '森林', what: '散步' }]);
  expect(p.story_pic_ai).toEqual(['/files/a.png']);
  expect(p.position_input).toBe('bottom-left');
  await repo.upsertPage(book.id, 4, 2, { user_input: '第二頁' });
  expect((await repo.listPages(book.id)).map((x) => [x.step, x.page])).toEqual([
    [3, 1],
    [4, 2],
  ]);
  await expect(repo.upsertPage(book.id, 7, 1, {})).rejects.toThrow();
  expect(await repo.deletePage(book.id, 4, 2)).toBe(true);
  expect(await repo.deletePage(book.id, 4, 2)).toBe(false);
});
