import { darken, mix } from '../colour.ts';
import type { Random } from '../random.ts';

/**
 * Landmarks: the drawn shapes that make a place recognisable (夜市's stalls and lanterns, 101's tower, the seats and
 * poles of an MRT car, a temple's swallow-tail roof …), composed from SVG primitives. They sit behind the figures,
 * between the far layer and the ground decoration. None holds text (a sign with letters could come out mirrored).
 */
const W = 1024;
const H = 768;

export interface LandmarkCtx {
  /** the horizon (or the foot of the wall), in pixels */
  y: number;
  /** the art style's palette */
  p: (hex: string) => string;
  rnd: Random;
  night: boolean;
  /** rain outside: seen through a vehicle's windows */
  rain?: boolean;
  /** the figure stands on the shore, not afloat: a lake keeps behind its feet (decision 0044) */
  shore?: boolean;
  /**
   * where the place's key landmark stands (a castle, Taipei 101, a temple's hall …), from left to right: the layout
   * keeps the figures off it so the place can still be named once they stand in it (decision 0044)
   */
  keep?: Span[];
}

/** A horizontal stretch of the picture, in pixels. */
export interface Span {
  x0: number;
  x1: number;
  /** how high the landmark reaches (its top, in pixels): clouds and trees keep off it below that */
  top?: number;
}

/** The dark line round a key landmark: it keeps its shape in the pale styles (pencil, watercolour, pixel). */
const OUTLINE = '#3a3350';
function outlined(c: LandmarkCtx, svg: string, width = 4): string {
  return `<g stroke="${c.p(OUTLINE)}" stroke-width="${width}" stroke-linejoin="round">${svg}</g>`;
}

export type Landmark =
  | 'stalls'
  | 'market-stalls'
  | 'lanterns'
  | 'bunting'
  | 'lights'
  | 'mrt-car'
  | 'bus-car'
  | 'train-car'
  | 'plane-cabin'
  | 'shelves'
  | 'bookshelves'
  | 'bread-shelves'
  | 'flower-shelves'
  | 'toy-shelves'
  | 'counter'
  | 'fridge'
  | 'temple'
  | 'tower101'
  | 'track'
  | 'goal'
  | 'hoop'
  | 'volcano'
  | 'island'
  | 'waterfall'
  | 'cave-frame'
  | 'gold-pile'
  | 'pond'
  | 'paddies'
  | 'river'
  | 'lake'
  | 'pagoda'
  | 'cypress'
  | 'sea-of-clouds'
  | 'candy-house'
  | 'lollipop-trees'
  | 'cloud-floor'
  | 'craters'
  | 'earth'
  | 'castle'
  | 'bridge'
  | 'railway'
  | 'platform'
  | 'runway'
  | 'tower'
  | 'columns'
  | 'frames'
  | 'coaster'
  | 'ferris'
  | 'pool'
  | 'roof-edge'
  | 'fireplace'
  | 'fence'
  | 'tank'
  | 'seaweed'
  | 'dream-swirls'
  | 'red-cross'
  | 'tables'
  | 'curtains'
  | 'screen'
  | 'sanheyuan'
  | 'tree-house'
  | 'steam-pool'
  | 'glow-mushrooms'
  | 'couplets'
  | 'sofa'
  | 'bed'
  | 'bath'
  | 'stove'
  | 'lighthouse'
  | 'boats'
  | 'tent-stripes'
  | 'ice-floes'
  | 'planet-ground'
  | 'station-window'
  | 'crane'
  | 'dragon-boat'
  | 'pumpkins'
  | 'big-moon'
  | 'swings'
  | 'sandbox'
  | 'cages'
  | 'barn'
  | 'orchard'
  | 'desks'
  | 'piano'
  | 'lab-bench'
  | 'easels'
  | 'mirror-wall'
  | 'cash-desk'
  | 'stage-floor'
  | 'ice-rink'
  | 'beanstalk'
  | 'spider-webs'
  | 'wall-tiles'
  | 'toilet'
  | 'sink-mirror'
  | 'big-fridge'
  | 'hospital-bed'
  | 'iv-drip'
  | 'ward-curtain'
  | 'bamboo-grove'
  | 'cherry-trees'
  | 'road'
  | 'traffic-light'
  | 'roof-tiles'
  | 'jungle-vines'
  | 'school-building'
  | 'big-tent'
  | 'grad-stage'
  | 'bleachers'
  | 'swamp-water'
  | 'house-door'
  | 'church-front'
  | 'village-houses'
  | 'ship-deck'
  | 'veg-rows'
  | 'tea-rows'
  | 'flower-rows'
  | 'police-front'
  | 'fire-front'
  | 'post-front'
  | 'court-lines'
  | 'diamond'
  | 'bus-shelter'
  | 'big-bus'
  | 'pier'
  | 'fishing-boats'
  | 'icebergs'
  | 'kitchen-counter'
  | 'griddle'
  | 'drink-bar'
  | 'salon-chairs'
  | 'plaza'
  | 'car-inside'
  | 'claw-machines';

const f = (n: number) => n.toFixed(0);
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;

function lanternString(c: LandmarkCtx, y0: number, colour = '#e8392b'): string {
  const { p } = c;
  let out = `<path d="M-10 ${y0} Q ${W / 2} ${y0 + 60} ${W + 10} ${y0}" stroke="${p('#5a3a2a')}" stroke-width="3" fill="none"/>`;
  for (let i = 1; i < 8; i++) {
    const x = (i * W) / 8;
    const t = x / W;
    const yy = y0 + 4 * 60 * t * (1 - t) * 0.5 + 12;
    out += `<ellipse cx="${f(x)}" cy="${f(yy + 18)}" rx="20" ry="24" fill="${p(colour)}"/>`;
    out += rect(x - 12, yy - 8, 24, 6, p('#f2b33d')) + rect(x - 12, yy + 40, 24, 6, p('#f2b33d'));
    out += `<path d="M${f(x)} ${f(yy + 46)} v14" stroke="${p('#f2b33d')}" stroke-width="3"/>`;
    if (c.night) out += `<ellipse cx="${f(x)}" cy="${f(yy + 18)}" rx="34" ry="36" fill="#ffd27a" opacity="0.25"/>`;
  }
  return out;
}

function stalls(c: LandmarkCtx, palette: string[], goods: string[]): string {
  const { y, p, rnd } = c;
  let out = '';
  const n = 4;
  const w = W / n;
  for (let i = 0; i < n; i++) {
    const x = i * w + 8;
    const top = y - 230 + rnd.between(-10, 10);
    const colour = palette[i % palette.length]!;
    out +=
      rect(x + 8, top + 50, 8, y - top - 40, p('#6b4a32')) + rect(x + w - 32, top + 50, 8, y - top - 40, p('#6b4a32'));
    // the awning: stripes
    for (let s = 0; s < 6; s++)
      out += rect(x + (s * (w - 16)) / 6, top, (w - 16) / 6 + 1, 56, p(s % 2 ? '#ffffff' : colour));
    out += `<path d="M${f(x)} ${f(top + 56)} ${Array.from({ length: 6 }, () => `q ${f((w - 16) / 12)} 18 ${f((w - 16) / 6)} 0`).join(' ')}" fill="${p(colour)}"/>`;
    // the counter and its goods
    out += rect(x, y - 70, w - 16, 70, p(darken(colour, 0.35))) + rect(x - 4, y - 78, w - 8, 12, p('#f4e4c8'));
    for (let g = 0; g < 5; g++)
      out += `<circle cx="${f(x + 18 + g * ((w - 50) / 4))}" cy="${f(y - 92)}" r="${f(rnd.between(10, 15))}" fill="${p(goods[(i + g) % goods.length]!)}"/>`;
    if (c.night)
      out += `<circle cx="${f(x + w / 2)}" cy="${f(top + 80)}" r="9" fill="#fff3b0"/><circle cx="${f(x + w / 2)}" cy="${f(top + 80)}" r="40" fill="#fff3b0" opacity="0.22"/>`;
  }
  return out;
}

function vehicle(c: LandmarkCtx, kind: 'mrt' | 'bus' | 'train' | 'plane'): string {
  const { y, p, night } = c;
  const outside = night ? '#1d2460' : c.rain ? '#7f8ba0' : kind === 'mrt' ? '#bfe3ff' : '#9fd8ff';
  let out = '';
  const n = kind === 'plane' ? 5 : 4;
  const ww = kind === 'plane' ? 90 : 170;
  const wh = kind === 'plane' ? 110 : 150;
  for (let i = 0; i < n; i++) {
    const x = 60 + (i * (W - 120)) / n + ((W - 120) / n - ww) / 2;
    const top = kind === 'plane' ? 140 : 90;
    out += rect(x - 8, top - 8, ww + 16, wh + 16, p('#8d96a3'), ' rx="20"');
    out += rect(x, top, ww, wh, p(outside), ` rx="${kind === 'plane' ? 40 : 14}"`);
    // the city or the fields going past
    if (kind !== 'plane')
      out += rect(
        x,
        top + wh * 0.55,
        ww,
        wh * 0.45,
        p(kind === 'train' ? '#8ccf78' : '#8aa4c8'),
        ' rx="6" opacity="0.8"',
      );
    else
      out += `<ellipse cx="${f(x + ww / 2)}" cy="${f(top + wh * 0.7)}" rx="${f(ww * 0.4)}" ry="12" fill="${p('#ffffff')}"/>`;
    if (c.rain) {
      // rain on the glass, inside the window only
      let d = '';
      for (let k = 0; k < 9; k++)
        d += `M${f(x + 12 + ((k * 37) % (ww - 24)))} ${f(top + 10 + ((k * 53) % (wh - 40)))} l6 18 `;
      out += `<path d="${d}" stroke="#e8f2ff" stroke-width="3" stroke-linecap="round" opacity="0.85"/>`;
    }
  }
  // seats along the wall
  const seat = kind === 'mrt' ? '#3d8bfd' : kind === 'bus' ? '#e05a3a' : kind === 'train' ? '#4f8a5b' : '#3b4f8a';
  if (kind === 'mrt') {
    out += rect(0, y - 110, W, 70, p(seat), ' rx="12"') + rect(0, y - 40, W, 40, p(darken(seat, 0.3)));
    for (const x of [200, 512, 824])
      out += rect(x - 7, 0, 14, y, p('#c9d1da')) + rect(x - 7, 0, 14, y, '#ffffff', ' opacity="0.3"');
    out += rect(0, 20, W, 12, p('#c9d1da'));
    for (let x = 60; x < W; x += 90)
      out += `<path d="M${x} 32 v36" stroke="${p('#c9d1da')}" stroke-width="4"/><circle cx="${x}" cy="80" r="13" fill="none" stroke="${p('#f7d038')}" stroke-width="5"/>`;
    // the doors' line map: coloured dots only, no letters
    out += rect(380, 60, 264, 16, p('#ffffff'), ' rx="8"');
    for (let i = 0; i < 8; i++)
      out += `<circle cx="${400 + i * 32}" cy="68" r="6" fill="${p(['#e3002c', '#0070bd', '#008659', '#f8b61c', '#c48c31'][i % 5]!)}"/>`;
  } else {
    for (let i = 0; i < 4; i++) {
      const x = 40 + i * 250;
      out +=
        rect(x, y - 150, 150, 110, p(seat), ' rx="20"') +
        rect(x - 10, y - 50, 170, 40, p(darken(seat, 0.25)), ' rx="10"');
    }
    if (kind === 'bus') {
      out += rect(0, 30, W, 10, p('#c9d1da'));
      for (let x = 80; x < W; x += 120)
        out += `<path d="M${x} 40 v30" stroke="${p('#c9d1da')}" stroke-width="4"/><rect x="${x - 10}" y="68" width="20" height="24" rx="8" fill="none" stroke="${p('#f7d038')}" stroke-width="5"/>`;
      out += rect(W - 60, 120, 14, y - 120, p('#f7d038'));
    }
  }
  return out;
}

function shelves(c: LandmarkCtx, goods: 'mixed' | 'books' | 'bread' | 'flowers' | 'toys'): string {
  const { y, p, rnd } = c;
  let out = '';
  const units = goods === 'books' ? 4 : 3;
  const uw = (W - 80) / units;
  const colours =
    goods === 'bread'
      ? ['#d99a4e', '#c07a3a', '#f0c27a', '#b8652e']
      : goods === 'flowers'
        ? ['#ff7eb6', '#e84a4a', '#f7d038', '#ffffff', '#8f5bd6']
        : ['#e84a4a', '#3d8bfd', '#f7d038', '#4cbb5e', '#ff9a3c', '#8f5bd6', '#ffffff'];
  for (let u = 0; u < units; u++) {
    const x = 40 + u * uw + 10;
    const w = uw - 20;
    const top = goods === 'books' ? 60 : 110;
    out += rect(x, top, w, y - top, p(goods === 'books' ? '#8a5a32' : '#dfe5ea'));
    const rows = goods === 'books' ? 5 : 4;
    const rh = (y - top - 20) / rows;
    for (let r = 0; r < rows; r++) {
      const ry = top + 10 + r * rh;
      out += rect(x + 6, ry + rh - 10, w - 12, 8, p(goods === 'books' ? '#6b4426' : '#aab4bf'));
      for (let gx = x + 12; gx < x + w - 24;) {
        const col = p(colours[rnd.int(0, colours.length - 1)]!);
        if (goods === 'books') {
          const bw = rnd.between(12, 22);
          const bh = rh - rnd.between(16, 30);
          out += rect(gx, ry + rh - 10 - bh, bw, bh, col);
          gx += bw + 2;
        } else if (goods === 'bread' || goods === 'flowers') {
          out += `<ellipse cx="${f(gx + 16)}" cy="${f(ry + rh - 24)}" rx="18" ry="${goods === 'bread' ? 12 : 15}" fill="${col}"/>`;
          if (goods === 'flowers')
            out += `<circle cx="${f(gx + 16)}" cy="${f(ry + rh - 24)}" r="5" fill="${p('#f7d038')}"/>`;
          gx += 42;
        } else {
          const bw = rnd.between(20, 34);
          const bh = rnd.between(24, rh - 20);
          out += rect(gx, ry + rh - 10 - bh, bw, bh, col, ' rx="4"');
          gx += bw + 6;
        }
      }
    }
  }
  return out;
}

function tree(x: number, base: number, h: number, leaf: string, trunk: string): string {
  return (
    rect(x - h * 0.05, base - h * 0.45, h * 0.1, h * 0.45, trunk) +
    `<ellipse cx="${f(x)}" cy="${f(base - h * 0.62)}" rx="${f(h * 0.3)}" ry="${f(h * 0.36)}" fill="${leaf}"/>`
  );
}

