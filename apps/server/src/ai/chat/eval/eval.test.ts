import { describe, expect, it } from 'vitest';
import { builtinChatModel } from '../builtin/engine.ts';
import { CONVERSATIONS, play } from './conversations.ts';

const model = builtinChatModel();
const tuned = CONVERSATIONS.filter((c) => c.part === 'tuned');
const heldBack = CONVERSATIONS.filter((c) => c.part !== 'tuned');

describe('chat evaluation set', () => {
  it('has at least 150 conversations over the three modes, a third of them hard', () => {
    expect(CONVERSATIONS.length).toBeGreaterThanOrEqual(150);
    for (const mode of ['title', 'character', 'story'] as const)
      expect(CONVERSATIONS.filter((c) => c.mode === mode).length).toBeGreaterThanOrEqual(45);
    const hard = CONVERSATIONS.filter((c) => /vague|zhuyin|slip|order|offtopic|correction/u.test(c.tag));
    expect(hard.length * 3).toBeGreaterThanOrEqual(CONVERSATIONS.length);
  });

  // Usable within 3 turns, the child's key nouns kept (repaired), no filler/zhuyin/doubled 在, within limits,
  // two alternatives that differ in more than punctuation.
  it.each(tuned.map((c) => [`${c.id} ${c.mode}: ${c.says.join(' / ')}`, c] as const))('%s', async (_name, c) => {
    const outcome = await play(model, c);
    expect(outcome.problems).toEqual([]);
  });

  it('passes nine in ten of the held-back conversations (all three sets)', async () => {
    const outcomes = await Promise.all(heldBack.map((c) => play(model, c)));
    const failed = outcomes.filter((o) => o.problems.length > 0);
    expect(failed.length / outcomes.length).toBeLessThanOrEqual(0.1);
  });
});
