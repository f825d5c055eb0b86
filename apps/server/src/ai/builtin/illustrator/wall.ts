import { drawIcon } from './emoji.ts';
import type { Box } from './layout.ts';
import { H, W, type WallRect } from './scene.ts';
import type { SceneDef } from './scenes.ts';

/**
 * Things that hang on a wall or are part of one (窗戶, 窗簾, 門, 時鐘, 畫, 鏡子, 月曆, 黑板, 海報, 招牌; `m` in the
 * catalogue). In a room they
 * hang on the back wall at wall height, clear of the room's own window and blackboard and of the figures' heads; a
 * door stands on the floor line. Outdoors they are on the front of a small building standing on the horizon, never
 * lying on the street. Drawn behind the figures.
 */

/** Height of the thing against the main figure's box (a door is about a grown-up's height, a clock small). */
const SIZE: Record<string, number> = {
  door: 0.95,
  window: 0.62,
  curtains: 0.62,
  blackboard: 0.8,
  'shop-sign': 0.55,
  poster: 0.45,
  mirror: 0.5,
  'framed-picture': 0.42,
};

/** Curtains hung at the sides of the room's own window (its rectangle on the wall), so the weather still shows. */
function curtainsAt(w: WallRect, paint: (c: string) => string): string {
  const panel = (x: number, dir: number) =>
    `<path d="M${x} ${w.y - 6} h${dir * w.w * 0.24} c${-dir * w.w * 0.05} ${w.h * 0.4} ${-dir * w.w * 0.05} ${w.h * 0.8} ${dir * w.w * 0.02} ${w.h + 26} h${-dir * w.w * 0.26} z" fill="${paint('#e56b8a')}" stroke="${paint('#c24f6e')}" stroke-width="3"/>`;
  return (
    panel(w.x - 14, 1) +
    panel(w.x + w.w + 14, -1) +
    `<rect x="${w.x - 30}" y="${w.y - 16}" width="${w.w + 60}" height="12" rx="6" fill="${paint('#9a6b3f')}"/>`
  );
}
const SMALL = 0.34;

function clash(a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) {
  const dx = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const dy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  return dx * dy;
}

/** The best x for a thing `w` wide at height y..y+h: near the side the figure faces, clear of what is there. */
function bestX(w: number, y: number, h: number, avoid: WallRect[], prefer: number): number {
  let best = prefer;
  let score = Infinity;
  for (let x = 24; x <= W - w - 24; x += 16) {
    const r = { x, y, w, h };
    const s = avoid.reduce((n, a) => n + clash(r, a), 0) * 4 + Math.abs(x + w / 2 - prefer) * 10;
    if (s < score) {
      score = s;
      best = x;
    }
  }
  return best;
}

export interface WallThing {
  icon: string;
  index: number;
}

/**
 * The SVG of the wall things (behind the figures). `people` are the figure and companion boxes; `wall` what the room
 * already shows on its back wall; `paint` the style's colour transform for the building drawn outdoors.
 */
export function drawWallThings(
  things: WallThing[],
  scene: SceneDef,
  figure: Box,
  people: Box[],
  wall: WallRect[],
  paint: (c: string) => string,
): string {
  const horizon = H * scene.horizon;
  const side = figure.flip ? 1 : -1;
  const prefer = figure.x + figure.size / 2 + side * figure.size * 0.75;
  // Heads and bodies: the top two thirds of each figure's box, which a hung thing must not cover.
  const avoid: WallRect[] = [
    ...wall,
    ...people.map((b) => ({ x: b.x + b.size * 0.2, y: b.y, w: b.size * 0.6, h: b.size })),
  ];
  let out = '';
  for (const t of things) {
    const s = figure.size * (SIZE[t.icon] ?? SMALL);
    if (t.icon === 'curtains' && scene.indoor?.window && wall[0]) {
      out += curtainsAt(wall[0], paint);
      continue;
    }
    if (scene.indoor) {
      // on the floor line for a door, else centred at about two thirds up the wall
      const y =
        t.icon === 'door' ? horizon - s * 0.98 : Math.max(40, Math.min(horizon * 0.42 - s / 2, horizon - s - 40));
      const x = bestX(s, y, s, avoid, prefer);
      avoid.push({ x, y, w: s, h: s });
      out += drawIcon(t.icon, { x, y, size: s, flip: false });
      continue;
    }
    // Outdoors: a building's front (a wall and a roof edge) standing on the horizon, the thing on it.
    const fw = Math.max(s * 1.7, figure.size * 0.7);
    const fh = Math.max(s * 1.5, figure.size * 0.95);
    const top = horizon + 8 - fh;
    const x = bestX(fw, top, fh, avoid, prefer);
    avoid.push({ x, y: top, w: fw, h: fh });
    const ty = t.icon === 'door' ? horizon + 6 - s * 0.98 : top + fh * 0.18;
    out +=
      `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${fw.toFixed(0)}" height="${fh.toFixed(0)}" fill="${paint('#f1dcbc')}" stroke="${paint('#b99870')}" stroke-width="4"/>` +
      `<rect x="${(x - 10).toFixed(0)}" y="${(top - 14).toFixed(0)}" width="${(fw + 20).toFixed(0)}" height="22" rx="4" fill="${paint('#b5523b')}"/>`;
    out += drawIcon(t.icon, { x: x + fw / 2 - s / 2, y: ty, size: s, flip: false });
  }
  return out;
}
