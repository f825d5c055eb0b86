import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers/app.ts';
import { ledgerRows, makeBook, makeUser } from './helpers/factories.ts';

/**
 * The remote AI service hangs (accepts the connection, never answers) or answers garbage. Every tool call still
 * answers within its timeout (2 tries × AI_TIMEOUT_MS + backoff) from the built-in engine, the child gets her
 * picture, and no point or generation is lost or taken twice.
 */
type Mode = 'hang' | 'garbage' | 'html';
let mode: Mode = 'hang';
let hits = 0;
const open = new Set<http.ServerResponse>();
const server = http.createServer((req, res) => {
  hits++;
  req.resume();
  if (mode === 'hang') return void open.add(res);
  if (mode === 'html')
    return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>502 Bad Gateway</html>');
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ choices: [{ message: { content: '\u0000{{not json' } }], data: [{ b64_json: 'AAAA' }] }));
});

let t: TestApp;
const TIMEOUT = 400;
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  t = await makeTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_IMAGE_PROVIDER: 'openai-compatible',
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_API_KEY: 'sk-test-faults',
    AI_TEXT_MODEL: 'text-model',
    AI_IMAGE_MODEL: 'image-model',
    AI_TIMEOUT_MS: String(TIMEOUT),
  });
  // Warm the built-in engine (its word tables, the safety check and the illustrator load on first use) with a remote
  // that fails at once, so the bounds below measure the fallback path and not a first load on a busy machine.
  mode = 'html';
  const w = await makeUser(t.app, t.db, { point: 25 });
  const wb = await makeBook(t.db, w);
  await w.api.get('/api/tool/translate', { input_text: '小狗在公園裡跑步', mode: 'ch_en' });
  await w.api.get('/api/tool/prompt-to-img-self', {
    book_id: wb.id,
    step: '3',
    page: '1',
    story_pic_prompt: '誰：小狗 在哪裡：公園 做什麼：跑步',
    style: '1',
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  for (const res of open) res.destroy();
  await new Promise<void>((r) => server.close(() => r()));
});

const bound = 2 * TIMEOUT + 1000 + 3000; // two tries, the backoff, and the built-in engine's own work

describe.each<Mode>(['hang', 'garbage', 'html'])('remote AI that answers %s', (m) => {
  it('translate and picture calls answer from the built-in engine in time, with points and counters intact', async () => {
    mode = m;
    hits = 0;
    const u = await makeUser(t.app, t.db, { point: 25 });
    const book = await makeBook(t.db, u);
    const pointsBefore = (await ledgerRows(t.db, u.id)).length;

    let started = Date.now();
    const tr = await u.api.get('/api/tool/translate', { input_text: '小兔子在森林裡吃紅蘿蔔', mode: 'ch_en' });
    expect(tr.status, tr.body.msg).toBe(200);
    expect(tr.body.data.translate_text.length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(bound);

    started = Date.now();
    const pic = await u.api.get('/api/tool/prompt-to-img-self', {
      book_id: book.id,
      step: '3',
      page: '1',
      story_pic_prompt: '誰：小兔子 在哪裡：森林 做什麼：吃紅蘿蔔',
      style: '1',
    });
    expect(pic.status, pic.body.msg).toBe(200);
    expect(Date.now() - started).toBeLessThan(bound);
    expect(pic.body.data.pic_generated).toBe(1);
    const url = pic.body.data.story_pic_ai.at(-1) as string;
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.headers['content-type']).toBe('image/png');

    expect(hits).toBeGreaterThan(0); // the remote service was really asked
    expect(
      (await t.db.selectFrom('users').select('point').where('id', '=', u.id).executeTakeFirstOrThrow()).point,
    ).toBe(25);
    expect((await ledgerRows(t.db, u.id)).length).toBe(pointsBefore);
  });
});