/** A public building's front, wide and tall beside a child (a child is ≈ 200 px high): its colour, door and sign. */
function facade(c: LandmarkCtx, kind: 'police' | 'fire' | 'post'): string {
  const { y, p } = c;
  const x0 = kind === 'fire' ? 360 : 420;
  const w = W - x0 - 30;
  const top = y - 330;
  const wall = kind === 'police' ? '#dfe7f2' : kind === 'fire' ? '#e8e0d6' : '#e6efe2';
  const trim = kind === 'police' ? '#1f4fa0' : kind === 'fire' ? '#d8262b' : '#2f8f4a';
  let out = rect(x0, top, w, y - top + 10, p(wall)) + rect(x0 - 10, top - 26, w + 20, 34, p(trim));
  // a sign board without letters: a badge, a flame or an envelope
  const sx = x0 + w / 2;
  out += rect(sx - 110, top + 20, 220, 56, p(trim), ' rx="8"');
  if (kind === 'police')
    out += `<path d="M${f(sx)} ${f(top + 26)} l22 10 v16 q0 16 -22 24 q-22 -8 -22 -24 v-16z" fill="${p('#f7d038')}"/>`;
  else if (kind === 'fire')
    out += `<path d="M${f(sx)} ${f(top + 26)} q24 22 10 44 q-10 6 -20 0 q-14 -20 10 -44z" fill="${p('#ffb31f')}"/>`;
  else
    out +=
      rect(sx - 30, top + 32, 60, 36, p('#ffffff'), ' rx="3"') +
      `<path d="M${f(sx - 30)} ${f(top + 32)} l30 20 l30 -20" stroke="${p(trim)}" stroke-width="4" fill="none"/>`;
  if (kind === 'fire') {
    // two tall garage doors, a fire engine in the first one (taller than a child)
    for (let i = 0; i < 2; i++) {
      const dx = x0 + 30 + i * (w / 2);
      out += rect(dx, top + 110, w / 2 - 60, y - top - 100, p('#3a3a44'));
      if (i === 0) {
        const bx = dx + 10;
        const bw = w / 2 - 80;
        out +=
          rect(bx, y - 170, bw, 150, p('#e8392b'), ' rx="12"') +
          rect(bx + bw * 0.62, y - 150, bw * 0.3, 60, p('#bfe6ff'), ' rx="6"') +
          rect(bx + 10, y - 190, bw * 0.55, 16, p('#c9d1da')) +
          `<circle cx="${f(bx + bw * 0.25)}" cy="${f(y - 18)}" r="26" fill="${p('#222')}"/><circle cx="${f(bx + bw * 0.78)}" cy="${f(y - 18)}" r="26" fill="${p('#222')}"/>`;
      } else
        for (let k = 1; k < 6; k++) out += rect(dx, top + 110 + k * ((y - top - 100) / 6), w / 2 - 60, 4, p('#55555f'));
    }
    return out;
  }
  // windows and a glass door
  for (let i = 0; i < 3; i++)
    out += rect(x0 + 30 + i * ((w - 60) / 3), top + 100, (w - 60) / 3 - 20, 70, p('#bfe6ff'), ' rx="4"');
  out += rect(sx - 60, y - 150, 120, 160, p('#9fd0ee'), ' rx="4"') + rect(sx - 2, y - 150, 4, 160, p(trim));
  if (kind === 'police') {
    // a blue-and-white patrol car in front, the size of a car
    const cx = x0 - 250;
    out +=
      rect(cx, y - 80, 300, 70, p('#ffffff'), ' rx="18"') +
      rect(cx + 60, y - 130, 170, 60, p('#ffffff'), ' rx="20"') +
      rect(cx + 76, y - 120, 64, 40, p('#bfe6ff'), ' rx="6"') +
      rect(cx + 150, y - 120, 64, 40, p('#bfe6ff'), ' rx="6"') +
      rect(cx, y - 56, 300, 18, p(trim)) +
      rect(cx + 120, y - 146, 26, 16, p('#e84a4a'), ' rx="4"') +
      rect(cx + 146, y - 146, 26, 16, p('#3d8bfd'), ' rx="4"') +
      `<circle cx="${f(cx + 60)}" cy="${f(y - 10)}" r="26" fill="${p('#222')}"/><circle cx="${f(cx + 240)}" cy="${f(y - 10)}" r="26" fill="${p('#222')}"/>`;
  } else {
    // a green post box (a child's height) beside the door
    const bx = x0 - 120;
    out +=
      rect(bx, y - 170, 80, 170, p('#2f8f4a'), ' rx="10"') +
      rect(bx + 84, y - 170, 80, 170, p('#d8262b'), ' rx="10"') +
      rect(bx + 14, y - 130, 52, 10, p('#1c1c1c')) +
      rect(bx + 98, y - 130, 52, 10, p('#1c1c1c'));
  }
  return out;
}

/** Rows across the ground to the horizon: vegetables, tea bushes or flowers. */
function rows(c: LandmarkCtx, kind: 'veg' | 'tea' | 'flowers'): string {
  const { y, p, rnd } = c;
  let out = '';
  const n = 6;
  for (let r = 0; r < n; r++) {
    const t = r / (n - 1);
    const yy = y + 8 + t * t * (H - y - 40) + t * 20;
    const s = 0.45 + t * 0.9; // nearer rows are bigger
    if (kind === 'veg')
      out += `<ellipse cx="${W / 2}" cy="${f(yy + 10 * s)}" rx="${W * 0.62}" ry="${f(14 * s)}" fill="${p('#8a5a32')}"/>`;
    if (kind === 'tea')
      out += `<ellipse cx="${W / 2}" cy="${f(yy)}" rx="${W * 0.62}" ry="${f(26 * s)}" fill="${p('#2f7d3a')}"/>`;
    const step = (kind === 'flowers' ? 44 : 70) * s;
    for (let x = rnd.between(0, step); x < W; x += step) {
      if (kind === 'veg') {
        const cab = r % 2 === 0;
        out += cab
          ? `<circle cx="${f(x)}" cy="${f(yy)}" r="${f(16 * s)}" fill="${p('#7cc46a')}"/><circle cx="${f(x)}" cy="${f(yy)}" r="${f(9 * s)}" fill="${p('#b8e39a')}"/>`
          : `<path d="M${f(x)} ${f(yy + 6 * s)} l-${f(8 * s)} -${f(26 * s)} M${f(x)} ${f(yy + 6 * s)} l0 -${f(30 * s)} M${f(x)} ${f(yy + 6 * s)} l${f(8 * s)} -${f(26 * s)}" stroke="${p('#3f9a3a')}" stroke-width="${f(5 * s)}" stroke-linecap="round"/><path d="M${f(x - 5 * s)} ${f(yy + 4 * s)} h${f(10 * s)} l-${f(5 * s)} ${f(12 * s)}z" fill="${p('#ff8a1f')}"/>`;
      } else if (kind === 'tea')
        out += `<circle cx="${f(x)}" cy="${f(yy - 8 * s)}" r="${f(24 * s)}" fill="${p(r % 2 ? '#3f9a3a' : '#4caf50')}" stroke="${p('#1f5a24')}" stroke-width="${f(3 * s)}"/>`;
      else {
        const col = ['#ff5a8a', '#f7d038', '#b57aff', '#ff8a1f', '#ffffff', '#e84a4a'][(r + Math.floor(x / step)) % 6]!;
        out +=
          `<path d="M${f(x)} ${f(yy + 10 * s)} v-${f(14 * s)}" stroke="${p('#3f9a3a')}" stroke-width="${f(4 * s)}"/>` +
          `<circle cx="${f(x)}" cy="${f(yy - 6 * s)}" r="${f(18 * s)}" fill="${p(col)}"/><circle cx="${f(x)}" cy="${f(yy - 6 * s)}" r="${f(6 * s)}" fill="${p(col === '#f7d038' ? '#e84a4a' : '#f7d038')}"/>`;
      }
    }
  }
  return out;
}

