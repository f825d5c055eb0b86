import { darken, mix } from '../colour.ts';
import type { AnimalPose, Mood, Species } from './animal.ts';
import type { Worn } from './look.ts';

/**
 * The parts every animal body plan is drawn from (figure/animal.ts, figure/reptile.ts): outlined shapes, legs as
 * bent strokes, a head with eyes, ears, horns and snout, tails, coat patterns, and what the animal wears.
 */
export const f1 = (n: number) => (Math.round(n * 10) / 10).toString();
const ink = '#2b1d1a';
export const line = (c: string) => darken(c, 0.45);
export const st = (c: string, w = 1.6) => `fill="${c}" stroke="${line(c)}" stroke-width="${w}" stroke-linejoin="round"`;

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, rot = 0, w = 1.6): string {
  const t = rot ? ` transform="rotate(${f1(rot)} ${f1(cx)} ${f1(cy)})"` : '';
  return `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" ${st(fill, w)}${t}/>`;
}

/** A leg as a rounded stroke from the hip (x, y) at `deg` (0 = down, positive = forward), bent at the knee. */
export function leg(
  x: number,
  y: number,
  len: number,
  deg: number,
  bend: number,
  colour: string,
  w: number,
  paw: string,
) {
  const r = (d: number) => (d * Math.PI) / 180;
  const kx = x + Math.sin(r(deg)) * len * 0.5;
  const ky = y + Math.cos(r(deg)) * len * 0.5;
  const fx = kx + Math.sin(r(deg + bend)) * len * 0.5;
  const fy = ky + Math.cos(r(deg + bend)) * len * 0.5;
  const d = `M${f1(x)} ${f1(y)} L${f1(kx)} ${f1(ky)} L${f1(fx)} ${f1(fy)}`;
  return (
    `<path d="${d}" stroke="${line(colour)}" stroke-width="${f1(w + 2.4)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" stroke="${colour}" stroke-width="${f1(w)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<ellipse cx="${f1(fx + 1.5)}" cy="${f1(fy)}" rx="${f1(w * 0.62)}" ry="${f1(w * 0.42)}" fill="${paw}"/>`
  );
}

/** Eyes (two, the face turned three-quarters towards the viewer), cheeks and mouth. */
export function eyes(hx: number, hy: number, r: number, mood: Mood, big = false): string {
  const at: [number, number][] = [
    [hx + r * 0.12, hy - r * 0.12],
    [hx + r * 0.62, hy - r * 0.12],
  ];
  let out = '';
  for (const [x, y] of at) {
    if (mood === 'sleep' || mood === 'cry')
      out += `<path d="M${f1(x - r * 0.14)} ${f1(y)} q${f1(r * 0.14)} ${f1(r * 0.13)} ${f1(r * 0.28)} 0" stroke="${ink}" stroke-width="${f1(r * 0.08)}" fill="none" stroke-linecap="round"/>`;
    else if (mood === 'laugh')
      out += `<path d="M${f1(x - r * 0.14)} ${f1(y + r * 0.04)} q${f1(r * 0.14)} ${f1(-r * 0.16)} ${f1(r * 0.28)} 0" stroke="${ink}" stroke-width="${f1(r * 0.08)}" fill="none" stroke-linecap="round"/>`;
    else {
      const k = big ? 1.7 : 1;
      if (big)
        out += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r * 0.2 * k)}" fill="#fff8e0" stroke="${ink}" stroke-width="0.8"/>`;
      out += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(r * 0.09 * k)}" ry="${f1(r * 0.12 * k)}" fill="${ink}"/><circle cx="${f1(x + r * 0.03)}" cy="${f1(y - r * 0.05)}" r="${f1(r * 0.035 * k)}" fill="#ffffff"/>`;
    }
  }
  if (mood === 'angry')
    // brows slanting down to the middle (decision 0050)
    out += at
      .map(
        ([x, y], i) =>
          `<path d="M${f1(x - r * 0.18)} ${f1(y - r * (i ? 0.2 : 0.34))} L${f1(x + r * 0.18)} ${f1(y - r * (i ? 0.34 : 0.2))}" stroke="${ink}" stroke-width="${f1(r * 0.09)}" stroke-linecap="round"/>`,
      )
      .join('');
  if (mood === 'cry')
    for (const [x, y] of at)
      out += `<path d="M${f1(x)} ${f1(y + r * 0.12)} q${f1(-r * 0.08)} ${f1(r * 0.2)} 0 ${f1(r * 0.26)} q${f1(r * 0.08)} ${f1(-r * 0.06)} 0 ${f1(-r * 0.26)}Z" fill="#5ab4ff"/>`;
  return out;
}

export function mouth(x: number, y: number, r: number, mood: Mood): string {
  if (mood === 'laugh' || mood === 'wow')
    return `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(r * 0.12)}" ry="${f1(r * 0.1)}" fill="#a3303a"/>`;
  if (mood === 'cry' || mood === 'angry')
    return `<path d="M${f1(x - r * 0.12)} ${f1(y + r * 0.06)} q${f1(r * 0.12)} ${f1(-r * 0.12)} ${f1(r * 0.24)} 0" stroke="${ink}" stroke-width="${f1(r * 0.06)}" fill="none" stroke-linecap="round"/>`;
  return `<path d="M${f1(x - r * 0.14)} ${f1(y - r * 0.02)} q${f1(r * 0.07)} ${f1(r * 0.1)} ${f1(r * 0.14)} 0 q${f1(r * 0.07)} ${f1(r * 0.1)} ${f1(r * 0.14)} 0" stroke="${ink}" stroke-width="${f1(r * 0.06)}" fill="none" stroke-linecap="round"/>`;
}

