import { describe, expect, it } from 'vitest';
import { levelBins } from './level-distribution.tsx';

describe('the class level distribution', () => {
  it('puts each measured pupil in one of five bins (10 in the last) and counts the unmeasured apart', () => {
    const { bins, unmeasured } = levelBins([
      { level_ch: 0 },
      { level_ch: 1.9 },
      { level_ch: 2 },
      { level_ch: 5.2 },
      { level_ch: 5.9 },
      { level_ch: 8 },
      { level_ch: 10 },
      { level_ch: null },
      {},
    ]);
    expect(bins.map((b) => b.count)).toEqual([2, 1, 2, 0, 2]);
    expect(bins.map((b) => `${b.low}-${b.high}`)).toEqual(['0-2', '2-4', '4-6', '6-8', '8-10']);
    expect(unmeasured).toBe(2);
  });
});
