import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers/app.ts';
import { makeUser } from './helpers/factories.ts';

// The jobs run in-process (WORKERS=inline) on this file's own database: PGlite, or PostgreSQL in the pg pass.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ WORKERS: 'inline' });
});
afterAll(async () => t.close());

async function until<T>(read: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const v = await read();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out');
}

it('a self-harm message queues the notice, and the worker mails the e-mail on file once an hour at most', async () => {
  const kid = await makeUser(t.app, t.db, { email: 'mum@home.example' });
  const say = (message: string) => kid.api.post('/api/chat', { mode: 'title', history: [], message });
  expect((await say('我想自殺')).status).toBe(422);
  expect((await say('我想自殺')).status).toBe(422);
  const mail = await until(() => t.mailer.sent.find((m) => m.to === 'mum@home.example'));
  expect(mail.text).toContain('我想自殺');
  await new Promise((r) => setTimeout(r, 2000));
  expect(t.mailer.sent.filter((m) => m.to === 'mum@home.example')).toHaveLength(1);
});

it('the daily retention job was queued when the workers started, once, and has run', async () => {
  const jobs = async () =>
    (await sql<{ state: string }>`select state from pgboss.job where name = 'safety-retention'`.execute(t.db)).rows;
  await until(async () => ((await jobs())[0]?.state === 'completed' ? true : undefined));
  expect(await jobs()).toHaveLength(1);
});
