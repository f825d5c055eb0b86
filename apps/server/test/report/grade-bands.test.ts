import { describe, expect, it } from 'vitest';
import { analyseStory } from '../../src/report/analyser/analyse.ts';
import { ZH_GRADE_BANDS, zhGradeBand } from '../../src/report/analyser/grade.ts';
import { STORIES } from './stories.ts';

/** The grade bands are the middle half of our tuning stories' Chinese level per pair of grades (grade.ts). */
const quantile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * p;
  const lo = Math.floor(i);
  return s[lo]! + (s[Math.ceil(i)]! - s[lo]!) * (i - lo);
};
const level = (s: (typeof STORIES)[number]) =>
  analyseStory({ zh: s.pages, en: [], names: s.names.slice(0, 1) }).levelZh;

describe('grade bands', () => {
  it.each([1, 3, 5] as const)(
    'grades from %i (two grades): the table is the tuning set’s 25th–75th percentile',
    (g) => {
      const levels = STORIES.filter((s) => !s.heldBack && s.grade >= g && s.grade <= g + 1).map(level);
      // the table is rounded to one decimal
      expect(Math.abs(ZH_GRADE_BANDS[g].low - quantile(levels, 0.25))).toBeLessThanOrEqual(0.051);
      expect(Math.abs(ZH_GRADE_BANDS[g].high - quantile(levels, 0.75))).toBeLessThanOrEqual(0.051);
    },
  );

  it('the held-back stories fall inside their band about half the time (an interquartile band)', () => {
    const held = STORIES.filter((s) => s.heldBack);
    const inside = held.filter((s) => {
      const b = zhGradeBand(s.grade)!;
      const l = level(s);
      return l >= b.low && l <= b.high;
    });
    expect(inside.length / held.length).toBeGreaterThanOrEqual(0.3);
    expect(inside.length / held.length).toBeLessThanOrEqual(0.8);
  });
});
