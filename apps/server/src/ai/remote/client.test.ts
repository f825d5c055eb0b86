import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRemoteClient } from './client.ts';
import { startStandIn } from './stand-in.fixture.ts';

/** Each request takes the next planned answer ('500', 'slow', or a body to send). */
let plan: string[] = [];
let calls: { url?: string; auth?: string; body: unknown }[] = [];
let standIn: Awaited<ReturnType<typeof startStandIn>>;

beforeAll(async () => {
  standIn = await startStandIn(({ url, auth, body }) => {
    calls.push({ url, auth, body });
    const next = plan.shift() ?? '{"ok": true}';
    if (next === 'slow') return { body: { ok: true }, delayMs: 1500 };
    if (next === '500') return { status: 500, body: { error: 'boom' } };
    return { body: next };
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  plan = [];
  calls = [];
});

// a trailing slash on the base URL is allowed
const client = () => createRemoteClient({ ...standIn.config(5000), AI_BASE_URL: `${standIn.baseURL}/` });
const answer = z.object({ ok: z.boolean() });

describe('the remote client’s postJson', () => {
  it('posts JSON with the key under the base URL and reads the answer against the schema', async () => {
    expect(await client().postJson('moderations', { input: ['a'] }, answer, { timeoutMs: 1000 })).toEqual({ ok: true });
    expect(calls).toEqual([{ url: '/v1/moderations', auth: 'Bearer k', body: { input: ['a'] } }]);
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
