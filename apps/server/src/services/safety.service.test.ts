import { describe, expect, it } from 'vitest';
import { keepsText } from './safety.service.ts';

describe('keepsText: the words are kept only where an adult can help', () => {
  it('keeps self-harm and personal information whatever the words', () => {
    expect(keepsText('self_harm', '我不想活了')).toBe(true);
    expect(keepsText('personal_info', '我家住在中山路100號')).toBe(true);
  });

  it('keeps an insult aimed at someone, not a lone swear word', () => {
    expect(keepsText('profanity', '你這個王八蛋')).toBe(true);
    expect(keepsText('profanity', '陳同學是白痴')).toBe(true);
    expect(keepsText('profanity', 'f*ck u b1tch')).toBe(true);
    expect(keepsText('profanity', '王八蛋')).toBe(false);
    expect(keepsText('profanity', '他媽的好煩')).toBe(false);
    expect(keepsText('profanity', '幹你娘')).toBe(false);
    expect(keepsText('profanity', '他媽的你去死')).toBe(true);
  });

  it('never keeps the other categories', () => {
    for (const c of ['violence', 'sexual', 'hate', 'drugs', 'injection', 'owned_character'] as const)
      expect(keepsText(c, '你這個壞人')).toBe(false);
  });
});
