import { describe, expect, it } from 'vitest';
import { MASCOT_ROUTES, MASCOT_TIPS, pickTip } from './mascot-tips.ts';

describe('mascot tips', () => {
  it('has at least five different tips for every route the spec lists', () => {
    for (const route of [...MASCOT_ROUTES, 'Character'] as const) {
      const tips = MASCOT_TIPS[route];
      expect(new Set(tips).size, route).toBeGreaterThanOrEqual(5);
      for (const t of tips) expect(t.trim().length, route).toBeGreaterThan(4);
    }
  });

  it('picks every tip of a route for some random value, and stays in range at the edges', () => {
    const tips = MASCOT_TIPS.Step1;
    const picked = new Set(tips.map((_, i) => pickTip('Step1', () => (i + 0.5) / tips.length)));
    expect(picked).toEqual(new Set(tips));
    expect(tips).toContain(pickTip('Step1', () => 0));
    expect(tips).toContain(pickTip('Step1', () => 0.999999));
  });
});
