import { CREATE_MSG, MSG } from '@storycat/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers/app.ts';
import { makeBook, makeUser, type FactoryUser } from './helpers/factories.ts';

let t: TestApp;
let kid: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  kid = await makeUser(t.app, t.db);
});
afterAll(async () => t.close());

const pagePic = (book: string, extra: Record<string, string> = {}) => ({
  story_pic_prompt: '【誰】小兔子【在哪裡】森林【做什麼】吃紅蘿蔔',
  style: '2',
  book_id: book,
  step: '3',
  page: '2',
  ...extra,
});

async function counter(bookId: string, step = 3, page = 2) {
  const row = await t.db
    .selectFrom('pages')
    .select(['pic_generated', 'story_pic_ai'])
    .where('book_id', '=', bookId)
    .where('step', '=', step)
    .where('page', '=', page)
    .executeTakeFirst();
  return row ?? { pic_generated: 0, story_pic_ai: [] };
}

describe('translate', () => {
  it('answers an English draft', async () => {
    const r = await kid.api.get('/api/tool/translate', {
      translate_language: 'ch_en',
      input_text: '小兔子在森林裡吃紅蘿蔔',
    });
    expect(r.status).toBe(200);
    // a page of a book is narrated in the past (issue 27)
    expect(r.body.data.translate_text).toBe('The little rabbit ate a carrot in the forest.');
  });
  it('needs a login, text, and the ch_en direction', async () => {
    expect((await t.app.inject({ url: '/api/tool/translate?input_text=%E4%BD%A0%E5%A5%BD' })).statusCode).toBe(401);
    const empty = await kid.api.get('/api/tool/translate', { translate_language: 'ch_en', input_text: '  ' });
    expect([empty.status, empty.body.msg]).toEqual([400, MSG.translateNeedsText]);
    expect((await kid.api.get('/api/tool/translate', { translate_language: 'en_ch', input_text: '你好' })).status).toBe(
      400,
    );
  });
  it("keeps the book's main character a name, and reads only the owner's book", async () => {
    const book = await makeBook(t.db, kid, { character: { name: '星星', features: '黃色的小狗' } });
    const q = { translate_language: 'ch_en', input_text: '星星在森林裡找到一顆蘋果。' };
    const own = await kid.api.get('/api/tool/translate', { ...q, book_id: book.id });
    expect(own.body.data.translate_text).toBe('Xingxing found an apple in the forest.');
    // without the book, 星星 is the word
    expect((await kid.api.get('/api/tool/translate', q)).body.data.translate_text).toMatch(/^The star/);
    const stranger = await makeUser(t.app, t.db);
    expect((await stranger.api.get('/api/tool/translate', { ...q, book_id: book.id })).status).toBe(404);
  });
  it('refuses unsafe text kindly with 422', async () => {
    const r = await kid.api.get('/api/tool/translate', { translate_language: 'ch_en', input_text: '我要殺死你' });
    expect([r.status, r.body.msg]).toEqual([422, MSG.unsafeViolence]);
    expect(r.body.data).toMatchObject({ reason: 'blocked', category: 'violence' });
  });
});

describe('story-to-prompt', () => {
  it('builds a prompt from who, where and what', async () => {
    const r = await kid.api.get('/api/tool/story-to-prompt', { who: '小兔子', where: '森林', what: '吃紅蘿蔔' });
    expect(r.status).toBe(200);
    expect(r.body.data.story_pic_prompt).toContain('【誰】小兔子【在哪裡】森林【做什麼】吃紅蘿蔔');
    expect(r.body.data.story_pic_prompt).toMatch(/rabbit/i);
  });
  it('needs one field at least and at most 15 characters each', async () => {
    const none = await kid.api.get('/api/tool/story-to-prompt', { who: '', where: ' ', what: '' });
    expect([none.status, none.body.msg]).toEqual([400, CREATE_MSG.picFieldsRequired]);
    const long = await kid.api.get('/api/tool/story-to-prompt', {
      who: '一二三四五六七八九十一二三四五六',
      where: '',
      what: '',
    });
    expect([long.status, long.body.msg]).toEqual([400, CREATE_MSG.picFieldTooLong]);
  });
  it('suggests inventing an own character instead of a famous one', async () => {
    const r = await kid.api.get('/api/tool/story-to-prompt', { who: '皮卡丘', where: '森林', what: '玩' });
    expect(r.status).toBe(422);
    expect(r.body.msg).toContain('皮卡丘');
    expect(r.body.msg).toContain('自己的角色');
  });
});

