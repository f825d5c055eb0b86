import { darken, mix } from '../colour.ts';
import type { Pose, Worn } from './look.ts';
import { biped, shell } from './reptile.ts';

/**
 * Animals drawn whole from one parametric body plan (decision 0020): a four-legged body, a bird or a fish, with
 * a head, ears, snout, tail and coat pattern chosen per species. Many species come from few parts — a panda is the
 * bear with white fur, black ears, legs and eye patches; a tiger the cat with orange fur and stripes — and an
 * animal the table does not list still gets a body (species.ts falls back on the emoji's group and colour).
 * Drawn facing right in figure units, standing on y = 0, about 100 units long; one transform places it.
 */
/** quad: four legs; bird, upright (a penguin, an owl), fish; biped: on two big hind legs with a heavy tail (a T-rex,
 *  a raptor, a kangaroo); shell: a dome on four stubby legs (a turtle). The last two are drawn in figure/reptile.ts. */
export type BodyPlan = 'quad' | 'bird' | 'upright' | 'fish' | 'biped' | 'shell';
export type Ear = 'point' | 'round' | 'long' | 'floppy' | 'small' | 'none' | 'big' | 'tufts' | 'crest';
export type Tail = 'long' | 'bushy' | 'curl' | 'short' | 'puff' | 'tuft' | 'none' | 'thin' | 'fan' | 'heavy';
export type Snout = 'cat' | 'dog' | 'long' | 'pig' | 'trunk' | 'beak' | 'flat' | 'bill' | 'hook' | 'jaws';
export type Pattern =
  'none' | 'panda' | 'stripes' | 'zebra' | 'spots' | 'patches' | 'mask' | 'rings' | 'wool' | 'mane' | 'face';

export interface Species {
  plan: BodyPlan;
  /** fur, feathers or scales */
  coat: string;
  /** belly, muzzle and chest */
  belly?: string;
  /** ears, legs, patches, stripes */
  dark?: string;
  ear: Ear;
  tail: Tail;
  snout: Snout;
  pattern?: Pattern;
  /** leg length (1 = a dog's) */
  legs?: number;
  /** body size (1 = a dog's) */
  bulk?: number;
  /** a long neck (giraffe 2.4) */
  neck?: number;
  /** head size (1 = a dog's) */
  head?: number;
  /** horns or antlers */
  horns?: 'small' | 'antlers' | 'ossicones' | 'curled' | 'one' | 'frill';
  /** a body longer than a dog's for its height (a crocodile 1.6, a long-necked dinosaur 1.3) */
  length?: number;
  /** a heavy tail this many times the usual length (a T-rex's 0.7; the usual is 3.2 head radii × length) */
  tailLength?: number;
  /** a camel's hump (1 = one hump of a dromedary) */
  hump?: number;
  /** along the back: a stegosaurus's plates, a crocodile's ridges */
  ridge?: 'plates' | 'scutes';
  /** the length of the 'jaws' snout in head radii (a crocodile 1.6, a T-rex 0.9) */
  jaw?: number;
  /** biped: how far the body rises to the front, in degrees (a T-rex 18, a kangaroo 55) */
  lean?: number;
  /** biped: the fore legs' length (a T-rex's tiny arms 0.35, a kangaroo's 0.6) */
  arms?: number;
  /** bird plan: wings this many times a bird's (a pterosaur 2.2) */
  wingspan?: number;
  /** sitting it lies down with its head up, legs folded under (a camel, a cow, a dinosaur), not a dog's sit */
  couches?: boolean;
  /** how big the animal is beside others (a mouse 0.55, an elephant 1.25) */
  scale?: number;
}

export type AnimalPose = 'stand' | 'walk' | 'run' | 'jump' | 'sit' | 'sleep' | 'fly' | 'swim';
export type Mood = 'smile' | 'laugh' | 'cry' | 'sleep' | 'wow';

