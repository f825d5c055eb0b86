import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builtinEngine } from '../builtin/engine.ts';
import { remoteEngine } from '../remote/openai-compatible.ts';
import { categoryOf, createModeration, type ModerationConfig } from './remote.ts';

/** A stand-in for an OpenAI-compatible moderation endpoint on 127.0.0.1. */
type Mode = 'clean' | 'selfharm' | 'sexual' | 'unknown' | 'error500' | 'slow' | 'malformed';
let mode: Mode = 'clean';
let requests: { url?: string; auth?: string; body: { model: string; input: string[] } }[] = [];
let server: http.Server;
let baseURL = '';

function result(flagged: boolean, categories: Record<string, boolean> = {}) {
  return { flagged, categories, category_scores: {} };
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.url?.endsWith('/moderations'))
        requests.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(body) });
      if (mode === 'slow') return void setTimeout(() => res.end('{}'), 5000);
      if (mode === 'error500') return void res.writeHead(500).end('{"error":{"message":"boom"}}');
      res.writeHead(200, { 'content-type': 'application/json' });
      if (mode === 'malformed') return void res.end('{"results": "no"}');
      const input = (JSON.parse(body) as { input: string[] }).input;
      const flagged =
        mode === 'selfharm'
          ? result(true, { 'self-harm': true, 'self-harm/intent': true, violence: false })
          : mode === 'sexual'
            ? result(true, { sexual: true, harassment: true })
            : mode === 'unknown'
              ? result(true, { 'something-new': true })
              : result(false);
      res.end(JSON.stringify({ id: 'modr-1', model: 'omni-moderation-latest', results: input.map(() => flagged) }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  requests = [];
  warnings.length = 0;
});

const warnings: object[] = [];
const log = { warn: (o: object) => void warnings.push(o) };
const config = (over: Partial<ModerationConfig> = {}): ModerationConfig => ({
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: baseURL,
  AI_API_KEY: 'test-key',
  AI_MODERATION_MODEL: 'omni-moderation-latest',
  AI_MODERATION_TIMEOUT_MS: 1000,
  ...over,
});

describe('the provider’s moderation endpoint', () => {
  it('sends the texts that passed the local check, with the model and the key', async () => {
    mode = 'clean';
    expect(await createModeration(config(), log)(['小兔子在森林裡', '', '吃紅蘿蔔'])).toEqual({ safe: true });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: '/v1/moderations',
      auth: 'Bearer test-key',
      body: { model: 'omni-moderation-latest', input: ['小兔子在森林裡', '吃紅蘿蔔'] },
    });
  });

  it.each<[Mode, string]>([
    ['selfharm', 'self_harm'],
    ['sexual', 'sexual'],
    ['unknown', 'violence'],
  ])('refuses what the service flags (%s) with our category and its kind answer', async (m, category) => {
    mode = m;
    const v = await createModeration(config(), log)('a text the local check lets through');
    expect(v).toMatchObject({ safe: false, reason: 'blocked', category });
    if (!v.safe && category === 'self_harm') expect(v.message).toContain('1925');
  });

  it.each<[Mode]>([['error500'], ['slow'], ['malformed']])(
    'lets the local check decide when the service fails (%s), with a warning',
    async (m) => {
      mode = m;
      const started = Date.now();
      expect(await createModeration(config(), log)('小狗在公園玩')).toEqual({ safe: true });
      expect(warnings).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(4000);
      // and a local refusal stays a refusal
      expect((await createModeration(config(), log)('我想自殺')).safe).toBe(false);
    },
  );

  it('is not asked when the local check already refuses, or when no model or provider is configured', async () => {
    mode = 'selfharm';
    expect(await createModeration(config(), log)('殺 人 魔')).toMatchObject({ safe: false, category: 'violence' });
    expect(await createModeration(config({ AI_MODERATION_MODEL: undefined }), log)('小狗')).toEqual({ safe: true });
    expect(await createModeration(config({ AI_PROVIDER: 'builtin' }), log)('小狗')).toEqual({ safe: true });
    expect(requests).toHaveLength(0);
  });

  it('is what engine.moderate calls: remote engines ask the service, the built-in engine checks locally', async () => {
    mode = 'selfharm';
    const remote = remoteEngine({
      config: { ...config(), AI_TEXT_MODEL: 'm', AI_IMAGE_MODEL: 'i', AI_TIMEOUT_MS: 300 },
      fallback: builtinEngine(),
      log,
      text: true,
      image: false,
    });
    expect(await remote.moderate('我今天很難過')).toMatchObject({ safe: false, category: 'self_harm' });
    expect(requests).toHaveLength(1);
    expect(await builtinEngine().moderate('我今天很難過')).toEqual({ safe: true });
    expect(await builtinEngine().moderate('我想ㄗˋㄕㄚ')).toMatchObject({ safe: false, category: 'self_harm' });
  });

  it('maps the flagged categories in our order of care', () => {
    expect(categoryOf([{ flagged: false, categories: { violence: true } }])).toBeUndefined();
    expect(categoryOf([{ flagged: true, categories: { violence: true, 'self-harm/intent': true } }])).toBe('self_harm');
    expect(categoryOf([{ flagged: true, categories: { 'illicit/violent': true } }])).toBe('drugs');
    expect(categoryOf([{ flagged: true, categories: { 'hate/threatening': true } }])).toBe('hate');
  });
});