describe('story-to-prompt and the picture call: one check of the page (decision 0024, session g)', () => {
  it('refuses a harm split over who, where and what, each harmless alone', async () => {
    const r = await kid.api.get('/api/tool/story-to-prompt', { who: '我', where: '學校頂樓', what: '跳下去' });
    expect([r.status, r.body.data?.category]).toEqual([422, 'self_harm']);
  });
  it('draws the prompt it wrote, and still refuses that prompt once changed', async () => {
    const book = await makeBook(t.db, kid);
    const p = await kid.api.get('/api/tool/story-to-prompt', { who: '小貓', where: '屋頂', what: '看星星' });
    const prompt = String(p.body.data.story_pic_prompt);
    const ok = await kid.api.get('/api/tool/prompt-to-img-self', pagePic(book.id, { story_pic_prompt: prompt }));
    expect(ok.status).toBe(200);
    const changed = await kid.api.get(
      '/api/tool/prompt-to-img-self',
      pagePic(book.id, { story_pic_prompt: `${prompt}，畫一個沒穿衣服的女生` }),
    );
    expect(changed.status).toBe(422);
    expect((await counter(book.id)).pic_generated).toBe(1);
  });
});

describe('prompt-to-img-trial', () => {
  it('answers one stored, cacheable PNG picture', async () => {
    const r = await kid.api.get('/api/tool/prompt-to-img-trial', {
      story_pic_prompt: '【誰】小狗【在哪裡】海邊【做什麼】玩球',
      style: '1',
    });
    expect(r.status).toBe(200);
    // under the child's id: the tour picture belongs to her and goes with her account
    expect(r.body.data.story_pic_ai).toMatch(new RegExp(`^/files/pictures/trial/${kid.id}/[A-Za-z0-9_-]+\\.png$`));
    const file = await t.app.inject({ url: r.body.data.story_pic_ai });
    expect(file.headers['cache-control']).toContain('immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 768]);
  });
  it('rejects a missing or unknown style', async () => {
    const none = await kid.api.get('/api/tool/prompt-to-img-trial', { story_pic_prompt: '小狗', style: '' });
    expect([none.status, none.body.msg]).toEqual([400, CREATE_MSG.styleRequired]);
    const unknown = await kid.api.get('/api/tool/prompt-to-img-trial', { story_pic_prompt: '小狗', style: '99' });
    expect([unknown.status, unknown.body.msg]).toEqual([400, CREATE_MSG.unknownStyle]);
  });
});

describe('prompt-to-img-self', () => {
  it('allows two generations per page, keeps both, and refuses the third without changing anything', async () => {
    const book = await makeBook(t.db, kid);
    const first = await kid.api.get('/api/tool/prompt-to-img-self', pagePic(book.id));
    expect(first.status).toBe(200);
    expect(first.body.data.pic_generated).toBe(1);
    expect(first.body.data.story_pic_ai).toHaveLength(1);
    const second = await kid.api.get('/api/tool/prompt-to-img-self', pagePic(book.id));
    expect(second.body.data.pic_generated).toBe(2);
    expect(second.body.data.story_pic_ai).toHaveLength(2);
    expect(second.body.data.story_pic_ai[0]).toBe(first.body.data.story_pic_ai[0]);
    // Another seed: the regenerated picture is a different composition.
    const [a, b] = await Promise.all(second.body.data.story_pic_ai.map((u: string) => t.app.inject({ url: u })));
    expect(Buffer.compare(a!.rawPayload, b!.rawPayload)).not.toBe(0);
    const files = t.storage.keys().length;
    const third = await kid.api.get('/api/tool/prompt-to-img-self', pagePic(book.id));
    expect([third.status, third.body.msg]).toEqual([409, MSG.picGenerationUsedUp]);
    expect(await counter(book.id)).toEqual({ pic_generated: 2, story_pic_ai: second.body.data.story_pic_ai });
    expect(t.storage.keys().length).toBe(files);
  });

  it('lets only one of two concurrent requests take the last generation', async () => {
    const book = await makeBook(t.db, kid);
    await kid.api.get('/api/tool/prompt-to-img-self', pagePic(book.id));
    const results = await Promise.all(
      [1, 2, 3].map(() => kid.api.get('/api/tool/prompt-to-img-self', pagePic(book.id))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const row = await counter(book.id);
    expect(row.pic_generated).toBe(2);
    expect(row.story_pic_ai).toHaveLength(2);
  });

  it('answers 404 for another child’s book and leaves its counter alone', async () => {
    const other = await makeUser(t.app, t.db);
    const book = await makeBook(t.db, other);
    const r = await kid.api.get('/api/tool/prompt-to-img-self', pagePic(book.id));
    expect(r.status).toBe(404);
    expect((await counter(book.id)).pic_generated).toBe(0);
  });

  it.each([
    ['a step outside 3–6', { step: '7' }, MSG.invalidStep],
    ['step 2', { step: '2' }, MSG.invalidStep],
    ['page 13', { page: '13' }, MSG.invalidStep],
    ['an unknown style', { style: 'x' }, CREATE_MSG.unknownStyle],
    ['no style', { style: '' }, CREATE_MSG.styleRequired],
    ['an empty prompt', { story_pic_prompt: ' ' }, MSG.picPromptRequired],
  ])('rejects %s with 400 and an untouched counter', async (_, extra, msg) => {
    const book = await makeBook(t.db, kid);
    const r = await kid.api.get('/api/tool/prompt-to-img-self', pagePic(book.id, extra));
    expect([r.status, r.body.msg]).toEqual([400, msg]);
    expect(await counter(book.id)).toEqual({ pic_generated: 0, story_pic_ai: [] });
  });

  it('refuses unsafe prompts with 422 before any picture is made', async () => {
    const book = await makeBook(t.db, kid);
    const files = t.storage.keys().length;
    const r = await kid.api.get(
      '/api/tool/prompt-to-img-self',
      pagePic(book.id, { story_pic_prompt: '【誰】色情【在哪裡】森林【做什麼】玩' }),
    );
    expect(r.status).toBe(422);
    expect(t.storage.keys().length).toBe(files);
    expect((await counter(book.id)).pic_generated).toBe(0);
  });
});

describe('character-img', () => {
  it('draws the main character for the owner and stores it under the book', async () => {
    const book = await makeBook(t.db, kid);
    const r = await kid.api.get('/api/tool/character-img', {
      name: '毛毛',
      features: '戴紅色帽子的小狗',
      style: '1',
      book_id: book.id,
    });
    expect(r.status).toBe(200);
    expect(r.body.data.image).toMatch(new RegExp(`^/files/pictures/${book.id}/`));
    expect(r.body.data.prompt).toMatch(/white background, no shadow/);
  });
  it('draws the same picture for the same seed and another one for the next seed (regenerate)', async () => {
    const book = await makeBook(t.db, kid);
    const q = { name: '毛毛', features: '戴紅色帽子的小狗', style: '1', book_id: book.id };
    const bytes = async (seed: number) => {
      const r = await kid.api.get('/api/tool/character-img', { ...q, seed: String(seed) });
      expect(r.status).toBe(200);
      return (await t.app.inject({ method: 'GET', url: r.body.data.image })).rawPayload;
    };
    const first = await bytes(1);
    expect((await bytes(1)).equals(first)).toBe(true);
    expect((await bytes(2)).equals(first)).toBe(false);
  });
  it('needs name and features, and the owner', async () => {
    const book = await makeBook(t.db, kid);
    const r = await kid.api.get('/api/tool/character-img', {
      name: '',
      features: '小狗',
      style: '1',
      book_id: book.id,
    });
    expect([r.status, r.body.msg]).toEqual([400, CREATE_MSG.characterFieldsRequired]);
    const stranger = await makeUser(t.app, t.db);
    const s = await stranger.api.get('/api/tool/character-img', {
      name: '毛毛',
      features: '小狗',
      style: '1',
      book_id: book.id,
    });
    expect(s.status).toBe(404);
  });
});

describe('rate limit', () => {
  it('stops a child after the per-user AI limit', async () => {
    const busy = await makeUser(t.app, t.db);
    let last = 0;
    for (let i = 0; i < 121; i++)
      last = (await busy.api.get('/api/tool/translate', { translate_language: 'ch_en', input_text: '小貓' })).status;
    expect(last).toBe(429);
  });
});

describe('GET /api/style', () => {
  it('lists at least six styles, each with a sample picture', async () => {
    const r = await client().get('/api/style');
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThanOrEqual(6);
    for (const s of r.body.data) {
      expect(s).toMatchObject({ id: expect.any(String), name: expect.any(String) });
      const file = await t.app.inject({ url: s.image });
      expect(file.statusCode).toBe(200);
    }
  });
});

function client() {
  return {
    get: async (url: string) => {
      const r = await t.app.inject({ url });
      return { status: r.statusCode, body: r.json() };
    },
  };
}
