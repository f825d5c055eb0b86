import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEACHER_MSG } from '@storycat/contract';
import { client, makeTestApp, type TestApp } from './helpers/app.ts';
import { ledgerRows, makeBook, makeUser } from './helpers/factories.ts';
import { csvBody, loginSchool, makeClass, makeTeacher } from './helpers/school.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('teacher–pupil relation', () => {
  it('refuses every teacher call on another school’s class, pupil and book, and non-teachers', async () => {
    const teacherA = await makeTeacher(t.app, t.db);
    const adminA = await makeTeacher(t.app, t.db, { schoolId: teacherA.schoolId, admin: true });
    const b = await makeTeacher(t.app, t.db, { point: 100 });
    const bClass = await makeClass(b, 1);
    const bPupil = bClass.pupils[0]!;
    const book = await makeBook(t.db, bPupil);
    const cls = `/api/teacher/classes/${bClass.id}`;
    const pupil = `/api/teacher/pupils/${bPupil.id}`;
    const card = { name: 'x', username: bPupil.username, password: 'hacked1' };
    for (const a of [teacherA, adminA]) {
      const calls = [
        () => a.api.get(cls),
        () => a.api.post(`${cls}/rename`, { name: '偷改' }),
        () => a.api.post(`${cls}/pupils`, { name: '闖入', username: 'intruder01' }),
        () => a.api.post(`${cls}/import`, csvBody('闖入,intruder02,')),
        () => a.api.post(`${cls}/points`, { pupil_ids: [bPupil.id], amount: 1 }),
        () => a.api.post(`${cls}/cards.pdf`, { cards: [card] }),
        () => a.api.post(`${pupil}/password`, { password: 'hacked1' }),
        () => a.api.get(`${pupil}/books`),
        () => a.api.get(`${pupil}/books/${book.id}`),
      ];
      for (const call of calls) {
        const r = await call();
        expect(r.status).toBe(404);
        expect(r.body.state).toBe(false);
      }
      // B's class list does not show to A.
      expect((await a.api.get('/api/teacher/classes')).body.data).toEqual([]);
    }
    // The pupil's password and points did not change.
    expect((await loginSchool(t.app, bPupil.username, bPupil.password)).token).toBeTruthy();
    expect((await b.api.get(cls)).body.data.pupils[0].point).toBe(0);
    expect(await t.app.services.bookAccess.can({ id: teacherA.id }, book.id, 'read')).toBe(false);
    expect(await t.app.services.bookAccess.can({ id: adminA.id }, book.id, 'read')).toBe(false);
    expect(await t.app.services.bookAccess.can({ id: b.id }, book.id, 'read')).toBe(true);

    // A pupil of B and a personal account are not teachers at all.
    const asPupil = client(t.app, (await loginSchool(t.app, bPupil.username, bPupil.password)).token);
    const personal = await makeUser(t.app, t.db);
    for (const api of [asPupil, personal.api]) {
      const r = await api.get('/api/teacher/classes');
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe(TEACHER_MSG.teachersOnly);
      expect((await api.get(cls)).status).toBe(403);
    }
  });

  it('lets a teacher act only on her classes and a school admin on every class of the school', async () => {
    const first = await makeTeacher(t.app, t.db);
    const colleague = await makeTeacher(t.app, t.db, { schoolId: first.schoolId });
    const admin = await makeTeacher(t.app, t.db, { schoolId: first.schoolId, admin: true });
    const c = await makeClass(first, 1);
    expect((await colleague.api.get(`/api/teacher/classes/${c.id}`)).status).toBe(404);
    expect((await colleague.api.get(`/api/teacher/pupils/${c.pupils[0]!.id}/books`)).status).toBe(404);
    const seen = await admin.api.get('/api/teacher/classes');
    expect(seen.body.data.map((x: { id: string }) => x.id)).toEqual([c.id]);
    expect(seen.body.data[0].mine).toBe(false);
    expect((await admin.api.get(`/api/teacher/classes/${c.id}`)).body.data.pupils).toHaveLength(1);
  });
});