/** The person poses an animal can show: the rest become the nearest animal pose and a face. */
export function animalPose(p: Pose): { pose: AnimalPose; mood: Mood } {
  switch (p) {
    case 'walk':
    case 'run':
    case 'jump':
    case 'sit':
    case 'fly':
    case 'swim':
      return { pose: p, mood: p === 'run' || p === 'jump' ? 'laugh' : 'smile' };
    case 'sleep':
      return { pose: 'sleep', mood: 'sleep' };
    case 'climb':
    case 'dance':
      return { pose: 'jump', mood: 'laugh' };
    case 'hug':
    case 'wave':
      return { pose: 'sit', mood: 'smile' };
    case 'hold':
      // eating, carrying, playing with something: on its four feet
      return { pose: 'stand', mood: 'smile' };
    case 'cry':
      return { pose: 'sit', mood: 'cry' };
    case 'laugh':
      return { pose: 'stand', mood: 'laugh' };
    case 'throw':
      return { pose: 'walk', mood: 'wow' };
    default:
      return { pose: 'stand', mood: 'smile' };
  }
}

export interface AnimalDrawing {
  svg: string;
  /** the top of the head and its radius, in figure units (hats and bows sit there) */
  head: [number, number];
  headR: number;
  /** how high the lowest point is off the ground */
  lifted: number;
  /** the width the drawing takes, in figure units */
  width: number;
  /** four-legged plans: the height of the top of the back (where a rider sits), in figure units (negative) */
  back?: number;
}

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
function eyes(hx: number, hy: number, r: number, mood: Mood, big = false): string {
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
  if (mood === 'cry')
    for (const [x, y] of at)
      out += `<path d="M${f1(x)} ${f1(y + r * 0.12)} q${f1(-r * 0.08)} ${f1(r * 0.2)} 0 ${f1(r * 0.26)} q${f1(r * 0.08)} ${f1(-r * 0.06)} 0 ${f1(-r * 0.26)}Z" fill="#5ab4ff"/>`;
  return out;
}

function mouth(x: number, y: number, r: number, mood: Mood): string {
  if (mood === 'laugh' || mood === 'wow')
    return `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(r * 0.12)}" ry="${f1(r * 0.1)}" fill="#a3303a"/>`;
  if (mood === 'cry')
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
  const c = '#e9dcc0';
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
        .map(
          (x) =>
            `<path d="M${f1(x)} ${f1(hy - r * 0.7)} q${f1(-r * 0.3)} ${f1(-r * 0.3)} ${f1(-r * 0.25)} ${f1(-r * 0.6)}" stroke="${c}" stroke-width="${f1(r * 0.2)}" fill="none" stroke-linecap="round"/>`,
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
        ellipse(hx + r * 0.85, hy + r * 0.22, r * 0.26, r * 0.22, mix(sp.coat, '#ff8fa8', 0.4)) +
        `<circle cx="${f1(hx + r * 0.8)}" cy="${f1(hy + r * 0.22)}" r="${f1(r * 0.05)}" fill="${ink}"/><circle cx="${f1(hx + r * 0.92)}" cy="${f1(hy + r * 0.22)}" r="${f1(r * 0.05)}" fill="${ink}"/>` +
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
      return (
        stroke(`M${f1(x + r * 0.2)} ${f1(y)} Q${f1(x - r * 1.1)} ${f1(y + r * 0.3)} ${f1(ex)} ${f1(ey)}`, r * 0.62) +
        `<circle cx="${f1(ex)}" cy="${f1(ey)}" r="${f1(r * 0.32)}" fill="${sp.belly ?? '#ffffff'}"/>`
      );
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
      return `<path d="M${f1(hx - r * 0.15)} ${f1(hy - r * 0.3)} Q${f1(hx + r * 0.4)} ${f1(hy - r * 0.05)} ${f1(hx + r * 0.9)} ${f1(hy - r * 0.3)} L${f1(hx + r * 0.9)} ${f1(hy + r * 0.05)} Q${f1(hx + r * 0.4)} ${f1(hy + r * 0.25)} ${f1(hx - r * 0.15)} ${f1(hy + r * 0.05)}Z" fill="${dark}"/>`;
    case 'stripes':
    case 'zebra':
      return `<path d="M${f1(hx + r * 0.1)} ${f1(hy - r * 0.95)} l${f1(r * 0.05)} ${f1(r * 0.3)} M${f1(hx + r * 0.35)} ${f1(hy - r * 1)} l0 ${f1(r * 0.35)} M${f1(hx + r * 0.6)} ${f1(hy - r * 0.92)} l${f1(-r * 0.05)} ${f1(r * 0.3)}" stroke="${dark}" stroke-width="${f1(r * 0.1)}" stroke-linecap="round"/>`;
    default:
      return '';
  }
}