function ears(sp: Species, hx: number, hy: number, r: number, part: 'back' | 'front'): string {
  const c = sp.ear === 'floppy' || sp.pattern === 'panda' ? (sp.dark ?? darken(sp.coat, 0.25)) : sp.coat;
  const inner = sp.belly ?? mix(sp.coat, '#ffb3b3', 0.5);
  const pair = (dx: number) => [hx + dx * r, hx + (dx + 0.55) * r];
  switch (sp.ear) {
    case 'point': {
      if (part === 'front') return '';
      return pair(-0.2)
        .map(
          (x) =>
            `<path d="M${f1(x - r * 0.38)} ${f1(hy - r * 0.55)} L${f1(x - r * 0.05)} ${f1(hy - r * 1.45)} L${f1(x + r * 0.32)} ${f1(hy - r * 0.6)} Z" ${st(c)}/>` +
            `<path d="M${f1(x - r * 0.2)} ${f1(hy - r * 0.7)} L${f1(x - r * 0.05)} ${f1(hy - r * 1.15)} L${f1(x + r * 0.15)} ${f1(hy - r * 0.72)} Z" fill="${inner}"/>`,
        )
        .join('');
    }
    case 'round':
    case 'big':
    case 'small': {
      if (part === 'front') return '';
      const er = sp.ear === 'big' ? 0.55 : sp.ear === 'small' ? 0.26 : 0.36;
      return pair(-0.3)
        .map(
          (x) =>
            `<circle cx="${f1(x)}" cy="${f1(hy - r * 0.82)}" r="${f1(r * er)}" ${st(c)}/><circle cx="${f1(x)}" cy="${f1(hy - r * 0.82)}" r="${f1(r * er * 0.55)}" fill="${sp.pattern === 'panda' ? darken(c, 0.2) : inner}"/>`,
        )
        .join('');
    }
    case 'long': {
      if (part === 'front') return '';
      return pair(-0.15)
        .map(
          (x, i) =>
            ellipse(x, hy - r * 1.25, r * 0.24, r * 0.75, sp.coat, i ? 12 : -8) +
            `<ellipse cx="${f1(x)}" cy="${f1(hy - r * 1.22)}" rx="${f1(r * 0.11)}" ry="${f1(r * 0.55)}" fill="${inner}" transform="rotate(${i ? 12 : -8} ${f1(x)} ${f1(hy - r * 1.22)})"/>`,
        )
        .join('');
    }
    case 'floppy':
      // one ear behind the head, one hanging in front of it
      return part === 'back'
        ? ellipse(hx + r * 0.55, hy - r * 0.2, r * 0.28, r * 0.6, c, -20)
        : ellipse(hx - r * 0.45, hy + r * 0.05, r * 0.3, r * 0.65, c, 18);
    case 'crest':
      // a pterosaur's bony crest pointing back from the top of the head
      if (part === 'front') return '';
      return `<path d="M${f1(hx + r * 0.2)} ${f1(hy - r * 0.85)} L${f1(hx - r * 1.5)} ${f1(hy - r * 1.1)} L${f1(hx - r * 0.5)} ${f1(hy - r * 0.3)} Z" ${st(sp.dark ?? darken(sp.coat, 0.25))}/>`;
    case 'tufts':
      if (part === 'front') return '';
      return pair(-0.25)
        .map(
          (x) =>
            `<path d="M${f1(x - r * 0.3)} ${f1(hy - r * 0.7)} L${f1(x - r * 0.2)} ${f1(hy - r * 1.25)} L${f1(x + r * 0.25)} ${f1(hy - r * 0.75)} Z" ${st(c)}/>`,
        )
        .join('');
    default:
      return '';
  }
}

function horns(sp: Species, hx: number, hy: number, r: number): string {
  // (a goat's horns are darker than its white coat, and swept back)
  const c = sp.beard ? '#8e7e68' : '#e9dcc0';
  switch (sp.horns) {
    case 'antlers':
      return [hx, hx + r * 0.5]
        .map(
          (x) =>
            `<path d="M${f1(x)} ${f1(hy - r * 0.8)} l${f1(-r * 0.1)} ${f1(-r * 0.9)} m${f1(r * 0.04)} ${f1(r * 0.4)} l${f1(-r * 0.4)} ${f1(-r * 0.3)} m${f1(r * 0.42)} ${f1(-r * 0.05)} l${f1(r * 0.3)} ${f1(-r * 0.35)}" stroke="#8a5a32" stroke-width="${f1(r * 0.14)}" stroke-linecap="round" fill="none"/>`,
        )
        .join('');
    case 'ossicones':
      return [hx, hx + r * 0.45]
        .map(
          (x) =>
            `<path d="M${f1(x)} ${f1(hy - r * 0.8)} l0 ${f1(-r * 0.5)}" stroke="${line(sp.coat)}" stroke-width="${f1(r * 0.16)}" stroke-linecap="round"/><circle cx="${f1(x)}" cy="${f1(hy - r * 1.32)}" r="${f1(r * 0.14)}" fill="${darken(sp.coat, 0.35)}"/>`,
        )
        .join('');
    case 'crescent':
      // a water buffalo's wide horns sweeping out and back from the top of the head
      return [
        [-1, 0.2],
        [1, 0.55],
      ]
        .map(
          ([side, x0]) =>
            `<path d="M${f1(hx + r * x0!)} ${f1(hy - r * 0.7)} q${f1(side! * r * 0.9)} ${f1(-r * 0.2)} ${f1(side! * r * 1.0 - r * 0.35)} ${f1(-r * 0.95)}" stroke="#d8ccb0" stroke-width="${f1(r * 0.26)}" fill="none" stroke-linecap="round"/>`,
        )
        .join('');
    case 'curled':
      return `<path d="M${f1(hx + r * 0.1)} ${f1(hy - r * 0.7)} q${f1(-r * 0.9)} ${f1(-r * 0.6)} ${f1(-r * 0.7)} ${f1(r * 0.3)} q${f1(r * 0.1)} ${f1(r * 0.3)} ${f1(r * 0.35)} ${f1(r * 0.1)}" stroke="#c9b48a" stroke-width="${f1(r * 0.2)}" fill="none" stroke-linecap="round"/>`;
    case 'frill': {
      // a triceratops: a bony frill fanned out behind the head, two brow horns and a nose horn
      const dark = sp.dark ?? darken(sp.coat, 0.25);
      const horn = (x: number, y: number, dx: number, dy: number, w: number) =>
        `<path d="M${f1(x - w)} ${f1(y)} L${f1(x + dx)} ${f1(y + dy)} L${f1(x + w)} ${f1(y + w * 0.3)} Z" ${st('#f4ead2')}/>`;
      return (
        `<path d="M${f1(hx + r * 0.3)} ${f1(hy - r * 0.6)} C${f1(hx - r * 0.2)} ${f1(hy - r * 2.1)} ${f1(hx - r * 1.9)} ${f1(hy - r * 1.4)} ${f1(hx - r * 1.5)} ${f1(hy + r * 0.2)} Q${f1(hx - r * 0.6)} ${f1(hy + r * 0.4)} ${f1(hx + r * 0.3)} ${f1(hy - r * 0.6)} Z" ${st(dark)}/>` +
        `<path d="M${f1(hx + r * 0.1)} ${f1(hy - r * 1.1)} C${f1(hx - r * 0.4)} ${f1(hy - r * 1.7)} ${f1(hx - r * 1.3)} ${f1(hy - r * 1.2)} ${f1(hx - r * 1.1)} ${f1(hy - r * 0.1)}" stroke="${mix(dark, '#ffffff', 0.35)}" stroke-width="${f1(r * 0.12)}" fill="none" stroke-dasharray="${f1(r * 0.2)} ${f1(r * 0.25)}" stroke-linecap="round"/>` +
        horn(hx + r * 0.3, hy - r * 0.7, r * 1.1, -r * 0.75, r * 0.2) +
        horn(hx + r * 0.65, hy - r * 0.65, r * 1.05, -r * 0.55, r * 0.2) +
        horn(hx + r * 1.0, hy - r * 0.05, r * 0.3, -r * 0.6, r * 0.16)
      );
    }
    case 'one':
      return `<path d="M${f1(hx + r * 1.0)} ${f1(hy + r * 0.1)} l${f1(r * 0.45)} ${f1(-r * 0.8)} l${f1(r * 0.05)} ${f1(r * 0.85)}Z" ${st(c)}/>`;
    case 'small':
      return [hx - r * 0.1, hx + r * 0.55]
        .map((x) =>
          sp.beard
            ? `<path d="M${f1(x)} ${f1(hy - r * 0.7)} q${f1(-r * 0.1)} ${f1(-r * 0.7)} ${f1(-r * 0.75)} ${f1(-r * 0.75)}" stroke="${c}" stroke-width="${f1(r * 0.2)}" fill="none" stroke-linecap="round"/>`
            : `<path d="M${f1(x)} ${f1(hy - r * 0.7)} q${f1(-r * 0.3)} ${f1(-r * 0.3)} ${f1(-r * 0.25)} ${f1(-r * 0.6)}" stroke="${c}" stroke-width="${f1(r * 0.2)}" fill="none" stroke-linecap="round"/>`,
        )
        .join('');
    default:
      return '';
  }
}