describe('pupil accounts', () => {
  it('generates a readable password once and lets the pupil log in at the school login', async () => {
    const teacher = await makeTeacher(t.app, t.db);
    const c = await makeClass(teacher, 0);
    const r = await teacher.api.post(`/api/teacher/classes/${c.id}/pupils`, { name: '林小美', username: 'meimei2026' });
    expect(r.body.data.card.password).toMatch(/^[a-z2-9]{8}$/);
    const login = await loginSchool(t.app, 'meimei2026', r.body.data.card.password);
    expect(login.role).toBe('user');
    const dup = await teacher.api.post(`/api/teacher/classes/${c.id}/pupils`, {
      name: '另一個',
      username: 'MEIMEI2026',
    });
    expect(dup.status).toBe(409);
  });

  it('sets a pupil’s password and signs the pupil out everywhere', async () => {
    const teacher = await makeTeacher(t.app, t.db);
    const c = await makeClass(teacher, 1);
    const p = c.pupils[0]!;
    const old = client(t.app, (await loginSchool(t.app, p.username, p.password)).token);
    expect((await old.get('/api/user/profile')).body.data.role).toBe('user');
    // the teacher's own profile names her role, so the signed-in frame shows her the way back to the console
    expect((await teacher.api.get('/api/user/profile')).body.data.role).toBe('teacher');
    const short = await teacher.api.post(`/api/teacher/pupils/${p.id}/password`, { password: '123' });
    expect(short.status).toBe(400);
    const r = await teacher.api.post(`/api/teacher/pupils/${p.id}/password`, { password: 'newpass9' });
    expect(r.body.msg).toBe(TEACHER_MSG.passwordSet);
    expect((await old.get('/api/user/profile')).status).toBe(401);
    await expect(loginSchool(t.app, p.username, p.password)).rejects.toThrow();
    expect((await loginSchool(t.app, p.username, 'newpass9')).token).toBeTruthy();
  });
});

describe('CSV import', () => {
  it('reports each bad row and creates the good ones together', async () => {
    const teacher = await makeTeacher(t.app, t.db);
    const c = await makeClass(teacher, 1);
    const taken = c.pupils[0]!.username;
    const csv = [
      '姓名,帳號,密碼',
      '王小明,wangming01,abc123',
      '李小華,lihua0001,',
      ',noname001,abc123',
      '陳大同,chen0001,12',
      '張三,dup00001,abc123',
      '李四,DUP00001,abc123',
      `王五,${taken},abc123`,
      '趙六,bad name!,abc123',
      '"林, 小美",linmei01,"pa""ss1"',
    ].join('\r\n');
    const r = await teacher.api.post(`/api/teacher/classes/${c.id}/import`, csvBody(csv));
    expect(r.status).toBe(200);
    expect(r.body.data.encoding).toBe('utf-8');
    expect(r.body.data.created.map((x: { username: string }) => x.username)).toEqual([
      'wangming01',
      'lihua0001',
      'linmei01',
    ]);
    const generated = r.body.data.created[1].password;
    expect(generated).toMatch(/^[a-z2-9]{8}$/);
    const errors = r.body.data.errors as { line: number; reasons: string[] }[];
    expect(errors.map((e) => e.line)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(errors[0]!.reasons).toEqual([TEACHER_MSG.nameEmpty]);
    expect(errors[1]!.reasons).toEqual([TEACHER_MSG.passwordShort]);
    expect(errors[2]!.reasons).toEqual(['帳號在檔案裡重複了（第 7 行也有）']);
    expect(errors[3]!.reasons).toEqual(['帳號在檔案裡重複了（第 6 行也有）']);
    expect(errors[4]!.reasons).toEqual([TEACHER_MSG.usernameTaken]);
    expect(errors[5]!.reasons).toEqual([TEACHER_MSG.usernameChars]);
    expect(r.body.msg).toBe('匯入完成：建立 3 位學生，6 行有問題沒有建立。');
    // The created pupils are real accounts with the printed passwords.
    expect((await loginSchool(t.app, 'linmei01', 'pa"ss1')).token).toBeTruthy();
    expect((await loginSchool(t.app, 'lihua0001', generated)).token).toBeTruthy();
    const detail = await teacher.api.get(`/api/teacher/classes/${c.id}`);
    expect(detail.body.data.pupils.map((p: { name: string }) => p.name).sort()).toEqual(
      ['林, 小美', '王小明', '李小華', '學生0'].sort(),
    );
  });

  it('reads Big5 files (Excel in Taiwan) and UTF-8 with a BOM', async () => {
    const teacher = await makeTeacher(t.app, t.db);
    const c = await makeClass(teacher, 0);
    // 王小明,big5pupil1,abc123 in Big5: 王 A4FD 小 A470 明 A9FA
    const big5 = Uint8Array.from([
      0xa4,
      0xfd,
      0xa4,
      0x70,
      0xa9,
      0xfa,
      ...new TextEncoder().encode(',big5pupil1,abc123\r\n'),
    ]);
    const r1 = await teacher.api.post(`/api/teacher/classes/${c.id}/import`, csvBody(big5));
    expect(r1.body.data.encoding).toBe('big5');
    expect(r1.body.data.created[0]).toMatchObject({ name: '王小明', username: 'big5pupil1' });
    const bom = Uint8Array.from([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode('姓名,帳號,密碼\n陳小安,bompupil1,abc123\n'),
    ]);
    const r2 = await teacher.api.post(`/api/teacher/classes/${c.id}/import`, csvBody(bom));
    expect(r2.body.data.encoding).toBe('utf-8');
    expect(r2.body.data.created).toHaveLength(1);
    expect(r2.body.data.created[0].name).toBe('陳小安');
    expect(r2.body.data.errors).toEqual([]);
  });

  it('refuses more than 200 rows, binary files and empty files, creating nobody', async () => {
    const teacher = await makeTeacher(t.app, t.db);
    const c = await makeClass(teacher, 0);
    const rows = Array.from({ length: 201 }, (_, i) => `學生${i},many${String(i).padStart(4, '0')},abc123`).join('\n');
    const r = await teacher.api.post(`/api/teacher/classes/${c.id}/import`, csvBody(rows));
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('一次最多匯入 200 位學生，請把檔案分成幾份再匯入！');
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff, 0xfe]);
    const bin = await teacher.api.post(`/api/teacher/classes/${c.id}/import`, csvBody(png));
    expect(bin.status).toBe(400);
    expect(bin.body.msg).toBe(TEACHER_MSG.csvNotCsv);
    const empty = await teacher.api.post(`/api/teacher/classes/${c.id}/import`, csvBody('姓名,帳號,密碼\n\n'));
    expect(empty.body.msg).toBe(TEACHER_MSG.csvEmpty);
    expect((await teacher.api.get(`/api/teacher/classes/${c.id}`)).body.data.pupils).toEqual([]);
  });
});