export function head(sp: Species, hx: number, hy: number, r: number, mood: Mood): string {
  const mane =
    sp.pattern === 'mane'
      ? `<circle cx="${f1(hx - r * 0.05)}" cy="${f1(hy)}" r="${f1(r * 1.45)}" ${st(sp.dark ?? darken(sp.coat, 0.3))}/>`
      : '';
  return (
    mane +
    ears(sp, hx, hy, r, 'back') +
    horns(sp, hx, hy, r) +
    `<circle cx="${f1(hx)}" cy="${f1(hy)}" r="${f1(r)}" ${st(sp.coat)}/>` +
    faceMarks(sp, hx, hy, r) +
    eyes(hx, hy, r, mood, sp.ear === 'tufts' && sp.plan === 'upright') +
    `<ellipse cx="${f1(hx + r * 0.05)}" cy="${f1(hy + r * 0.35)}" rx="${f1(r * 0.15)}" ry="${f1(r * 0.09)}" fill="#ff8a8a" opacity="0.45"/>` +
    snout(sp, hx, hy, r, mood) +
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

const LEGS: Record<AnimalPose, [number, number, number, number, number]> = {
  // near front, far front, near back, far back (degrees, 0 = down), knee bend
  stand: [4, -4, -4, 4, 0],
  walk: [20, -14, -18, 14, -10],
  run: [55, 30, -50, -25, -30],
  jump: [70, 55, -60, -45, -60],
  sit: [8, 2, 0, 0, 0],
  sleep: [80, 80, 80, 80, 0],
  fly: [60, 45, -60, -45, -30],
  swim: [45, -20, -45, 20, -20],
};

function quad(sp: Species, pose: AnimalPose, mood: Mood, dress?: AnimalDress): AnimalDrawing {
  const bulk = sp.bulk ?? 1;
  const L = 24 * (sp.legs ?? 1);
  const rx = 30 * bulk * (sp.length ?? 1);
  const ry = 17 * bulk;
  const r = 15 * (sp.head ?? 1) * (0.85 + bulk * 0.15);
  const neck = (sp.neck ?? 0) * 20;
  const lift = pose === 'jump' || pose === 'fly' ? 26 : pose === 'run' ? 6 : pose === 'swim' ? 10 : 0;
  // A camel or a dinosaur sits by lying down, legs folded under, head up and awake.
  const couching = pose === 'sit' && sp.couches === true;
  const sitting = pose === 'sit' && !couching;
  const sleeping = pose === 'sleep' || couching;
  const cy = sleeping ? -ry * 0.95 : -L - ry * 0.55 - lift;
  const tilt = sitting ? -28 : pose === 'jump' || pose === 'fly' ? -8 : 0;
  const legC = sp.pattern === 'panda' ? (sp.dark ?? '#2b2b2b') : sp.coat;
  const paw = sp.pattern === 'panda' ? (sp.dark ?? '#2b2b2b') : darken(sp.coat, 0.2);
  const w = 9 * Math.sqrt(bulk) * (sp.legs && sp.legs < 0.7 ? 1.15 : 1);
  const [nf, ff, nb, fb, bend] = LEGS[pose];
  // Sitting: the body tips up about the haunch; the back legs fold into a haunch on the ground.
  const bodyG = (inner: string) =>
    tilt
      ? `<g transform="rotate(${tilt} ${f1(sitting ? -rx * 0.7 : 0)} ${f1(sitting ? -ry * 0.2 - L * 0.25 : cy)})">${inner}</g>`
      : inner;
  const sitDrop = sitting ? L * 0.55 : 0;
  const by = cy + sitDrop;
  const hipY = by + ry * 0.35;
  const front = rx * 0.55;
  const back = -rx * 0.6;
  const legLen = sleeping ? 10 : L + ry * 0.2;
  let farLegs = '';
  let nearLegs = '';
  if (sitting) {
    // front legs straight down to the ground from the raised chest; a haunch and a hind paw at the back
    const chestX = rx * 0.1;
    const chestY = by - rx * 0.3;
    farLegs += leg(chestX - 4, chestY, -chestY - 2, -4, 0, darken(legC, 0.12), w, paw);
    nearLegs +=
      leg(chestX + 3, chestY, -chestY - 2, 4, 0, legC, w, paw) +
      ellipse(-rx * 0.55, -ry * 0.75, ry * 0.85, ry * 0.7, legC) +
      `<ellipse cx="${f1(-rx * 0.2)}" cy="${f1(-w * 0.45)}" rx="${f1(w * 0.9)}" ry="${f1(w * 0.48)}" fill="${paw}"/>`;
  } else if (!sleeping) {
    farLegs += leg(front - 5, hipY, legLen, ff, bend, darken(legC, 0.12), w, paw);
    farLegs += leg(back - 5, hipY, legLen, fb, -bend, darken(legC, 0.12), w, paw);
    nearLegs += leg(front + 2, hipY, legLen, nf, bend, legC, w, paw);
    nearLegs += leg(back + 2, hipY, legLen, nb, -bend, legC, w, paw);
  } else {
    nearLegs += `<ellipse cx="${f1(rx * 0.75)}" cy="${f1(-4)}" rx="${f1(w)}" ry="${f1(w * 0.5)}" ${st(legC, 1)}/>`;
  }
  const bodyPath =
    backRidge(sp, 0, by, rx, ry, 'behind') +
    (sp.pattern === 'wool' ? coat(sp, 0, by, rx, ry) : '') +
    ellipse(0, by, rx, ry, sp.coat) +
    (sp.belly && sp.pattern !== 'wool'
      ? `<ellipse cx="${f1(rx * 0.1)}" cy="${f1(by + ry * 0.45)}" rx="${f1(rx * 0.65)}" ry="${f1(ry * 0.42)}" fill="${sp.belly}"/>`
      : '') +
    (sp.pattern && sp.pattern !== 'wool' ? coat(sp, 0, by, rx, ry) : '') +
    backRidge(sp, 0, by, rx, ry, 'over');
  // the head in front of the body, up the neck; sleeping, it rests on the front paws
  let hx = rx * 0.95 + r * 0.25;
  let hy = by - ry * 0.7 - neck - r * 0.25;
  if (sleeping && !couching) {
    hx = rx * 0.85;
    hy = -r * 0.95;
  }
  if (sitting) {
    hx = rx * 0.35;
    hy = by - rx * 0.55 - r * 0.6 - neck;
  }
  const neckPath =
    neck > 0
      ? `<path d="M${f1(rx * 0.5)} ${f1(by - ry * 0.4)} L${f1(hx - r * 0.3)} ${f1(hy + r * 0.3)}" stroke="${line(sp.coat)}" stroke-width="${f1(r * 0.95 + 2.4)}" stroke-linecap="round"/><path d="M${f1(rx * 0.5)} ${f1(by - ry * 0.4)} L${f1(hx - r * 0.3)} ${f1(hy + r * 0.3)}" stroke="${sp.coat}" stroke-width="${f1(r * 0.95)}" stroke-linecap="round"/>` +
        (sp.pattern === 'spots'
          ? `<circle cx="${f1((rx * 0.5 + hx) / 2)}" cy="${f1((by + hy) / 2)}" r="${f1(r * 0.2)}" fill="${sp.dark ?? darken(sp.coat, 0.5)}"/>`
          : '')
      : '';
  const mane =
    sp.pattern === 'mane' && neck === 0
      ? ''
      : sp.tail === 'long' && sp.legs && sp.legs > 1.2
        ? `<path d="M${f1(hx - r * 0.7)} ${f1(hy - r * 0.5)} Q${f1(rx * 0.3)} ${f1(by - ry * 1.4)} ${f1(rx * 0.1)} ${f1(by - ry * 0.8)}" stroke="${sp.dark ?? darken(sp.coat, 0.4)}" stroke-width="${f1(r * 0.4)}" fill="none" stroke-linecap="round"/>`
        : '';
  const body = bodyG(
    farLegs + tail(sp, -rx * 0.95, by - ry * 0.3, r, pose) + bodyPath + nearLegs + dressBody(dress, 0, by, rx, ry),
  );
  const face = sleeping && !couching ? 'sleep' : mood;
  const svg = body + neckPath + mane + head(sp, hx, hy, r, face) + dressHead(dress, hx, hy, r);
  // a rider sits in front of a hump, not on top of it
  const seat = by - ry * 0.9 - (sp.hump ? ry * 0.25 * sp.hump : 0);
  const tailLen = sp.tail === 'heavy' ? r * 3.2 * (sp.tailLength ?? sp.length ?? 1) - rx * 0.1 : 0;
  return { svg, head: [hx, hy - r], headR: r, lifted: lift, width: rx * 2 + r * 2 + tailLen, back: seat };
}

/**
 * Along the back: a camel's hump and a stegosaurus's plates stand behind the body outline; a crocodile's ridges lie
 * over it.
 */
function backRidge(sp: Species, cx: number, cy: number, rx: number, ry: number, layer: 'behind' | 'over'): string {
  const top = (x: number) => cy - ry * Math.sqrt(Math.max(0, 1 - ((x - cx) / rx) ** 2));
  let out = '';
  if (layer === 'behind' && sp.hump)
    out += ellipse(cx - rx * 0.12, cy - ry * 0.9, rx * 0.4, ry * (0.6 + 0.4 * sp.hump), sp.coat);
  if (layer === 'behind' && sp.ridge === 'plates') {
    const c = sp.dark ?? darken(sp.coat, 0.25);
    for (const [i, k] of [-0.7, -0.4, -0.1, 0.2, 0.5].entries()) {
      const x = cx + k * rx;
      const h = ry * (0.7 + 0.25 * Math.sin(((i + 0.5) / 5) * Math.PI));
      const y = top(x) + ry * 0.15;
      out += `<path d="M${f1(x - ry * 0.3)} ${f1(y)} L${f1(x - ry * 0.22)} ${f1(y - h * 0.6)} L${f1(x + ry * 0.05)} ${f1(y - h)} L${f1(x + ry * 0.3)} ${f1(y - h * 0.55)} L${f1(x + ry * 0.3)} ${f1(y)} Z" ${st(c)}/>`;
    }
  }
  if (layer === 'over' && sp.ridge === 'scutes') {
    const c = sp.dark ?? darken(sp.coat, 0.2);
    let d = '';
    for (let k = -0.8; k <= 0.6; k += 0.2) {
      const x = cx + k * rx;
      d += `M${f1(x - ry * 0.12)} ${f1(top(x) + 1)} l${f1(ry * 0.12)} ${f1(-ry * 0.2)} l${f1(ry * 0.12)} ${f1(ry * 0.2)}Z`;
    }
    out += `<path d="${d}" fill="${c}"/>`;
  }
  return out;
}

function bird(sp: Species, pose: AnimalPose, mood: Mood, dress?: AnimalDress): AnimalDrawing {
  const bulk = sp.bulk ?? 1;
  const upright = sp.plan === 'upright';
  const flying = pose === 'fly' || pose === 'jump';
  const lift = flying ? 34 : pose === 'swim' ? 0 : 0;
  // legs folded: swimming, sitting, asleep, and a long-winged flier (a pterosaur) in the air
  const L = pose === 'swim' || pose === 'sleep' || pose === 'sit' || (flying && sp.wingspan) ? 0 : 14 * (sp.legs ?? 1);
  const rx = (upright ? 19 : 24) * bulk;
  const ry = (upright ? 28 : 17) * bulk;
  const cy = -L - ry - lift;
  const r = (upright ? 14 : 12) * (sp.head ?? 1) * bulk;
  const hx = upright ? rx * 0.2 : rx * 0.75;
  const hy = upright ? cy - ry * 0.75 : cy - ry * 0.8 - (sp.neck ?? 0) * 18;
  let legs = '';
  if (L > 0) {
    const lc = sp.snout === 'beak' || sp.snout === 'hook' ? '#f0a030' : '#f59e23';
    for (const x of [-rx * 0.15, rx * 0.2])
      legs += `<path d="M${f1(x)} ${f1(cy + ry * 0.9)} l0 ${f1(L + ry * 0.1)} m${f1(-4)} 0 h${f1(9)}" stroke="${lc}" stroke-width="3" stroke-linecap="round" fill="none"/>`;
  }
  const wingUp = flying;
  // a pterosaur's wings are skin stretched from the shoulder to a long finger, spread wide in flight
  const W = sp.wingspan ?? 0;
  const membrane = (x0: number, tipX: number, tipY: number, c: string) =>
    `<path d="M${f1(x0)} ${f1(cy - ry * 0.4)} L${f1(tipX)} ${f1(tipY)} Q${f1((x0 + tipX) / 2 - rx * 0.1)} ${f1(cy - ry * 0.2)} ${f1(-rx * 0.8)} ${f1(cy + ry * 0.3)} Z" ${st(c)}/>`;
  const wing =
    W && wingUp
      ? membrane(rx * 0.3, -rx * 0.2 * W, cy - ry * 1.6 * W, sp.dark ?? darken(sp.coat, 0.15))
      : upright
        ? ellipse(-rx * 0.55, cy + ry * 0.05, rx * 0.28, ry * 0.6, sp.dark ?? darken(sp.coat, 0.2), wingUp ? -60 : 12)
        : wingUp
          ? `<path d="M${f1(-rx * 0.2)} ${f1(cy - ry * 0.2)} Q${f1(-rx * 0.6)} ${f1(cy - ry * 2.6)} ${f1(rx * 0.6)} ${f1(cy - ry * 2.2)} Q${f1(rx * 0.3)} ${f1(cy - ry * 0.8)} ${f1(rx * 0.3)} ${f1(cy - ry * 0.2)}Z" ${st(sp.dark ?? darken(sp.coat, 0.15))}/>`
          : ellipse(-rx * 0.1, cy, rx * 0.62, ry * 0.55, sp.dark ?? darken(sp.coat, 0.15), -12);
  const farWing =
    W && wingUp
      ? membrane(0, -rx * 0.9 * W, cy - ry * 1.1 * W, darken(sp.dark ?? sp.coat, 0.25))
      : wingUp && !upright
        ? `<path d="M${f1(-rx * 0.1)} ${f1(cy - ry * 0.3)} Q${f1(-rx * 1.2)} ${f1(cy - ry * 2.0)} ${f1(-rx * 0.2)} ${f1(cy - ry * 2.1)}Z" ${st(darken(sp.dark ?? sp.coat, 0.25))}/>`
        : '';
  // a long neck (a swan, a flamingo, an ostrich) joins the head to the body
  const neckD = `M${f1(rx * 0.45)} ${f1(cy - ry * 0.45)} Q${f1(hx + r * 0.1)} ${f1((cy + hy) / 2)} ${f1(hx - r * 0.1)} ${f1(hy + r * 0.4)}`;
  const neckSvg =
    !upright && (sp.neck ?? 0) > 0.4
      ? `<path d="${neckD}" stroke="${line(sp.coat)}" stroke-width="${f1(r * 0.8 + 2.4)}" fill="none" stroke-linecap="round"/><path d="${neckD}" stroke="${sp.coat}" stroke-width="${f1(r * 0.8)}" fill="none" stroke-linecap="round"/>`
      : '';
  const belly = sp.belly
    ? `<ellipse cx="${f1(upright ? rx * 0.2 : rx * 0.15)}" cy="${f1(cy + ry * 0.25)}" rx="${f1(rx * (upright ? 0.65 : 0.6))}" ry="${f1(ry * (upright ? 0.65 : 0.5))}" fill="${sp.belly}"/>`
    : '';
  const tailSvg = tail(sp, -rx * 0.9, cy - ry * 0.1, r, pose);
  const water =
    pose === 'swim'
      ? `<path d="M${f1(-rx * 1.4)} ${f1(cy + ry * 0.5)} q${f1(rx * 0.7)} -6 ${f1(rx * 1.4)} 0 t${f1(rx * 1.4)} 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.8"/>`
      : '';
  const svg =
    farWing +
    legs +
    tailSvg +
    ellipse(0, cy, rx, ry, sp.coat) +
    belly +
    neckSvg +
    (upright ? '' : wing) +
    (upright ? '' : ellipse(hx, hy, r, r, sp.coat)) +
    dressBody(dress, 0, cy, rx, ry) +
    head(sp, hx, hy, r, pose === 'sleep' ? 'sleep' : mood) +
    dressHead(dress, hx, hy, r) +
    (upright ? wing : '') +
    water;
  return { svg, head: [hx, hy - r], headR: r, lifted: lift, width: rx * 2 + r * 2 };
}

function fish(sp: Species, pose: AnimalPose, mood: Mood, dress?: AnimalDress): AnimalDrawing {
  const bulk = sp.bulk ?? 1;
  const rx = 36 * bulk;
  const ry = (sp.legs ?? 1) * 18 * bulk;
  const lift = 30;
  const cy = -ry - lift;
  const tailSvg = `<path d="M${f1(-rx * 0.85)} ${f1(cy)} L${f1(-rx * 1.35)} ${f1(cy - ry * 0.8)} Q${f1(-rx * 1.15)} ${f1(cy)} ${f1(-rx * 1.35)} ${f1(cy + ry * 0.8)} Z" ${st(sp.dark ?? darken(sp.coat, 0.15))}/>`;
  const fin = `<path d="M${f1(-rx * 0.3)} ${f1(cy - ry * 0.9)} Q${f1(-rx * 0.05)} ${f1(cy - ry * 1.7)} ${f1(rx * 0.25)} ${f1(cy - ry * 0.92)}Z" ${st(sp.dark ?? darken(sp.coat, 0.15))}/>`;
  const belly = sp.belly
    ? `<ellipse cx="${f1(rx * 0.05)}" cy="${f1(cy + ry * 0.45)}" rx="${f1(rx * 0.75)}" ry="${f1(ry * 0.42)}" fill="${sp.belly}"/>`
    : '';
  const r = ry * 0.9;
  const hx = rx * 0.45;
  const hy = cy - ry * 0.05;
  const stripes = sp.pattern === 'stripes' ? coat({ ...sp, pattern: 'stripes' }, 0, cy, rx * 0.7, ry) : '';
  const side = ellipse(-rx * 0.05, cy + ry * 0.15, rx * 0.22, ry * 0.3, sp.dark ?? darken(sp.coat, 0.15), 30);
  // a dolphin's beak at the front
  const beak = sp.snout === 'long' ? ellipse(rx * 1.0, cy + ry * 0.2, rx * 0.22, ry * 0.22, sp.coat) : '';
  const face = eyes(hx, hy, r, pose === 'sleep' ? 'sleep' : mood) + mouth(rx * 0.85, cy + ry * 0.25, r, mood);
  const svg =
    tailSvg +
    fin +
    beak +
    ellipse(0, cy, rx, ry, sp.coat) +
    belly +
    stripes +
    side +
    face +
    dressHead(dress, hx, hy, r);
  return { svg, head: [hx, cy - ry], headR: r, lifted: lift, width: rx * 2.4 };
}

/** The animal in figure units, facing right, its lowest point on y = 0 (lifted by a jump or a flight). */
export function drawAnimal(sp: Species, p: Pose, dress?: AnimalDress, moodOverride?: Mood): AnimalDrawing {
  const { pose, mood: poseMood } = animalPose(p);
  const mood = moodOverride ?? poseMood;
  if (sp.plan === 'fish') return fish(sp, pose, mood, dress);
  if (sp.plan === 'biped') return biped(sp, pose, mood, dress);
  if (sp.plan === 'shell') return shell(sp, pose, mood, dress);
  if (sp.plan === 'bird' || sp.plan === 'upright') return bird(sp, pose, mood, dress);
  return quad(sp, pose, mood, dress);
}
