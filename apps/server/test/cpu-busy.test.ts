import { ERR, MSG } from '@storycat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpuGate } from '../src/lib/cpu-gate.ts';
import { makeTestApp, type TestApp } from './helpers/app.ts';
import { makeBook, makeUser, type FactoryUser } from './helpers/factories.ts';

// Decision 0024: the CPU-heavy work (logins' scrypt, built-in pictures, PDFs) shares the cores through one gate;
// when a child's work would wait too long it is answered at once with the busy message, and the short calls
// (create a book, save a page, the reader) never wait behind it.

let t: TestApp;
let kid: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  kid = await makeUser(t.app, t.db, { point: 50 });
});
afterAll(async () => t.close());

/** Holds every slot and queues logins until the gate refuses one: the queue is full. Returns the release. */
async function fillTheGate() {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const pending: Promise<unknown>[] = [];
  for (let i = 0; i < cpuGate.slots; i++) pending.push(cpuGate.run('background', () => held));
  const refusedBefore = cpuGate.stats().refused;
  for (let i = 0; i < 100_000; i++) {
    const p = cpuGate.run('login', () => held);
    // the gate decides before its first await: a refusal is counted at once
    if (cpuGate.stats().refused > refusedBefore) {
      await expect(p).rejects.toMatchObject({ status: 503 });
      break;
    }
    pending.push(p);
  }
  expect(cpuGate.stats().refused).toBe(refusedBefore + 1);
  return async () => {
    release();
    await Promise.all(pending);
  };
}

describe('a full CPU queue', () => {
  it('answers a login and a picture at once with the busy message, and lets the short calls through', async () => {
    const book = await makeBook(t.db, kid);
    const release = await fillTheGate();
    try {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: kid.username, password: kid.password, acc_type: 'personal' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual({ state: false, code: ERR.server, msg: MSG.serverError });
      expect(Number(login.headers['retry-after'])).toBeGreaterThanOrEqual(1);

      const files = t.storage.keys().length;
      const picture = await kid.api.get('/api/tool/prompt-to-img-self', {
        story_pic_prompt: '【誰】小兔子【在哪裡】森林【做什麼】吃紅蘿蔔',
        style: '2',
        book_id: book.id,
        step: '3',
        page: '1',
      });
      expect([picture.status, picture.body.msg]).toEqual([503, MSG.serverError]);
      // nothing was drawn, stored or counted
      expect(t.storage.keys().length).toBe(files);
      const page = await t.db
        .selectFrom('pages')
        .select('pic_generated')
        .where('book_id', '=', book.id)
        .where('step', '=', 3)
        .where('page', '=', 1)
        .executeTakeFirst();
      expect(page?.pic_generated ?? 0).toBe(0);

      // the short calls do not pass the gate
      const created = await kid.api.post('/api/book/info', {
        book_name_ch: '小貓去海邊',
        book_name_en: 'The Cat Goes to the Beach',
        book_author: '王小明',
        style: '1',
      });
      expect(created.body.state).toBe(true);
      const read = await kid.api.get('/api/book/read', { book_id: book.id });
      expect(read.status).toBe(200);
    } finally {
      await release();
    }
    // once the queue has room the same login goes through
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: kid.username, password: kid.password, acc_type: 'personal' },
    });
    expect(again.statusCode).toBe(200);
  });
});