/** Draws one landmark. */
export function drawLandmark(kind: Landmark, c: LandmarkCtx): string {
  const { y, p, rnd, night } = c;
  switch (kind) {
    case 'stalls':
      return stalls(
        c,
        ['#e8392b', '#f7a21b', '#2f9e62', '#3d6fd6'],
        ['#c8782a', '#f7d038', '#e84a4a', '#ffffff', '#8b5a2b'],
      );
    case 'market-stalls':
      return stalls(c, ['#3d8bfd', '#e8392b', '#4cbb5e'], ['#4cbb5e', '#e84a4a', '#ff9a3c', '#f7d038', '#8f5bd6']);
    case 'lanterns':
      return lanternString(c, 40);
    case 'couplets':
      return (
        rect(120, 60, 50, y - 120, p('#d8262b')) +
        rect(W - 170, 60, 50, y - 120, p('#d8262b')) +
        `<rect x="462" y="40" width="100" height="100" transform="rotate(45 512 90)" fill="${p('#d8262b')}"/>` +
        `<circle cx="512" cy="90" r="26" fill="${p('#f2b33d')}"/>`
      );
    case 'bunting': {
      let out = `<path d="M0 60 Q ${W / 2} 130 ${W} 60" stroke="${p('#7a5a3a')}" stroke-width="3" fill="none"/>`;
      const cols = ['#e84a4a', '#f7d038', '#3d8bfd', '#4cbb5e', '#ff7eb6', '#8f5bd6'];
      for (let i = 0; i < 14; i++) {
        const x = 20 + i * 72;
        const t = x / W;
        const yy = 60 + 4 * 70 * t * (1 - t) * 0.5 + 4;
        out += `<path d="M${f(x)} ${f(yy)} h40 l-20 44z" fill="${p(cols[i % cols.length]!)}"/>`;
      }
      return out;
    }
    case 'lights': {
      let out = `<path d="M0 40 Q ${W / 2} 110 ${W} 40" stroke="${p('#3a3a3a')}" stroke-width="2" fill="none"/>`;
      for (let i = 0; i < 20; i++) {
        const x = 20 + i * 52;
        const t = x / W;
        const yy = 40 + 4 * 70 * t * (1 - t) * 0.5 + 8;
        const col = ['#ff5a5a', '#ffe14d', '#5ad1ff', '#7dff7a'][i % 4]!;
        out += `<circle cx="${f(x)}" cy="${f(yy)}" r="7" fill="${col}"/><circle cx="${f(x)}" cy="${f(yy)}" r="16" fill="${col}" opacity="0.3"/>`;
      }
      return out;
    }
    case 'mrt-car':
      return vehicle(c, 'mrt');
    case 'bus-car':
      return vehicle(c, 'bus');
    case 'train-car':
      return vehicle(c, 'train');
    case 'plane-cabin':
      return vehicle(c, 'plane');
    case 'shelves':
      return shelves(c, 'mixed');
    case 'bookshelves':
      return shelves(c, 'books');
    case 'bread-shelves':
      return shelves(c, 'bread');
    case 'flower-shelves':
      return shelves(c, 'flowers');
    case 'toy-shelves':
      return shelves(c, 'toys');
    case 'counter':
    case 'cash-desk':
      return (
        rect(W - 360, y - 40, 330, 150, p('#c98b52'), ' rx="8"') +
        rect(W - 370, y - 52, 350, 20, p('#e7b985'), ' rx="6"') +
        (kind === 'cash-desk'
          ? rect(W - 200, y - 100, 90, 50, p('#4a4f5a'), ' rx="6"') + rect(W - 190, y - 94, 70, 30, p('#7fd1ff'))
          : '')
      );
    case 'fridge':
      return (
        rect(W - 240, 90, 210, y - 60, p('#d8e4ee'), ' rx="10"') +
        rect(W - 228, 104, 186, y - 100, p(night ? '#9fd0ff' : '#bfe6ff'), ' rx="6"') +
        Array.from({ length: 4 }, (_, r) =>
          Array.from({ length: 5 }, (_, i) =>
            rect(
              W - 220 + i * 36,
              120 + r * ((y - 130) / 4),
              24,
              50,
              p(['#e84a4a', '#4cbb5e', '#f7d038', '#3d8bfd', '#ffffff'][(i + r) % 5]!),
              ' rx="6"',
            ),
          ).join(''),
        ).join('')
      );
    case 'temple': {
      const cx = W * rnd.between(0.45, 0.55);
      const base = y + 10;
      const w = 520;
      // (the hall's door and the roof's ridge: the figures keep off them)
      c.keep?.push({ x0: cx - 170, x1: cx + 170, top: y - 270 });
      let out = rect(cx - w / 2 + 30, base - 190, w - 60, 190, p('#c8342b'));
      out += rect(cx - 60, base - 140, 120, 140, p('#7a1f1a'), ' rx="6"');
      for (const dx of [-200, -120, 120, 200]) out += rect(cx + dx - 10, base - 190, 20, 190, p('#8a2420'));
      // the swallow-tail roof
      out += `<path d="M${f(cx - w / 2 - 40)} ${f(base - 170)} Q ${f(cx)} ${f(base - 230)} ${f(cx + w / 2 + 40)} ${f(base - 170)} L ${f(cx + w / 2 - 10)} ${f(base - 205)} Q ${f(cx)} ${f(base - 250)} ${f(cx - w / 2 + 10)} ${f(base - 205)}Z" fill="${p('#2f7d5a')}"/>`;
      out += `<path d="M${f(cx - w / 2 + 10)} ${f(base - 205)} Q ${f(cx - w / 2 - 30)} ${f(base - 230)} ${f(cx - w / 2 - 10)} ${f(base - 262)} M${f(cx + w / 2 - 10)} ${f(base - 205)} Q ${f(cx + w / 2 + 30)} ${f(base - 230)} ${f(cx + w / 2 + 10)} ${f(base - 262)}" stroke="${p('#2f7d5a')}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
      out += `<path d="M${f(cx - 150)} ${f(base - 238)} Q ${f(cx)} ${f(base - 270)} ${f(cx + 150)} ${f(base - 238)}" stroke="${p('#f2b33d')}" stroke-width="10" fill="none"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(base - 262)}" r="16" fill="${p('#f2b33d')}"/>`;
      // the incense burner in front
      out +=
        rect(cx - 45, base + 40, 90, 60, p('#b8862e'), ' rx="10"') +
        rect(cx - 60, base + 30, 120, 16, p('#d9a441'), ' rx="6"');
      out += `<path d="M${f(cx - 10)} ${f(base + 28)} q -14 -30 4 -60 M${f(cx + 12)} ${f(base + 28)} q 12 -30 -4 -64" stroke="#d6d9e0" stroke-width="5" fill="none" opacity="0.7"/>`;
      return outlined(c, out);
    }
    case 'tower101': {
      // Taipei 101 whole, from its base to the spire inside the picture (it ran off the top and read as a column):
      // eight flared sections of green glass over a base block, a dark outline so it stays a tower in every style
      const cx = W * rnd.between(0.66, 0.8);
      const a = y - 22;
      c.keep?.push({ x0: cx - 75, x1: cx + 75, top: 24 });
      const colour = p('#3f8f86');
      const light = p('#7cc0b4');
      const baseH = a * 0.16;
      const seg = a * 0.075;
      let out = rect(cx - 64, y - baseH, 128, baseH + 10, colour);
      for (let i = 0; i < 8; i++) {
        const b = y - baseH - i * seg;
        out += `<path d="M${f(cx - 46)} ${f(b)} L${f(cx - 62)} ${f(b - seg)} H${f(cx + 62)} L${f(cx + 46)} ${f(b)}Z" fill="${i % 2 ? colour : light}"/>`;
      }
      const top = y - baseH - 8 * seg;
      out +=
        rect(cx - 30, top - a * 0.06, 60, a * 0.06, colour) +
        rect(cx - 17, top - a * 0.11, 34, a * 0.05, light) +
        rect(cx - 4, top - a * 0.24, 8, a * 0.13, p('#c9d1da'));
      out = outlined(c, out, 3.5);
      if (night)
        out += `<rect x="${f(cx - 64)}" y="${f(top - a * 0.24)}" width="128" height="${f(y - top + a * 0.24)}" fill="#ffe9a0" opacity="0.15"/>`;
      return out;
    }
    case 'track': {
      const t = y + 70;
      let out = `<path d="M-20 ${f(t)} Q ${W / 2} ${f(t - 40)} ${W + 20} ${f(t)} V ${H} H -20Z" fill="${p('#c8553d')}"/>`;
      for (let i = 1; i < 5; i++)
        out += `<path d="M-20 ${f(t + i * 40)} Q ${W / 2} ${f(t - 40 + i * 40)} ${W + 20} ${f(t + i * 40)}" stroke="${p('#ffffff')}" stroke-width="4" fill="none"/>`;
      return out;
    }
    case 'goal':
      return (
        `<path d="M${W - 330} ${f(y + 30)} V ${f(y - 110)} H ${W - 70} V ${f(y + 30)}" stroke="${p('#ffffff')}" stroke-width="10" fill="none"/>` +
        `<path d="M${W - 320} ${f(y - 100)} H ${W - 80} M${W - 320} ${f(y - 60)} H ${W - 80} M${W - 320} ${f(y - 20)} H ${W - 80} M${W - 280} ${f(y - 100)} V ${f(y + 30)} M${W - 230} ${f(y - 100)} V ${f(y + 30)} M${W - 180} ${f(y - 100)} V ${f(y + 30)} M${W - 130} ${f(y - 100)} V ${f(y + 30)}" stroke="${p('#ffffff')}" stroke-width="2" opacity="0.7"/>`
      );
    case 'hoop':
      return (
        rect(W - 150, y - 280, 14, 300, p('#7a7f88')) +
        rect(W - 240, y - 300, 150, 100, p('#ffffff'), ' rx="4"') +
        `<rect x="${W - 200}" y="${f(y - 270)}" width="70" height="50" fill="none" stroke="${p('#e84a4a')}" stroke-width="5"/>` +
        `<ellipse cx="${W - 165}" cy="${f(y - 200)}" rx="34" ry="8" fill="none" stroke="${p('#ff7a1a')}" stroke-width="6"/>` +
        `<path d="M${W - 196} ${f(y - 198)} l10 40 M${W - 165} ${f(y - 192)} v44 M${W - 134} ${f(y - 198)} l-10 40" stroke="${p('#ffffff')}" stroke-width="3"/>`
      );
    case 'volcano': {
      const cx = W * rnd.between(0.55, 0.75);
      c.keep?.push({ x0: cx - 110, x1: cx + 110, top: y - 420 });
      let out = `<path d="M${f(cx - 380)} ${f(y + 10)} L${f(cx - 70)} ${f(y - 330)} H${f(cx + 70)} L${f(cx + 380)} ${f(y + 10)}Z" fill="${p('#6b4a3d')}"/>`;
      out += `<path d="M${f(cx - 70)} ${f(y - 330)} H${f(cx + 70)} l-20 40 q-10 30 -20 10 l-10 60 q-8 20 -14 -10 l-6 -50 q-10 20 -20 0z" fill="${p('#ff5a1f')}"/>`;
      out += `<path d="M${f(cx - 40)} ${f(y - 330)} H${f(cx + 40)} l-10 14 h-60z" fill="${p('#ffb31f')}"/>`;
      for (let i = 0; i < 4; i++)
        out += `<circle cx="${f(cx + rnd.between(-60, 80))}" cy="${f(y - 380 - i * 45)}" r="${f(40 + i * 12)}" fill="${p('#8e8e96')}" opacity="${(0.75 - i * 0.12).toFixed(2)}"/>`;
      out += `<path d="M${f(cx - 40)} ${f(y - 320)} q -20 90 -70 140 q -10 20 10 10 q 40 -60 60 -150z" fill="${p('#ff7a1f')}"/>`;
      return out;
    }
    case 'island': {
      const cx = W * rnd.between(0.4, 0.6);
      return (
        `<ellipse cx="${f(cx)}" cy="${f(y + 130)}" rx="420" ry="120" fill="${p('#f3d99b')}"/>` +
        `<ellipse cx="${f(cx)}" cy="${f(y + 112)}" rx="330" ry="86" fill="${p('#7cc46a')}"/>` +
        `<path d="M${f(cx + 150)} ${f(y + 80)} q 10 -120 -20 -200" stroke="${p('#8b5a2b')}" stroke-width="16" fill="none"/>` +
        `<path d="M${f(cx + 130)} ${f(y - 120)} q -80 -10 -120 40 q 60 -30 120 -40 q 60 -40 130 -10 q -70 -10 -130 10 q 30 -60 90 -70 q -70 10 -90 70z" fill="${p('#3e9a45')}"/>`
      );
    }
    case 'waterfall': {
      const cx = W * rnd.between(0.45, 0.6);
      let out = `<path d="M0 0 H${f(cx - 110)} L${f(cx - 130)} ${f(y + 40)} H0Z" fill="${p('#7d7f86')}"/><path d="M${W} 0 H${f(cx + 110)} L${f(cx + 130)} ${f(y + 40)} H${W}Z" fill="${p('#6d6f76')}"/>`;
      out += rect(cx - 112, 0, 224, y + 40, p('#8fd3ff'));
      for (let i = 0; i < 9; i++) out += rect(cx - 100 + i * 24, 0, 8, y + 40, p('#ffffff'), ' opacity="0.55"');
      out += `<ellipse cx="${f(cx)}" cy="${f(y + 60)}" rx="300" ry="60" fill="${p('#4fb3ea')}"/>`;
      for (let i = 0; i < 6; i++)
        out += `<circle cx="${f(cx - 120 + i * 48)}" cy="${f(y + 36)}" r="${f(24 + (i % 2) * 10)}" fill="#ffffff" opacity="0.75"/>`;
      out += `<path d="M0 0 H${W} V30 Q ${W / 2} 80 0 30Z" fill="${p('#4e9a52')}"/>`;
      return out;
    }
    case 'cave-frame': {
      // darker than the cave's warm inside, so the mouth reads in every style (pixel art too)
      const rock = p('#3e3a48');
      let out = `<path d="M0 0 H${W} V${H} H${W - 60} Q ${W - 140} ${H / 2} ${W - 90} 120 Q ${W / 2} 30 90 130 Q 150 ${H / 2} 60 ${H} H0Z" fill="${rock}"/>`;
      for (let i = 0; i < 9; i++) {
        const x = 130 + i * 95 + rnd.between(-20, 20);
        const l = rnd.between(50, 120);
        out += `<path d="M${f(x - 22)} ${f(90)} L${f(x)} ${f(90 + l)} L${f(x + 22)} ${f(90)}Z" fill="${rock}"/>`;
      }
      return out;
    }
    case 'gold-pile':
      return (
        `<ellipse cx="${f(W * 0.72)}" cy="${f(y + 40)}" rx="230" ry="80" fill="${p('#e8b01e')}"/><ellipse cx="${f(W * 0.72)}" cy="${f(y + 20)}" rx="170" ry="60" fill="${p('#f7d038')}"/>` +
        Array.from(
          { length: 14 },
          () =>
            `<circle cx="${f(W * 0.72 + rnd.between(-180, 180))}" cy="${f(y + rnd.between(-10, 60))}" r="12" fill="${p('#ffe680')}" stroke="${p('#c99b12')}" stroke-width="3"/>`,
        ).join('')
      );
    case 'pond': {
      const cx = W * rnd.between(0.4, 0.6);
      let out = `<ellipse cx="${f(cx)}" cy="${f(y + 120)}" rx="380" ry="90" fill="${p('#4fa6d8')}"/><ellipse cx="${f(cx)}" cy="${f(y + 112)}" rx="340" ry="70" fill="${p('#6fc0ea')}"/>`;
      for (let i = 0; i < 6; i++) {
        const x = cx + rnd.between(-280, 280);
        const yy = y + 110 + rnd.between(-40, 40);
        out += `<path d="M${f(x)} ${f(yy)} m-30 0 a30 14 0 1 0 60 0 l-30 0z" fill="${p('#3f9a45')}"/>`;
      }
      out += `<circle cx="${f(cx + 120)}" cy="${f(y + 96)}" r="12" fill="${p('#ff9ec4')}"/>`;
      for (let i = 0; i < 5; i++)
        out += `<path d="M${f(cx - 360 + i * 12)} ${f(y + 120)} v-${f(60 + i * 10)}" stroke="${p('#5a8a3a')}" stroke-width="5"/><ellipse cx="${f(cx - 360 + i * 12)}" cy="${f(y + 60 - i * 10)}" rx="6" ry="16" fill="${p('#7a4a24')}"/>`;
      return out;
    }
    case 'paddies': {
      let out = '';
      for (let r = 0; r < 5; r++) {
        const yy = y + 20 + r * ((H - y) / 5);
        out += rect(0, yy, W, (H - y) / 5 - 6, p(mix('#8fd3ff', '#7cc46a', 0.3)), ' opacity="0.9"');
        for (let x = 10 + (r % 2) * 20; x < W; x += 40 + r * 6)
          out += `<path d="M${x} ${f(yy + 24 + r * 4)} l-6 -${14 + r * 4} M${x} ${f(yy + 24 + r * 4)} l0 -${18 + r * 5} M${x} ${f(yy + 24 + r * 4)} l6 -${14 + r * 4}" stroke="${p('#3f9a3a')}" stroke-width="${3 + r}" stroke-linecap="round"/>`;
      }
      return out;
    }
    case 'river':
      // (a figure on the bank stands on land in front of the river, not in it)
      if (c.shore)
        return (
          `<path d="M0 ${f(y + 14)} C ${W * 0.3} ${f(y + 4)}, ${W * 0.6} ${f(y + 40)}, ${W} ${f(y + 20)} V ${f(y + 64)} C ${W * 0.6} ${f(y + 84)}, ${W * 0.3} ${f(y + 52)}, 0 ${f(y + 68)}Z" fill="${p('#4fa6d8')}"/>` +
          `<path d="M60 ${f(y + 38)} q 40 -10 80 0 M${W * 0.5} ${f(y + 50)} q 40 -10 80 0 M${W * 0.8} ${f(y + 40)} q 40 -10 80 0" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.7"/>`
        );
      return (
        `<path d="M0 ${f(y + 60)} C ${W * 0.3} ${f(y + 20)}, ${W * 0.6} ${f(y + 140)}, ${W} ${f(y + 80)} V ${f(y + 190)} C ${W * 0.6} ${f(y + 250)}, ${W * 0.3} ${f(y + 130)}, 0 ${f(y + 190)}Z" fill="${p('#4fa6d8')}"/>` +
        `<path d="M60 ${f(y + 120)} q 40 -10 80 0 M${W * 0.5} ${f(y + 160)} q 40 -10 80 0 M${W * 0.8} ${f(y + 120)} q 40 -10 80 0" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.7"/>`
      );
    case 'lake': {
      // (a figure on the shore stands on land in front of the water, not on it: the lake ends above its feet)
      const deep = c.shore ? 62 : 170;
      return (
        `<path d="M0 ${f(y + 10)} H${W} V ${f(y + deep)} Q ${W / 2} ${f(y + deep + (c.shore ? 16 : 40))} 0 ${f(y + deep)}Z" fill="${p('#3f9ad0')}"/>` +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<path d="M${f(80 + i * 160)} ${f(y + (c.shore ? 26 + (i % 3) * 12 : 50 + (i % 3) * 40))} h60" stroke="#ffffff" stroke-width="4" opacity="0.6"/>`,
        ).join('')
      );
    }
    case 'pagoda': {
      const cx = W * rnd.between(0.72, 0.85);
      c.keep?.push({ x0: cx - 75, x1: cx + 75, top: y - 250 });
      const base = y - 40;
      let out = '';
      for (let i = 0; i < 5; i++) {
        const w = 70 - i * 10;
        const b = base - i * 34;
        out +=
          rect(cx - w * 0.6, b - 26, w * 1.2, 26, p('#f4e4c8')) +
          `<path d="M${f(cx - w)} ${f(b - 22)} Q ${f(cx)} ${f(b - 40)} ${f(cx + w)} ${f(b - 22)}Z" fill="${p('#c8342b')}"/>`;
      }
      return outlined(c, out + rect(cx - 2, base - 200, 4, 30, p('#8a5a32')), 3);
    }
    case 'cypress': {
      let out = '';
      for (const x of [80, 220, W - 220, W - 90]) {
        const h = rnd.between(380, 470);
        out += rect(x - 14, y + 40 - h * 0.5, 28, h * 0.5, p('#7a4a2a'));
        for (let i = 0; i < 5; i++)
          out += `<path d="M${f(x - 90 + i * 12)} ${f(y + 40 - h * 0.35 - i * h * 0.12)} L${f(x)} ${f(y - h * 0.5 - i * h * 0.12)} L${f(x + 90 - i * 12)} ${f(y + 40 - h * 0.35 - i * h * 0.12)}Z" fill="${p(i % 2 ? '#2f6b3a' : '#3b7d45')}"/>`;
      }
      // the little red forest train
      out +=
        rect(W / 2 - 120, y - 40, 110, 56, p('#c8342b'), ' rx="8"') +
        rect(W / 2, y - 40, 110, 56, p('#c8342b'), ' rx="8"');
      for (const x of [W / 2 - 100, W / 2 - 60, W / 2 + 20, W / 2 + 60])
        out += rect(x, y - 30, 26, 20, p('#fff3c8'), ' rx="3"');
      return out + rect(W / 2 - 140, y + 16, 270, 6, p('#5a4a3a'));
    }
    case 'sea-of-clouds':
      return Array.from(
        { length: 9 },
        (_, i) =>
          `<ellipse cx="${f(i * 130 - 20)}" cy="${f(y - 10 + (i % 2) * 16)}" rx="120" ry="40" fill="#ffffff" opacity="0.92"/>`,
      ).join('');
    case 'candy-house': {
      const cx = W * rnd.between(0.58, 0.72);
      c.keep?.push({ x0: cx - 160, x1: cx + 160, top: y - 330 });
      const base = y + 30;
      let out = rect(cx - 150, base - 220, 300, 220, p('#c8783a'));
      out += `<path d="M${f(cx - 190)} ${f(base - 210)} L${f(cx)} ${f(base - 360)} L${f(cx + 190)} ${f(base - 210)}Z" fill="${p('#ff9ec4')}"/>`;
      out += `<path d="M${f(cx - 190)} ${f(base - 210)} ${Array.from({ length: 8 }, () => 'q 23.75 26 47.5 0').join(' ')}" fill="${p('#ffffff')}"/>`;
      out +=
        rect(cx - 40, base - 120, 80, 120, p('#f2d49b'), ' rx="40"') +
        rect(cx - 120, base - 170, 60, 60, p('#9fd8ff'), ' rx="6"') +
        rect(cx + 60, base - 170, 60, 60, p('#9fd8ff'), ' rx="6"');
      for (let i = 0; i < 10; i++)
        out += `<circle cx="${f(cx - 130 + i * 29)}" cy="${f(base - 200)}" r="9" fill="${p(['#e84a4a', '#4cbb5e', '#f7d038', '#3d8bfd'][i % 4]!)}"/>`;
      out += `<path d="M${f(cx - 150)} ${f(base - 20)} h300" stroke="${p('#ffffff')}" stroke-width="10" stroke-dasharray="20 14"/>`;
      return out;
    }
    case 'lollipop-trees': {
      let out = '';
      for (const x of [90, 260, W - 90]) {
        out += rect(x - 6, y - 120, 12, 150, p('#ffffff'));
        out += `<circle cx="${x}" cy="${f(y - 150)}" r="60" fill="${p(['#ff7eb6', '#7fd1ff', '#ffd166'][x % 3]!)}"/><path d="M${x} ${f(y - 150)} m-40 0 a40 40 0 1 1 40 40 a26 26 0 1 1 -26 -26" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.8"/>`;
      }
      return out;
    }
    case 'cloud-floor': {
      let out = '';
      for (let i = 0; i < 12; i++)
        out += `<ellipse cx="${f(i * 95 - 20)}" cy="${f(y + 40 + (i % 3) * 20)}" rx="110" ry="70" fill="#ffffff"/>`;
      return (
        out +
        rect(0, y + 70, W, H - y, '#ffffff') +
        `<path d="M0 ${f(y + 140)} H${W}" stroke="${p('#dcecff')}" stroke-width="40" opacity="0.5"/>`
      );
    }
    case 'craters':
      return Array.from({ length: 7 }, () => {
        const x = rnd.between(30, W - 30);
        const yy = rnd.between(y + 30, H - 30);
        const r = rnd.between(30, 70);
        return `<ellipse cx="${f(x)}" cy="${f(yy)}" rx="${f(r)}" ry="${f(r * 0.35)}" fill="${p('#7d7b8a')}"/><ellipse cx="${f(x)}" cy="${f(yy + 4)}" rx="${f(r * 0.8)}" ry="${f(r * 0.25)}" fill="${p('#8d8b9a')}"/>`;
      }).join('');
    case 'earth':
      return `<circle cx="${f(W * 0.8)}" cy="140" r="80" fill="${p('#3d8bfd')}"/><path d="M${f(W * 0.8 - 50)} 110 q 30 -30 50 0 q 10 30 -20 40 q -30 0 -30 -40z M${f(W * 0.8 + 10)} 170 q 30 -10 40 10 q -10 30 -40 10z" fill="${p('#4cbb5e')}"/>`;
    case 'big-moon':
      return `<circle cx="${f(W * 0.78)}" cy="150" r="95" fill="#fff3c0"/><circle cx="${f(W * 0.78)}" cy="150" r="150" fill="#fff3c0" opacity="0.18"/>`;
    case 'castle': {
      const cx = W * rnd.between(0.55, 0.7);
      c.keep?.push({ x0: cx - 235, x1: cx + 235, top: y - 400 });
      const base = y + 20;
      // (stone a shade darker than before, and outlined: pale lavender on a pale sky vanished in pencil and
      // watercolour)
      const stone = p('#bdb4cf');
      const dark = p('#958caf');
      let out = rect(cx - 200, base - 200, 400, 200, stone);
      for (let i = 0; i < 10; i++) out += rect(cx - 200 + i * 42, base - 224, 26, 26, stone);
      for (const dx of [-230, 170]) {
        out += rect(cx + dx, base - 300, 60, 300, dark);
        out += `<path d="M${f(cx + dx - 10)} ${f(base - 300)} L${f(cx + dx + 30)} ${f(base - 380)} L${f(cx + dx + 70)} ${f(base - 300)}Z" fill="${p('#5b6fd6')}"/>`;
        out += `<path d="M${f(cx + dx + 30)} ${f(base - 380)} v-40" stroke="${p('#5a4a3a')}" stroke-width="3"/><path d="M${f(cx + dx + 30)} ${f(base - 420)} l30 10 -30 10z" fill="${p('#e84a4a')}"/>`;
      }
      out += rect(cx - 45, base - 110, 90, 110, p('#6b4a32'), ' rx="45"');
      for (const dx of [-140, 100]) out += rect(cx + dx, base - 160, 40, 56, p('#5a6a9a'), ' rx="20"');
      return outlined(c, out);
    }
    case 'bridge': {
      const top = y + 10;
      return (
        `<path d="M0 ${f(top + 110)} C ${W * 0.3} ${f(top + 80)}, ${W * 0.6} ${f(top + 150)}, ${W} ${f(top + 120)} V ${f(top + 250)} H0Z" fill="${p('#4fa6d8')}"/>` +
        `<path d="M40 ${f(top + 100)} Q ${W / 2} ${f(top - 120)} ${W - 40} ${f(top + 100)}" stroke="${p('#c0583a')}" stroke-width="34" fill="none"/>` +
        `<path d="M40 ${f(top + 30)} Q ${W / 2} ${f(top - 190)} ${W - 40} ${f(top + 30)}" stroke="${p('#e07a55')}" stroke-width="8" fill="none"/>` +
        Array.from({ length: 11 }, (_, i) => {
          const x = 90 + i * 85;
          const t = (x - 40) / (W - 80);
          const yy = top + 100 - 4 * 220 * t * (1 - t) * 0.5 - 12;
          return `<path d="M${f(x)} ${f(yy)} v-60" stroke="${p('#e07a55')}" stroke-width="6"/>`;
        }).join('')
      );
    }
    case 'railway': {
      // the track just behind the platform's edge: the figures stand on the platform, not on the rails (0044)
      const t = y + 8;
      let out = rect(0, t - 10, W, 50, p('#9a8a7a'));
      for (let x = 0; x < W; x += 40) out += rect(x, t - 6, 22, 42, p('#7a5a3a'));
      return out + rect(0, t, W, 7, p('#6b6f78')) + rect(0, t + 24, W, 7, p('#6b6f78'));
    }
    case 'platform':
      return (
        rect(0, y + 48, W, H - y - 48, p('#d9d2c4')) +
        rect(0, y + 48, W, 12, p('#f7d038')) +
        rect(80, 60, 14, y - 70, p('#7a7f88')) +
        rect(W - 94, 60, 14, y - 70, p('#7a7f88')) +
        rect(40, 40, W - 80, 30, p('#5a6a7a'))
      );
    case 'runway':
      return (
        rect(0, y + 60, W, 110, p('#5a5f68')) +
        Array.from({ length: 8 }, (_, i) => rect(20 + i * 130, y + 110, 70, 10, p('#ffffff'))).join('')
      );
    case 'tower': {
      const x = W * rnd.between(0.08, 0.2);
      return (
        rect(x - 20, y - 260, 40, 270, p('#d9dde3')) +
        rect(x - 60, y - 330, 120, 70, p('#7fb8d9'), ' rx="10"') +
        rect(x - 70, y - 340, 140, 14, p('#5a6a7a'))
      );
    }
    case 'columns': {
      let out =
        `<path d="M60 120 L${W / 2} 30 L${W - 60} 120Z" fill="${p('#e9e2d0')}"/>` +
        rect(60, 120, W - 120, 24, p('#d8cfb8'));
      for (let i = 0; i < 6; i++)
        out += rect(100 + i * 160, 150, 44, y - 150, p('#efe8d8')) + rect(92 + i * 160, 144, 60, 14, p('#d8cfb8'));
      return out;
    }
    case 'frames': {
      let out = '';
      for (let i = 0; i < 3; i++) {
        const x = 120 + i * 300;
        out +=
          rect(x, 110, 180, 130, p('#c99b3a')) + rect(x + 14, 124, 152, 102, p(['#9fd8ff', '#ffd8a8', '#c8f0c0'][i]!));
        out += `<circle cx="${x + 60}" cy="170" r="20" fill="${p(['#f7d038', '#e84a4a', '#3d8bfd'][i]!)}"/><path d="M${x + 14} 226 L${x + 80} 170 L${x + 166} 226Z" fill="${p('#4c9a5e')}"/>`;
      }
      return out;
    }
    case 'coaster':
      return (
        `<path d="M0 ${f(y - 40)} C 150 ${f(y - 320)}, 300 ${f(y - 320)}, 420 ${f(y - 60)} S 700 ${f(y - 300)}, ${W} ${f(y - 200)}" stroke="${p('#e84a4a')}" stroke-width="12" fill="none"/>` +
        Array.from({ length: 12 }, (_, i) =>
          rect(40 + i * 85, y - 220 + (i % 3) * 40, 8, 240 - (i % 3) * 40, p('#b0b6c0')),
        ).join('')
      );
    case 'ferris': {
      const cx = W * rnd.between(0.7, 0.82);
      c.keep?.push({ x0: cx - 190, x1: cx + 190, top: y - 400 });
      const cy = y - 200;
      let out = `<path d="M${f(cx - 90)} ${f(y + 10)} L${f(cx)} ${f(cy)} L${f(cx + 90)} ${f(y + 10)}" stroke="${p('#7a7f88')}" stroke-width="12" fill="none"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="170" fill="none" stroke="${p('#f2b33d')}" stroke-width="10"/>`;
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2;
        const x = cx + Math.cos(a) * 170;
        const yy = cy + Math.sin(a) * 170;
        out +=
          `<path d="M${f(cx)} ${f(cy)} L${f(x)} ${f(yy)}" stroke="${p('#c9d1da')}" stroke-width="4"/>` +
          rect(x - 22, yy, 44, 36, p(['#e84a4a', '#3d8bfd', '#4cbb5e', '#ff7eb6'][i % 4]!), ' rx="8"');
      }
      return out;
    }
    case 'pool': {
      // (the water comes up nearer the horizon when the figure swims in it, decision 0061)
      const t = c.shore === false ? y - 10 : y + 20;
      let out = rect(0, t, W, H - t, p('#4fb8ea')) + rect(0, t, W, 16, p('#e8f4fb'));
      for (let i = 1; i < 4; i++)
        out += `<path d="M0 ${f(t + i * ((H - t) / 4))} H${W}" stroke="${p('#f7d038')}" stroke-width="6" stroke-dasharray="18 12"/>`;
      out += `<path d="M${W - 120} ${f(t - 80)} v120 M${W - 70} ${f(t - 80)} v120 M${W - 120} ${f(t - 40)} h50 M${W - 120} ${f(t)} h50" stroke="${p('#c9d1da')}" stroke-width="8" fill="none"/>`;
      return (
        out +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<path d="M${f(40 + i * 170)} ${f(t + 60 + (i % 2) * 80)} q 20 -10 40 0 t 40 0" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.7"/>`,
        ).join('')
      );
    }
    case 'roof-edge': {
      let out = rect(0, y - 40, W, 40, p('#b7b1a8')) + rect(0, y - 50, W, 14, p('#d4cec4'));
      out +=
        `<ellipse cx="${W - 170}" cy="${f(y - 170)}" rx="70" ry="22" fill="${p('#e8eef4')}"/>` +
        rect(W - 240, y - 170, 140, 100, p('#dfe6ee')) +
        rect(W - 230, y - 70, 10, 40, p('#8d96a3')) +
        rect(W - 120, y - 70, 10, 40, p('#8d96a3'));
      out += `<path d="M150 ${f(y - 40)} V ${f(y - 220)} M120 ${f(y - 200)} H180 M130 ${f(y - 170)} H170" stroke="${p('#7a7f88')}" stroke-width="5"/>`;
      out += `<path d="M260 ${f(y - 150)} Q 420 ${f(y - 120)} 580 ${f(y - 150)}" stroke="${p('#7a7f88')}" stroke-width="3" fill="none"/>`;
      for (let i = 0; i < 4; i++)
        out += rect(
          290 + i * 70,
          y - 140 + (i % 2) * 4,
          44,
          56,
          p(['#ff9a3c', '#9fd8ff', '#ffffff', '#ff7eb6'][i]!),
          ' rx="4"',
        );
      return out;
    }
    case 'fireplace':
      return (
        rect(W - 330, y - 230, 260, 240, p('#b5563a')) +
        rect(W - 350, y - 250, 300, 30, p('#8a3f2a')) +
        rect(W - 280, y - 150, 160, 150, p('#2b1a14'), ' rx="70"') +
        `<path d="M${W - 240} ${f(y)} q -10 -60 30 -90 q 0 40 20 40 q 10 -40 30 -60 q 20 60 0 110z" fill="${p('#ff7a1f')}"/>`
      );
    case 'fence': {
      let out = rect(0, y - 50, W, 12, p('#c9955a')) + rect(0, y - 20, W, 12, p('#c9955a'));
      for (let x = 10; x < W; x += 60)
        out += `<path d="M${x} ${f(y + 10)} V ${f(y - 80)} l14 -14 l14 14 V ${f(y + 10)}z" fill="${p('#e0b075')}"/>`;
      return out;
    }
    case 'cages': {
      let out = '';
      for (const x of [40, W - 380]) {
        out += rect(x, y - 200, 340, 220, p('#e8e0c8'), ' opacity="0.35"');
        for (let i = 0; i <= 12; i++) out += rect(x + i * 28, y - 200, 6, 220, p('#7a7f88'));
        out += rect(x, y - 206, 346, 12, p('#5a5f68'));
      }
      return out;
    }
    case 'tank': {
      let out =
        rect(30, 40, W - 60, y + 40, p('#1f7fc7'), ' rx="16"') +
        rect(30, 40, W - 60, y + 40, 'none', ` rx="16" stroke="${p('#6b7480')}" stroke-width="20"`);
      out += rect(50, 60, W - 100, 60, '#ffffff', ' opacity="0.12"');
      for (let i = 0; i < 8; i++) {
        const x = 80 + i * 120;
        out += `<path d="M${x} ${f(y + 60)} q -20 -60 0 -120 q 20 -60 0 -120" stroke="${p('#2f9e62')}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
      }
      return out;
    }
    case 'seaweed': {
      let out = '';
      for (let i = 0; i < 7; i++) {
        const x = 40 + i * 160 + rnd.between(-30, 30);
        const h = rnd.between(140, 260);
        out += `<path d="M${f(x)} ${f(y + 60)} q -25 -${f(h / 4)} 0 -${f(h / 2)} q 25 -${f(h / 4)} 0 -${f(h / 2)}" stroke="${p('#2f9e62')}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
      }
      return out;
    }
    case 'dream-swirls': {
      let out = '';
      for (let i = 0; i < 7; i++) {
        const x = rnd.between(40, W - 40);
        const yy = rnd.between(40, y - 60);
        out += `<path d="M${f(x)} ${f(yy)} m-30 0 a30 30 0 1 1 30 30 a18 18 0 1 1 -18 -18" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.55"/>`;
      }
      for (let i = 0; i < 10; i++) {
        const x = rnd.between(30, W - 30);
        const yy = rnd.between(30, y);
        out += `<path d="M${f(x)} ${f(yy - 16)} l5 11 12 1 -9 8 3 12 -11 -6 -11 6 3 -12 -9 -8 12 -1z" fill="#fff3a0" opacity="0.9"/>`;
      }
      return out;
    }
    case 'red-cross':
      return (
        rect(W - 260, 90, 140, 140, p('#ffffff'), ' rx="14"') +
        rect(W - 210, 110, 40, 100, p('#e84a4a')) +
        rect(W - 240, 140, 100, 40, p('#e84a4a'))
      );
    case 'tables': {
      // Two tables with red-and-white cloths, plates and a lamp above each: a dining room at a glance.
      let out = '';
      for (const x of [30, W - 330]) {
        const top = y + 10;
        out += `<path d="M${x + 150} 0 V ${f(top - 150)}" stroke="${p('#5a4a3a')}" stroke-width="3"/>`;
        out += `<path d="M${x + 110} ${f(top - 150)} h80 l20 40 h-120z" fill="${p('#f2b33d')}"/>`;
        out += rect(x, top, 300, 24, p('#ffffff'), ' rx="6"');
        out += `<path d="M${x} ${f(top + 24)} h300 l-10 110 h-280z" fill="${p('#e84a4a')}"/>`;
        for (let i = 0; i < 5; i++) out += rect(x + 10 + i * 58, top + 24, 29, 110, p('#ffffff'), ' opacity="0.55"');
        for (const dx of [70, 230])
          out += `<ellipse cx="${x + dx}" cy="${f(top + 6)}" rx="44" ry="12" fill="${p('#f4f4f4')}" stroke="${p('#c9d1da')}" stroke-width="3"/>`;
        out += rect(x + 140, top - 40, 20, 44, p('#9fd8ff'), ' rx="4" opacity="0.8"');
      }
      return out;
    }
    case 'curtains':
      return (
        `<path d="M0 0 H200 Q 160 ${H / 2} 230 ${H} H0Z" fill="${p('#c8242b')}"/><path d="M${W} 0 H${W - 200} Q ${W - 160} ${H / 2} ${W - 230} ${H} H${W}Z" fill="${p('#c8242b')}"/>` +
        rect(0, 0, W, 60, p('#a81d22')) +
        `<path d="M0 60 ${Array.from({ length: 10 }, () => 'q 51 40 102 0').join(' ')}" fill="${p('#a81d22')}"/>`
      );
    case 'screen':
      return (
        rect(150, 70, W - 300, y - 140, p(night ? '#cfe6ff' : '#e8f2ff')) +
        rect(150, 70, W - 300, y - 140, 'none', ` stroke="${p('#222')}" stroke-width="12"`) +
        Array.from({ length: 3 }, (_, r) =>
          Array.from(
            { length: 8 },
            (_, i) => `<path d="M${60 + i * 125} ${f(y + 40 + r * 60)} q 50 -50 100 0z" fill="${p('#8a1f2a')}"/>`,
          ).join(''),
        ).join('')
      );
    case 'stage-floor':
      return rect(0, y, W, 30, p('#8a5a32')) + rect(0, y + 30, W, H, p('#6b4426'));
    case 'sanheyuan': {
      const base = y + 10;
      c.keep?.push({ x0: 420, x1: 604, top: y - 220 });
      const brick = p('#c8553d');
      let out =
        rect(260, base - 170, 500, 170, brick) +
        `<path d="M230 ${f(base - 170)} L512 ${f(base - 230)} L794 ${f(base - 170)}Z" fill="${p('#8a3a2a')}"/>`;
      out +=
        rect(460, base - 120, 104, 120, p('#6b4426')) +
        rect(320, base - 130, 80, 60, p('#9fd8ff')) +
        rect(624, base - 130, 80, 60, p('#9fd8ff'));
      out +=
        rect(0, base - 120, 220, 120, brick) +
        `<path d="M-10 ${f(base - 120)} L110 ${f(base - 160)} L230 ${f(base - 120)}Z" fill="${p('#8a3a2a')}"/>`;
      out +=
        rect(W - 220, base - 120, 220, 120, brick) +
        `<path d="M${W - 230} ${f(base - 120)} L${W - 110} ${f(base - 160)} L${W + 10} ${f(base - 120)}Z" fill="${p('#8a3a2a')}"/>`;
      out += rect(475, base - 168, 30, 40, p('#d8262b')) + rect(519, base - 168, 30, 40, p('#d8262b'));
      return out;
    }
    case 'tree-house': {
      const x = W * rnd.between(0.65, 0.78);
      return (
        rect(x - 40, y - 300, 80, 330, p('#8b5a2b')) +
        `<ellipse cx="${f(x)}" cy="${f(y - 360)}" rx="230" ry="150" fill="${p('#4e9a52')}"/>` +
        rect(x - 130, y - 260, 260, 130, p('#c98b52')) +
        `<path d="M${f(x - 150)} ${f(y - 260)} L${f(x)} ${f(y - 340)} L${f(x + 150)} ${f(y - 260)}Z" fill="${p('#a8543a')}"/>` +
        rect(x - 30, y - 220, 60, 90, p('#6b4426')) +
        `<path d="M${f(x - 160)} ${f(y + 20)} L${f(x - 110)} ${f(y - 130)} M${f(x - 130)} ${f(y + 20)} L${f(x - 80)} ${f(y - 130)}" stroke="${p('#7a4a24')}" stroke-width="6"/>`
      );
    }
    case 'steam-pool': {
      const cx = W / 2;
      let out = `<ellipse cx="${cx}" cy="${f(y + 120)}" rx="420" ry="100" fill="${p('#8a8f96')}"/><ellipse cx="${cx}" cy="${f(y + 116)}" rx="380" ry="80" fill="${p('#8fd8e0')}"/>`;
      for (let i = 0; i < 8; i++)
        out += `<ellipse cx="${f(cx - 400 + i * 110)}" cy="${f(y + 40 + (i % 2) * 150)}" rx="50" ry="34" fill="${p('#6b6f76')}"/>`;
      for (let i = 0; i < 5; i++)
        out += `<path d="M${f(cx - 200 + i * 100)} ${f(y + 90)} q -30 -50 0 -100 q 30 -50 0 -100" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.5"/>`;
      return out;
    }
    case 'glow-mushrooms': {
      let out = '';
      for (let i = 0; i < 6; i++) {
        const x = 60 + i * 180 + rnd.between(-30, 30);
        const s = rnd.between(30, 55);
        const col = ['#b57aff', '#5ad1ff', '#ff7eb6'][i % 3]!;
        out +=
          `<circle cx="${f(x)}" cy="${f(y + 40 - s)}" r="${f(s * 1.8)}" fill="${col}" opacity="0.2"/>` +
          rect(x - s * 0.2, y + 40 - s, s * 0.4, s, p('#f4ecd8')) +
          `<path d="M${f(x - s)} ${f(y + 40 - s)} a${f(s)} ${f(s * 0.8)} 0 0 1 ${f(2 * s)} 0z" fill="${col}"/>`;
      }
      return out;
    }
    case 'sofa':
      return (
        rect(W - 470, y - 140, 400, 110, p('#6a8fd6'), ' rx="30"') +
        rect(W - 500, y - 80, 460, 90, p('#577bc4'), ' rx="26"') +
        rect(W - 500, y - 110, 60, 110, p('#4a6ab0'), ' rx="24"') +
        rect(W - 100, y - 110, 60, 110, p('#4a6ab0'), ' rx="24"') +
        rect(120, y - 230, 200, 140, p('#333a44'), ' rx="8"') +
        rect(130, y - 220, 180, 110, p(night ? '#5a7ad6' : '#8fd0ff')) +
        rect(150, y - 90, 140, 40, p('#8a5a32'))
      );
    case 'bed':
      return (
        rect(W - 520, y - 120, 460, 150, p('#f4f0ff'), ' rx="18"') +
        rect(W - 540, y - 200, 40, 250, p('#8a5a32'), ' rx="10"') +
        rect(W - 500, y - 130, 120, 50, p('#ffffff'), ' rx="20"') +
        rect(W - 380, y - 100, 320, 130, p('#ff9ec4'), ' rx="16"') +
        rect(W - 60, y - 140, 30, 190, p('#8a5a32'), ' rx="10"')
      );
    case 'bath': {
      // a white tub with an outline, clawed feet, blue water with a few bubbles, a shower head on its hose
      const o = `stroke="${p('#8d96a3')}" stroke-width="5"`;
      let out =
        `<path d="M${W - 470} ${f(y - 120)} H ${W - 50} Q ${W - 55} ${f(y + 10)} ${W - 150} ${f(y + 10)} H ${W - 370} Q ${W - 465} ${f(y + 10)} ${W - 470} ${f(y - 120)}z" fill="${p('#ffffff')}" ${o}/>` +
        rect(W - 466, y - 116, 412, 22, p('#7fc4ec'), ' rx="6"') +
        rect(W - 480, y - 132, 440, 18, p('#ffffff'), ` rx="9" ${o}`);
      for (const fx of [W - 400, W - 120]) out += `<path d="M${fx} ${f(y + 6)} l-14 28 h28z" fill="${p('#c9a36a')}"/>`;
      for (let i = 0; i < 5; i++)
        out += `<circle cx="${W - 420 + i * 80}" cy="${f(y - 138)}" r="${14 + (i % 3) * 5}" fill="#ffffff" stroke="${p('#9fcfe8')}" stroke-width="3"/>`;
      out +=
        `<path d="M${W - 70} ${f(y - 120)} V ${f(y - 330)} h-70" stroke="${p('#9aa6b2')}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
        `<path d="M${W - 160} ${f(y - 336)} h40 l10 24 h-60z" fill="${p('#9aa6b2')}"/>`;
      return out;
    }
    case 'mirror-wall':
      return (
        rect(120, 80, 200, 240, p('#cfe6f4'), ' rx="100"') +
        rect(120, 80, 200, 240, 'none', ` rx="100" stroke="${p('#b0b6c0')}" stroke-width="10"`) +
        rect(130, 340, 180, 40, p('#ffffff'), ' rx="12"')
      );
    case 'stove':
      return (
        rect(40, y - 200, W - 80, 200, p('#e8e0d0')) +
        rect(30, y - 214, W - 60, 20, p('#b8a890')) +
        rect(120, y - 250, 140, 40, p('#3a3a3a'), ' rx="6"') +
        `<ellipse cx="190" cy="${f(y - 262)}" rx="60" ry="14" fill="${p('#5a5f68')}"/>` +
        rect(W - 330, 90, 240, 120, p('#d8e4ee'), ' rx="6"') +
        Array.from({ length: 4 }, (_, i) => rect(320 + i * 130, y - 160, 100, 120, p('#d4c8b0'), ' rx="6"')).join('')
      );
    case 'lighthouse': {
      const x = W * 0.15;
      c.keep?.push({ x0: x - 60, x1: x + 60, top: y - 370 });
      return (
        `<path d="M${f(x - 50)} ${f(y + 20)} L${f(x - 30)} ${f(y - 280)} H${f(x + 30)} L${f(x + 50)} ${f(y + 20)}Z" fill="${p('#ffffff')}"/>` +
        rect(x - 44, y - 160, 88, 40, p('#e84a4a')) +
        rect(x - 36, y - 60, 72, 40, p('#e84a4a')) +
        rect(x - 30, y - 330, 60, 50, p('#ffe680')) +
        `<path d="M${f(x - 40)} ${f(y - 330)} L${f(x)} ${f(y - 370)} L${f(x + 40)} ${f(y - 330)}Z" fill="${p('#e84a4a')}"/>`
      );
    }
    case 'boats':
      return Array.from({ length: 3 }, (_, i) => {
        const x = 200 + i * 280;
        return (
          `<path d="M${x - 70} ${f(y + 40)} h140 l-20 30 h-100z" fill="${p(['#e84a4a', '#3d8bfd', '#f7d038'][i]!)}"/>` +
          rect(x - 3, y - 60, 6, 100, p('#7a4a24'))
        );
      }).join('');
    case 'ship-deck':
      return (
        rect(0, y - 20, W, H - y + 20, p('#a8743f')) +
        Array.from({ length: 8 }, (_, i) => rect(0, y + i * 40, W, 3, p('#7a4a24'))).join('') +
        rect(0, y - 80, W, 16, p('#7a4a24')) +
        Array.from({ length: 14 }, (_, i) => rect(i * 76, y - 80, 10, 60, p('#7a4a24'))).join('') +
        rect(W * 0.7, 0, 22, y - 20, p('#7a4a24')) +
        `<path d="M${W * 0.7 + 22} 40 q 200 120 0 260z" fill="${p('#f4ead5')}"/><path d="M${W * 0.7 + 11} 20 h-80 l14 20 -14 20 h80z" fill="${p('#222')}"/>`
      );
    case 'tent-stripes': {
      let out = '';
      for (let i = 0; i < 12; i++)
        out += `<path d="M${W / 2} -40 L${f(i * 94 - 40)} ${f(y)} L${f(i * 94 + 54)} ${f(y)}Z" fill="${p(i % 2 ? '#ffffff' : '#e8392b')}"/>`;
      return (
        out +
        `<ellipse cx="${W / 2}" cy="${f(y + 100)}" rx="420" ry="90" fill="${p('#d9a441')}"/><ellipse cx="${W / 2}" cy="${f(y + 100)}" rx="380" ry="70" fill="${p('#f2d49b')}"/>`
      );
    }
    case 'ice-floes':
      return Array.from(
        { length: 5 },
        (_, i) =>
          // (a blue edge, as the South Pole's icebergs have: white ice on a pale sky vanished in pencil, 0044)
          `<path d="M${f(i * 230 - 30)} ${f(y + 10)} l40 -${f(rnd.between(80, 200))} l80 ${f(rnd.between(-20, 30))} l60 ${f(rnd.between(60, 160))}z" fill="${p(i % 2 ? '#e6f4ff' : '#cfe8fa')}" stroke="${p('#2f6fa8')}" stroke-width="6" stroke-linejoin="round"/>`,
      ).join('');
    case 'planet-ground':
      return (
        `<ellipse cx="${W / 2}" cy="${f(y + 420)}" rx="${W}" ry="440" fill="${p('#b57aff')}"/>` +
        Array.from(
          { length: 5 },
          () =>
            `<circle cx="${f(rnd.between(40, W - 40))}" cy="${f(rnd.between(y + 40, H - 20))}" r="${f(rnd.between(14, 30))}" fill="${p('#9a5ae0')}"/>`,
        ).join('')
      );
    case 'station-window':
      return (
        rect(80, 60, W - 160, y - 120, p('#0b1033'), ' rx="60"') +
        rect(80, 60, W - 160, y - 120, 'none', ` rx="60" stroke="${p('#c9d1da')}" stroke-width="24"`) +
        Array.from(
          { length: 30 },
          () =>
            `<circle cx="${f(rnd.between(120, W - 120))}" cy="${f(rnd.between(90, y - 90))}" r="2.5" fill="#ffffff"/>`,
        ).join('') +
        `<circle cx="${W - 300}" cy="200" r="60" fill="${p('#3d8bfd')}"/>`
      );
    case 'crane':
      return (
        rect(W - 200, 60, 24, y - 40, p('#f7b733')) +
        rect(W - 520, 60, 440, 20, p('#f7b733')) +
        `<path d="M${W - 480} 80 v160" stroke="${p('#555')}" stroke-width="3"/>` +
        rect(W - 510, 240, 60, 40, p('#8a5a32'))
      );
    case 'dragon-boat': {
      const cy = y + 60;
      return (
        `<path d="M120 ${f(cy)} h700 q 40 0 60 -50 l20 -40 q -40 0 -50 30 q -20 40 -40 40 h-690z" fill="${p('#2f9e62')}"/>` +
        `<circle cx="905" cy="${f(cy - 86)}" r="20" fill="${p('#e84a4a')}"/>` +
        Array.from(
          { length: 7 },
          (_, i) => `<circle cx="${200 + i * 90}" cy="${f(cy - 20)}" r="16" fill="${p('#f7d038')}"/>`,
        ).join('')
      );
    }
    case 'pumpkins':
      return Array.from({ length: 4 }, (_, i) => {
        const x = 80 + i * 260;
        return `<ellipse cx="${x}" cy="${f(y + 80)}" rx="50" ry="38" fill="${p('#ff8a1f')}"/><rect x="${x - 5}" y="${f(y + 34)}" width="10" height="14" fill="${p('#4c7a2a')}"/>`;
      }).join('');
    case 'swings':
      return (
        `<path d="M80 ${f(y + 30)} L130 ${f(y - 230)} H370 L420 ${f(y + 30)}" stroke="${p('#d8453b')}" stroke-width="14" fill="none"/>` +
        `<path d="M180 ${f(y - 230)} v170 M240 ${f(y - 230)} v170 M270 ${f(y - 230)} v170 M330 ${f(y - 230)} v170" stroke="${p('#7a7f88')}" stroke-width="3"/>` +
        rect(170, y - 64, 80, 12, p('#f7b733')) +
        rect(260, y - 64, 80, 12, p('#3d8bfd'))
      );
    case 'sandbox':
      return rect(W - 360, y + 40, 300, 90, p('#c98b52')) + rect(W - 346, y + 50, 272, 70, p('#f0d08a'));
    case 'barn': {
      const x = W * rnd.between(0.62, 0.75);
      return (
        rect(x - 130, y - 180, 260, 200, p('#c8342b')) +
        `<path d="M${f(x - 150)} ${f(y - 180)} L${f(x)} ${f(y - 280)} L${f(x + 150)} ${f(y - 180)}Z" fill="${p('#8a2420')}"/>` +
        rect(x - 50, y - 90, 100, 110, p('#f4e4c8')) +
        `<path d="M${f(x - 50)} ${f(y - 90)} l100 110 M${f(x + 50)} ${f(y - 90)} l-100 110" stroke="${p('#c8342b')}" stroke-width="8"/>`
      );
    }
    case 'orchard':
      return [80, 300, 720, 940]
        .map(
          (x) =>
            tree(x, y + 20, 220, p('#4e9a52'), p('#8b5a2b')) +
            Array.from(
              { length: 5 },
              () =>
                `<circle cx="${f(x + rnd.between(-50, 50))}" cy="${f(y - 130 + rnd.between(-50, 50))}" r="10" fill="${p('#e84a4a')}"/>`,
            ).join(''),
        )
        .join('');
    case 'desks': {
      // pupils' desks in a row, each with its chair: a wooden top on a metal frame, a blue seat and back
      let out = '';
      for (let i = 0; i < 4; i++) {
        const x = 30 + i * 260;
        out +=
          rect(x + 150, y - 40, 70, 10, p('#3d6fd6'), ' rx="4"') +
          rect(x + 205, y - 110, 12, 80, p('#3d6fd6'), ' rx="4"') +
          rect(x + 185, y - 120, 40, 40, p('#5a8ae6'), ' rx="6"') +
          `<path d="M${x + 155} ${f(y - 30)} v40 M${x + 212} ${f(y - 30)} v40" stroke="${p('#7a838f')}" stroke-width="6"/>` +
          rect(x, y - 70, 170, 18, p('#d9a870'), ' rx="4"') +
          rect(x + 6, y - 52, 158, 34, p('#8d96a3'), ' rx="3"') +
          `<path d="M${x + 12} ${f(y - 18)} v56 M${x + 158} ${f(y - 18)} v56" stroke="${p('#7a838f')}" stroke-width="7"/>`;
      }
      return out;
    }
    case 'piano':
      return (
        rect(W - 460, y - 180, 380, 170, p('#222')) +
        rect(W - 470, y - 40, 400, 36, p('#222')) +
        rect(W - 460, y - 60, 380, 24, p('#ffffff')) +
        Array.from({ length: 15 }, (_, i) => rect(W - 450 + i * 25, y - 60, 10, 14, p('#222'))).join('') +
        rect(W - 450, y - 10, 14, 90, p('#222')) +
        rect(W - 110, y - 10, 14, 90, p('#222'))
      );
    case 'lab-bench':
      return (
        rect(40, y - 40, W - 80, 30, p('#e8eef4')) +
        rect(60, y - 10, W - 120, 100, p('#8d96a3')) +
        Array.from(
          { length: 5 },
          (_, i) =>
            `<path d="M${140 + i * 180} ${f(y - 40)} l20 -60 v-30 h20 v30 l20 60z" fill="${p(['#7fd1ff', '#ff7eb6', '#7dff7a', '#ffe14d', '#b57aff'][i]!)}" opacity="0.85"/>`,
        ).join('')
      );
    case 'easels':
      return [180, W - 220]
        .map(
          (x) =>
            `<path d="M${x - 70} ${f(y + 60)} L${x} ${f(y - 260)} L${x + 70} ${f(y + 60)}" stroke="${p('#8a5a32')}" stroke-width="10" fill="none"/>` +
            rect(x - 80, y - 220, 160, 130, p('#ffffff')) +
            `<circle cx="${x - 20}" cy="${f(y - 160)}" r="30" fill="${p('#f7d038')}"/><path d="M${x - 80} ${f(y - 90)} q 80 -80 160 0z" fill="${p('#4cbb5e')}"/>`,
        )
        .join('');
    case 'ice-rink':
      return (
        `<ellipse cx="${W / 2}" cy="${f(y + 140)}" rx="${W * 0.6}" ry="150" fill="${p('#dff2ff')}"/>` +
        `<path d="M200 ${f(y + 100)} q 150 40 300 0 M520 ${f(y + 180)} q 150 -40 300 10" stroke="#ffffff" stroke-width="4" fill="none"/>`
      );
    case 'beanstalk':
      return (
        `<path d="M${W * 0.8} ${H} C ${W * 0.7} ${H * 0.6}, ${W * 0.9} ${H * 0.4}, ${W * 0.78} 0" stroke="${p('#3f9a3a')}" stroke-width="40" fill="none"/>` +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<ellipse cx="${f(W * 0.8 + (i % 2 ? 50 : -50))}" cy="${f(H - 120 - i * 110)}" rx="50" ry="22" fill="${p('#5cbf4a')}"/>`,
        ).join('')
      );
    case 'veg-rows':
      return rows(c, 'veg');
    case 'tea-rows':
      return rows(c, 'tea');
    case 'flower-rows':
      return rows(c, 'flowers');
    case 'police-front':
      return facade(c, 'police');
    case 'fire-front':
      return facade(c, 'fire');
    case 'post-front':
      return facade(c, 'post');
    case 'court-lines':
      // a painted court: the key under the hoop, the three-point arc and the centre circle
      return (
        `<path d="M0 ${f(y + 14)} H${W}" stroke="${p('#ffffff')}" stroke-width="6"/>` +
        `<path d="M${W - 300} ${f(y + 14)} V${f(y + 150)} H${W - 40} V${f(y + 14)}" stroke="${p('#ffffff')}" stroke-width="6" fill="${p('#c0392b')}" fill-opacity="0.35"/>` +
        `<path d="M${W - 520} ${f(y + 14)} Q ${W - 170} ${f(y + 360)} ${W + 160} ${f(y + 14)}" stroke="${p('#ffffff')}" stroke-width="6" fill="none"/>` +
        `<ellipse cx="140" cy="${f(y + 140)}" rx="120" ry="44" stroke="${p('#ffffff')}" stroke-width="6" fill="none"/>`
      );
    case 'diamond':
      // the infield: a brown diamond on the grass, white bases and the pitcher's mound
      return (
        `<path d="M${W / 2} ${f(y + 10)} L${W / 2 + 420} ${f(y + 130)} L${W / 2} ${f(H + 60)} L${W / 2 - 420} ${f(y + 130)}Z" fill="${p('#c98a5a')}"/>` +
        `<path d="M${W / 2} ${f(y + 40)} L${W / 2 + 330} ${f(y + 140)} L${W / 2} ${f(H + 20)} L${W / 2 - 330} ${f(y + 140)}Z" fill="${p('#5cb85a')}"/>` +
        [
          [W / 2, y + 40],
          [W / 2 + 330, y + 140],
          [W / 2 - 330, y + 140],
        ]
          .map(
            ([bx, by]) =>
              `<rect x="${f(bx! - 14)}" y="${f(by! - 14)}" width="28" height="28" transform="rotate(45 ${f(bx!)} ${f(by!)})" fill="${p('#ffffff')}"/>`,
          )
          .join('') +
        `<ellipse cx="${W / 2}" cy="${f(y + 150)}" rx="50" ry="18" fill="${p('#c98a5a')}"/>`
      );
    case 'bus-shelter':
      // a shelter with a roof and a bench on the left, a stop sign pole (taller than a child)
      return (
        rect(40, y - 300, 300, 20, p('#3d6fd6'), ' rx="6"') +
        rect(50, y - 280, 10, 290, p('#7a7f88')) +
        rect(320, y - 280, 10, 290, p('#7a7f88')) +
        rect(60, y - 280, 260, 170, p('#cfe8fa'), ' opacity="0.5"') +
        rect(80, y - 70, 220, 16, p('#8a5a32')) +
        rect(380, y - 320, 10, 330, p('#7a7f88')) +
        rect(350, y - 340, 70, 90, p('#3d6fd6'), ' rx="8"') +
        rect(362, y - 326, 46, 30, p('#ffffff'), ' rx="4"')
      );
    case 'big-bus': {
      // a city bus at the kerb, far bigger than a child: windows, door and wheels
      const x = W - 560;
      const top = y - 300;
      let out = rect(x, top, 540, 280, p('#f7b733'), ' rx="30"') + rect(x, top + 190, 540, 30, p('#2f9e62'));
      for (let i = 0; i < 4; i++) out += rect(x + 30 + i * 110, top + 40, 90, 90, p('#bfe6ff'), ' rx="10"');
      out += rect(x + 470, top + 40, 54, 200, p('#9fd0ee'), ' rx="6"');
      out += `<circle cx="${f(x + 110)}" cy="${f(y - 10)}" r="40" fill="${p('#222')}"/><circle cx="${f(x + 420)}" cy="${f(y - 10)}" r="40" fill="${p('#222')}"/>`;
      out += `<circle cx="${f(x + 110)}" cy="${f(y - 10)}" r="16" fill="${p('#9aa0a8')}"/><circle cx="${f(x + 420)}" cy="${f(y - 10)}" r="16" fill="${p('#9aa0a8')}"/>`;
      return out;
    }
    case 'pier':
      // the quay in front: concrete edge, bollards and a coil of rope
      return (
        rect(0, y + 40, W, 26, p('#8d8d94')) +
        [120, 480, 860]
          .map(
            (x) =>
              rect(x - 16, y + 14, 32, 36, p('#3a3a44'), ' rx="8"') +
              rect(x - 22, y + 8, 44, 12, p('#3a3a44'), ' rx="6"'),
          )
          .join('')
      );
    case 'fishing-boats':
      // fishing boats moored at the quay, each bigger than a child: hull, wheelhouse, mast, flags
      return [
        [170, '#3d8bfd'],
        [560, '#e8392b'],
        [900, '#2f9e62'],
      ]
        .map(([x0, col]) => {
          const x = x0 as number;
          const hy = y - 10;
          return (
            `<path d="M${x - 170} ${f(hy - 70)} H${x + 170} l-34 90 H${x - 140}z" fill="${p(col as string)}"/>` +
            rect(x - 170, hy - 78, 340, 14, p('#ffffff')) +
            rect(x - 40, hy - 170, 120, 92, p('#ffffff'), ' rx="6"') +
            rect(x - 24, hy - 150, 36, 30, p('#7fd1ff')) +
            rect(x + 24, hy - 150, 36, 30, p('#7fd1ff')) +
            rect(x - 110, hy - 260, 8, 190, p('#7a4a24')) +
            `<path d="M${x - 102} ${f(hy - 258)} h50 l-10 14 l10 14 h-50z" fill="${p('#f7d038')}"/>` +
            `<path d="M${x - 106} ${f(hy - 250)} L${x + 120} ${f(hy - 170)}" stroke="${p('#555')}" stroke-width="2"/>`
          );
        })
        .join('');
    case 'icebergs':
      // white ice and snow to the horizon: icebergs with blue shadow sides
      return (
        [
          [140, 200],
          [520, 150],
          [860, 240],
        ]
          .map(
            ([x, h]) =>
              `<path d="M${x! - 150} ${f(y + 6)} L${x! - 70} ${f(y - h!)} L${x! + 20} ${f(y - h! + 30)} L${x! + 140} ${f(y + 6)}Z" fill="${p('#ffffff')}"/>` +
              `<path d="M${x! + 20} ${f(y - h! + 30)} L${x! + 140} ${f(y + 6)} H${x! - 10}Z" fill="${p('#8cc4ee')}"/>` +
              `<path d="M${x! - 150} ${f(y + 6)} L${x! - 70} ${f(y - h!)} L${x! + 20} ${f(y - h! + 30)} L${x! + 140} ${f(y + 6)}" stroke="${p('#2f6fa8')}" stroke-width="7" fill="none"/>`,
          )
          .join('') + rect(0, y, W, 14, p('#7fc3ef'))
      );
    case 'kitchen-counter': {
      // wall cabinets, a counter with a sink and a two-ring stove with a pot, cupboard doors below
      const top = y - 190;
      let out = rect(0, top, W, 190, p('#c98b52')) + rect(0, top - 16, W, 22, p('#eee7da'));
      for (let i = 0; i < 6; i++)
        out +=
          rect(20 + i * 170, top + 30, 150, 140, p('#b07640'), ' rx="6"') +
          rect(80 + i * 170, top + 90, 30, 8, p('#eee7da'), ' rx="4"');
      for (let i = 0; i < 4; i++) out += rect(60 + i * 230, 70, 200, 120, p('#d9a870'), ' rx="6"');
      // the stove with two rings and a pot
      out += rect(560, top - 22, 260, 12, p('#3a3a3a'), ' rx="4"');
      out += `<ellipse cx="620" cy="${f(top - 22)}" rx="40" ry="8" fill="none" stroke="${p('#e84a4a')}" stroke-width="4"/>`;
      out +=
        rect(700, top - 90, 100, 70, p('#7a7f88'), ' rx="10"') + rect(690, top - 96, 120, 12, p('#5a5f68'), ' rx="6"');
      out += `<path d="M730 ${f(top - 110)} q -10 -20 0 -40 M760 ${f(top - 110)} q 10 -20 0 -40" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.7"/>`;
      // the oven under the stove (window, handle, knobs) and blue flames under the pot (decision 0037)
      out +=
        rect(570, top + 26, 240, 150, p('#3f434b'), ' rx="10"') +
        rect(595, top + 70, 190, 88, p('#7a5a3a'), ' rx="8"') +
        rect(600, top + 44, 180, 10, p('#c8cdd4'), ' rx="5"') +
        [0, 1, 2, 3]
          .map((i) => `<circle cx="${600 + i * 60}" cy="${f(top + 14)}" r="8" fill="${p('#c8cdd4')}"/>`)
          .join('');
      out += `<path d="M710 ${f(top - 22)} l8 -14 l8 14 M740 ${f(top - 22)} l8 -16 l8 16 M770 ${f(top - 22)} l8 -14 l8 14" fill="${p('#3d8bfd')}" stroke="${p('#ff8a1f')}" stroke-width="2"/>`;
      // the sink and its tap
      out +=
        rect(200, top - 12, 180, 14, p('#9aa6b2'), ' rx="6"') +
        `<path d="M290 ${f(top - 12)} v-50 h40 v16" stroke="${p('#9aa6b2')}" stroke-width="10" fill="none"/>`;
      return out;
    }
    case 'griddle':
      // a breakfast shop's front counter with the hot plate, egg pancakes and a stack of toast
      return (
        rect(40, y - 150, 560, 150, p('#e84a4a')) +
        rect(30, y - 164, 580, 20, p('#d4d8de')) +
        rect(70, y - 176, 300, 14, p('#3a3a3a'), ' rx="4"') +
        [120, 200, 280]
          .map((x) => `<ellipse cx="${x}" cy="${f(y - 180)}" rx="34" ry="9" fill="${p('#f7d038')}"/>`)
          .join('') +
        [0, 1, 2, 3]
          .map((i) => rect(430, y - 190 - i * 16, 90, 14, p(i % 2 ? '#f4d9a6' : '#e0b56a'), ' rx="5"'))
          .join('') +
        rect(W - 330, 80, 260, 170, p('#f4e4c8'), ' rx="8"') +
        [0, 1, 2, 3].map((i) => rect(W - 310, 100 + i * 38, 220, 18, p('#c98b52'), ' rx="4"')).join('')
      );
    case 'drink-bar':
      // a drink stand's counter with cups of tea and tapioca, a menu board without letters
      return (
        rect(60, y - 150, W - 120, 150, p('#4cbb5e')) +
        rect(50, y - 164, W - 100, 20, p('#f4e4c8')) +
        [0, 1, 2, 3, 4, 5]
          .map((i) => {
            const x = 120 + i * 140;
            return (
              `<path d="M${x - 24} ${f(y - 250)} h48 l-6 84 h-36z" fill="${p(['#d9a870', '#ff9ec7', '#f7d038', '#8fd3ff'][i % 4]!)}" opacity="0.9"/>` +
              [0, 1, 2]
                .map((k) => `<circle cx="${x - 10 + k * 10}" cy="${f(y - 176)}" r="5" fill="${p('#3a2a1a')}"/>`)
                .join('') +
              rect(x - 3, y - 280, 6, 34, p('#e84a4a'))
            );
          })
          .join('') +
        rect(200, 60, W - 400, 140, p('#3a3a44'), ' rx="8"') +
        [0, 1, 2].map((i) => rect(230, 84 + i * 38, W - 460, 10, p('#f4e4c8'), ' rx="4"')).join('')
      );
    case 'salon-chairs':
      // a hair salon: mirrors on the wall with a chair before each
      return [150, 512, 874]
        .map(
          (x) =>
            rect(x - 90, 80, 180, 220, p('#cfe6f4'), ' rx="10"') +
            rect(x - 90, 80, 180, 220, 'none', ` rx="10" stroke="${p('#c9a25a')}" stroke-width="10"`) +
            rect(x - 60, y - 120, 120, 80, p('#3a3a44'), ' rx="16"') +
            rect(x - 70, y - 50, 140, 30, p('#3a3a44'), ' rx="10"') +
            rect(x - 8, y - 20, 16, 50, p('#7a7f88')),
        )
        .join('');
    case 'plaza': {
      // stone paving in perspective: rows across, joints converging on the temple door
      let out = '';
      for (let r = 1; r < 6; r++) {
        const yy = y + ((H - y) * r * r) / 30;
        out += `<path d="M0 ${f(yy)} H${W}" stroke="${p('#b49a7a')}" stroke-width="3"/>`;
      }
      for (let i = -6; i <= 6; i++)
        out += `<path d="M${f(W / 2 + i * 60)} ${f(y)} L${f(W / 2 + i * 260)} ${H}" stroke="${p('#b49a7a')}" stroke-width="3"/>`;
      return out;
    }
    case 'car-inside': {
      // from the back seat: the windscreen with the road going away, the dashboard and the steering wheel
      const outside = night ? '#1d2460' : c.rain ? '#7f8ba0' : '#9fd8ff';
      return (
        rect(60, 50, W - 120, y - 160, p(outside), ' rx="60"') +
        `<path d="M${W / 2 - 40} ${f(y - 110)} L${W / 2 - 8} ${f(y * 0.42)} H${W / 2 + 8} L${W / 2 + 40} ${f(y - 110)}Z" fill="${p('#6a6f78')}"/>` +
        rect(60, y * 0.42 + 40, W - 120, 6, p('#7cc46a')) +
        rect(40, y - 120, W - 80, 110, p('#3a3a44'), ' rx="30"') +
        `<circle cx="260" cy="${f(y - 130)}" r="80" fill="none" stroke="${p('#22222a')}" stroke-width="18"/>` +
        rect(W - 360, y - 100, 120, 50, p('#7fd1ff'), ' rx="8"') +
        rect(0, y - 10, W, 60, p('#4a5260'), ' rx="20"')
      );
    }
    case 'claw-machines':
      // three claw machines: glass cases with a claw and heaps of soft toys, lit from inside
      return [200, 512, 824]
        .map((x, i) => {
          const col = ['#ff7eb6', '#3d8bfd', '#f7d038'][i]!;
          return (
            rect(x - 130, 70, 260, y - 70, p(col), ' rx="14"') +
            rect(x - 110, 100, 220, y - 250, p('#dff4ff'), ' rx="8"') +
            `<path d="M${x} 100 v70 m-20 0 h40 m-40 0 l-10 30 m50 -30 l10 30" stroke="${p('#7a7f88')}" stroke-width="6" fill="none"/>` +
            [0, 1, 2, 3, 4]
              .map(
                (k) =>
                  `<circle cx="${x - 80 + k * 40}" cy="${f(y - 170 - (k % 2) * 24)}" r="24" fill="${p(['#c98b52', '#ffffff', '#ff9ec7', '#8fd3ff', '#b8e39a'][k]!)}"/>`,
              )
              .join('') +
            rect(x - 110, y - 130, 220, 60, p(darken(col, 0.3)), ' rx="8"') +
            `<circle cx="${x - 40}" cy="${f(y - 100)}" r="14" fill="${p('#e84a4a')}"/>`
          );
        })
        .join('');
    // ── session d (decision 0037): each room its own landmark, bamboo that is bamboo, a street ──
    case 'wall-tiles': {
      // the lower wall tiled up to a line: a wet room (bathroom)
      let out = rect(0, y - 280, W, 280, p('#e9f6fd'));
      for (let yy = y - 280; yy < y; yy += 56) out += rect(0, yy, W, 3, p('#b8d4e4'));
      for (let x = 0; x < W; x += 64) out += rect(x, y - 280, 3, 280, p('#b8d4e4'));
      return out + rect(0, y - 286, W, 10, p('#8fc0dc'));
    }
    case 'toilet': {
      // a white toilet seen from the side at the left: tank, bowl, lid, flush button
      const o = `stroke="${p('#8d96a3')}" stroke-width="4"`;
      return (
        `<rect x="40" y="${f(y - 190)}" width="70" height="120" rx="12" fill="${p('#ffffff')}" ${o}/>` +
        `<path d="M50 ${f(y - 80)} H 200 Q 205 ${f(y - 20)} 150 ${f(y - 5)} L 140 ${f(y + 40)} H 80 L 75 ${f(y - 5)} Q 50 ${f(y - 30)} 50 ${f(y - 80)}z" fill="${p('#ffffff')}" ${o}/>` +
        `<rect x="46" y="${f(y - 94)}" width="162" height="16" rx="8" fill="${p('#dfe9f1')}" ${o}/>` +
        `<circle cx="75" cy="${f(y - 170)}" r="7" fill="${p('#b0b6c0')}"/>`
      );
    }
    case 'sink-mirror': {
      // a washbasin on its pedestal with a tap, a mirror above it (the shine of glass), a towel beside
      const o = `stroke="${p('#8d96a3')}" stroke-width="4"`;
      return (
        `<rect x="250" y="${f(y - 330)}" width="150" height="170" rx="18" fill="${p('#cfe9f7')}" stroke="${p('#c9a36a')}" stroke-width="10"/>` +
        `<path d="M280 ${f(y - 300)} l40 -0 l-40 60z M350 ${f(y - 310)} l20 0 l-60 90 l-20 0z" fill="#ffffff" opacity="0.7"/>` +
        `<path d="M235 ${f(y - 130)} H 415 Q 410 ${f(y - 70)} 325 ${f(y - 70)} Q 240 ${f(y - 70)} 235 ${f(y - 130)}z" fill="${p('#ffffff')}" ${o}/>` +
        `<rect x="305" y="${f(y - 72)}" width="40" height="100" fill="${p('#ffffff')}" ${o}/>` +
        `<path d="M325 ${f(y - 130)} v-26 h22" stroke="${p('#9aa6b2')}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
        rect(430, y - 250, 16, 10, p('#9aa6b2')) +
        rect(428, y - 244, 46, 110, p('#ff9ec4'), ' rx="6"') +
        rect(428, y - 170, 46, 10, p('#ffffff'))
      );
    }
    case 'big-fridge': {
      // a tall two-door fridge at the right end of the counter, with handles and magnets
      const o = `stroke="${p('#8d96a3')}" stroke-width="4"`;
      const x = W - 210;
      return (
        `<rect x="${x}" y="${f(y - 380)}" width="180" height="${f(400)}" rx="16" fill="${p('#f2f5f8')}" ${o}/>` +
        rect(x, y - 250, 180, 5, p('#8d96a3')) +
        rect(x + 150, y - 350, 10, 70, p('#9aa6b2'), ' rx="5"') +
        rect(x + 150, y - 220, 10, 110, p('#9aa6b2'), ' rx="5"') +
        `<circle cx="${x + 40}" cy="${f(y - 320)}" r="10" fill="${p('#e84a4a')}"/><circle cx="${x + 80}" cy="${f(y - 300)}" r="8" fill="${p('#f7d038')}"/>` +
        rect(x + 30, y - 200, 50, 60, p('#ffffff'), ' rx="3"')
      );
    }
    case 'hospital-bed': {
      // a hospital bed: grey metal frame on wheels, raised back, side rail, blue-white sheet
      const x = W - 520;
      const o = `stroke="${p('#7a838f')}" stroke-width="6"`;
      let out =
        `<path d="M${x} ${f(y - 40)} V ${f(y - 230)} M${x + 440} ${f(y - 40)} V ${f(y - 150)}" ${o} stroke-linecap="round"/>` +
        rect(x, y - 70, 440, 26, p('#aab3bd'), ' rx="6"') +
        `<path d="M${x + 10} ${f(y - 70)} L ${x + 10} ${f(y - 110)} L ${x + 130} ${f(y - 200)} L ${x + 150} ${f(y - 110)} H ${x + 430} V ${f(y - 70)}z" fill="${p('#e8f2fb')}" stroke="${p('#b0c4d6')}" stroke-width="3"/>` +
        `<path d="M${x + 40} ${f(y - 140)} L ${x + 120} ${f(y - 200)} l 18 30 l -74 52z" fill="${p('#ffffff')}" stroke="${p('#c9d6e2')}" stroke-width="3"/>` +
        rect(x + 160, y - 112, 270, 50, p('#9fd0f0'), ' rx="8"') +
        `<path d="M${x + 180} ${f(y - 130)} H ${x + 400} M${x + 200} ${f(y - 130)} V ${f(y - 70)} M${x + 380} ${f(y - 130)} V ${f(y - 70)}" ${o}/>`;
      for (const wx of [x + 40, x + 400])
        out +=
          `<path d="M${wx} ${f(y - 44)} V ${f(y - 10)}" ${o}/>` +
          `<circle cx="${wx}" cy="${f(y)}" r="12" fill="${p('#4a4f5a')}"/>`;
      return out;
    }
    case 'iv-drip': {
      // a drip stand: pole on a foot, hook, a bag of clear liquid and its tube
      const x = W - 580;
      return (
        `<path d="M${x} ${f(y)} V ${f(y - 330)} M${x - 30} ${f(y - 330)} H ${x + 30} M${x - 40} ${f(y)} H ${x + 40}" stroke="${p('#9aa6b2')}" stroke-width="7" stroke-linecap="round"/>` +
        `<rect x="${x + 8}" y="${f(y - 320)}" width="44" height="70" rx="10" fill="${p('#dff3ff')}" stroke="${p('#7fb8e0')}" stroke-width="4"/>` +
        `<path d="M${x + 30} ${f(y - 250)} Q ${x + 60} ${f(y - 180)} ${x + 150} ${f(y - 150)}" stroke="${p('#7fb8e0')}" stroke-width="3" fill="none"/>`
      );
    }
    case 'ward-curtain': {
      // a curtain on a ceiling rail, drawn back at the left, as in a hospital ward
      let out = rect(0, 40, W, 8, p('#9aa6b2'));
      for (let i = 0; i < 5; i++)
        out += `<path d="M${i * 34} 48 q 17 ${f(y - 40)} 0 ${f(y - 30)} h 30 q -17 -${f(y - 60)} 4 -${f(y - 30)}z" fill="${p(i % 2 ? '#a8dcc8' : '#bfe8d8')}"/>`;
      return out;
    }
    case 'bamboo-grove': {
      // tall segmented bamboo stalks up out of the picture, with node rings and thin leaf sprays
      let out = '';
      const shades = ['#5fae3e', '#78c24f', '#4e9a34', '#8fcf5e'];
      const xs = [30, 95, 150, 230, 300, 370, 700, 760, 830, 880, 950, 1000];
      for (let i = 0; i < xs.length; i++) {
        const x = xs[i]! + rnd.between(-12, 12);
        const w = 18 + (i % 3) * 5;
        const base = y + 20 + (i % 4) * 12;
        const col = shades[i % shades.length]!;
        out += rect(x - w / 2, -10, w, base + 10, p(col));
        out += rect(x - w / 2 + 3, -10, 4, base + 10, p(mix(col, '#ffffff', 0.35)));
        for (let ny = base - 70 - (i % 2) * 30; ny > 0; ny -= 95) {
          out += rect(x - w / 2 - 2, ny, w + 4, 6, p(darken(col, 0.25)), ' rx="3"');
          if ((ny + i * 17) % 3 < 2) {
            const dir = i % 2 ? 1 : -1;
            out += [0, 1, 2]
              .map(
                (k) =>
                  `<ellipse cx="${f(x + dir * (34 + k * 10))}" cy="${f(ny - 8 + k * 14)}" rx="34" ry="7" fill="${p(darken('#5fae3e', 0.1 * k))}" transform="rotate(${dir * (18 + k * 14)} ${f(x + dir * (34 + k * 10))} ${f(ny - 8 + k * 14)})"/>`,
              )
              .join('');
          }
        }
      }
      return out;
    }
    case 'cherry-trees': {
      // cherry trees in bloom: dark trunks, pink crowns of round clusters, petals falling
      let out = '';
      for (const [x, s] of [
        [110, 1],
        [340, 0.8],
        [700, 0.85],
        [920, 1.05],
      ] as const) {
        const top = y - 250 * s;
        out += `<path d="M${x - 12 * s} ${f(y + 10)} L ${x - 6 * s} ${f(top + 60 * s)} L ${x - 50 * s} ${f(top + 20 * s)} M${x + 6 * s} ${f(top + 70 * s)} L ${x + 50 * s} ${f(top + 30 * s)} M${x + 12 * s} ${f(y + 10)} L ${x + 6 * s} ${f(top + 60 * s)}" stroke="${p('#6b4330')}" stroke-width="${f(16 * s)}" fill="none" stroke-linecap="round"/>`;
        for (let k = 0; k < 9; k++) {
          const a = (k / 9) * Math.PI * 2;
          out += `<circle cx="${f(x + Math.cos(a) * 80 * s)}" cy="${f(top + Math.sin(a) * 45 * s)}" r="${f(52 * s)}" fill="${p(k % 2 ? '#ffb7d0' : '#ffc9dc')}"/>`;
        }
        out += `<circle cx="${x}" cy="${f(top)}" r="${f(70 * s)}" fill="${p('#ffd6e4')}"/>`;
      }
      for (let i = 0; i < 14; i++)
        out += `<ellipse cx="${f(rnd.between(20, W - 20))}" cy="${f(rnd.between(y - 150, y + 220))}" rx="7" ry="4" fill="${p('#ff9ec0')}"/>`;
      return out;
    }
    case 'road': {
      // a pavement with its kerb, then the road: grey asphalt, a zebra crossing, a dashed centre line
      let out = rect(0, y, W, 60, p('#d9d2c6')) + rect(0, y + 56, W, 10, p('#8d8a84'));
      for (let x = 0; x < W; x += 80) out += rect(x, y, 3, 56, p('#c4bcae'));
      out += rect(0, y + 66, W, H - y - 66, p('#5f636b'));
      const mid = y + 66 + (H - y - 66) / 2;
      for (let x = 20; x < W; x += 120) if (x < 560 || x > 860) out += rect(x, mid - 4, 70, 8, p('#f7d038'));
      for (let i = 0; i < 6; i++) {
        const yy = y + 76 + i * ((H - y - 86) / 6);
        out += `<path d="M${600 - i * 8} ${f(yy)} h 230 l 12 ${f((H - y - 86) / 12)} h -254z" fill="${p('#f4f4f4')}"/>`;
      }
      return out;
    }
    case 'traffic-light': {
      // a traffic light on its pole at the kerb: red, amber and green lamps, and a walking-man signal below
      const x = W - 90;
      const lit = rnd.next() < 0.5 ? 0 : 2;
      return (
        rect(x - 7, y - 330, 14, 390, p('#5a5f68')) +
        rect(x - 140, y - 330, 140, 12, p('#5a5f68')) +
        rect(x - 250, y - 360, 120, 44, p('#2f333a'), ' rx="10"') +
        ['#e84a4a', '#f7b538', '#4cbb5e']
          .map(
            (c, i) =>
              `<circle cx="${x - 228 + i * 38}" cy="${f(y - 338)}" r="14" fill="${p(i === lit ? c : darken(c, 0.55))}"/>`,
          )
          .join('') +
        rect(x - 22, y - 200, 44, 70, p('#2f333a'), ' rx="6"') +
        `<circle cx="${x}" cy="${f(y - 178)}" r="6" fill="${p(lit === 2 ? '#4cbb5e' : '#e84a4a')}"/><path d="M${x} ${f(y - 170)} v16 l-8 12 M${x} ${f(y - 154)} l8 12 M${x - 8} ${f(y - 164)} h16" stroke="${p(lit === 2 ? '#4cbb5e' : '#e84a4a')}" stroke-width="4" fill="none"/>`
      );
    }
    case 'roof-tiles': {
      // standing on a house's tiled roof: the ridge at the horizon, rows of terracotta tiles down to the eaves
      let out = rect(0, y - 6, W, H - y + 6, p('#b84a32'));
      const rowH = 34;
      for (let r = 0, yy = y + 14; yy < H + rowH; r++, yy += rowH + r * 3) {
        const tw = 64 + r * 6;
        for (let x = (r % 2) * (tw / 2) - tw; x < W + tw; x += tw)
          out += `<path d="M${f(x)} ${f(yy)} q ${f(tw / 2)} ${f(rowH + r * 3)} ${f(tw)} 0" fill="${p(r % 2 ? '#d8673f' : '#cc5a36')}" stroke="${p('#8a3422')}" stroke-width="3"/>`;
      }
      out += rect(0, y - 16, W, 24, p('#8a3422'), ' rx="8"');
      out += rect(W - 220, y - 110, 70, 110, p('#9a5a44')) + rect(W - 230, y - 122, 90, 16, p('#6b3a2a'));
      return out;
    }
    case 'jungle-vines': {
      // lianas hanging from the canopy and big leaves in the corners: a jungle, not a park wood
      let out = rect(0, 0, W, 40, p('#2f7d45'));
      for (let i = 0; i < 9; i++) {
        const x = 40 + i * 120 + rnd.between(-20, 20);
        const len = 160 + ((i * 53) % 140);
        out += `<path d="M${f(x)} 0 q 30 ${f(len / 2)} -10 ${f(len)}" stroke="${p('#3f8f3a')}" stroke-width="7" fill="none"/>`;
        for (let k = 1; k < 4; k++)
          out += `<ellipse cx="${f(x + 8)}" cy="${f((len * k) / 4)}" rx="16" ry="8" fill="${p('#5fb14a')}" transform="rotate(${k % 2 ? 30 : -30} ${f(x + 8)} ${f((len * k) / 4)})"/>`;
      }
      for (const [cx, cy, a] of [
        [40, y + 60, -30],
        [W - 40, y + 40, 30],
        [110, y + 130, -60],
        [W - 120, y + 140, 60],
      ] as const)
        out += `<ellipse cx="${cx}" cy="${f(cy)}" rx="110" ry="46" fill="${p('#2e8b45')}" transform="rotate(${a} ${cx} ${f(cy)})"/><path d="M${cx} ${f(cy)} l${a < 0 ? 90 : -90} ${f(a / 2)}" stroke="${p('#1f6a34')}" stroke-width="4"/>`;
      return out;
    }
    case 'school-building': {
      // a Taiwanese school: a long three-storey block with rows of windows and corridors, a clock tower and flag
      const x0 = 80;
      const w = W - 160;
      let out = rect(x0, y - 300, w, 300, p('#f2e2c4')) + rect(x0 - 10, y - 312, w + 20, 18, p('#c96a4a'));
      for (let fl = 0; fl < 3; fl++) {
        out += rect(x0, y - 300 + fl * 100 + 80, w, 10, p('#d9c29c'));
        for (let i = 0; i < 10; i++)
          out += rect(
            x0 + 20 + i * ((w - 40) / 10),
            y - 280 + fl * 100,
            (w - 40) / 10 - 16,
            50,
            p('#9fd0f0'),
            ' rx="4"',
          );
      }
      const cx = W / 2;
      out +=
        rect(cx - 70, y - 400, 140, 100, p('#f2e2c4')) +
        `<path d="M${cx - 80} ${f(y - 400)} L ${cx} ${f(y - 450)} L ${cx + 80} ${f(y - 400)}z" fill="${p('#c96a4a')}"/>` +
        `<circle cx="${cx}" cy="${f(y - 350)}" r="34" fill="#ffffff" stroke="${p('#5a5f68')}" stroke-width="5"/>` +
        `<path d="M${cx} ${f(y - 350)} v-22 M${cx} ${f(y - 350)} h16" stroke="${p('#333a44')}" stroke-width="4"/>` +
        `<path d="M${cx} ${f(y - 450)} v-60" stroke="${p('#7a7f88')}" stroke-width="4"/>` +
        rect(cx + 2, y - 510, 46, 28, p('#e84a4a'));
      return out + rect(cx - 60, y - 90, 120, 90, p('#8a5a32'));
    }
    case 'big-tent': {
      // a camping tent bigger than a child, door open, with a campfire of logs in front of it
      const x = 90;
      return (
        `<path d="M${x} ${f(y + 40)} L ${x + 160} ${f(y - 210)} L ${x + 320} ${f(y + 40)}z" fill="${p('#ff8a3c')}" stroke="${p('#b8561c')}" stroke-width="5"/>` +
        `<path d="M${x + 160} ${f(y - 210)} L ${x + 110} ${f(y + 40)} H ${x + 210}z" fill="${p('#6b3a1a')}"/>` +
        `<path d="M${x + 160} ${f(y - 210)} L ${x + 160} ${f(y + 40)}" stroke="${p('#b8561c')}" stroke-width="4"/>` +
        `<path d="M${x + 360} ${f(y + 60)} l 70 -20 M${x + 360} ${f(y + 40)} l 70 20" stroke="${p('#8a5a32')}" stroke-width="12" stroke-linecap="round"/>` +
        `<path d="M${x + 375} ${f(y + 40)} q -5 -50 20 -80 q 5 30 15 30 q 5 -25 20 -35 q 15 45 -5 85z" fill="${p('#ff7a1f')}"/>`
      );
    }
    case 'grad-stage': {
      // a school hall's stage: a platform with steps, a red backdrop band without letters, a podium with flowers,
      // and mortarboards thrown up in the air
      let out =
        rect(70, y - 340, 14, 300, p('#8a5a32')) +
        rect(W - 84, y - 340, 14, 300, p('#8a5a32')) +
        rect(60, y - 330, W - 120, 70, p('#d8342a'), ' rx="8"') +
        rect(40, y - 40, W - 80, 60, p('#b07640')) +
        rect(40, y - 50, W - 80, 14, p('#d9a870')) +
        rect(W - 300, y - 170, 110, 130, p('#8a5a32'), ' rx="6"') +
        `<circle cx="${W - 262}" cy="${f(y - 182)}" r="20" fill="${p('#ff7eb6')}"/><circle cx="${W - 232}" cy="${f(y - 186)}" r="18" fill="${p('#f7d038')}"/>`;
      for (const [cx, cy, a] of [
        [180, 110, -20],
        [420, 70, 15],
        [640, 120, -10],
        [860, 80, 25],
      ] as const)
        out += `<g transform="rotate(${a} ${cx} ${cy})"><path d="M${cx - 40} ${cy} L ${cx} ${cy - 18} L ${cx + 40} ${cy} L ${cx} ${cy + 18}z" fill="${p('#2a2d36')}"/><rect x="${cx - 22}" y="${cy + 6}" width="44" height="20" fill="${p('#2a2d36')}"/><path d="M${cx} ${cy} l 30 20 v 16" stroke="${p('#f7d038')}" stroke-width="4" fill="none"/></g>`;
      return out;
    }
    case 'bleachers': {
      // an indoor gym: tiers of seats with spectators' colours along the back wall, a scoreboard without digits
      let out = '';
      for (let r = 0; r < 4; r++) {
        const yy = y - 60 - r * 50;
        out += rect(0, yy, W, 50, p(r % 2 ? '#8a96a8' : '#9aa6b8'));
        for (let x = 20 + (r % 2) * 25; x < W; x += 50)
          out += rect(
            x,
            yy + 8,
            30,
            30,
            p(['#e84a4a', '#3d8bfd', '#f7d038', '#4cbb5e'][((x / 50 + r) % 4) | 0]!),
            ' rx="6"',
          );
      }
      return (
        out +
        rect(W / 2 - 110, 40, 220, 90, p('#2f333a'), ' rx="10"') +
        rect(W / 2 - 96, 54, 90, 62, p('#e84a4a'), ' rx="6"') +
        rect(W / 2 + 6, 54, 90, 62, p('#3d8bfd'), ' rx="6"')
      );
    }
    case 'swamp-water': {
      // murky green-brown water between mud banks, with cattails and a rotting log: not a clean blue pond
      let out = `<path d="M-20 ${f(y + 40)} Q 200 ${f(y + 10)} 420 ${f(y + 50)} T 1044 ${f(y + 30)} V ${f(y + 200)} Q 700 ${f(y + 240)} 400 ${f(y + 190)} T -20 ${f(y + 210)}z" fill="${p('#5a7040')}"/>`;
      out += `<path d="M80 ${f(y + 100)} q 120 -20 240 0 M560 ${f(y + 150)} q 100 -16 200 0" stroke="${p('#7e9456')}" stroke-width="5" fill="none"/>`;
      for (const [x, yy] of [
        [150, y + 80],
        [480, y + 130],
        [820, y + 90],
      ] as const)
        out += `<ellipse cx="${x}" cy="${f(yy)}" rx="40" ry="12" fill="${p('#3f8f3a')}"/>`;
      for (let i = 0; i < 12; i++) {
        const x = (i < 6 ? 20 : W - 240) + (i % 6) * 40;
        const top = y - 40 - ((i * 37) % 80);
        out +=
          `<path d="M${x} ${f(y + 60)} V ${f(top)}" stroke="${p('#4e7a2e')}" stroke-width="5"/>` +
          rect(x - 7, top, 14, 46, p('#6b3a1a'), ' rx="7"');
      }
      return out + rect(600, y + 170, 220, 34, p('#6b4a2a'), ' rx="17"');
    }
    case 'house-door': {
      // the front of a family house bigger than a child: walls, a pitched roof, windows, a front door on a step
      const x0 = 60;
      const w = 560;
      return (
        rect(x0, y - 330, w, 330, p('#f4e1c1')) +
        `<path d="M${x0 - 40} ${f(y - 320)} L ${x0 + w / 2} ${f(y - 470)} L ${x0 + w + 40} ${f(y - 320)}z" fill="${p('#c0503a')}"/>` +
        rect(x0 + 50, y - 270, 120, 100, p('#9fd0f0'), ` rx="6" stroke="${p('#ffffff')}" stroke-width="8"`) +
        rect(x0 + w - 170, y - 270, 120, 100, p('#9fd0f0'), ` rx="6" stroke="${p('#ffffff')}" stroke-width="8"`) +
        rect(x0 + w / 2 - 60, y - 230, 120, 220, p('#8a5a32'), ' rx="8"') +
        `<circle cx="${x0 + w / 2 + 40}" cy="${f(y - 120)}" r="8" fill="${p('#f7d038')}"/>` +
        rect(x0 + w / 2 - 90, y - 12, 180, 22, p('#b8b0a4'), ' rx="4"') +
        rect(x0 + w / 2 + 90, y - 150, 50, 36, p('#e84a4a'), ' rx="6"')
      );
    }
    case 'church-front': {
      // a white church bigger than a child: a steeple with a cross, a round window, an arched door
      const cx = 300;
      c.keep?.push({ x0: cx - 190, x1: cx + 190, top: y - 450 });
      return (
        rect(cx - 170, y - 220, 340, 220, p('#f6f1e6')) +
        `<path d="M${cx - 190} ${f(y - 210)} L ${cx} ${f(y - 300)} L ${cx + 190} ${f(y - 210)}z" fill="${p('#5a7ab8')}"/>` +
        rect(cx - 40, y - 360, 80, 110, p('#f6f1e6')) +
        `<path d="M${cx - 54} ${f(y - 360)} L ${cx} ${f(y - 410)} L ${cx + 54} ${f(y - 360)}z" fill="${p('#5a7ab8')}"/>` +
        `<path d="M${cx} ${f(y - 410)} v-40 M${cx - 16} ${f(y - 436)} h32" stroke="${p('#c9a13a')}" stroke-width="8" stroke-linecap="round"/>` +
        `<circle cx="${cx}" cy="${f(y - 160)}" r="30" fill="${p('#e8a0c8')}" stroke="${p('#c9a13a')}" stroke-width="6"/>` +
        `<path d="M${cx - 45} ${f(y)} V ${f(y - 70)} a 45 45 0 0 1 90 0 V ${f(y)}z" fill="${p('#8a5a32')}"/>` +
        rect(cx - 140, y - 150, 46, 74, p('#9fd0f0'), ' rx="23"') +
        rect(cx + 94, y - 150, 46, 74, p('#9fd0f0'), ' rx="23"')
      );
    }
    case 'village-houses': {
      // a village: small houses with red and grey roofs along a dirt path between fields
      let out = `<path d="M${W / 2 - 40} ${f(y)} Q ${W / 2 + 60} ${f(y + 120)} ${W / 2 - 80} ${f(H)} H ${W / 2 + 140} Q ${W / 2 + 200} ${f(y + 120)} ${W / 2 + 20} ${f(y)}z" fill="${p('#d9b77e')}"/>`;
      for (const [x, s, roof] of [
        [70, 0.8, '#c0503a'],
        [260, 1, '#7a7f88'],
        [640, 0.9, '#c0503a'],
        [840, 1.05, '#b8562c'],
      ] as const) {
        const w = 150 * s;
        const h = 100 * s;
        const base = y + 10;
        out +=
          rect(x, base - h, w, h, p('#f4e1c1')) +
          `<path d="M${f(x - 14 * s)} ${f(base - h)} L ${f(x + w / 2)} ${f(base - h - 70 * s)} L ${f(x + w + 14 * s)} ${f(base - h)}z" fill="${p(roof)}"/>` +
          rect(x + w / 2 - 18 * s, base - 56 * s, 36 * s, 56 * s, p('#8a5a32')) +
          rect(x + 14 * s, base - h + 22 * s, 30 * s, 28 * s, p('#9fd0f0'));
      }
      return out;
    }
    case 'spider-webs':
      return `<path d="M0 0 L160 0 M0 0 L0 160 M0 0 L150 150 M0 0 L80 160 M0 0 L160 80 M40 0 Q 30 30 0 40 M90 0 Q 70 70 0 90 M140 0 Q 110 110 0 140" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.6"/>`;
  }
}
