import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_MSG, REPORT_SECTIONS } from '@storycat/contract';
import { EASY_STORY } from '../src/report/analyser/fixtures.ts';
import { client, makeTestApp, type TestApp } from './helpers/app.ts';
import { makeStoryBook, makeUser, type FactoryUser } from './helpers/factories.ts';

let t: TestApp;
let kid: FactoryUser;
let other: FactoryUser;
let book: { id: string };
let shortBook: { id: string };

beforeAll(async () => {
  t = await makeTestApp();
  kid = await makeUser(t.app, t.db);
  other = await makeUser(t.app, t.db);
  book = await makeStoryBook(t.db, kid.id, { title: '小兔子去河邊', ...EASY_STORY, en_own: true });
  shortBook = await makeStoryBook(t.db, kid.id, { zh: ['小兔子住在森林裡。', '牠有一個好朋友。'] });
});
afterAll(() => t.close());

const saved = async (id: string) => (await kid.api.get('/api/report/saved', { book_id: id })).body.data;

describe('GET /api/report/story-basic', () => {
  it('gives title, author, word count and cover, and saves story_basic', async () => {
    const res = await kid.api.get('/api/report/story-basic', { book_id: book.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      title_ch: '小兔子去河邊',
      title_en: "Little Rabbit's Adventure",
      age: null,
      author: '小作者',
      word_count: 168,
      img: null,
    });
    expect((await saved(book.id)).report.story_basic.word_count).toBe(168);
  });

  it('answers a short book with its count but stores no report', async () => {
    const res = await kid.api.get('/api/report/story-basic', { book_id: shortBook.id });
    expect(res.body.data.word_count).toBe(15);
    expect((await saved(shortBook.id)).report).toBeNull();
  });
});

describe('the 150 gate', () => {
  it.each(REPORT_SECTIONS)('%s refuses a book under 150 words with the spec message', async (section) => {
    const res = await kid.api.get(`/api/report/${section}`, { book_id: shortBook.id });
    expect(res.status).toBe(422);
    expect(res.body.state).toBe(false);
    expect(res.body.msg).toBe('您的繪本僅有15字\n至少需要150字才可生成繪本報告！');
    expect(res.body.data).toEqual({ word_count: 15 });
    expect((await saved(shortBook.id)).report).toBeNull();
  });
});

describe('ownership and bad input', () => {
  it.each(['story-basic', ...REPORT_SECTIONS, 'saved'])(
    '%s: another user’s book is 404, like an unknown one',
    async (s) => {
      const foreign = await other.api.get(`/api/report/${s}`, { book_id: book.id });
      const unknown = await kid.api.get(`/api/report/${s}`, { book_id: 'noSuchBookIdAtAll12345' });
      expect(foreign.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(foreign.body).toEqual(unknown.body);
    },
  );

  it('asks for the book id and for a login', async () => {
    const res = await kid.api.get('/api/report/analysis');
    expect(res.status).toBe(400);
    // the one id check of the book policy: the spec's Step1 text for a missing id
    expect(res.body.msg).toBe(CREATE_MSG.unknownBookId);
    expect((await client(t.app).get('/api/report/analysis', { book_id: book.id })).status).toBe(401);
    expect((await kid.api.get('/api/book/send-report')).status).toBe(400);
  });

  it('refuses a report PDF before the report exists', async () => {
    const res = await kid.api.get('/api/book/send-report', { book_id: book.id });
    expect(res.status).toBe(409);
    expect((await saved(book.id)).report_pdf_status).toBeNull();
  });
});

describe('generating the report section by section', () => {
  it('answers each section in the report object shape and saves it', async () => {
    const get = async (s: string) => {
      const res = await kid.api.get(`/api/report/${s}`, { book_id: book.id });
      expect(res.status, s).toBe(200);
      return res.body.data;
    };
    const analysis = await get('analysis');
    expect(Object.keys(analysis).sort()).toEqual(['interest', 'mastery', 'sum']);
    expect(analysis.interest).toContain('小兔子');
    const level = await get('level');
    expect(level.level_ch).toBeGreaterThanOrEqual(0);
    expect(level.level_en).toBeLessThanOrEqual(10);
    expect((await get('common-ch')).common_ch[0]).toEqual({ word: '小兔子', count: 6 });
    // six on the pages and one in the English title, all the child's own here
    expect((await get('common-en')).common_en[0]).toEqual({ word: 'rabbit', count: 7 });
    const character = await get('character');
    expect(character.animal).toMatch(/^(Rat|Ox|Tiger|Rabbit|Dragon|Snake|Horse|Goat|Monkey|Rooster|Dog|Pig)$/);
    const ability = await get('ability');
    for (const k of ['creative', 'emotion', 'logical']) expect(ability[k]).toMatch(/^\d\.\d, .+/);
    const traits = await get('traits');
    expect(Object.keys(traits).sort()).toEqual(['extrovert', 'kind', 'open', 'responsible', 'stable']);
    for (const v of Object.values(traits)) expect(v).toMatch(/^\d\.\d$/);

    const { report } = await saved(book.id);
    expect(report).toMatchObject({ analysis, level, character, ability, traits });
    // the two common lists are saved side by side under `common`
    expect(report.common.common_ch[0].word).toBe('小兔子');
    expect(report.common.common_en[0].word).toBe('rabbit');
  });
});
