import type { Span } from './places/landmarks.ts';
import type { Random } from './random.ts';
import { H, W } from './scene.ts';
import type { Zone } from './scenes.ts';
import type { Plan } from './understand.ts';

/** Where each thing goes. Boxes are squares: x, y top-left, size; `base` is where it stands. */
export interface Box {
  x: number;
  y: number;
  size: number;
  flip: boolean;
}
export interface Layout {
  figure: Box;
  companion?: Box;
  props: Box[];
  /** boxes already taken, so decoration keeps out of the way */
  taken: Box[];
}

function overlaps(a: Box, b: Box, margin = 0): boolean {
  return (
    a.x < b.x + b.size - margin &&
    b.x < a.x + a.size - margin &&
    a.y < b.y + b.size - margin &&
    b.y < a.y + a.size - margin
  );
}

/** How high a ridden thing's seat is, as a share of its box from the bottom, where it is not the usual 0.38. */
export const SEAT: Record<string, number> = {
  swing: 0.12,
  carousel: 0.22,
  // things stood or sat on top of (站在塔上, 站在大球上, 站在冰山上, 坐在荷葉上): the feet on the top (the box's
  // bottom is a fifth of it below the feet line, so a top at artwork row t is at (32 - t) / 32 - 0.2)
  tower: 0.58,
  'circus-ball': 0.68,
  iceberg: 0.42,
  'lily-pad': 0.1,
  rock: 0.5,
  package: 0.58,
};

/**
 * Things that are landmarks, not toys (decision 0033): drawn beside the figure at their own size, as a share of the
 * figure's box, standing a step behind it (render.ts draws them before the figures). A ferris wheel towers, a slide
 * or a tent is taller than a child, a show (舞龍, 舞獅, 布袋戲, 遊行) fills the side of the picture.
 */
export const LANDMARK_SIZE: Record<string, number> = {
  'ferris-wheel': 2.1,
  'roller-coaster': 1.8,
  'playground-slide': 1.4,
  tent: 1.3,
  'circus-tent': 1.7,
  'dragon-dance': 2.1,
  'lion-dance': 1.35,
  'puppet-show': 1.5,
  parade: 1.7,
  'deciduous-tree': 1.9,
  'evergreen-tree': 1.9,
  'palm-tree': 1.9,
  // (a clothesline with the washing on it, decision 0053: as tall as a grown-up's reach)
  clothesline: 1.1,
  'christmas-tree': 1.6,
  house: 1.5,
  'house-with-garden': 1.6,
  castle: 1.8,
  fountain: 1.25,
  tower: 1.5,
  carousel: 1.6,
  'hot-air-balloon': 1.4,
  'classical-building': 1.6,
  hut: 1.4,
  snowman: 1.05,
  // (a train waited for at the platform is a train, not a toy on the rails: decision 0044)
  train: 1.3,
  'water-spray': 1.0,
  // everyday things at their own size (decision 0051): street furniture and big appliances stand beside the figure,
  // a bench at a child's knees, a street lamp and a power pole over its head, a hydrant at its shins
  'park-bench': 0.95,
  'street-lamp': 1.9,
  'utility-pole': 2.0,
  'fire-hydrant': 0.5,
  postbox: 0.8,
  'bus-stop': 1.3,
  fence: 0.8,
  refrigerator: 1.15,
  'washing-machine': 0.75,
  'electric-fan': 0.8,
  pavilion: 1.7,
  'road-sign': 1.3,
  cabinet: 1.0,
};
/** Landmarks that stand on the ground behind the figure (every LANDMARK_SIZE thing but a jet of water). */
export function isLandmark(icon: string): boolean {
  return icon in LANDMARK_SIZE && icon !== 'water-spray';
}
/** Where the top of a thing one puts things on is, as a share of its box from the top (decision 0043). */
const HOLDER_TOP: Record<string, number> = {
  // (the line a shirt is pegged on, decision 0053)
  clothesline: 0.3,
  bed: 0.52,
  chair: 0.5,
  table: 0.3,
  'couch-and-lamp': 0.55,
};

/** How deep in a container what is in it sits (its bottom, as a share of the box from the top): a tank's fish swim low. */
const HOLDER_DEPTH: Record<string, number> = { 'fish-tank': 0.7 };

/** A table the group stands round (圍著桌子, 一起吃): in front of them, at their waist. */
export const GROUP_TABLE = new Set(['table', 'feast']);

/** The figure's slots across the picture (shares of the width), picked by the seed. */
const SLOTS = [0.3, 0.42, 0.58, 0.7];
/** Further out, used only to keep a landmark clear (decision 0044). */
const CLEAR_SLOTS = [0.2, 0.3, 0.42, 0.58, 0.7, 0.8];

