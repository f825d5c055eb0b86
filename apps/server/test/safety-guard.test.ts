import { ERR } from '@storycat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkText } from '../src/ai/safety/safety.ts';
import { client, makeTestApp, type Answer, type TestApp } from './helpers/app.ts';
import { makeUser, type FactoryUser } from './helpers/factories.ts';
import { csvBody, makeClass, makeTeacher } from './helpers/school.ts';

/**
 * Issue M §1 and §7: every route that stores a text a child (or a teacher) typed refuses an unsafe one with the
 * unsafe-content answer of the check, and stores nothing — no row, no file. Runs on PGlite and on PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

// Texts today's list and the final classifier both refuse, one per category used below.
const VIOLENT = '小明拿刀殺人';
const SELF_HARM = '我想自殺';
const INSULT = '王八蛋';

/** The refusal the check itself gives for `text`: status 422, the unsafe-content code and the check's message. */
function expectRefused(r: Answer, text: string) {
  const verdict = checkText(text);
  if (verdict.safe) throw new Error(`test text passes the check: ${text}`);
  expect(r.status).toBe(422);
  expect(r.body.code).toBe(ERR.unsafeContent);
  expect(r.body.msg).toBe(verdict.message);
  expect(r.body.data).toMatchObject({ category: verdict.category });
}

const count = async (table: 'books' | 'pages' | 'users' | 'classes' | 'safety_events') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function multipart(fields: [string, string][], file?: { name: string; body: Buffer }) {
  const boundary = 'sc' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = fields.map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function kidWithBook(): Promise<{ kid: FactoryUser; bookId: string }> {
  const kid = await makeUser(t.app, t.db, { point: 20 });
  const r = await kid.api.post('/api/book/info', {
    book_name_ch: '森林冒險',
    book_name_en: 'Forest Adventure',
    book_author: '小美',
    style: '1',
  });
  return { kid, bookId: r.body.data.book_id };
}

describe('book title and author', () => {
  it.each([
    ['book_name_ch', VIOLENT],
    ['book_name_en', 'the dog kills the cat'],
    ['book_author', INSULT],
  ])('a new book with an unsafe %s is refused: no book, no points spent', async (field, text) => {
    const kid = await makeUser(t.app, t.db, { point: 20 });
    const books = await count('books');
    const body = { book_name_ch: '森林冒險', book_name_en: 'Forest', book_author: '小美', style: '1', [field]: text };
    expectRefused(await kid.api.post('/api/book/info', body), text);
    expect(await count('books')).toBe(books);
    expect((await kid.api.get('/api/user/profile')).body.data.point).toBe(20);
  });

  it.each([
    ['book_name_ch', VIOLENT],
    ['book_name_en', 'draw a naked girl'],
    ['book_author', INSULT],
    ['preface', SELF_HARM],
    ['preface', '我的電話是0912345678'],
  ])('an update with an unsafe %s changes nothing', async (field, text) => {
    const { kid, bookId } = await kidWithBook();
    const before = (await kid.api.get('/api/book/info', { book_id: bookId })).body.data;
    expectRefused(await kid.api.form('/api/book/info', { book_id: bookId, [field]: text }), text);
    expect((await kid.api.get('/api/book/info', { book_id: bookId })).body.data).toEqual(before);
  });
});

describe('page data (POST /api/book/data, multipart)', () => {
  const character = (name: string, features: string, bookId: string) =>
    JSON.stringify({ character: { name, features, image: `/files/pictures/${bookId}/x.png`, prompt: '' } });

  it.each([
    ['user_input', () => `小兔子說${SELF_HARM}`],
    ['en_user_input', () => 'He wants to kill everyone'],
    ['user_pic_input[0][who]', () => VIOLENT],
    ['user_pic_input[0][where]', () => '一個到處都是屍體的地方'],
    ['user_pic_input[0][what]', () => INSULT],
  ])('an unsafe %s writes no page', async (field, text) => {
    const { kid, bookId } = await kidWithBook();
    const pages = await count('pages');
    const fields: [string, string][] = [
      ['book_id', bookId],
      ['step', '4'],
      ['page', '1'],
      ['user_input', '小兔子在草地上跳來跳去'],
      [field, text()],
    ];
    const r = await kid.api.call({ method: 'POST', url: '/api/book/data', ...multipart(fields) });
    expectRefused(r, text());
    expect(await count('pages')).toBe(pages);
    expect((await kid.api.get('/api/book/data', { book_id: bookId, step: '4', page: '1' })).body.data.exists).toBe(
      false,
    );
  });

  it.each([
    ['name', INSULT, '毛茸茸的小貓'],
    ['features', '阿花', '拿著槍殺人的貓'],
  ])('a character with an unsafe %s is not saved', async (_what, name, features) => {
    const { kid, bookId } = await kidWithBook();
    const fields: [string, string][] = [
      ['book_id', bookId],
      ['step', '3'],
      ['page', '1'],
      ['ch_story_ai', character(name, features, bookId)],
    ];
    const r = await kid.api.call({ method: 'POST', url: '/api/book/data', ...multipart(fields) });
    expectRefused(r, name === INSULT ? name : features);
    const page = await kid.api.get('/api/book/data', { book_id: bookId, step: '3', page: '1' });
    expect(page.body.data.exists).toBe(false);
  });
});

describe('accounts', () => {
  it('a registration with an unsafe name creates no account', async () => {
    const users = await count('users');
    const r = await client(t.app).call({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        username: 'kidsafety01',
        password: 'secret1',
        name: INSULT,
        email: 'k@example.com',
        acc_type: 'personal',
      },
      remoteAddress: '127.9.0.1',
    });
    expectRefused(r, INSULT);
    expect(await count('users')).toBe(users);
  });

  it('a profile save with an unsafe name keeps the old name and stores no avatar file', async () => {
    const kid = await makeUser(t.app, t.db, { name: '小美' });
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const files = t.storage.keys().length;
    const m = multipart(
      [
        ['name', VIOLENT],
        ['email', 'mei@example.com'],
      ],
      { name: 'avatar', body: png },
    );
    expectRefused(await kid.api.call({ method: 'POST', url: '/api/user/profile', ...m }), VIOLENT);
    expect(t.storage.keys().length).toBe(files);
    const profile = (await kid.api.get('/api/user/profile')).body.data;
    expect(profile).toMatchObject({ name: '小美', avatar: null });
  });
});