/** The snout (and nose) at the front of the head. */
function snout(sp: Species, hx: number, hy: number, r: number, mood: Mood): string {
  const muzzle = sp.belly ?? mix(sp.coat, '#ffffff', 0.45);
  switch (sp.snout) {
    case 'dog':
    case 'long': {
      const len = sp.snout === 'long' ? 0.75 : 0.5;
      const x = hx + r * (0.55 + len * 0.5);
      return (
        ellipse(x, hy + r * 0.3, r * (0.3 + len * 0.45), r * 0.32, muzzle) +
        `<ellipse cx="${f1(x + r * len * 0.6)}" cy="${f1(hy + r * 0.18)}" rx="${f1(r * 0.14)}" ry="${f1(r * 0.1)}" fill="${ink}"/>` +
        mouth(x, hy + r * 0.46, r, mood)
      );
    }
    case 'equine': {
      // a long head (a horse, a deer, a goat): the muzzle reaches forward and down from the skull, a darker soft
      // nose at its end with a nostril — the round head of a dog is what made a horse read as one
      const tip = sp.belly && sp.belly !== sp.coat ? sp.belly : mix(sp.coat, '#2b1d1a', 0.25);
      const cx = hx + r * 0.95;
      const cy = hy + r * 0.58;
      return (
        ellipse(cx, cy, r * 1.0, r * 0.52, sp.coat, 38) +
        ellipse(cx + r * 0.6, cy + r * 0.42, r * 0.4, r * 0.34, tip, 38, 1) +
        `<ellipse cx="${f1(cx + r * 0.74)}" cy="${f1(cy + r * 0.36)}" rx="${f1(r * 0.08)}" ry="${f1(r * 0.06)}" fill="${ink}"/>` +
        mouth(cx + r * 0.42, cy + r * 0.66, r * 0.8, mood)
      );
    }
    case 'bovine': {
      // a cow's broad pale muzzle at the front of the head, two nostrils
      const m = sp.belly && sp.belly !== sp.coat ? sp.belly : mix(sp.coat, '#ffc4cf', 0.55);
      return (
        ellipse(hx + r * 0.72, hy + r * 0.42, r * 0.5, r * 0.4, m) +
        `<circle cx="${f1(hx + r * 0.62)}" cy="${f1(hy + r * 0.36)}" r="${f1(r * 0.07)}" fill="${ink}"/><circle cx="${f1(hx + r * 0.92)}" cy="${f1(hy + r * 0.36)}" r="${f1(r * 0.07)}" fill="${ink}"/>` +
        mouth(hx + r * 0.75, hy + r * 0.62, r * 0.7, mood)
      );
    }
    case 'jaws': {
      // a long toothed jaw (a crocodile, a T-rex): open wide when it roars
      const len = r * (sp.jaw ?? 1.2);
      const x0 = hx + r * 0.55;
      const top = hy - r * 0.05;
      const open = mood === 'wow' || mood === 'laugh' ? r * 0.45 : 0;
      const teeth = (y: number, dir: number) => {
        let d = '';
        for (let x = x0 + r * 0.15; x < x0 + len - r * 0.1; x += r * 0.22)
          d += `M${f1(x)} ${f1(y)} l${f1(r * 0.07)} ${f1(dir * r * 0.14)} l${f1(r * 0.07)} ${f1(-dir * r * 0.14)}Z`;
        return `<path d="${d}" fill="#ffffff" stroke="${ink}" stroke-width="0.5"/>`;
      };
      const upperY = top + r * 0.42 - open * 0.5;
      const lower = `<path d="M${f1(x0 - r * 0.2)} ${f1(top + r * 0.45 + open * 0.3)} L${f1(x0 + len * 0.95)} ${f1(top + r * 0.5 + open)} Q${f1(x0 + len)} ${f1(top + r * 0.78 + open)} ${f1(x0 + len * 0.85)} ${f1(top + r * 0.8 + open)} L${f1(x0 - r * 0.1)} ${f1(top + r * 0.9)} Z" ${st(sp.belly ?? sp.coat)}/>`;
      const mouthIn = open
        ? `<path d="M${f1(x0)} ${f1(upperY)} L${f1(x0 + len * 0.95)} ${f1(upperY)} L${f1(x0 + len * 0.95)} ${f1(top + r * 0.5 + open)} L${f1(x0)} ${f1(top + r * 0.5)} Z" fill="#a3303a"/>`
        : '';
      const upper = `<path d="M${f1(x0 - r * 0.3)} ${f1(top - r * 0.35 - open * 0.5)} L${f1(x0 + len * 0.9)} ${f1(top - r * 0.12 - open * 0.5)} Q${f1(x0 + len * 1.08)} ${f1(top + r * 0.15 - open * 0.5)} ${f1(x0 + len * 0.95)} ${f1(upperY)} L${f1(x0 - r * 0.3)} ${f1(upperY + r * 0.05)} Z" ${st(sp.coat)}/>`;
      return (
        mouthIn +
        teeth(top + r * 0.5 + open, -1) +
        lower +
        teeth(upperY, 1) +
        upper +
        `<circle cx="${f1(x0 + len * 0.85)}" cy="${f1(top - r * 0.12 - open * 0.5)}" r="${f1(r * 0.06)}" fill="${ink}"/>`
      );
    }
    case 'pig':
      return (
        // a wild boar (a pig with a bristly ridge) has a longer snout and white tusks curving up (decision 0054)
        (sp.ridge
          ? ellipse(hx + r * 0.72, hy + r * 0.24, r * 0.42, r * 0.26, sp.coat) +
            `<path d="M${f1(hx + r * 0.62)} ${f1(hy + r * 0.42)} q${f1(r * 0.22)} ${f1(r * 0.06)} ${f1(r * 0.26)} ${f1(-r * 0.3)}" stroke="#fffaf0" stroke-width="${f1(r * 0.11)}" fill="none" stroke-linecap="round"/>`
          : '') +
        ellipse(hx + r * (sp.ridge ? 1.05 : 0.85), hy + r * 0.22, r * 0.26, r * 0.22, mix(sp.coat, '#ff8fa8', 0.4)) +
        `<circle cx="${f1(hx + r * (sp.ridge ? 1 : 0.8))}" cy="${f1(hy + r * 0.22)}" r="${f1(r * 0.05)}" fill="${ink}"/><circle cx="${f1(hx + r * (sp.ridge ? 1.12 : 0.92))}" cy="${f1(hy + r * 0.22)}" r="${f1(r * 0.05)}" fill="${ink}"/>` +
        mouth(hx + r * 0.55, hy + r * 0.55, r, mood)
      );
    case 'trunk':
      return (
        `<path d="M${f1(hx + r * 0.6)} ${f1(hy + r * 0.1)} Q${f1(hx + r * 1.5)} ${f1(hy + r * 0.4)} ${f1(hx + r * 1.3)} ${f1(hy + r * 1.4)}" stroke="${line(sp.coat)}" stroke-width="${f1(r * 0.46)}" fill="none" stroke-linecap="round"/>` +
        `<path d="M${f1(hx + r * 0.6)} ${f1(hy + r * 0.1)} Q${f1(hx + r * 1.5)} ${f1(hy + r * 0.4)} ${f1(hx + r * 1.3)} ${f1(hy + r * 1.4)}" stroke="${sp.coat}" stroke-width="${f1(r * 0.36)}" fill="none" stroke-linecap="round"/>` +
        mouth(hx + r * 0.45, hy + r * 0.6, r, mood)
      );
    case 'beak':
    case 'hook':
      return `<path d="M${f1(hx + r * 0.8)} ${f1(hy - r * 0.05)} L${f1(hx + r * (sp.snout === 'hook' ? 1.35 : 1.55))} ${f1(hy + r * (sp.snout === 'hook' ? 0.35 : 0.15))} L${f1(hx + r * 0.8)} ${f1(hy + r * 0.38)} Z" ${st('#f5a623')}/>`;
    case 'bill':
      return ellipse(hx + r * 1.05, hy + r * 0.2, r * 0.5, r * 0.2, '#f59e23');
    case 'flat':
      return mouth(hx + r * 0.45, hy + r * 0.4, r, mood);
    default: {
      // cat: a small muzzle, a pink nose and whiskers
      const x = hx + r * 0.42;
      return (
        ellipse(x + r * 0.05, hy + r * 0.38, r * 0.3, r * 0.2, muzzle, 0, 0.8) +
        `<path d="M${f1(x - r * 0.06)} ${f1(hy + r * 0.22)} h${f1(r * 0.2)} l${f1(-r * 0.1)} ${f1(r * 0.1)}Z" fill="#e86b7d"/>` +
        mouth(x + r * 0.04, hy + r * 0.4, r, mood) +
        `<path d="M${f1(x + r * 0.3)} ${f1(hy + r * 0.3)} l${f1(r * 0.45)} ${f1(-r * 0.08)} M${f1(x + r * 0.3)} ${f1(hy + r * 0.4)} l${f1(r * 0.45)} ${f1(r * 0.05)}" stroke="${ink}" stroke-width="${f1(r * 0.03)}" opacity="0.6"/>`
      );
    }
  }
}

