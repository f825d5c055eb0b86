import { getStroke } from 'perfect-freehand';

/**
 * The drawing as data (issue 24): a background colour, the ink operations (strokes and fills, replayed in order)
 * and the stickers above the ink. Every change makes a new Drawing, so undo/redo is a list of Drawings.
 */
export const W = 1024;
export const H = 768;
/** undo steps kept (the issue asks for at least 50) */
export const HISTORY_MAX = 100;

/** x, y in canvas pixels (1024×768) and the pen's pressure 0–1 */
export type Point = [number, number, number];

export interface Stroke {
  kind: 'stroke';
  points: Point[];
  size: number;
  colour: string;
  erase: boolean;
  /** a pen gives real pressure; mouse and finger get pressure simulated from speed */
  pen: boolean;
}
export interface Fill {
  kind: 'fill';
  x: number;
  y: number;
  colour: string;
}
export type InkOp = Stroke | Fill;

export interface Sticker {
  id: string;
  src: string;
  /** centre, in canvas pixels */
  x: number;
  y: number;
  /** the size at scale 1, in the picture's own proportions */
  width: number;
  height: number;
  scale: number;
  /** degrees */
  rotation: number;
}

export interface Drawing {
  background: string;
  ops: InkOp[];
  stickers: Sticker[];
}

export const EMPTY_DRAWING: Drawing = { background: '#ffffff', ops: [], stickers: [] };

export function isBlank(d: Drawing): boolean {
  return d.ops.length === 0 && d.stickers.length === 0 && d.background === EMPTY_DRAWING.background;
}

export interface History {
  past: Drawing[];
  present: Drawing;
  future: Drawing[];
}

export const startHistory = (present: Drawing): History => ({ past: [], present, future: [] });

export function commit(h: History, next: Drawing): History {
  if (next === h.present) return h;
  return { past: [...h.past, h.present].slice(-HISTORY_MAX), present: next, future: [] };
}

export function undo(h: History): History {
  const prev = h.past[h.past.length - 1];
  if (!prev) return h;
  return { past: h.past.slice(0, -1), present: prev, future: [h.present, ...h.future] };
}

export function redo(h: History): History {
  const [next, ...rest] = h.future;
  if (!next) return h;
  return { past: [...h.past, h.present], present: next, future: rest };
}

/** The stroke's outline polygon from perfect-freehand (the library does the smoothing and the pressure). */
export function strokeOutline(s: Stroke, last = true): number[][] {
  return getStroke(s.points, {
    size: s.size,
    thinning: s.pen ? 0.6 : 0.45,
    smoothing: 0.5,
    streamline: 0.45,
    simulatePressure: !s.pen,
    last,
  });
}

/** An outline as an SVG path (quadratic curves through the midpoints), for Path2D. */
export function outlinePath(points: number[][]): string {
  const n = points.length;
  if (n < 2) return '';
  const r = (v: number) => Math.round(v * 10) / 10;
  let d = `M${r(points[0]![0]!)} ${r(points[0]![1]!)}Q`;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[(i + 1) % n]!;
    d += `${r(x0!)} ${r(y0!)} ${r((x0! + x1!) / 2)} ${r((y0! + y1!) / 2)} `;
  }
  return d + 'Z';
}

export function hexToRgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const v = m ? parseInt(m[1]!, 16) : 0;
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * Paint bucket on the ink layer: every pixel connected to (x, y) that looks like the pixel there (within
 * `tolerance`, alpha included, so the soft edge of a line is filled too and leaves no white rim) becomes `rgba`.
 * Scanline fill with an explicit stack. Returns the number of pixels painted.
 */
