import { describe, expect, it } from 'vitest';
import { squarify } from './treemap.ts';

describe('squarify', () => {
  it('fills the box with tiles whose areas follow the values, without overlap', () => {
    const values = [6, 6, 4, 3, 2, 2, 1];
    const tiles = squarify(values, (v) => v, { x: 0, y: 0, w: 600, h: 400 });
    expect(tiles).toHaveLength(values.length);
    const total = tiles.reduce((s, t) => s + t.w * t.h, 0);
    expect(total).toBeCloseTo(600 * 400, 3);
    for (const t of tiles) expect(t.w * t.h).toBeCloseTo((t.item / 24) * 240000, 3);
    for (const a of tiles)
      for (const b of tiles)
        if (a !== b) {
          const overlapW = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
          const overlapH = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
          expect(overlapW <= 1e-6 || overlapH <= 1e-6).toBe(true);
        }
  });
  it('gives nothing for no values', () => {
    expect(squarify([], (v: number) => v, { x: 0, y: 0, w: 10, h: 10 })).toEqual([]);
  });
});