export function tail(sp: Species, x: number, y: number, r: number, pose: AnimalPose): string {
  const c = sp.tail === 'tuft' || sp.pattern === 'panda' ? (sp.dark ?? darken(sp.coat, 0.3)) : sp.coat;
  const up = pose === 'run' || pose === 'jump' ? -0.4 : pose === 'sleep' ? 0.6 : 0;
  const stroke = (d: string, w: number, colour = c) =>
    `<path d="${d}" stroke="${line(colour)}" stroke-width="${f1(w + 2.4)}" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${colour}" stroke-width="${f1(w)}" fill="none" stroke-linecap="round"/>`;
  switch (sp.tail) {
    case 'long':
      return stroke(
        `M${f1(x)} ${f1(y)} q${f1(-r * 1.2)} ${f1(r * (-0.2 + up))} ${f1(-r * 1.3)} ${f1(r * (-1.2 + up))}`,
        r * 0.28,
      );
    case 'thin':
      return stroke(
        `M${f1(x)} ${f1(y)} q${f1(-r * 1.4)} ${f1(r * 0.6)} ${f1(-r * 1.8)} ${f1(r * (-0.4 + up))}`,
        r * 0.09,
        mix(sp.coat, '#ff9aa8', 0.5),
      );
    case 'curl':
      return stroke(
        `M${f1(x)} ${f1(y)} c${f1(-r * 0.6)} ${f1(-r * 0.3)} ${f1(-r * 0.5)} ${f1(-r * 0.9)} ${f1(-r * 0.1)} ${f1(-r * 0.6)}`,
        r * 0.13,
      );
    case 'bushy': {
      // a thick brush growing from the rump, its tip white
      const ex = x - r * 1.5;
      const ey = y - r * (0.9 - up);
      const brush = stroke(
        `M${f1(x + r * 0.2)} ${f1(y)} Q${f1(x - r * 1.1)} ${f1(y + r * 0.3)} ${f1(ex)} ${f1(ey)}`,
        r * 0.62,
      );
      if (sp.pattern === 'mask') {
        // a raccoon's tail: dark rings across the brush and a dark tip — without them it read as a grey cat (0054)
        const dark = sp.dark ?? darken(sp.coat, 0.5);
        const at = (t: number) => {
          const [x0, y0, cx, cy] = [x + r * 0.2, y, x - r * 1.1, y + r * 0.3];
          const px = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * ex;
          const py = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * ey;
          const tx = 2 * (1 - t) * (cx - x0) + 2 * t * (ex - cx);
          const ty = 2 * (1 - t) * (cy - y0) + 2 * t * (ey - cy);
          const l = Math.hypot(tx, ty) || 1;
          const h = r * 0.31;
          return `M${f1(px - (ty / l) * h)} ${f1(py + (tx / l) * h)} L${f1(px + (ty / l) * h)} ${f1(py - (tx / l) * h)}`;
        };
        return (
          brush +
          `<path d="${[0.35, 0.58, 0.8].map(at).join(' ')}" stroke="${dark}" stroke-width="${f1(r * 0.14)}" fill="none"/>` +
          `<circle cx="${f1(ex)}" cy="${f1(ey)}" r="${f1(r * 0.3)}" fill="${dark}"/>`
        );
      }
      return brush + `<circle cx="${f1(ex)}" cy="${f1(ey)}" r="${f1(r * 0.32)}" fill="${sp.belly ?? '#ffffff'}"/>`;
    }
    case 'heavy': {
      // thick at the rump, tapering to a point behind and down (a dinosaur, a crocodile, a kangaroo)
      const len = r * 3.2 * (sp.tailLength ?? sp.length ?? 1);
      const w = r * 0.75;
      const tx = x - len;
      const ty = y + r * (0.9 + up * 0.8);
      return `<path d="M${f1(x + r * 0.4)} ${f1(y - w)} Q${f1(x - len * 0.5)} ${f1(y - w * 0.7)} ${f1(tx)} ${f1(ty)} Q${f1(x - len * 0.45)} ${f1(y + w * 0.9)} ${f1(x + r * 0.4)} ${f1(y + w)} Z" ${st(sp.coat)}/>`;
    }
    case 'puff':
      return `<circle cx="${f1(x - r * 0.1)}" cy="${f1(y)}" r="${f1(r * 0.32)}" ${st(sp.belly ?? '#ffffff')}/>`;
    case 'short':
      return stroke(`M${f1(x)} ${f1(y)} l${f1(-r * 0.4)} ${f1(-r * (0.2 - up))}`, r * 0.3);
    case 'tuft':
      return (
        stroke(
          `M${f1(x)} ${f1(y)} q${f1(-r * 0.6)} ${f1(r * 0.2)} ${f1(-r * 0.9)} ${f1(r * (0.9 + up))}`,
          r * 0.1,
          sp.coat,
        ) +
        `<ellipse cx="${f1(x - r * 0.9)}" cy="${f1(y + r * (1.0 + up))}" rx="${f1(r * 0.16)}" ry="${f1(r * 0.26)}" fill="${c}"/>`
      );
    case 'fan':
      return `<path d="M${f1(x)} ${f1(y)} l${f1(-r * 1.1)} ${f1(-r * 0.6)} l${f1(r * 0.1)} ${f1(r * 1.0)} Z" ${st(sp.dark ?? sp.coat)}/>`;
    case 'flow': {
      // a horse's tail: a thick dark switch falling from the rump towards the hocks
      const d = sp.dark ?? darken(sp.coat, 0.4);
      const sway = pose === 'run' || pose === 'jump' ? -0.9 : 0;
      return (
        stroke(
          `M${f1(x + r * 0.2)} ${f1(y - r * 0.2)} Q${f1(x - r * 1.1)} ${f1(y + r * (0.1 + sway))} ${f1(x - r * (0.9 - sway * 0.8))} ${f1(y + r * (2.3 + sway * 1.2))}`,
          r * 0.42,
          d,
        ) +
        stroke(
          `M${f1(x)} ${f1(y)} Q${f1(x - r * 0.7)} ${f1(y + r * (0.5 + sway))} ${f1(x - r * (0.45 - sway * 0.8))} ${f1(y + r * (2.5 + sway * 1.2))}`,
          r * 0.22,
          d,
        )
      );
    }
    case 'turkey': {
      // a turkey's tail fanned up behind it: brown feathers with a pale band near the tips (decision 0054: with a
      // small flat fan it read as a brown duck)
      const cx = x + r * 0.5;
      const cy = y + r * 0.2;
      const fan = (R: number, fill: string) =>
        `<path d="M${f1(cx)} ${f1(cy)} L${f1(cx + Math.cos(Math.PI * 0.95) * R)} ${f1(cy + Math.sin(Math.PI * 0.95) * R)} A${f1(R)} ${f1(R)} 0 0 1 ${f1(cx + Math.cos(Math.PI * 1.75) * R)} ${f1(cy + Math.sin(Math.PI * 1.75) * R)} Z" ${st(fill)}/>`;
      let ribs = '';
      for (let i = 0; i < 7; i++) {
        const a = Math.PI * (0.97 + (i / 6) * 0.76);
        ribs += `M${f1(cx)} ${f1(cy)} L${f1(cx + Math.cos(a) * r * 3)} ${f1(cy + Math.sin(a) * r * 3)} `;
      }
      return (
        fan(r * 3, '#8a5a34') +
        fan(r * 2.55, '#e8d2a8') +
        fan(r * 2.3, sp.dark ?? '#6a4028') +
        `<path d="${ribs}" stroke="${line('#6a4028')}" stroke-width="${f1(r * 0.06)}" fill="none"/>`
      );
    }
    case 'peacock': {
      // the train fanned up behind the body: a green half-disc of feathers, each with a blue and gold eye
      const R = r * 4.2;
      const cx = x + r * 0.6;
      const cy = y + r * 0.3;
      let eyesD = '';
      for (let ring = 0; ring < 2; ring++)
        for (let i = 0; i < 7; i++) {
          const a = Math.PI * (1.02 + (i / 6) * 0.62) - ring * 0.09;
          const k = R * (ring ? 0.62 : 0.88);
          const ex = cx + Math.cos(a) * k;
          const ey = cy + Math.sin(a) * k;
          eyesD += `<circle cx="${f1(ex)}" cy="${f1(ey)}" r="${f1(r * 0.34)}" fill="#f2c14e"/><circle cx="${f1(ex)}" cy="${f1(ey)}" r="${f1(r * 0.2)}" fill="#1f4fb0"/>`;
        }
      return (
        `<path d="M${f1(cx)} ${f1(cy)} L${f1(cx + Math.cos(Math.PI * 0.98) * R)} ${f1(cy + Math.sin(Math.PI * 0.98) * R)} A${f1(R)} ${f1(R)} 0 0 1 ${f1(cx + Math.cos(Math.PI * 1.72) * R)} ${f1(cy + Math.sin(Math.PI * 1.72) * R)} Z" ${st('#2e9a5a')}/>` +
        eyesD
      );
    }
    default:
      return '';
  }
}