/**
 * Where the figure stands so the place's key landmark (a castle, Taipei 101, a temple's hall: `keep`, from
 * scene.ts) still shows once it stands in it (decision 0044): of the slots, the one whose figure — and companion,
 * who stands behind its back — covers least of the landmark; the seed's own slot when it covers none, else the
 * nearest that covers least. How much a body covers is measured on its middle (a figure's box is wider than its
 * body).
 */
function clearOf(keep: Span[], cx: number, size: number, companion: boolean, jitter: number): number {
  const cover = (c: number) => {
    const side = c < W / 2 ? 1 : -1;
    const bodies: Span[] = [{ x0: c - size * 0.3, x1: c + size * 0.3 }];
    if (companion) bodies.push({ x0: c - side * size * 0.62 - size * 0.28, x1: c - side * size * 0.62 + size * 0.28 });
    let n = 0;
    for (const k of keep) for (const b of bodies) n += Math.max(0, Math.min(k.x1, b.x1) - Math.max(k.x0, b.x0));
    return n;
  };
  if (cover(cx) === 0) return cx;
  let best = cx;
  let bestCover = cover(cx);
  for (const s of CLEAR_SLOTS) {
    const c = W * s + jitter;
    const n = cover(c);
    if (n < bestCover - 1 || (Math.abs(n - bestCover) <= 1 && Math.abs(c - cx) < Math.abs(best - cx))) {
      best = c;
      bestCover = n;
    }
  }
  return best;
}

