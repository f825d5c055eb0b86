import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_UI } from '@storycat/contract';
import { sql } from 'kysely';
import { EASY_STORY } from '../src/report/analyser/fixtures.ts';
import { makeTestApp, type TestApp } from './helpers/app.ts';
import { makeStoryBook, makeUser, type FactoryUser } from './helpers/factories.ts';
import { makeClass, makeTeacher, loginSchool } from './helpers/school.ts';
import { client } from './helpers/app.ts';

/**
 * Whose English (issue U, decision 0022), on PGlite and — with TEST_DATABASE_URL — on PostgreSQL: the server marks
 * a saved English text as the translator's when it is a draft GET /api/tool/translate served to this child, and as
 * hers otherwise; the report measures only her own English.
 */
let t: TestApp;
let kid: FactoryUser;
let bookId: string;

beforeAll(async () => {
  t = await makeTestApp();
  kid = await makeUser(t.app, t.db, { point: 10 });
  const r = await kid.api.post('/api/book/info', {
    book_name_ch: '小兔子去河邊',
    book_name_en: 'Bunny',
    book_author: '小美',
    style: '2',
  });
  if (!r.body.state) throw new Error(r.body.msg);
  bookId = r.body.data.book_id;
});
afterAll(() => t.close());

const page = async (n: number) =>
  t.db
    .selectFrom('pages')
    .select(['en_user_input', 'en_own'])
    .where('book_id', '=', bookId)
    .where('page', '=', n)
    .executeTakeFirstOrThrow();
const translate = async (text: string) =>
  (await kid.api.get('/api/tool/translate', { translate_language: 'ch_en', input_text: text, book_id: bookId })).body
    .data.translate_text as string;
const save = (n: number, zh: string, en: string) =>
  kid.api.form('/api/book/data', { book_id: bookId, step: '3', page: String(n), user_input: zh, en_user_input: en });

