import { darken, mix } from '../colour.ts';
import type { AnimalDrawing, AnimalPose, Mood, Species } from './animal.ts';
import { coat, dressBody, dressHead, ellipse, f1, head, leg, st, tail, type AnimalDress } from './parts.ts';

/**
 * The two body plans beside the four-legged one (decision 0020, session 2026-11-26b): an animal on two big hind
 * legs with a heavy tail behind (a T-rex, a raptor, a kangaroo) and a shelled one on four stubby legs (a turtle).
 * Same parts as figure/animal.ts (head, snout, eyes, tail, coat), same units: facing right, standing on y = 0.
 */

/** Hind legs per pose: near and far hip angle (degrees, 0 = down, positive = forward), knee bend. */
const HIND: Record<AnimalPose, [number, number, number]> = {
  stand: [22, 10, -44],
  walk: [40, -8, -48],
  run: [62, -35, -60],
  jump: [55, 40, -95],
  sit: [80, 70, -150],
  sleep: [85, 85, -160],
  fly: [55, 40, -95],
  swim: [60, -20, -50],
};

function rotate(x: number, y: number, deg: number): [number, number] {
  const a = (-deg * Math.PI) / 180;
  return [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
}

export function biped(sp: Species, pose: AnimalPose, mood: Mood, dress?: AnimalDress): AnimalDrawing {
  const bulk = sp.bulk ?? 1;
  const rx = 28 * bulk;
  const ry = 17 * bulk;
  const r = 14 * (sp.head ?? 1) * (0.85 + bulk * 0.15);
  const L = 30 * (sp.legs ?? 1);
  const sleeping = pose === 'sleep';
  const sitting = pose === 'sit';
  const airborne = pose === 'jump' || pose === 'fly';
  // A kangaroo leans forward in its bound; lying down, the body is level on the ground.
  const lean = sleeping ? 0 : airborne ? (sp.lean ?? 18) * 0.55 : (sp.lean ?? 18);
  const lift = airborne ? 30 : 0;
  const [nd, fd, bend] = HIND[pose];
  const drop = (d: number) => (L * (Math.cos((d * Math.PI) / 180) + Math.cos(((d + bend) * Math.PI) / 180))) / 2;
  const hipRel = rotate(-rx * 0.25, ry * 0.35, lean);
  const cy = sleeping ? -ry * 0.9 : sitting ? -ry * 0.95 - hipRel[1] * 0.3 : -lift - drop(nd) - hipRel[1] - 2;
  const at = (x: number, y: number): [number, number] => {
    const [a, b] = rotate(x, y, lean);
    return [a, cy + b];
  };
  const [hipX, hipY] = at(-rx * 0.25, ry * 0.35);
  const legC = sp.coat;
  const paw = darken(sp.coat, 0.25);
  const w = 8 * Math.sqrt(bulk) * Math.max(1, sp.legs ?? 1);
  const farC = darken(legC, 0.12);
  const farLeg = sleeping ? '' : leg(hipX - 4, hipY, L, fd, bend, farC, w, paw);
  const nearLeg = sleeping
    ? ellipse(hipX + rx * 0.1, -w * 0.55, w * 1.3, w * 0.55, legC)
    : leg(hipX + 3, hipY, L, nd, bend, legC, w, paw) +
      ellipse(hipX + 2, hipY - ry * 0.1, ry * 0.55, ry * 0.75, legC, -20 + nd * 0.3);
  // small fore legs from the chest, reaching forward
  const armLen = 22 * (sp.arms ?? 0.5);
  const [chX, chY] = at(rx * 0.6, ry * 0.25);
  const armW = w * 0.55;
  const farArm = sleeping ? '' : leg(chX - 3, chY, armLen, 70, 50, farC, armW, paw);
  const nearArm = sleeping ? '' : leg(chX + 2, chY, armLen, 55, 60, legC, armW, paw);
  const [rumpX, rumpY] = at(-rx * 0.85, ry * 0.05);
  const tailSvg = tail(sp, rumpX, rumpY, r, sleeping ? 'stand' : pose);
  const body = `<g transform="rotate(${f1(-lean)} 0 ${f1(cy)})">${ellipse(0, cy, rx, ry, sp.coat)}${
    sp.belly
      ? `<ellipse cx="${f1(rx * 0.15)}" cy="${f1(cy + ry * 0.42)}" rx="${f1(rx * 0.7)}" ry="${f1(ry * 0.45)}" fill="${sp.belly}"/>`
      : ''
  }${sp.pattern ? coat(sp, 0, cy, rx, ry) : ''}${dressBody(dress, 0, cy, rx, ry)}</g>`;
  // the head up the neck from the shoulders; lying down, it rests on the ground in front
  const [nx, ny] = at(rx * 0.8, -ry * 0.45);
  const neck = (sp.neck ?? 0.3) * 16;
  let hx = nx + r * 0.45;
  let hy = ny - neck - r * 0.35;
  if (sleeping) {
    hx = rx * 0.95 + r * 0.4;
    hy = -r * 0.95;
  }
  const neckSvg = `<path d="M${f1(nx - r * 0.3)} ${f1(ny + r * 0.2)} L${f1(hx - r * 0.2)} ${f1(hy + r * 0.2)}" stroke="${darken(sp.coat, 0.45)}" stroke-width="${f1(r * 1.05 + 2.4)}" stroke-linecap="round"/><path d="M${f1(nx - r * 0.3)} ${f1(ny + r * 0.2)} L${f1(hx - r * 0.2)} ${f1(hy + r * 0.2)}" stroke="${sp.coat}" stroke-width="${f1(r * 1.05)}" stroke-linecap="round"/>`;
  const svg =
    farLeg +
    farArm +
    tailSvg +
    body +
    nearLeg +
    neckSvg +
    head(sp, hx, hy, r, sleeping ? 'sleep' : mood) +
    dressHead(dress, hx, hy, r) +
    nearArm;
  const tailLen = sp.tail === 'heavy' ? r * 3.2 * (sp.tailLength ?? sp.length ?? 1) : r;
  const [, backY] = at(-rx * 0.15, -ry);
  return {
    svg,
    head: [hx, hy - r],
    headR: r,
    lifted: lift,
    width: Math.max(hx + r * ((sp.jaw ?? 0.5) + 0.6), rx) - Math.min(rumpX - tailLen, -rx),
    back: backY,
  };
}

/** Stubby legs per pose: front and back angle (degrees, positive = forward). */
const STUB: Record<AnimalPose, [number, number]> = {
  stand: [6, -6],
  walk: [25, -25],
  run: [40, -40],
  jump: [50, -50],
  sit: [6, -6],
  sleep: [0, 0],
  fly: [70, -70],
  swim: [75, -75],
};

export function shell(sp: Species, pose: AnimalPose, mood: Mood, dress?: AnimalDress): AnimalDrawing {
  const bulk = sp.bulk ?? 1;
  const rx = 34 * bulk;
  const ry = 24 * bulk;
  const r = 11 * (sp.head ?? 1) * (0.8 + bulk * 0.2);
  const legL = 12 * (sp.legs ?? 1);
  const swimming = pose === 'swim' || pose === 'fly';
  const sleeping = pose === 'sleep';
  const lift = swimming ? 24 : pose === 'jump' ? 16 : 0;
  const base = -lift - (sleeping ? 2 : legL * 0.8);
  const dark = sp.dark ?? darken(sp.coat, 0.3);
  const skin = sp.belly ?? mix(sp.coat, '#d8e6a0', 0.5);
  const [fa, ba] = STUB[pose];
  const w = 9 * bulk;
  // legs: stubby strokes in walking, flippers sweeping when swimming
  const limb = (x: number, deg: number, c: string) =>
    swimming
      ? ellipse(x + Math.sign(deg) * w * 1.2, base - 2, w * 1.6, w * 0.55, c, Math.sign(deg) * 25)
      : leg(x, base - 4, legL + 4, deg, 0, c, w, darken(c, 0.2));
  const far = sleeping
    ? ''
    : limb(rx * 0.5 - 5, -fa, darken(skin, 0.12)) + limb(-rx * 0.55 - 5, -ba, darken(skin, 0.12));
  const near = sleeping ? '' : limb(rx * 0.5 + 3, fa, skin) + limb(-rx * 0.55 + 3, ba, skin);
  const tailSvg = `<path d="M${f1(-rx * 0.9)} ${f1(base - 5)} l${f1(-r * 0.8)} ${f1(r * 0.25)} l${f1(r * 0.7)} ${f1(r * 0.35)}Z" ${st(skin)}/>`;
  // the head out in front on its neck; asleep, drawn in under the rim of the shell
  const hx = sleeping ? rx * 0.8 : rx * 0.95 + r * 0.7;
  const hy = sleeping ? base - r * 0.6 : base - r * 1.4;
  const neckSvg = sleeping
    ? ''
    : `<path d="M${f1(rx * 0.6)} ${f1(base - r * 0.5)} Q${f1(rx * 0.95)} ${f1(base - r * 0.3)} ${f1(hx - r * 0.3)} ${f1(hy + r * 0.3)}" stroke="${darken(skin, 0.45)}" stroke-width="${f1(r * 1.0 + 2.4)}" fill="none" stroke-linecap="round"/><path d="M${f1(rx * 0.6)} ${f1(base - r * 0.5)} Q${f1(rx * 0.95)} ${f1(base - r * 0.3)} ${f1(hx - r * 0.3)} ${f1(hy + r * 0.3)}" stroke="${skin}" stroke-width="${f1(r * 1.0)}" fill="none" stroke-linecap="round"/>`;
  const headSp: Species = { ...sp, coat: skin, belly: undefined, pattern: undefined, horns: undefined };
  // the shell: a dome over a rim, its plates a darker pattern
  const top = base - ry * 1.6;
  const dome = `<path d="M${f1(-rx)} ${f1(base - 4)} C${f1(-rx)} ${f1(top)} ${f1(rx)} ${f1(top)} ${f1(rx)} ${f1(base - 4)} Z" ${st(sp.coat)}/>`;
  let plates = '';
  const py = base - ry * 0.62;
  const pr = ry * 0.32;
  for (const [dx, dy, k] of [
    [0, -0.25, 1.1],
    [-0.55, 0.15, 0.85],
    [0.55, 0.15, 0.85],
  ] as const) {
    let d = '';
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + Math.PI / 6;
      d += `${i ? 'L' : 'M'}${f1(dx * rx + Math.cos(a) * pr * k * 1.25)} ${f1(py + dy * ry + Math.sin(a) * pr * k)} `;
    }
    plates += `<path d="${d}Z" fill="${dark}" opacity="0.55"/>`;
  }
  const rim = `<path d="M${f1(-rx * 1.04)} ${f1(base - 4)} L${f1(rx * 1.04)} ${f1(base - 4)}" stroke="${mix(sp.coat, '#f4e6b0', 0.5)}" stroke-width="${f1(ry * 0.22)}" stroke-linecap="round"/>`;
  const face = sleeping ? 'sleep' : mood;
  const headSvg = head(headSp, hx, hy, r, face);
  const svg =
    far +
    tailSvg +
    (sleeping ? headSvg : '') +
    dome +
    plates +
    rim +
    dressBody(dress, 0, base - ry * 0.7, rx * 0.8, ry * 0.7) +
    near +
    neckSvg +
    (sleeping ? '' : headSvg + dressHead(dress, hx, hy, r));
  return {
    svg,
    head: [hx, hy - r],
    headR: r,
    lifted: lift,
    width: rx * 2 + r * 2.5,
    back: base - ry * 1.2,
  };
}
