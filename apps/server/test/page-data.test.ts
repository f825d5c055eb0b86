import { CREATE_MSG } from '@storycat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookRepository } from '../src/db/repositories/book.repository.ts';
import { makeTestApp, type TestApp } from './helpers/app.ts';
import { makeUser, type FactoryUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

async function newBook(opts: { is_trial?: boolean } = {}): Promise<{ u: FactoryUser; id: string }> {
  const u = await makeUser(t.app, t.db, { point: 10, ...opts });
  const r = await u.api.post('/api/book/info', {
    book_name_ch: '森林冒險',
    book_name_en: 'Forest Adventure',
    book_author: '小美',
    style: '2',
  });
  return { u, id: r.body.data.book_id };
}

function multipart(fields: [string, string][]) {
  const boundary = 'sc' + Math.random().toString(16).slice(2);
  const body =
    fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') +
    `--${boundary}--\r\n`;
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('page data', () => {
  it('answers the empty defaults for a page not written yet', async () => {
    const { u, id } = await newBook();
    const r = await u.api.get('/api/book/data', { book_id: id, step: '3', page: '2' });
    expect(r.body.data).toMatchObject({
      exists: false,
      user_input: '',
      position_input: 'bottom-left',
      pic_generated: 0,
      page_count: 0,
    });
  });

  it('saves multipart fields with the bracket notation and keeps the others', async () => {
    const { u, id } = await newBook();
    const save = (fields: [string, string][]) =>
      u.api.call({ method: 'POST', url: '/api/book/data', ...multipart(fields) });
    const r1 = await save([
      ['book_id', id],
      ['step', '3'],
      ['page', '1'],
      ['user_input', '小兔子走進大森林。'],
      ['user_pic_input[][who]', '小兔子'],
      ['user_pic_input[][where]', '森林'],
      ['user_pic_input[][what]', '採蘑菇'],
    ]);
    expect(r1.body).toMatchObject({ state: true, msg: CREATE_MSG.saved });
    const r2 = await save([
      ['book_id', id],
      ['step', '3'],
      ['page', '1'],
      ['en_user_input', 'The little rabbit walks into the big forest.'],
      ['position_input', 'top-right'],
    ]);
    expect(r2.body.data).toMatchObject({
      user_input: '小兔子走進大森林。',
      en_user_input: 'The little rabbit walks into the big forest.',
      user_pic_input: [{ who: '小兔子', where: '森林', what: '採蘑菇' }],
      position_input: 'top-right',
      page_count: 1,
      exists: true,
    });
  });

  it.each([
    [{ user_input: '太短' }, CREATE_MSG.storyTooShort],
    [{ user_input: '長'.repeat(51) }, CREATE_MSG.storyTooLong],
    [{ position_input: 'middle' }, CREATE_MSG.badPosition],
    [{ user_pic_input: JSON.stringify([{ who: '', where: '', what: '' }]) }, CREATE_MSG.picFieldsRequired],
    [
      { user_pic_input: JSON.stringify([{ who: '一二三四五六七八九十一二三四五六', where: '', what: '' }]) },
      CREATE_MSG.picFieldTooLong,
    ],
    [{ user_pic_select: '/files/pictures/x/y.png' }, CREATE_MSG.pictureNotOfPage],
    [{ story_pic_ai: JSON.stringify(['/files/evil.png']) }, CREATE_MSG.pictureNotOfPage],
    [{ step: '7' }, CREATE_MSG.badStep],
    [{ step: '2' }, CREATE_MSG.badStep],
    [{ page: '13' }, CREATE_MSG.badPage],
    [{ page: '0' }, CREATE_MSG.badPage],
  ])('refuses %o and saves nothing', async (patch, msg) => {
    const { u, id } = await newBook();
    const r = await u.api.form('/api/book/data', {
      book_id: id,
      step: '3',
      page: '2',
      user_input: '這是一個好故事。',
      ...patch,
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(msg);
    expect((await bookRepository(t.db).listPages(id)).length).toBe(0);
  });

  it('keeps another user out', async () => {
    const { id } = await newBook();
    const stranger = await makeUser(t.app, t.db);
    expect((await stranger.api.get('/api/book/data', { book_id: id, step: '3', page: '1' })).status).toBe(404);
    expect(
      (await stranger.api.form('/api/book/data', { book_id: id, step: '3', page: '1', user_input: '我來亂寫一頁。' }))
        .status,
    ).toBe(404);
    expect(
      (await stranger.api.call({ method: 'POST', url: `/api/book/delete-page?book_id=${id}&step=3&page=1` })).status,
    ).toBe(404);
  });

  it('stops a trial account at 4 pages and a personal one at 12', async () => {
    const trial = await newBook({ is_trial: true });
    for (let p = 1; p <= 4; p++)
      expect(
        (
          await trial.u.api.form('/api/book/data', {
            book_id: trial.id,
            step: '3',
            page: String(p),
            user_input: `第${p}頁的故事。`,
          })
        ).body.state,
      ).toBe(true);
    const fifth = await trial.u.api.form('/api/book/data', {
      book_id: trial.id,
      step: '4',
      page: '1',
      user_input: '第五頁的故事。',
    });
    expect(fifth.body.msg).toBe(CREATE_MSG.trialPageLimit);
    // editing an existing page is still fine
    expect(
      (
        await trial.u.api.form('/api/book/data', {
          book_id: trial.id,
          step: '3',
          page: '2',
          user_input: '改寫第二頁。',
        })
      ).body.state,
    ).toBe(true);

    const full = await newBook();
    for (let p = 1; p <= 12; p++)
      await full.u.api.form('/api/book/data', {
        book_id: full.id,
        step: '3',
        page: String(p),
        user_input: `第${p}頁的故事。`,
      });
    const r = await full.u.api.form('/api/book/data', {
      book_id: full.id,
      step: '4',
      page: '1',
      user_input: '第十三頁的故事。',
    });
    expect(r.body.msg).toBe(CREATE_MSG.pageLimit);
  });

  it('stores a valid character record on step 3 page 1 only', async () => {
    const { u, id } = await newBook();
    const record = {
      character: {
        name: '小兔兔',
        features: '白色長耳朵，穿紅色背心',
        image: `/files/pictures/${id}/c.png`,
        prompt: 'a white rabbit',
      },
    };
    const bad = await u.api.form('/api/book/data', { book_id: id, step: '3', page: '1', ch_story_ai: '{not json' });
    expect(bad.body.msg).toBe(CREATE_MSG.characterRecordInvalid);
    const elsewhere = await u.api.form('/api/book/data', {
      book_id: id,
      step: '3',
      page: '2',
      ch_story_ai: JSON.stringify(record),
    });
    expect(elsewhere.status).toBe(400);
    const foreignImage = await u.api.form('/api/book/data', {
      book_id: id,
      step: '3',
      page: '1',
      ch_story_ai: JSON.stringify({ character: { ...record.character, image: '/files/pictures/other/c.png' } }),
    });
    expect(foreignImage.body.msg).toBe(CREATE_MSG.characterConfirmRequired);
    const ok = await u.api.form('/api/book/data', {
      book_id: id,
      step: '3',
      page: '1',
      ch_story_ai: JSON.stringify(record),
    });
    expect(ok.body.state).toBe(true);
    expect(JSON.parse(ok.body.data.ch_story_ai)).toEqual(record);
  });

  it('deletes a page, but the page holding the character keeps its record', async () => {
    const { u, id } = await newBook();
    const record = {
      character: { name: '小兔兔', features: '白色長耳朵', image: `/files/pictures/${id}/c.png`, prompt: '' },
    };
    await u.api.form('/api/book/data', {
      book_id: id,
      step: '3',
      page: '1',
      user_input: '第一頁的故事。',
      ch_story_ai: JSON.stringify(record),
    });
    await u.api.form('/api/book/data', { book_id: id, step: '3', page: '2', user_input: '第二頁的故事。' });
    const del = (page: string) =>
      u.api.call({ method: 'POST', url: `/api/book/delete-page?book_id=${id}&step=3&page=${page}` });
    expect((await del('2')).body.state).toBe(true);
    expect((await del('2')).status).toBe(404);
    expect((await del('1')).body.state).toBe(true);
    const p1 = (await u.api.get('/api/book/data', { book_id: id, step: '3', page: '1' })).body.data;
    expect(p1.user_input).toBe('');
    expect(JSON.parse(p1.ch_story_ai).character.name).toBe('小兔兔');
  });
});

describe('JSON bodies', () => {
  it('take nested values as JSON and refuse odd objects with a 400, never a 500', async () => {
    const { u, id } = await newBook();
    const r = await u.api.post('/api/book/data', {
      book_id: id,
      step: 3,
      page: 1,
      user_input: '小兔子走進大森林。',
      user_pic_input: [{ who: '小兔子', where: '森林', what: '採蘑菇' }],
    });
    expect(r.body.data.user_pic_input).toEqual([{ who: '小兔子', where: '森林', what: '採蘑菇' }]);
    const odd = await u.api.post('/api/user/promotionCode', { promotion_code: { toString: true } });
    expect(odd.status).toBe(400);
  });
});
