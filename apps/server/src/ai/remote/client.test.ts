import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRemoteClient } from './client.ts';

/** A stand-in endpoint: each request takes the next planned answer ('500', 'slow', or a body to send). */
let plan: string[] = [];
let calls: { url?: string; auth?: string; body: unknown }[] = [];
let server: http.Server;
let baseURL = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      calls.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(body) });
      const next = plan.shift() ?? '{"ok": true}';
      if (next === 'slow') return void setTimeout(() => res.end('{"ok": true}'), 1500);
      if (next === '500') return void res.writeHead(500).end('{"error": "boom"}');
      res.writeHead(200, { 'content-type': 'application/json' }).end(next);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  plan = [];
  calls = [];
});

const client = () =>
  createRemoteClient({
    AI_BASE_URL: baseURL,
    AI_API_KEY: 'key',
    AI_TEXT_MODEL: 't',
    AI_IMAGE_MODEL: 'i',
    AI_TIMEOUT_MS: 5000,
  });
const answer = z.object({ ok: z.boolean() });

describe('the remote client’s postJson', () => {
  it('posts JSON with the key under the base URL and reads the answer against the schema', async () => {
    expect(await client().postJson('moderations', { input: ['a'] }, answer, { timeoutMs: 1000 })).toEqual({ ok: true });
    expect(calls).toEqual([{ url: '/v1/moderations', auth: 'Bearer key', body: { input: ['a'] } }]);
  });

  it('retries a quick failure once (a 5xx, a malformed answer)', async () => {
    plan = ['500'];
    expect(await client().postJson('x', {}, answer, { timeoutMs: 1000 })).toEqual({ ok: true });
    plan = ['{"ok": "yes"}', '500'];
    await expect(client().postJson('x', {}, answer, { timeoutMs: 1000 })).rejects.toThrow(/answered 500/);
    expect(calls).toHaveLength(4);
  });

  it('keeps to the time-out as the whole budget: a slow first attempt leaves no retry', async () => {
    plan = ['slow'];
    const started = Date.now();
    await expect(client().postJson('x', {}, answer, { timeoutMs: 400 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1200);
    expect(calls).toHaveLength(1);
  });
});
