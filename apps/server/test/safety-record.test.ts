import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { checkText } from '../src/ai/safety/safety.ts';
import { client, makeTestApp, type TestApp } from './helpers/app.ts';
import { makeUser, type FactoryUser } from './helpers/factories.ts';
import { loginSchool, makeClass, makeTeacher } from './helpers/school.ts';

/**
 * Issue M §5: the safety record. Each refused text is one row (category, field, time, user); the text itself only
 * for self-harm, insults aimed at someone and personal information; none for a copyrighted character's name. The
 * pupil's teacher reads it as 「需要關心」; self-harm is told by mail; rows go after 90 days.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

const eventsOf = (userId: string) =>
  t.db.selectFrom('safety_events').selectAll().where('user_id', '=', userId).orderBy('id').execute();

/** A chat turn: the quickest call that passes the guard without storing anything else. */
const say = (kid: FactoryUser, message: string) => kid.api.post('/api/chat', { mode: 'title', history: [], message });

describe('what the record keeps', () => {
  it('keeps the text of a self-harm message, and only the category and field of a violent one', async () => {
    const kid = await makeUser(t.app, t.db);
    expect((await say(kid, '我想自殺，不想活了')).status).toBe(422);
    expect((await say(kid, '大野狼殺人了')).status).toBe(422);
    const rows = await eventsOf(kid.id);
    expect(rows.map((r) => [r.category, r.field, r.text])).toEqual([
      ['self_harm', 'chat.message', '我想自殺，不想活了'],
      ['violence', 'chat.message', null],
    ]);
  });

  it('keeps an insult aimed at someone (bullying), not a lone swear word', async () => {
    const kid = await makeUser(t.app, t.db);
    await say(kid, '你這個王八蛋');
    await say(kid, '王八蛋');
    const rows = await eventsOf(kid.id);
    expect(rows.map((r) => [r.category, r.text])).toEqual([
      ['profanity', '你這個王八蛋'],
      ['profanity', null],
    ]);
  });

  it('writes no record for a copyrighted character, which is refused kindly all the same', async () => {
    const kid = await makeUser(t.app, t.db);
    const r = await say(kid, '我想寫皮卡丘的故事');
    expect(r.status).toBe(422);
    expect(r.body.data).toMatchObject({ reason: 'owned-character', category: 'owned_character' });
    expect(await eventsOf(kid.id)).toEqual([]);
  });

  it('records a child telling she was hit, once and with her words, without refusing it (decision 0048)', async () => {
    const kid = await makeUser(t.app, t.db);
    const told = '下課的時候阿凱一直捏我的手臂，我好痛';
    expect((await say(kid, told)).status).not.toBe(422);
    expect((await say(kid, told)).status).not.toBe(422);
    expect((await say(kid, '躲避球比賽我被打中兩次')).status).not.toBe(422);
    const rows = await eventsOf(kid.id);
    expect(rows.map((r) => [r.category, r.field, r.text])).toEqual([['hurt_report', 'chat.message', told]]);
  });

  // Personal information is refused by the classifier of issue M §3 (branch m-safety-core); until it is, skip.
  const PHONE = '我的電話是0912345678，加我LINE';
  it.skipIf(checkText(PHONE).safe)('keeps the text of personal information so a teacher can help', async () => {
    const kid = await makeUser(t.app, t.db);
    expect((await say(kid, PHONE)).status).toBe(422);
    expect((await eventsOf(kid.id)).map((r) => [r.category, r.text])).toEqual([['personal_info', PHONE]]);
  });
});

