import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { builtinEngine } from '../builtin/engine.ts';
import * as safety from '../safety/safety.ts';
import { remoteEngine } from './openai-compatible.ts';
import { chatCompletion, startStandIn } from './stand-in.fixture.ts';

// Counts the local check's runs (review item: orFallback used to run it, then `moderate` ran it again).
vi.mock('../safety/safety.ts', async (importOriginal) => {
  const mod = await importOriginal<typeof import('../safety/safety.ts')>();
  return { ...mod, checkText: vi.fn(mod.checkText) };
});

let moderationCalls = 0;
let answer = 'The bunny eats a carrot.';
let standIn: Awaited<ReturnType<typeof startStandIn>>;

beforeAll(async () => {
  standIn = await startStandIn(({ url, body }) => {
    if (!url.endsWith('/moderations')) return { body: chatCompletion(JSON.stringify({ english: answer })) };
    moderationCalls += 1;
    return { body: { results: (body as { input: string[] }).input.map(() => ({ flagged: false, categories: {} })) } };
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  moderationCalls = 0;
  vi.mocked(safety.checkText).mockClear();
});

const engine = (moderation?: string) =>
  remoteEngine({
    config: {
      ...standIn.config(2000),
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