/** Stripes, spots and patches on the body ellipse, kept inside it. */
export function coat(sp: Species, cx: number, cy: number, rx: number, ry: number): string {
  const dark = sp.dark ?? darken(sp.coat, 0.5);
  const inside = (x: number) => Math.sqrt(Math.max(0, 1 - ((x - cx) / rx) ** 2));
  switch (sp.pattern) {
    case 'stripes':
    case 'zebra': {
      const n = sp.pattern === 'zebra' ? 9 : 6;
      let d = '';
      for (let i = 0; i < n; i++) {
        const x = cx - rx * 0.8 + (i * rx * 1.6) / (n - 1);
        const top = cy - ry * inside(x) * 0.98;
        const len = ry * inside(x) * (sp.pattern === 'zebra' ? 1.7 : 1.1);
        d += `M${f1(x)} ${f1(top)} q${f1(rx * 0.08)} ${f1(len * 0.5)} ${f1(-rx * 0.02)} ${f1(len)} `;
      }
      return `<path d="${d}" stroke="${dark}" stroke-width="${f1(rx * (sp.pattern === 'zebra' ? 0.075 : 0.09))}" fill="none" stroke-linecap="round"/>`;
    }
    case 'spots':
    case 'patches': {
      const big = sp.pattern === 'patches';
      const at: [number, number][] = big
        ? [
            [-0.45, -0.3],
            [0.3, 0.1],
            [-0.05, 0.45],
          ]
        : [
            [-0.6, -0.2],
            [-0.3, 0.3],
            [-0.1, -0.45],
            [0.15, 0.1],
            [0.45, -0.35],
            [0.55, 0.3],
            [-0.55, 0.35],
            [0.2, 0.55],
          ];
      return at
        .map(([x, y], i) => {
          const r = big ? ry * (0.42 + (i % 2) * 0.1) : ry * 0.17;
          return `<ellipse cx="${f1(cx + x * rx)}" cy="${f1(cy + y * ry)}" rx="${f1(r * 1.2)}" ry="${f1(r)}" fill="${dark}"/>`;
        })
        .join('');
    }
    case 'panda':
      // the black band over the shoulders
      return `<path d="M${f1(cx + rx * 0.25)} ${f1(cy - ry * 0.97)} Q${f1(cx + rx * 0.62)} ${f1(cy)} ${f1(cx + rx * 0.3)} ${f1(cy + ry * 0.97)} L${f1(cx + rx * 0.62)} ${f1(cy + ry * 0.8)} Q${f1(cx + rx * 0.95)} ${f1(cy)} ${f1(cx + rx * 0.62)} ${f1(cy - ry * 0.8)} Z" fill="${dark}"/>`;
    case 'wool': {
      let out = '';
      for (let i = 0; i < 10; i++) {
        const a = (i / 10) * Math.PI * 2;
        out += `<circle cx="${f1(cx + Math.cos(a) * rx * 0.88)}" cy="${f1(cy + Math.sin(a) * ry * 0.85)}" r="${f1(ry * 0.38)}" fill="${sp.coat}"/>`;
      }
      return out;
    }
    default:
      return '';
  }
}