describe('the new columns', () => {
  it('count a row written without them as translated (the migration default)', async () => {
    const other = await makeStoryBook(t.db, kid.id, {
      zh: ['小兔子住在森林裡。'],
      en: ['A rabbit lives in a forest.'],
    });
    const row = await t.db
      .selectFrom('pages')
      .innerJoin('books', 'books.id', 'pages.book_id')
      .select(['pages.en_own', 'books.book_name_en_own'])
      .where('books.id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ en_own: false, book_name_en_own: false });
    // the stored default itself, not only what the factory wrote
    const r = await sql<{ d: string | null }>`
      select column_default as d from information_schema.columns where table_name = 'pages' and column_name = 'en_own'`.execute(
      t.db,
    );
    expect(String(r.rows[0]?.d)).toMatch(/false/);
  });
});

describe('saving English', () => {
  const zh = '小兔子在河邊找到一顆又大又紅的蘋果。';

  it('the translator’s draft saved untouched is translated', async () => {
    const draft = await translate(zh);
    expect(draft.length).toBeGreaterThan(5);
    expect((await save(1, zh, draft)).status).toBe(200);
    expect(await page(1)).toEqual({ en_user_input: draft.trim(), en_own: false });
  });

  it('spacing, case and punctuation changes are not writing', async () => {
    const draft = await translate(zh);
    await save(1, zh, `  ${draft.toUpperCase().replace(/[.!]$/, '')}  `);
    expect((await page(1)).en_own).toBe(false);
  });

  it('a draft the child changed a word of is hers', async () => {
    const draft = await translate(zh);
    const edited = draft.replace(/\b(apple|red|big)\b/i, 'pear');
    expect(edited).not.toBe(draft);
    await save(1, zh, edited);
    expect((await page(1)).en_own).toBe(true);
  });

  it('English she typed herself is hers; emptied English is no one’s', async () => {
    await save(2, '小兔子跳進河裡游泳。', 'The bunny jumps into the river and swims.');
    expect((await page(2)).en_own).toBe(true);
    await save(2, '小兔子跳進河裡游泳。', '');
    expect((await page(2)).en_own).toBe(false);
  });

  it('a draft served to another child is not this child’s draft', async () => {
    const other = await makeUser(t.app, t.db);
    const text = '小熊在山上看星星。';
    const theirs = (await other.api.get('/api/tool/translate', { translate_language: 'ch_en', input_text: text })).body
      .data.translate_text as string;
    await save(3, text, theirs);
    expect((await page(3)).en_own).toBe(true);
  });

  it('the English title: the draft is translated, an edited title is hers', async () => {
    const draft = await translate('小兔子去河邊');
    await kid.api.post('/api/book/info', { book_id: bookId, book_name_en: draft });
    const own = async () =>
      (await t.db.selectFrom('books').select('book_name_en_own').where('id', '=', bookId).executeTakeFirstOrThrow())
        .book_name_en_own;
    expect(await own()).toBe(false);
    await kid.api.post('/api/book/info', { book_id: bookId, book_name_en: 'Bunny Goes to the River' });
    expect(await own()).toBe(true);
  });
});

describe('the report measures only her own English', () => {
  it('translated English only: level_en 0 and the kind note, no translated words in the treemap', async () => {
    const b = await makeStoryBook(t.db, kid.id, { ...EASY_STORY, en_own: false });
    const level = (await kid.api.get('/api/report/level', { book_id: b.id })).body.data;
    expect(level.en_note).toBe('英文內容多為自動翻譯，暫不分析英文程度');
    expect(level.en_note).toBe(REPORT_UI.enNotAnalysed);
    expect(level.level_en).toBe(0);
    expect(level.en_own_words).toBe(0);
    expect((await kid.api.get('/api/report/common-en', { book_id: b.id })).body.data.common_en).toEqual([]);
    const analysis = (await kid.api.get('/api/report/analysis', { book_id: b.id })).body.data;
    expect(analysis.mastery).toContain(REPORT_UI.enNotAnalysed);
  });

  it('her own English of 30 words or more: a level and her words', async () => {
    const b = await makeStoryBook(t.db, kid.id, { ...EASY_STORY, en_own: true });
    const level = (await kid.api.get('/api/report/level', { book_id: b.id })).body.data;
    expect(level.en_note).toBeNull();
    expect(level.en_own_words).toBeGreaterThanOrEqual(30);
    expect(level.level_en).toBeGreaterThan(0);
    expect((await kid.api.get('/api/report/common-en', { book_id: b.id })).body.data.common_en[0].word).toBe('rabbit');
  });
});

describe('grade and the teacher’s class overview', () => {
  it('a pupil of 三年N班 gets grade 3 and its band; the overview shows her level and a highlight', async () => {
    const teacher = await makeTeacher(t.app, t.db);
    const cls = await makeClass(teacher, 2);
    const pupil = cls.pupils[0]!;
    const b = await makeStoryBook(t.db, pupil.id, { ...EASY_STORY });
    const { token } = await loginSchool(t.app, pupil.username, pupil.password);
    const level = (await client(t.app, token).get('/api/report/level', { book_id: b.id })).body.data;
    expect(level.grade).toBe(3);
    expect(level.band_ch).toEqual({ low: expect.any(Number), high: expect.any(Number) });
    expect(level.compare_ch).toContain('三年級');

    const detail = (await teacher.api.get(`/api/teacher/classes/${cls.id}`)).body.data;
    const row = detail.pupils.find((p: { id: string }) => p.id === pupil.id);
    expect(row.level_ch).toBe(level.level_ch);
    expect(typeof row.highlight).toBe('string');
    // the highlight quotes the book
    const quoted = /「(.+)」/.exec(row.highlight)![1]!;
    expect(EASY_STORY.zh.join('\n')).toContain(quoted);
    const empty = detail.pupils.find((p: { id: string }) => p.id === cls.pupils[1]!.id);
    expect(empty).toMatchObject({ level_ch: null, highlight: null });
  });
});