describe('the chat and the AI tools', () => {
  it('a chat message about hurting oneself gets the check’s answer, and the model is not asked', async () => {
    const kid = await makeUser(t.app, t.db);
    const r = await kid.api.post('/api/chat', { mode: 'title', history: [], message: SELF_HARM });
    expectRefused(r, SELF_HARM);
  });

  it('the translation of an unsafe page text is refused', async () => {
    const kid = await makeUser(t.app, t.db);
    const r = await kid.api.get('/api/tool/translate', { translate_language: 'ch_en', input_text: VIOLENT });
    expectRefused(r, VIOLENT);
  });
});

describe('teacher console', () => {
  it('refuses an unsafe class name, on create and on rename', async () => {
    const teacher = await makeTeacher(t.app, t.db);
    const classes = await count('classes');
    expectRefused(await teacher.api.post('/api/teacher/classes', { name: `${INSULT}班` }), `${INSULT}班`);
    expect(await count('classes')).toBe(classes);
    const c = await makeClass(teacher, 0);
    expectRefused(await teacher.api.post(`/api/teacher/classes/${c.id}/rename`, { name: VIOLENT }), VIOLENT);
    const list = (await teacher.api.get('/api/teacher/classes')).body.data as { id: string; name: string }[];
    expect(list.find((x) => x.id === c.id)?.name).not.toBe(VIOLENT);
  });

  it('refuses an unsafe pupil name, one by one and in a CSV file (nothing of the file is created)', async () => {
    const teacher = await makeTeacher(t.app, t.db);
    const c = await makeClass(teacher, 0);
    const users = await count('users');
    const one = await teacher.api.post(`/api/teacher/classes/${c.id}/pupils`, {
      name: INSULT,
      username: 'safepupil01',
      password: 'abc123',
    });
    expectRefused(one, INSULT);
    const csv = ['姓名,帳號,密碼', '王小明,safepupil02,abc123', `${INSULT},safepupil03,abc123`].join('\r\n');
    expectRefused(await teacher.api.post(`/api/teacher/classes/${c.id}/import`, csvBody(csv)), INSULT);
    expect(await count('users')).toBe(users);
  });
});

describe('the refusal is recorded once', () => {
  it('each refused save writes one safety record and nothing else', async () => {
    const { kid, bookId } = await kidWithBook();
    const events = await count('safety_events');
    await kid.api.form('/api/book/info', { book_id: bookId, preface: VIOLENT });
    expect(await count('safety_events')).toBe(events + 1);
    const row = await t.db
      .selectFrom('safety_events')
      .selectAll()
      .where('user_id', '=', kid.id)
      .executeTakeFirstOrThrow();
    const verdict = checkText(VIOLENT);
    expect(row).toMatchObject({
      field: 'book.preface',
      category: verdict.safe ? 'none' : verdict.category,
      text: null,
    });
  });
});
