import { CHAT_MSG, MSG } from '@storycat/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatCompletion, startStandIn } from '../src/ai/remote/stand-in.fixture.ts';
import { makeTestApp, type TestApp } from './helpers/app.ts';
import { makeUser, type FactoryUser } from './helpers/factories.ts';

/** A local chat service speaking the OpenAI chat-completions API; each test sets what it answers. */
let reply: (req: any) => { status?: number; body: unknown } = () => ({ body: {} });
const received: any[] = [];
const says = (content: string | null) => () => ({ body: chatCompletion(content) });
let standIn: Awaited<ReturnType<typeof startStandIn>>;

let t: TestApp;
let kid: FactoryUser;
beforeAll(async () => {
  standIn = await startStandIn((req) => {
    received.push({ url: req.url, auth: req.auth, body: req.body });
    return reply(req.body);
  });
  t = await makeTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: standIn.baseURL,
    AI_API_KEY: 'sk-test-key',
    AI_TEXT_MODEL: 'test-model',
    AI_TIMEOUT_MS: '3000',
  });
  kid = await makeUser(t.app, t.db);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(() => (received.length = 0));

const chat = (body: object = {}) => kid.api.post('/api/chat', { mode: 'title', history: [], message: '', ...body });

describe('POST /api/chat with a remote model', () => {
  it('sends a kind helper’s system prompt with the book as data and max_tokens 500, and reads the JSON reply', async () => {
    reply = says('好的！```json\n{"message":"主角是誰呢？","options":["小貓","小狗"],"done":false,"result":null}\n```');
    const r = await chat({ context: { title: '海底冒險' } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ message: '主角是誰呢？', options: ['小貓', '小狗'], done: false, turn: 0 });
    const sent = received[0];
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.auth).toBe('Bearer sk-test-key');
    expect(sent.body.model).toBe('test-model');
    expect(sent.body.max_tokens).toBe(500);
    const system = sent.body.messages[0];
    expect(system.role).toBe('system');
    expect(system.content).toContain('let the child decide');
    expect(system.content).toContain('"title":"海底冒險"');
  });

  it('clips what the model says to the spec’s limits', async () => {
    reply = says(
      JSON.stringify({
        message: '好棒喔'.repeat(20),
        options: Array.from({ length: 14 }, (_, i) => `選項${i}`),
        done: true,
        result: { title: '一隻小貓在很深很深的海底的大冒險' },
      }),
    );
    const r = await chat({ history: [{ role: 'assistant', content: '主角是誰呢？' }], message: '小貓', finish: true });
    expect(r.status).toBe(200);
    expect(r.body.data.message.length).toBeLessThanOrEqual(35);
    expect(r.body.data.done).toBe(true);
    expect(r.body.data.result.title.length).toBeLessThanOrEqual(10);
  });

  it.each([
    ['a reply that is not JSON', says('我覺得小貓很可愛！'), CHAT_MSG.parseFailed, 'parse-failed'],
    ['broken JSON', says('{"message": "主角是誰呢？", "options": [}'), CHAT_MSG.parseFailed, 'parse-failed'],
    ['an empty reply', says(''), CHAT_MSG.empty, 'empty'],
    ['no content at all', says(null), CHAT_MSG.empty, 'empty'],
    ['JSON of another shape', says('{"text": "hi"}'), CHAT_MSG.unsupportedFormat, 'unsupported-format'],
    [
      'a server error',
      () => ({ status: 500, body: { error: { message: 'boom' } } }),
      CHAT_MSG.noResponse,
      'no-response',
    ],
  ])('maps %s to the chat failure message', async (_name, answer, msg, failure) => {
    reply = answer;
    const r = await chat();
    expect([r.status, r.body.state, r.body.msg]).toEqual([502, false, msg]);
    expect(r.body.data).toEqual({ failure });
  });

  it('treats a last turn without a result as an unsupported format', async () => {
    reply = says('{"message":"還有呢？","options":["小貓"],"done":false}');
    const history = [
      { role: 'assistant', content: '主角是誰？' },
      { role: 'user', content: '小貓' },
      { role: 'assistant', content: '在哪裡？' },
      { role: 'user', content: '海底' },
      { role: 'assistant', content: '發生什麼事？' },
    ];
    const r = await chat({ history, message: '尋寶' });
    expect([r.status, r.body.msg]).toEqual([502, CHAT_MSG.unsupportedFormat]);
    expect(received[0].body.messages[0].content).toContain('last turn');
  });

  it('answers with the built-in engine when the model’s reply is unsafe', async () => {
    reply = says('{"message":"我們去殺人吧","options":["好"],"done":false}');
    const r = await chat();
    expect(r.status).toBe(200);
    expect(r.body.data.message).toBe('故事的主角是誰呢？');
  });

  it('does not call the service for unsafe words', async () => {
    reply = says('{"message":"好","options":[],"done":false}');
    const r = await chat({ message: '我要殺死你' });
    expect([r.status, r.body.msg]).toEqual([422, MSG.unsafeViolence]);
    expect(received).toHaveLength(0);
  });

  it('maps an unreachable service to “no response”', async () => {
    const down = await makeTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_TIMEOUT_MS: '2000',
    });
    try {
      const user = await makeUser(down.app, down.db);
      const r = await user.api.post('/api/chat', { mode: 'character' });
      expect([r.status, r.body.msg]).toEqual([502, CHAT_MSG.noResponse]);
    } finally {
      await down.close();
    }
  });
});