/** Face markings drawn over the head: the panda's eye patches, the raccoon's mask, the tiger's forehead. */
function faceMarks(sp: Species, hx: number, hy: number, r: number): string {
  const dark = sp.dark ?? darken(sp.coat, 0.5);
  switch (sp.pattern) {
    case 'panda':
      return [hx + r * 0.12, hx + r * 0.62]
        .map(
          (x, i) =>
            `<ellipse cx="${f1(x)}" cy="${f1(hy - r * 0.08)}" rx="${f1(r * 0.2)}" ry="${f1(r * 0.27)}" fill="${dark}" transform="rotate(${i ? 25 : -25} ${f1(x)} ${f1(hy)})"/>`,
        )
        .join('');
    case 'face':
      // a bare face in the fur (a monkey's)
      return `<path d="M${f1(hx - r * 0.2)} ${f1(hy + r * 0.2)} C${f1(hx - r * 0.3)} ${f1(hy - r * 0.7)} ${f1(hx + r * 0.3)} ${f1(hy - r * 0.55)} ${f1(hx + r * 0.38)} ${f1(hy - r * 0.3)} C${f1(hx + r * 0.5)} ${f1(hy - r * 0.6)} ${f1(hx + r * 1.05)} ${f1(hy - r * 0.6)} ${f1(hx + r * 0.95)} ${f1(hy + r * 0.2)} C${f1(hx + r * 0.9)} ${f1(hy + r * 0.9)} ${f1(hx - r * 0.1)} ${f1(hy + r * 0.95)} ${f1(hx - r * 0.2)} ${f1(hy + r * 0.2)}Z" fill="${sp.belly ?? '#f2c9a0'}"/>`;
    case 'mask':
      // a white brow over a wide dark band across both eyes (a raccoon's mask must read at a glance, decision 0054)
      return `<ellipse cx="${f1(hx + r * 0.38)}" cy="${f1(hy - r * 0.42)}" rx="${f1(r * 0.62)}" ry="${f1(r * 0.16)}" fill="${sp.belly ?? '#ffffff'}"/><path d="M${f1(hx - r * 0.15)} ${f1(hy - r * 0.3)} Q${f1(hx + r * 0.4)} ${f1(hy - r * 0.05)} ${f1(hx + r * 0.9)} ${f1(hy - r * 0.3)} L${f1(hx + r * 0.95)} ${f1(hy + r * 0.12)} Q${f1(hx + r * 0.4)} ${f1(hy + r * 0.34)} ${f1(hx - r * 0.2)} ${f1(hy + r * 0.12)}Z" fill="${dark}"/>`;
    case 'stripes':
    case 'zebra':
      return `<path d="M${f1(hx + r * 0.1)} ${f1(hy - r * 0.95)} l${f1(r * 0.05)} ${f1(r * 0.3)} M${f1(hx + r * 0.35)} ${f1(hy - r * 1)} l0 ${f1(r * 0.35)} M${f1(hx + r * 0.6)} ${f1(hy - r * 0.92)} l${f1(-r * 0.05)} ${f1(r * 0.3)}" stroke="${dark}" stroke-width="${f1(r * 0.1)}" stroke-linecap="round"/>`;
    default:
      return '';
  }
}

