import { describe, expect, it } from 'vitest';
import { GUIDES, guideOf, guideTarget } from './guides.ts';

describe('story guides', () => {
  it('lead where the spec says', () => {
    expect(guideTarget(1, null)).toBe('/step1/new');
    expect(guideTarget(2, 'b1')).toBe('/guide/3');
    expect(guideTarget(3, 'b1')).toBe('/ai_story/b1/3/1');
    expect(guideTarget(4, 'b1')).toBe('/step7_1/b1');
    expect(guideTarget(5, 'b1')).toBe('/step9/b1');
  });

  it('send the child to the shelf when no current book is known', () => {
    for (const n of [3, 4, 5]) expect(guideTarget(n, null)).toBe('/main');
  });

  it('know exactly the guides 1 to 5', () => {
    expect(GUIDES.map((g) => g.n)).toEqual([1, 2, 3, 4, 5]);
    expect(guideOf('0')).toBeNull();
    expect(guideOf('6')).toBeNull();
    expect(guideOf('abc')).toBeNull();
    expect(guideOf('3')?.title).toBe('十二隻怪獸');
  });
});