describe('school points pool', () => {
  it('gives points with ledger rows on both sides and never lets the pool fall below 0 under concurrency', async () => {
    const teacher = await makeTeacher(t.app, t.db, { point: 50 });
    const c = await makeClass(teacher, 1);
    const p = c.pupils[0]!;
    const gives = await Promise.all(
      Array.from({ length: 8 }, () =>
        teacher.api.post(`/api/teacher/classes/${c.id}/points`, { pupil_ids: [p.id], amount: 10 }),
      ),
    );
    expect(gives.filter((g) => g.status === 200)).toHaveLength(5);
    expect(gives.filter((g) => g.status === 402).every((g) => g.body.msg === TEACHER_MSG.schoolPoolInsufficient)).toBe(
      true,
    );
    const me = await teacher.api.get('/api/teacher/me');
    expect(me.body.data.school.point).toBe(0);
    const pupilRows = await ledgerRows(t.db, p.id);
    expect(pupilRows.map((r) => r.delta)).toEqual([10, 10, 10, 10, 10]);
    expect(pupilRows.at(-1)!.balance_after).toBe(50);
    const schoolRows = await t.db
      .selectFrom('school_point_ledger')
      .selectAll()
      .where('school_id', '=', teacher.schoolId)
      .orderBy('id')
      .execute();
    expect(schoolRows.map((r) => r.delta)).toEqual([50, -10, -10, -10, -10, -10]);
    expect(schoolRows.at(-1)!.balance_after).toBe(0);
    for (const row of pupilRows) expect(schoolRows.some((s) => row.cause_key.startsWith(`${s.cause_key}:`))).toBe(true);
  });

  it('gives once per key, moves nothing for a bad amount, and gives several pupils in one go', async () => {
    const teacher = await makeTeacher(t.app, t.db, { point: 100 });
    const c = await makeClass(teacher, 2);
    const ids = c.pupils.map((p) => p.id);
    const body = { pupil_ids: ids, amount: 20, key: 'click-0001-retry' };
    const r1 = await teacher.api.post(`/api/teacher/classes/${c.id}/points`, body);
    const r2 = await teacher.api.post(`/api/teacher/classes/${c.id}/points`, body);
    expect(r1.body.data.school_point).toBe(60);
    expect(r2.body.data).toEqual(r1.body.data);
    expect(r1.body.data.pupils.map((p: { point: number }) => p.point)).toEqual([20, 20]);
    for (const amount of [0, -5, 1001]) {
      const bad = await teacher.api.post(`/api/teacher/classes/${c.id}/points`, { pupil_ids: ids, amount });
      expect(bad.body.msg).toBe(TEACHER_MSG.pointsAmountInvalid);
    }
    const tooMuch = await teacher.api.post(`/api/teacher/classes/${c.id}/points`, { pupil_ids: ids, amount: 31 });
    expect(tooMuch.status).toBe(402);
    expect((await teacher.api.get('/api/teacher/me')).body.data.school.point).toBe(60);
  });
});