describe('「需要關心」 in the teacher console', () => {
  it('lists the pupils of the class with a count, the kept texts and dates; other teachers see nothing', async () => {
    const teacher = await makeTeacher(t.app, t.db);
    const c = await makeClass(teacher, 3);
    const [worried, calm, rude] = await Promise.all(
      c.pupils.map(async (p) => ({
        id: p.id,
        api: client(t.app, (await loginSchool(t.app, p.username, p.password)).token),
      })),
    );
    await worried!.api.post('/api/chat', { mode: 'title', history: [], message: '我想自殺' });
    await worried!.api.post('/api/chat', { mode: 'title', history: [], message: '殺人' });
    await rude!.api.post('/api/chat', { mode: 'title', history: [], message: '王八蛋' });
    await calm!.api.post('/api/chat', { mode: 'title', history: [], message: '小貓去海邊玩' });

    const r = await teacher.api.get(`/api/teacher/classes/${c.id}/concerns`);
    expect(r.status).toBe(200);
    const pupils = r.body.data.pupils as {
      id: string;
      count: number;
      events: { category: string; text: string | null; created_at: string }[];
    }[];
    expect(pupils.map((p) => [p.id, p.count])).toEqual([
      [worried!.id, 2],
      [rude!.id, 1],
    ]);
    expect(pupils[0]!.events.map((e) => [e.category, e.text])).toEqual([
      ['violence', null],
      ['self_harm', '我想自殺'],
    ]);
    expect(Date.parse(pupils[0]!.events[0]!.created_at)).toBeGreaterThan(Date.now() - 60_000);

    const list = (await teacher.api.get('/api/teacher/classes')).body.data as { id: string; concerns: number }[];
    expect(list.find((x) => x.id === c.id)?.concerns).toBe(3);

    const stranger = await makeTeacher(t.app, t.db);
    expect((await stranger.api.get(`/api/teacher/classes/${c.id}/concerns`)).status).toBe(404);
    const kid = await makeUser(t.app, t.db);
    expect((await kid.api.get(`/api/teacher/classes/${c.id}/concerns`)).status).toBe(403);
  });
});

describe('the self-harm notice', () => {
  it('mails the class teacher with the child’s words', async () => {
    const teacher = await makeTeacher(t.app, t.db);
    await t.db.updateTable('users').set({ email: 'teacher@school.example' }).where('id', '=', teacher.id).execute();
    const c = await makeClass(teacher, 1);
    const { token } = await loginSchool(t.app, c.pupils[0]!.username, c.pupils[0]!.password);
    await client(t.app, token).post('/api/chat', { mode: 'title', history: [], message: '我不想活了，我想自殺' });
    const [event] = await eventsOf(c.pupils[0]!.id);
    // The job (worked by the queue) calls this; here it is called directly (WORKERS=off in this file).
    await t.app.services.safety.sendNotice({ eventId: Number(event!.id) });
    const mail = t.mailer.sent.find((m) => m.to === 'teacher@school.example');
    expect(mail?.subject).toContain('需要關心');
    expect(mail?.text).toContain('我不想活了，我想自殺');
    expect(mail?.text).toContain('1925');
  });

  it('mails the e-mail on file of a personal account; an account without one gets no mail', async () => {
    const kid = await makeUser(t.app, t.db, { email: 'parent@home.example' });
    await say(kid, '我想自殺');
    const [event] = await eventsOf(kid.id);
    await t.app.services.safety.sendNotice({ eventId: Number(event!.id) });
    expect(t.mailer.sent.filter((m) => m.to === 'parent@home.example')).toHaveLength(1);

    const sent = t.mailer.sent.length;
    const noMail = await makeUser(t.app, t.db, { email: '' });
    await say(noMail, '我想自殺');
    const [other] = await eventsOf(noMail.id);
    await t.app.services.safety.sendNotice({ eventId: Number(other!.id) });
    expect(t.mailer.sent.length).toBe(sent);
  });
});

describe('retention', () => {
  it('deletes records older than 90 days and keeps the newer ones', async () => {
    const kid = await makeUser(t.app, t.db);
    await say(kid, '我想自殺');
    await say(kid, '殺人');
    await say(kid, '王八蛋');
    const [old, edge, fresh] = await eventsOf(kid.id);
    await sql`update safety_events set created_at = now() - interval '91 days' where id = ${old!.id}`.execute(t.db);
    await sql`update safety_events set created_at = now() - interval '89 days' where id = ${edge!.id}`.execute(t.db);
    expect(await t.app.services.safety.deleteExpired()).toBeGreaterThanOrEqual(1);
    expect((await eventsOf(kid.id)).map((r) => r.id)).toEqual([edge!.id, fresh!.id]);
  });
});