export function floodFill(img: Pixels, x: number, y: number, rgba: readonly number[], tolerance = 96): number {
  const { data, width, height } = img;
  const sx = Math.floor(x);
  const sy = Math.floor(y);
  if (sx < 0 || sy < 0 || sx >= width || sy >= height) return 0;
  const at = (sy * width + sx) * 4;
  const target = [data[at]!, data[at + 1]!, data[at + 2]!, data[at + 3]!];
  const same = (i: number) => {
    // fully transparent pixels are all alike whatever their colour bytes
    const a = data[i + 3]!;
    if (target[3] === 0 && a === 0) return true;
    return (
      Math.abs(data[i]! - target[0]!) +
        Math.abs(data[i + 1]! - target[1]!) +
        Math.abs(data[i + 2]! - target[2]!) +
        Math.abs(a - target[3]!) * 1.5 <=
      tolerance
    );
  };
  if (target.every((v, k) => v === rgba[k])) return 0;
  const seen = new Uint8Array(width * height);
  const stack: number[] = [sx, sy];
  let painted = 0;
  while (stack.length) {
    const py = stack.pop()!;
    let px = stack.pop()!;
    while (px > 0 && !seen[py * width + px - 1] && same((py * width + px - 1) * 4)) px--;
    let up = false;
    let down = false;
    for (; px < width; px++) {
      const p = py * width + px;
      if (seen[p] || !same(p * 4)) break;
      seen[p] = 1;
      const i = p * 4;
      data[i] = rgba[0]!;
      data[i + 1] = rgba[1]!;
      data[i + 2] = rgba[2]!;
      data[i + 3] = rgba[3]!;
      painted++;
      if (py > 0) {
        const q = p - width;
        const ok = !seen[q] && same(q * 4);
        if (ok && !up) stack.push(px, py - 1);
        up = ok;
      }
      if (py < height - 1) {
        const q = p + width;
        const ok = !seen[q] && same(q * 4);
        if (ok && !down) stack.push(px, py + 1);
        down = ok;
      }
    }
  }
  return painted;
}

/** The drawing for localStorage: coordinates to one decimal, so a long drawing stays small. */
export function serialise(d: Drawing): string {
  const r = (v: number) => Math.round(v * 10) / 10;
  return JSON.stringify({
    v: 1,
    background: d.background,
    ops: d.ops.map((o) =>
      o.kind === 'stroke' ? { ...o, points: o.points.map(([x, y, p]) => [r(x), r(y), Math.round(p * 100) / 100]) } : o,
    ),
    stickers: d.stickers,
  });
}

const isColour = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A kept drawing, or undefined when the text is not one (an old format, a broken write). */
export function deserialise(text: string | null): Drawing | undefined {
  if (!text) return undefined;
  try {
    const o = JSON.parse(text) as { v?: number; background?: unknown; ops?: unknown[]; stickers?: unknown[] };
    if (o.v !== 1 || !isColour(o.background) || !Array.isArray(o.ops) || !Array.isArray(o.stickers)) return undefined;
    const ops: InkOp[] = [];
    for (const op of o.ops as Record<string, unknown>[]) {
      if (op.kind === 'stroke' && Array.isArray(op.points) && isNum(op.size) && isColour(op.colour)) {
        const points = (op.points as unknown[]).filter(
          (p): p is Point => Array.isArray(p) && p.length === 3 && p.every(isNum),
        );
        ops.push({ kind: 'stroke', points, size: op.size, colour: op.colour, erase: !!op.erase, pen: !!op.pen });
      } else if (op.kind === 'fill' && isNum(op.x) && isNum(op.y) && isColour(op.colour)) {
        ops.push({ kind: 'fill', x: op.x, y: op.y, colour: op.colour });
      }
    }
    const stickers = (o.stickers as Record<string, unknown>[]).filter(
      (s): s is Sticker & Record<string, unknown> =>
        typeof s.id === 'string' &&
        typeof s.src === 'string' &&
        (s.src.startsWith('/files/') || /^\/api\/tool\/stickers\/[a-z]+\.png$/.test(s.src)) &&
        [s.x, s.y, s.width, s.height, s.scale, s.rotation].every(isNum),
    );
    return { background: o.background, ops, stickers };
  } catch {
    return undefined;
  }
}

/** Is the canvas point inside the (rotated) sticker? */
export function hitSticker(s: Sticker, x: number, y: number): boolean {
  const a = (-s.rotation * Math.PI) / 180;
  const dx = x - s.x;
  const dy = y - s.y;
  const lx = dx * Math.cos(a) - dy * Math.sin(a);
  const ly = dx * Math.sin(a) + dy * Math.cos(a);
  return Math.abs(lx) <= (s.width * s.scale) / 2 && Math.abs(ly) <= (s.height * s.scale) / 2;
}