describe('pupils’ work', () => {
  it('shows books, pages and words written in the overview, lists and reads a pupil’s book', async () => {
    const teacher = await makeTeacher(t.app, t.db, { point: 10 });
    const c = await makeClass(teacher, 2);
    const p = c.pupils[0]!;
    await teacher.api.post(`/api/teacher/classes/${c.id}/points`, { pupil_ids: [p.id], amount: 10 });
    const kid = client(t.app, (await loginSchool(t.app, p.username, p.password)).token);
    const made = await kid.form('/api/book/info', {
      book_name_ch: '小兔子',
      book_name_en: 'Bunny',
      book_author: '學生0',
      style: '1',
    });
    const bookId = made.body.data.book_id;
    const page = await kid.form('/api/book/data', {
      book_id: bookId,
      step: '3',
      page: '1',
      user_input: '小兔子走進大森林。',
    });
    expect(page.body.state).toBe(true);
    await kid.form('/api/book/data', {
      book_id: bookId,
      step: '3',
      page: '2',
      user_input: 'The bunny is happy 很開心',
    });

    const detail = await teacher.api.get(`/api/teacher/classes/${c.id}`);
    const row = detail.body.data.pupils.find((x: { id: string }) => x.id === p.id);
    expect(row).toMatchObject({ books: 1, pages_written: 2, words_written: 8 + 4 + 3, point: 0 });
    expect(row.last_written_at).toBeTruthy();
    const other = detail.body.data.pupils.find((x: { id: string }) => x.id !== p.id);
    expect(other).toMatchObject({ books: 0, pages_written: 0, words_written: 0 });

    const list = await teacher.api.get(`/api/teacher/pupils/${p.id}/books`);
    expect(list.body.data.books).toEqual([
      expect.objectContaining({ book_id: bookId, title: '小兔子', pages: 2, words: 15, has_report: false }),
    ]);
    const read = await teacher.api.get(`/api/teacher/pupils/${p.id}/books/${bookId}`);
    expect(read.body.data.book_name_ch).toBe('小兔子');
    const texts = read.body.data.book_content.flatMap((s: { pages: { user_input: string }[] }) => s.pages);
    expect(texts.map((x: { user_input: string }) => x.user_input)).toEqual([
      '小兔子走進大森林。',
      'The bunny is happy 很開心',
    ]);
    // The other pupil's path does not open this book.
    expect((await teacher.api.get(`/api/teacher/pupils/${other.id}/books/${bookId}`)).status).toBe(404);
  });
});

describe('reports of pupils’ books', () => {
  it('lets the pupil’s teacher open the report calls and answers 404 to a teacher of another school', async () => {
    const teacher = await makeTeacher(t.app, t.db);
    const stranger = await makeTeacher(t.app, t.db);
    const c = await makeClass(teacher, 1);
    const book = await makeBook(t.db, c.pupils[0]!);
    const q = { book_id: book.id };
    const basic = await teacher.api.get('/api/report/story-basic', q);
    expect(basic.status).toBe(200);
    expect(basic.body.data.title_ch).toBe('小貓去旅行');
    expect((await teacher.api.get('/api/report/saved', q)).body.data.report).toBeNull();
    // A section is refused only for being too short (the book's text), not for who asks.
    expect((await teacher.api.get('/api/report/level', q)).status).toBe(422);
    expect((await stranger.api.get('/api/report/story-basic', q)).status).toBe(404);
    expect((await stranger.api.get('/api/report/saved', q)).status).toBe(404);
    // The report screen reads the saved report from book info: readable by the teacher, never writable.
    expect((await teacher.api.get('/api/book/info', q)).body.data.book_name_ch).toBe('小貓去旅行');
    expect((await stranger.api.get('/api/book/info', q)).status).toBe(404);
    const edit = await teacher.api.form('/api/book/info', { book_id: book.id, book_name_ch: '老師改的' });
    expect(edit.status).toBe(404);
  });
});

describe('login cards', () => {
  it('renders a PDF for the class’s pupils only and refuses cards of strangers', async () => {
    const teacher = await makeTeacher(t.app, t.db);
    const c = await makeClass(teacher, 1);
    const anonymous = await client(t.app).post(`/api/teacher/classes/${c.id}/cards.pdf`, {
      cards: [{ name: '', username: c.pupils[0]!.username, password: 'pupil123' }],
    });
    expect(anonymous.status).toBe(401);
    const ok = await teacher.api.call({
      method: 'POST',
      url: `/api/teacher/classes/${c.id}/cards.pdf`,
      payload: { cards: [{ name: '', username: c.pupils[0]!.username, password: 'pupil123' }] },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(String(ok.body).startsWith('%PDF')).toBe(true);
    const stranger = await teacher.api.post(`/api/teacher/classes/${c.id}/cards.pdf`, {
      cards: [{ name: 'x', username: 'nobody0001', password: 'abcdef' }],
    });
    expect(stranger.body.msg).toBe(TEACHER_MSG.cardsNone);
  });
});
