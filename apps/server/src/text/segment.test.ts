import { describe, expect, it } from 'vitest';
import { normalise, segment, tokenize } from './segment.ts';

describe('the one segmenter', () => {
  it('keeps the words children use whole and maps words back to the child’s Traditional characters', () => {
    const words = segment('我們在外太空看到烏龜和蝴蝶。');
    expect(words.map((w) => w.text)).toEqual(expect.arrayContaining(['外太空', '烏龜', '蝴蝶']));
    expect(words.find((w) => w.text === '烏龜')?.key).toBe('乌龟');
    expect(words.some((w) => /[。，]/u.test(w.text))).toBe(false);
  });

  it('tags words for the analyser with the same dictionary, in the child’s own characters', () => {
    const tokens = tokenize('小兔子在花園裡跑。');
    expect(tokens.map((t) => t.word).join('')).toBe('小兔子在花園裡跑。');
    expect(tokens.find((t) => t.word === '花園')?.tag).toMatch(/^n/);
    expect(tokens.map((t) => t.word)).toContain('小兔子');
  });

  it('normalises to Simplified, lower case, half width', () => {
    expect(normalise('ＡＢＣ學校')).toBe('abc学校');
  });
});