/**
 * A sheep (a white woolly coat over a dark skin) has a darker face under a tuft of wool and dark legs: without them a
 * lamb read as a white dog. A poodle's wool is over a light skin and keeps its white face.
 */
export function sheepy(sp: Species): boolean {
  if (sp.pattern !== 'wool' || !sp.dark) return false;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(sp.dark!.slice(i, i + 2), 16) || 0) as [number, number, number];
  return 0.3 * r + 0.59 * g + 0.11 * b < 90;
}

function woolTuft(sp: Species, hx: number, hy: number, r: number): string {
  return [
    [-0.35, -0.85],
    [0.05, -1],
    [0.45, -0.85],
  ]
    .map(([dx, dy]) => `<circle cx="${f1(hx + r * dx!)}" cy="${f1(hy + r * dy!)}" r="${f1(r * 0.34)}" ${st(sp.coat)}/>`)
    .join('');
}

export function head(sp: Species, hx: number, hy: number, r: number, mood: Mood): string {
  const mane =
    sp.pattern === 'mane'
      ? `<circle cx="${f1(hx - r * 0.05)}" cy="${f1(hy)}" r="${f1(r * 1.45)}" ${st(sp.dark ?? darken(sp.coat, 0.3))}/>`
      : '';
  const equine = sp.snout === 'equine';
  const skin = sp.headColour ?? (sheepy(sp) ? mix(sp.dark!, sp.coat, 0.45) : sp.coat);
  // a goat's beard hangs under the chin, behind the head's outline
  const beard = sp.beard
    ? `<path d="M${f1(hx + r * 0.85)} ${f1(hy + r * 0.75)} L${f1(hx + r * 0.95)} ${f1(hy + r * 1.55)} L${f1(hx + r * 1.2)} ${f1(hy + r * 0.85)} Z" ${st(sp.dark ?? darken(sp.coat, 0.3))}/>`
    : '';
  // a hen's or a rooster's red comb on top and wattle under the beak; a peacock's crest of three plumes
  const comb = sp.comb
    ? [-0.25, 0.1, 0.45]
        .map((k, i) => ellipse(hx + r * k, hy - r * (0.95 + (i === 1 ? 0.12 : 0)), r * 0.22, r * 0.3, '#e8322a'))
        .join('')
    : '';
  const wattle = sp.comb ? ellipse(hx + r * 0.95, hy + r * 0.55, r * 0.14, r * 0.24, '#e8322a') : '';
  const crest = sp.crest
    ? [-0.2, 0.1, 0.4]
        .map(
          (k) =>
            `<path d="M${f1(hx + r * 0.1)} ${f1(hy - r * 0.8)} L${f1(hx + r * k)} ${f1(hy - r * 1.7)}" stroke="${sp.coat}" stroke-width="${f1(r * 0.07)}"/><circle cx="${f1(hx + r * k)}" cy="${f1(hy - r * 1.75)}" r="${f1(r * 0.13)}" fill="${sp.coat}"/>`,
        )
        .join('')
    : '';
  return (
    mane +
    beard +
    crest +
    comb +
    ears(sp, hx, hy, r, 'back') +
    horns(sp, hx, hy, r) +
    // a long muzzle comes out from behind the skull (drawn first, the skull's outline over its base)
    (equine ? snout(sp, hx, hy, r, mood) : '') +
    `<circle cx="${f1(hx)}" cy="${f1(hy)}" r="${f1(equine ? r * 0.86 : r)}" ${st(skin)}/>` +
    wattle +
    (sheepy(sp) ? woolTuft(sp, hx, hy, r) : '') +
    faceMarks(sp, hx, hy, r) +
    eyes(hx, hy, r, mood, sp.ear === 'tufts' && sp.plan === 'upright') +
    `<ellipse cx="${f1(hx + r * 0.05)}" cy="${f1(hy + r * 0.35)}" rx="${f1(r * 0.15)}" ry="${f1(r * 0.09)}" fill="#ff8a8a" opacity="0.45"/>` +
    (equine ? '' : snout(sp, hx, hy, r, mood)) +
    ears(sp, hx, hy, r, 'front')
  );
}

