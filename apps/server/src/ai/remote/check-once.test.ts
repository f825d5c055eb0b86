import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { builtinEngine } from '../builtin/engine.ts';
import * as safety from '../safety/safety.ts';
import { remoteEngine } from './openai-compatible.ts';

// Counts the local check's runs (review item: orFallback used to run it, then `moderate` ran it again).
vi.mock('../safety/safety.ts', async (importOriginal) => {
  const mod = await importOriginal<typeof import('../safety/safety.ts')>();
  return { ...mod, checkText: vi.fn(mod.checkText) };
});

let moderationCalls = 0;
let answer = 'The bunny eats a carrot.';
let server: http.Server;
let baseURL = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url?.endsWith('/moderations')) {
        moderationCalls += 1;
        const input = (JSON.parse(body) as { input: string[] }).input;
        return void res.end(JSON.stringify({ results: input.map(() => ({ flagged: false, categories: {} })) }));
      }
      res.end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          created: 1,
          model: 't',
          choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify({ english: answer }) } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  moderationCalls = 0;
  vi.mocked(safety.checkText).mockClear();
});

const engine = (moderation?: string) =>
  remoteEngine({
    config: {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: baseURL,
      AI_API_KEY: 'k',
      AI_TEXT_MODEL: 'm',
      AI_IMAGE_MODEL: 'i',
      AI_TIMEOUT_MS: 2000,
      AI_MODERATION_MODEL: moderation,
      AI_MODERATION_TIMEOUT_MS: 1000,
    },
    fallback: builtinEngine(),
    log: { warn: () => {} },
    text: true,
    image: false,
  });

describe('a remote answer is checked once', () => {
  it('runs the local check once and asks the moderation endpoint once', async () => {
    answer = 'The bunny eats a carrot.';
    expect(await engine('omni-moderation-latest').translate('小兔子吃紅蘿蔔')).toBe(answer);
    const onAnswer = vi.mocked(safety.checkText).mock.calls.filter(([t]) => t === answer);
    expect(onAnswer).toHaveLength(1);
    expect(moderationCalls).toBe(1);
  });

  it('runs the local check once without a moderation model, and an unsafe answer falls back to the built-in engine', async () => {
    answer = 'I will kill you';
    const english = await engine().translate('小兔子吃紅蘿蔔');
    expect(english).not.toBe(answer);
    expect(vi.mocked(safety.checkText).mock.calls.filter(([t]) => t === answer)).toHaveLength(1);
    expect(moderationCalls).toBe(0);
  });
});