/** Main figure large in front, companion beside, props placed by their action. */
export function layoutFigures(plan: Plan, rnd: Random, keep: Span[] = []): Layout {
  if (plan.scene.id === 'portrait') {
    const size = 470;
    const figure = { x: W / 2 - size / 2 + rnd.between(-20, 20), y: H * 0.86 - size, size, flip: rnd.next() < 0.5 };
    return { figure, props: [], taken: [figure] };
  }
  const floating = plan.scene.floating === true;
  // What the figure rides and draws itself (figure.ts) makes it taller: it is drawn smaller instead.
  const carried = new Set(plan.figure.look?.carries ?? []);
  const ride = plan.props.find((p) => p.placement === 'ride' && !carried.has(p.icon));
  const drawnRide = plan.figure.look?.ride;
  // (a wheelchair is drawn by us at the seat's size: no smaller than a bicycle)
  const rideScale = ride
    ? 0.78
    : drawnRide
      ? drawnRide.kind === 'emoji' && drawnRide.icon !== 'manual-wheelchair'
        ? 0.6
        : 0.85
      : 1;
  // (a size word for the who, 一隻小小的老鼠, 巨大的恐龍: drawn smaller or bigger)
  const size = rnd.between(290, 340) * rideScale * Math.min(1.3, Math.max(0.55, plan.figure.scale ?? 1));
  const slot = rnd.pick(SLOTS);
  const jitter = rnd.between(-30, 30);
  // (kept off the place's key landmark: decision 0044)
  const cx =
    keep.length > 0 ? clearOf(keep, W * slot + jitter, size, plan.companion !== undefined, jitter) : W * slot + jitter;
  // Feet a quarter of the height above the bottom and the head below the top fifth: the page's text goes in a
  // corner (up to 40 % of the width; two lines and their English are about a fifth of the height plus the edge), and
  // in the reader and the PDF a bottom box drawn at 77–81 % covered the figure's legs (decision 0028).
  // (a swimmer in a pool is down in its water, not lying on the deck at the water's edge: decision 0061)
  const inPool = plan.figure.look?.pose === 'swim' && plan.scene.landmarks?.includes('pool') === true;
  const feet = (floating ? H * rnd.between(0.62, 0.7) : H * rnd.between(0.735, 0.765)) + (inPool ? 60 : 0);
  // Face the middle of the picture, where the props are. Fluent's animals look left, so facing right
  // means mirroring them.
  const facingRight = cx < W / 2;
  let figure: Box = { x: cx - size / 2, y: feet - size, size, flip: facingRight };
  const props: Box[] = [];
  const side = facingRight ? 1 : -1;
  let rideBox: Box | undefined;
  if (ride) {
    let s = size * 1.25 * (LANDMARK_SIZE[ride.icon] ? Math.min(1.4, LANDMARK_SIZE[ride.icon]! / 1.1) : 1);
    if (ride.tall) s *= 1.2;
    const seat = SEAT[ride.icon] ?? 0.38;
    // up on a tall thing, the figure and the thing shrink together so the head stays in the picture
    const k = Math.min(1, (feet - 30) / (s * seat + size));
    s *= k;
    const fs = size * k;
    rideBox = { x: cx - s / 2, y: feet - s * 0.8, size: s, flip: false };
    figure = { x: cx - fs / 2, y: feet - s * seat - fs, size: fs, flip: facingRight };
  }
  let n = 0;
  for (const p of plan.props) {
    // (the boxes keep the order of plan.props: render.ts draws prop i in box i, and a thing stood on that the place
    // field named, 冰山上, comes after the what's things — its box went first and a sun was drawn in it, 0044)
    if (p === ride) {
      props.push(rideBox!);
      continue;
    }
    if (p.placement === 'wall') {
      // hung on the wall by render.ts (wall.ts), which knows the room's window: no room taken beside the figure
      props.push({ x: 0, y: -H, size: 1, flip: false });
      continue;
    }
    const f = figure;
    const k = Math.min(2.2, Math.max(0.4, p.scale ?? 1));
    const big = LANDMARK_SIZE[p.icon];
    if (big && (p.placement === 'beside' || p.placement === 'ground') && !p.member) {
      // a landmark a step behind, on the side the figure faces, overlapping it a little
      // (never taller than the picture above the figure's feet allows)
      const s = Math.min(f.size * big * Math.min(k, 1.3), f.y + f.size - 24);
      const at = (dir: number) => {
        const x = f.x + f.size / 2 + dir * (f.size * 0.3 + s * 0.34) - s / 2;
        return Math.min(W - s * 0.8, Math.max(-s * 0.2, x));
      };
      // (on the other side when the place's own landmark stands where it would go: a puppet stage is not set up in
      // front of the temple's hall, decision 0044)
      const hides = (x: number) =>
        keep.reduce((n, k) => n + Math.max(0, Math.min(k.x1, x + s * 0.85) - Math.max(k.x0, x + s * 0.15)), 0);
      const first = hides(at(-side)) < hides(at(side)) * 0.6 ? -side : side;
      // (a second one, 兩棵樹, stands on the other side: one each side of the figure — decision 0043)
      const again = plan.props.slice(0, plan.props.indexOf(p)).filter((q) => q.icon === p.icon).length % 2 === 1;
      props.push({ x: at(again ? -first : first), y: f.y + f.size - s - 10, size: s, flip: false });
      continue;
    }
    if (GROUP_TABLE.has(p.icon) && plan.props.some((q) => q.member) && p.placement === 'beside') {
      // the table the group stands round, in front of them at their waist
      const s = f.size * 1.25;
      props.push({ x: f.x + f.size / 2 - s / 2, y: f.y + f.size - s * 0.62, size: s, flip: false });
      continue;
    }
    n += 1;
    switch (p.placement) {
      case 'hold': {
        const s = f.size * 0.36 * Math.min(k, 1.5);
        props.push({
          x: f.x + f.size / 2 + side * f.size * 0.38 - s / 2,
          y: f.y + f.size * 0.42,
          size: s,
          flip: false,
        });
        break;
      }
      case 'above': {
        if (p.icon === 'water-spout') {
          // rising from the back of the creature that blows it, as high as the child wrote (很高的)
          const s = f.size * 0.6 * (p.tall ? 1.3 : 1);
          props.push({
            x: f.x + f.size / 2 - s / 2 + side * f.size * 0.08,
            y: f.y + f.size * 0.5 - s,
            size: s,
            flip: false,
          });
          break;
        }
        if (p.icon === 'fireworks-burst') {
          // a fireworks show fills the sky above everyone
          const s = 330 * Math.max(1, k);
          props.push({ x: W / 2 - s / 2 + side * rnd.between(60, 200), y: 8, size: s, flip: rnd.next() < 0.5 });
          break;
        }
        const s = f.size * 0.42 * k;
        props.push({
          x: f.x + f.size / 2 + side * f.size * 0.45 * n - s / 2,
          y: Math.max(10, f.y - s * 0.75),
          size: s,
          flip: false,
        });
        break;
      }
      case 'ground': {
        const s = f.size * 0.45 * k;
        props.push({
          x: f.x + f.size / 2 + side * f.size * (0.45 + 0.3 * n) - s / 2,
          y: f.y + f.size - s * 0.9,
          size: s,
          flip: false,
        });
        break;
      }
      default: {
        const s = f.size * 0.48 * k;
        props.push({
          x: f.x + f.size / 2 + side * f.size * (0.55 + 0.45 * (n - 1)) - s / 2 + side * s * 0.3,
          y: f.y + f.size - s,
          size: s,
          flip: false,
        });
      }
    }
  }
  // What is in or on another named thing (籃子裡的蘋果, 床上的泰迪熊, decision 0043): over its rim or on its top,
  // side by side when counted, at a size that fits it.
  const holderAt = new Map<string, number>();
  for (const [i, p] of plan.props.entries()) {
    if (!p.on) continue;
    const h = plan.props.findIndex((q) => q.icon === p.on!.icon && !q.on);
    const hb = props[h];
    if (!hb || hb.y < 0) continue;
    const k = holderAt.get(p.on.icon) ?? 0;
    holderAt.set(p.on.icon, k + 1);
    const n = plan.props.filter((q) => q.on?.icon === p.on!.icon).length;
    const s = Math.min(props[i]!.size, hb.size * (p.on.relation === 'in' ? 0.42 : 0.34));
    // (contents spread across the middle of the holder, a little apart)
    const spread = Math.min(hb.size * 0.6, s * 0.8 * (n - 1));
    const x = hb.x + hb.size / 2 - s / 2 + (n > 1 ? -spread / 2 + (spread * k) / (n - 1) : 0);
    const top = p.on.relation === 'in' ? (HOLDER_DEPTH[p.on.icon] ?? 0.42) : (HOLDER_TOP[p.on.icon] ?? 0.4);
    props[i] = { x, y: hb.y + hb.size * top - s * 0.85, size: s, flip: false };
  }
  let companion: Box | undefined;
  if (plan.companion) {
    // Two people keep their real sizes (a grown-up is taller than a child), a little smaller for being behind.
    // (figure.ts draws each person at its age's height inside the box)
    const people = plan.figure.look?.person && plan.companion.look?.person;
    const ratio = people && !drawnRide ? 0.92 : 0.66;
    const s = size * ratio;
    // The companion stands behind the main figure's back, a little higher (further away); two who do something to
    // each other (plan.together) stand face to face, and the chased one runs ahead, on the side the figure faces.
    const together = drawnRide || ride ? undefined : plan.together;
    const ahead = together ? side : -side;
    // (two people close enough to touch; animals, whose bodies are long, a little further apart)
    const gap = !together ? 0.62 : people ? 0.5 : 0.66;
    const x = figure.x + figure.size / 2 + ahead * figure.size * gap - s / 2;
    companion = {
      x: Math.min(W - s * 0.8, Math.max(-s * 0.2, x)),
      y: figure.y + figure.size - s - (together ? 8 : 24),
      size: s,
      flip: together === 'face' ? !facingRight : facingRight,
    };
    // what the figure holds or has beside it moves out of the way, behind its back
    if (together)
      for (const [i, p] of props.entries()) {
        if (p.y <= 0 || !overlaps(p, companion, p.size * 0.3)) continue;
        const dx = figure.x + figure.size / 2 - side * figure.size * 0.5 - p.size / 2 - p.x;
        p.x += dx;
        // (what is in or on it goes with it)
        const icon = plan.props[i]?.icon;
        for (const [j, q] of plan.props.entries()) if (q.on && q.on.icon === icon && props[j]) props[j]!.x += dx;
      }
  }
  for (const p of props) p.x = Math.min(W - p.size * 0.7, Math.max(-p.size * 0.3, p.x));
  return { figure, companion, props, taken: [figure, ...(companion ? [companion] : []), ...props] };
}

/** A place for one decoration in its zone, avoiding the figures when it can. */
export function placeDecor(zone: Zone, size: number, horizon: number, taken: Box[], rnd: Random): Box {
  let best: Box | undefined;
  for (let attempt = 0; attempt < 8; attempt++) {
    const x = rnd.between(-size * 0.2, W - size * 0.8);
    let y: number;
    switch (zone) {
      case 'sky':
        y = rnd.between(20, Math.max(40, horizon - size - 40));
        break;
      case 'far':
        y = horizon - size * 0.85;
        break;
      case 'mid':
        y = horizon - size * 0.82 + rnd.between(0, 30);
        break;
      case 'wall':
        y = rnd.between(60, Math.max(70, horizon - size - 60));
        break;
      case 'floor':
        y = horizon - size * 0.55 + rnd.between(0, 40);
        break;
      default:
        // In front, at the bottom edge, on the left or right of the picture.
        y = H - size * 1.02 - rnd.between(0, 24);
    }
    const box = { x, y, size, flip: rnd.next() < 0.5 };
    best = box;
    if (!taken.some((t) => overlaps(box, t, size * 0.15))) break;
  }
  taken.push(best!);
  return best!;
}