/** What an animal wears: a shirt in the child's colour and the worn things drawn on it. */
export interface AnimalDress {
  worn: Worn[];
  clothes?: string;
}

/** On the body (an ellipse at cx, cy): a shirt over the front, a cape and a backpack over the back, wings. */
export function dressBody(d: AnimalDress | undefined, cx: number, cy: number, rx: number, ry: number): string {
  if (!d) return '';
  let out = '';
  const kinds = new Set(d.worn.map((w) => w.kind));
  const colourOf = (k: string, def: string) => d.worn.find((w) => w.kind === k)?.colour ?? def;
  if (kinds.has('wings'))
    out +=
      ellipse(cx - rx * 0.2, cy - ry * 1.25, rx * 0.28, ry * 0.75, '#ffffff', -35) +
      ellipse(cx + rx * 0.05, cy - ry * 1.3, rx * 0.26, ry * 0.7, '#f4f4ff', -15);
  if (d.clothes)
    out += `<path d="M${f1(cx - rx * 0.15)} ${f1(cy - ry * 0.98)} Q${f1(cx + rx * 0.55)} ${f1(cy - ry * 1.12)} ${f1(cx + rx * 0.95)} ${f1(cy - ry * 0.2)} Q${f1(cx + rx * 0.9)} ${f1(cy + ry * 0.75)} ${f1(cx + rx * 0.35)} ${f1(cy + ry * 0.95)} L${f1(cx - rx * 0.15)} ${f1(cy + ry * 0.95)} Z" ${st(d.clothes)}/>`;
  if (kinds.has('cape')) {
    const c = colourOf('cape', '#c0392b');
    out += `<path d="M${f1(cx + rx * 0.6)} ${f1(cy - ry * 0.95)} Q${f1(cx - rx * 0.3)} ${f1(cy - ry * 1.3)} ${f1(cx - rx * 1.05)} ${f1(cy - ry * 0.1)} L${f1(cx - rx * 0.75)} ${f1(cy + ry * 0.55)} Q${f1(cx)} ${f1(cy - ry * 0.2)} ${f1(cx + rx * 0.6)} ${f1(cy - ry * 0.55)} Z" ${st(c)}/>`;
  }
  if (kinds.has('backpack')) {
    const c = colourOf('backpack', '#e84a4a');
    out += `<rect x="${f1(cx - rx * 0.45)}" y="${f1(cy - ry * 1.35)}" width="${f1(rx * 0.6)}" height="${f1(ry * 0.85)}" rx="${f1(ry * 0.2)}" ${st(c)}/>`;
  }
  return out;
}

/** On the head: glasses over the eyes, an eye patch, a mask, a scarf at the neck, a bow. */
export function dressHead(d: AnimalDress | undefined, hx: number, hy: number, r: number): string {
  if (!d) return '';
  let out = '';
  const kinds = new Set(d.worn.map((w) => w.kind));
  const colourOf = (k: string, def: string) => d.worn.find((w) => w.kind === k)?.colour ?? def;
  const eyes: [number, number][] = [
    [hx + r * 0.12, hy - r * 0.12],
    [hx + r * 0.62, hy - r * 0.12],
  ];
  if (kinds.has('scarf')) {
    const c = colourOf('scarf', '#e84a4a');
    out +=
      ellipse(hx - r * 0.05, hy + r * 0.92, r * 0.75, r * 0.22, c) +
      `<path d="M${f1(hx - r * 0.4)} ${f1(hy + r * 1.0)} l${f1(-r * 0.15)} ${f1(r * 0.6)} l${f1(r * 0.25)} 0 Z" ${st(c)}/>`;
  }
  if (kinds.has('glasses') || kinds.has('sunglasses')) {
    const dark = kinds.has('sunglasses');
    for (const [x, y] of eyes)
      out += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r * 0.2)}" fill="${dark ? '#1e1e24' : 'none'}" stroke="${ink}" stroke-width="${f1(r * 0.06)}"/>`;
    out += `<path d="M${f1(eyes[0]![0] + r * 0.2)} ${f1(eyes[0]![1])} L${f1(eyes[1]![0] - r * 0.2)} ${f1(eyes[1]![1])}" stroke="${ink}" stroke-width="${f1(r * 0.06)}"/>`;
  }
  if (kinds.has('mask'))
    out += `<rect x="${f1(hx - r * 0.15)}" y="${f1(hy - r * 0.3)}" width="${f1(r * 1.05)}" height="${f1(r * 0.34)}" rx="${f1(r * 0.15)}" fill="${colourOf('mask', '#2a2a2a')}" opacity="0.9"/>`;
  if (kinds.has('eyepatch'))
    out += `<circle cx="${f1(eyes[1]![0])}" cy="${f1(eyes[1]![1])}" r="${f1(r * 0.2)}" fill="#1e1e24"/><path d="M${f1(hx - r * 0.6)} ${f1(hy - r * 0.5)} L${f1(hx + r * 0.95)} ${f1(hy - r * 0.05)}" stroke="#1e1e24" stroke-width="${f1(r * 0.05)}"/>`;
  if (kinds.has('bow')) {
    const c = colourOf('bow', '#e84a4a');
    const x = hx + r * 0.1;
    const y = hy - r * 0.95;
    out += `<path d="M${f1(x)} ${f1(y)} l${f1(-r * 0.4)} ${f1(-r * 0.25)} l0 ${f1(r * 0.5)} Z M${f1(x)} ${f1(y)} l${f1(r * 0.4)} ${f1(-r * 0.25)} l0 ${f1(r * 0.5)} Z" ${st(c)}/><circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r * 0.1)}" fill="${c}"/>`;
  }
  return out;
}
