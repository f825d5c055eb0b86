import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAWING,
  HISTORY_MAX,
  commit,
  deserialise,
  floodFill,
  hitSticker,
  outlinePath,
  redo,
  serialise,
  startHistory,
  strokeOutline,
  undo,
  type Drawing,
  type Pixels,
} from './drawing-model.ts';

/** A transparent w×h ink layer with a black square outline from (a, a) to (b, b), its edge half-transparent. */
function squareLayer(w: number, h: number, a: number, b: number): Pixels {
  const data = new Uint8ClampedArray(w * h * 4);
  const set = (x: number, y: number, alpha: number) => data.set([0, 0, 0, alpha], (y * w + x) * 4);
  for (let i = a; i <= b; i++) {
    set(i, a, 255);
    set(i, b, 255);
    set(a, i, 255);
    set(b, i, 255);
    // the soft outer edge of an antialiased line
    if (i > a && i < b) set(i, a + 1, 60);
  }
  return { data, width: w, height: h };
}
const alphaAt = (img: Pixels, x: number, y: number) => img.data[(y * img.width + x) * 4 + 3];
const rgbaAt = (img: Pixels, x: number, y: number) => [
  ...img.data.slice((y * img.width + x) * 4, (y * img.width + x) * 4 + 4),
];

describe('floodFill', () => {
  it('fills the inside of a closed shape, its soft edge included, and nothing outside', () => {
    const img = squareLayer(40, 30, 5, 20);
    const painted = floodFill(img, 10, 10, [255, 0, 0, 255]);
    expect(rgbaAt(img, 10, 10)).toEqual([255, 0, 0, 255]);
    expect(rgbaAt(img, 10, 6)).toEqual([255, 0, 0, 255]); // the half-transparent edge pixel
    expect(rgbaAt(img, 5, 10)).toEqual([0, 0, 0, 255]); // the line stays
    expect(alphaAt(img, 30, 25)).toBe(0); // outside untouched
    expect(painted).toBe(14 * 14);
  });
  it('fills the outside when started outside, and is a no-op on the same colour or off the layer', () => {
    const img = squareLayer(40, 30, 5, 20);
    expect(floodFill(img, 30, 25, [0, 0, 255, 255])).toBe(40 * 30 - 16 * 16);
    expect(alphaAt(img, 10, 10)).toBe(0);
    expect(floodFill(img, 30, 25, [0, 0, 255, 255])).toBe(0);
    expect(floodFill(img, -1, 3, [0, 0, 255, 255])).toBe(0);
    expect(floodFill(img, 40, 3, [0, 0, 255, 255])).toBe(0);
  });
});

describe('history', () => {
  const withBackground = (d: Drawing, n: number): Drawing => ({
    ...d,
    background: `#${n.toString(16).padStart(6, '0')}`,
  });
  it('undoes and redoes at least 50 steps, and a new change drops the redo steps', () => {
    let h = startHistory(EMPTY_DRAWING);
    for (let i = 1; i <= 60; i++) h = commit(h, withBackground(h.present, i));
    for (let i = 0; i < 60; i++) h = undo(h);
    expect(h.present).toBe(EMPTY_DRAWING);
    expect(undo(h)).toBe(h);
    for (let i = 0; i < 55; i++) h = redo(h);
    expect(h.present.background).toBe('#000037');
    h = commit(h, withBackground(h.present, 999));
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });
  it(`keeps ${HISTORY_MAX} steps at most`, () => {
    let h = startHistory(EMPTY_DRAWING);
    for (let i = 1; i <= HISTORY_MAX + 30; i++) h = commit(h, withBackground(h.present, i));
    expect(h.past).toHaveLength(HISTORY_MAX);
  });
});

describe('strokes', () => {
  it('perfect-freehand gives an outline that becomes one closed path', () => {
    const stroke = {
      kind: 'stroke' as const,
      points: [
        [10, 10, 0.5],
        [60, 20, 0.5],
        [120, 40, 0.5],
      ] as [number, number, number][],
      size: 14,
      colour: '#000000',
      erase: false,
      pen: false,
    };
    const outline = strokeOutline(stroke);
    expect(outline.length).toBeGreaterThan(6);
    const d = outlinePath(outline);
    expect(d).toMatch(/^M[\d.]+ [\d.]+Q.*Z$/);
    expect(outlinePath([])).toBe('');
  });
});

describe('the drawing kept in localStorage', () => {
  const drawing: Drawing = {
    background: '#d0ebff',
    ops: [
      { kind: 'stroke', points: [[1.234, 2.345, 0.51234]], size: 6, colour: '#e03131', erase: false, pen: true },
      { kind: 'fill', x: 5, y: 6, colour: '#1971c2' },
    ],
    stickers: [
      { id: 's1', src: '/files/pictures/b/c.png', x: 1, y: 2, width: 300, height: 200, scale: 1, rotation: 15 },
      // a catalogue sticker (the illustrator's)
      { id: 's2', src: '/api/tool/stickers/cat.png', x: 9, y: 8, width: 300, height: 250, scale: 1.2, rotation: -30 },
    ],
  };
  it('comes back as it was, rounded', () => {
    const back = deserialise(serialise(drawing))!;
    expect(back.background).toBe('#d0ebff');
    expect(back.ops[0]).toMatchObject({ points: [[1.2, 2.3, 0.51]], pen: true });
    expect(back.ops[1]).toEqual(drawing.ops[1]);
    expect(back.stickers).toEqual(drawing.stickers);
  });
  it('refuses what is not a kept drawing, and drops stickers from elsewhere', () => {
    expect(deserialise(null)).toBeUndefined();
    expect(deserialise('{')).toBeUndefined();
    expect(deserialise(JSON.stringify({ v: 2, background: '#ffffff', ops: [], stickers: [] }))).toBeUndefined();
    const foreign = JSON.parse(serialise(drawing));
    foreign.stickers[0].src = 'https://example.com/x.png';
    foreign.stickers[1].src = '/api/tool/drawing';
    foreign.ops.push({ kind: 'fill', x: 'a', y: 1, colour: '#000000' });
    const back = deserialise(JSON.stringify(foreign))!;
    expect(back.stickers).toEqual([]);
    expect(back.ops).toHaveLength(2);
  });
});

describe('hitSticker', () => {
  it('follows the rotation', () => {
    const s = { id: 's1', src: '/files/x.png', x: 100, y: 100, width: 200, height: 20, scale: 1, rotation: 0 };
    expect(hitSticker(s, 190, 105)).toBe(true);
    expect(hitSticker(s, 100, 180)).toBe(false);
    expect(hitSticker({ ...s, rotation: 90 }, 100, 180)).toBe(true);
    expect(hitSticker({ ...s, rotation: 90 }, 190, 105)).toBe(false);
    expect(hitSticker({ ...s, scale: 0.5 }, 190, 105)).toBe(false);
  });
});
