import { darken, mix } from '../colour.ts';
import { drawIcon } from '../emoji.ts';
import { drawAnimal } from './animal.ts';
import { realHeight, rideable, speciesFor } from './species.ts';
import { coated } from './tint.ts';
import { lanternFace, lanternShape, patternedCanopy, scarfEndMarks, scarfMarks, shapedBalloon } from './modified.ts';
import type { Held, HatKind, PersonLook, Ride, Worn } from './look.ts';
import type { Build, PoseDef } from './pose.ts';
import type { Skeleton } from './person.ts';
import { add, dir, type P } from './vector.ts';

/**
 * What a figure wears, holds and rides, drawn in the figure's own units so each thing sits where it belongs:
 * hats on the head (in the head's frame: centre 0,0, radius r, facing right), glasses on the eyes, capes and
 * wings on the back, things held in the front hand, and the figure seated on what it rides.
 */
const f1 = (n: number) => (Math.round(n * 10) / 10).toString();
const ol = (c: string) => darken(c, 0.42);
const st = (c: string, w = 1.2) => `fill="${c}" stroke="${ol(c)}" stroke-width="${w}" stroke-linejoin="round"`;

const HAT_COLOUR: Record<HatKind, string> = {
  cap: '#3d8bfd',
  sun: '#f3d58a',
  witch: '#4a3a78',
  party: '#ff7eb6',
  top: '#333333',
  beanie: '#e84a4a',
  chef: '#ffffff',
  helmet: '#e84a4a',
  police: '#1f3a6e',
  pirate: '#2a2a2a',
  space: '#ffffff',
  nurse: '#ffffff',
  conical: '#e2c27a',
  swim: '#3d8bfd',
  dino: '#4cbb5e',
};

function hat(kind: HatKind, c: string, r: number): string {
  const R = (k: number) => f1(k * r);
  const band = darken(c, 0.3);
  switch (kind) {
    case 'cap':
      return (
        `<path d="M${R(-1.02)} ${R(-0.12)} C${R(-1.05)} ${R(-1.3)} ${R(1.05)} ${R(-1.3)} ${R(1.02)} ${R(-0.12)} Z" ${st(c)}/>` +
        `<path d="M${R(0.55)} ${R(-0.22)} Q${R(1.5)} ${R(-0.32)} ${R(1.72)} ${R(-0.04)} Q${R(1.1)} ${R(0.04)} ${R(0.55)} ${R(-0.04)} Z" ${st(band)}/>` +
        `<circle cx="0" cy="${R(-1.02)}" r="${R(0.1)}" fill="${band}"/>`
      );
    case 'sun':
      return (
        `<ellipse cx="${R(0.05)}" cy="${R(-0.42)}" rx="${R(1.7)}" ry="${R(0.32)}" ${st(c)}/>` +
        `<path d="M${R(-0.8)} ${R(-0.45)} C${R(-0.85)} ${R(-1.35)} ${R(0.85)} ${R(-1.35)} ${R(0.8)} ${R(-0.45)} Z" ${st(c)}/>` +
        `<path d="M${R(-0.8)} ${R(-0.58)} Q0 ${R(-0.48)} ${R(0.8)} ${R(-0.58)} L${R(0.82)} ${R(-0.74)} Q0 ${R(-0.64)} ${R(-0.82)} ${R(-0.74)}Z" fill="${c === '#f3d58a' ? '#e84a4a' : band}"/>`
      );
    case 'dino': {
      // a green cap and a row of yellow spikes over the crown, from the brow to the back (decision 0061)
      let spikes = '';
      for (const [x, y, a] of [
        [0.62, -0.78, 40],
        [0.25, -1.0, 15],
        [-0.15, -1.02, -10],
        [-0.55, -0.85, -35],
        [-0.85, -0.5, -60],
      ] as const)
        spikes += `<path d="M${R(-0.2)} 0 L0 ${R(-0.42)} L${R(0.2)} 0Z" transform="translate(${R(x)} ${R(y)}) rotate(${a})" ${st('#f7d038', 1)}/>`;
      return (
        spikes +
        `<path d="M${R(-1.02)} ${R(-0.1)} C${R(-1.05)} ${R(-1.3)} ${R(1.05)} ${R(-1.3)} ${R(1.02)} ${R(-0.1)} Z" ${st(c)}/>` +
        `<circle cx="${R(0.55)}" cy="${R(-0.55)}" r="${R(0.1)}" fill="#222222"/>`
      );
    }
    case 'witch':
      return (
        `<ellipse cx="0" cy="${R(-0.55)}" rx="${R(1.6)}" ry="${R(0.3)}" ${st(c)}/>` +
        `<path d="M${R(-0.75)} ${R(-0.6)} Q${R(-0.3)} ${R(-1.6)} ${R(-0.7)} ${R(-2.5)} Q${R(0.3)} ${R(-1.9)} ${R(0.75)} ${R(-0.6)} Z" ${st(c)}/>` +
        `<path d="M${R(-0.72)} ${R(-0.72)} L${R(0.72)} ${R(-0.72)} L${R(0.66)} ${R(-0.92)} L${R(-0.62)} ${R(-0.92)}Z" fill="#f7d038"/>`
      );
    case 'party': {
      const stripes = mix(c, '#ffffff', 0.6);
      return (
        `<g transform="rotate(12)"><path d="M${R(-0.62)} ${R(-0.7)} L${R(0.1)} ${R(-2.35)} L${R(0.7)} ${R(-0.7)} Z" ${st(c)}/>` +
        `<path d="M${R(-0.4)} ${R(-1.2)} L${R(0.48)} ${R(-1.2)} M${R(-0.18)} ${R(-1.7)} L${R(0.28)} ${R(-1.7)}" stroke="${stripes}" stroke-width="${R(0.14)}"/>` +
        `<circle cx="${R(0.1)}" cy="${R(-2.4)}" r="${R(0.2)}" fill="#f7d038"/></g>`
      );
    }
    case 'top':
      return (
        `<rect x="${R(-1.25)}" y="${R(-0.72)}" width="${R(2.5)}" height="${R(0.24)}" rx="${R(0.1)}" ${st(c)}/>` +
        `<rect x="${R(-0.72)}" y="${R(-2.05)}" width="${R(1.44)}" height="${R(1.38)}" rx="${R(0.08)}" ${st(c)}/>` +
        `<rect x="${R(-0.72)}" y="${R(-0.98)}" width="${R(1.44)}" height="${R(0.24)}" fill="${c === '#333333' ? '#e84a4a' : band}"/>`
      );
    case 'beanie':
      return (
        `<path d="M${R(-1.0)} ${R(-0.2)} C${R(-1.05)} ${R(-1.35)} ${R(1.05)} ${R(-1.35)} ${R(1.0)} ${R(-0.2)} Z" ${st(c)}/>` +
        `<rect x="${R(-1.06)}" y="${R(-0.42)}" width="${R(2.12)}" height="${R(0.34)}" rx="${R(0.15)}" ${st(band)}/>` +
        `<circle cx="0" cy="${R(-1.18)}" r="${R(0.26)}" ${st(mix(c, '#ffffff', 0.5))}/>`
      );
    case 'chef':
      return (
        `<rect x="${R(-0.8)}" y="${R(-1.0)}" width="${R(1.6)}" height="${R(0.5)}" ${st(c)}/>` +
        `<circle cx="${R(-0.55)}" cy="${R(-1.3)}" r="${R(0.5)}" ${st(c)}/><circle cx="${R(0.55)}" cy="${R(-1.3)}" r="${R(0.5)}" ${st(c)}/><circle cx="0" cy="${R(-1.6)}" r="${R(0.6)}" ${st(c)}/>`
      );
    case 'helmet':
      return (
        `<path d="M${R(-1.1)} ${R(-0.1)} C${R(-1.1)} ${R(-1.4)} ${R(1.1)} ${R(-1.4)} ${R(1.1)} ${R(-0.1)} Z" ${st(c)}/>` +
        `<path d="M${R(-1.4)} ${R(-0.05)} L${R(-0.9)} ${R(-0.25)} L${R(1.1)} ${R(-0.2)} L${R(1.3)} ${R(-0.05)}Z" ${st(band)}/>` +
        `<circle cx="${R(0.3)}" cy="${R(-0.75)}" r="${R(0.22)}" fill="#f7d038"/>`
      );
    case 'police':
      return (
        `<path d="M${R(-1.0)} ${R(-0.35)} L${R(-1.15)} ${R(-1.05)} Q0 ${R(-1.45)} ${R(1.15)} ${R(-1.05)} L${R(1.0)} ${R(-0.35)} Z" ${st(c)}/>` +
        `<path d="M${R(0.3)} ${R(-0.38)} Q${R(1.2)} ${R(-0.42)} ${R(1.45)} ${R(-0.15)} L${R(0.3)} ${R(-0.2)}Z" fill="#111111"/>` +
        `<circle cx="${R(0.15)}" cy="${R(-0.82)}" r="${R(0.18)}" fill="#f7d038"/>`
      );
    case 'pirate':
      return (
        `<path d="M${R(-1.5)} ${R(-0.5)} Q${R(-0.8)} ${R(-0.65)} ${R(-0.75)} ${R(-1.35)} Q0 ${R(-1.1)} ${R(0.75)} ${R(-1.35)} Q${R(0.8)} ${R(-0.65)} ${R(1.5)} ${R(-0.5)} Q0 ${R(-0.25)} ${R(-1.5)} ${R(-0.5)}Z" ${st(c)}/>` +
        `<circle cx="0" cy="${R(-0.85)}" r="${R(0.2)}" fill="#ffffff"/>`
      );
    case 'nurse':
      // a small white cap on top of the head with a red cross, seen from the side (decision 0036)
      return (
        `<path d="M${R(-0.78)} ${R(-0.72)} L${R(-0.62)} ${R(-1.32)} L${R(0.62)} ${R(-1.32)} L${R(0.78)} ${R(-0.72)} Q0 ${R(-0.86)} ${R(-0.78)} ${R(-0.72)}Z" ${st(c)}/>` +
        `<path d="M${R(-0.14)} ${R(-1.02)} h${R(0.28)} M0 ${R(-1.16)} v${R(0.28)}" stroke="#e84a4a" stroke-width="${R(0.12)}"/>`
      );
    case 'conical': {
      // 斗笠: a wide flat cone of woven bamboo, its point over the crown, its brim past the shoulders
      const weave = darken(c, 0.22);
      return (
        `<path d="M${R(-2.0)} ${R(-0.42)} L0 ${R(-1.75)} L${R(2.0)} ${R(-0.42)} Q0 ${R(-0.18)} ${R(-2.0)} ${R(-0.42)}Z" ${st(c)}/>` +
        `<path d="M${R(-1.34)} ${R(-0.86)} Q0 ${R(-0.7)} ${R(1.34)} ${R(-0.86)} M${R(-0.7)} ${R(-1.28)} Q0 ${R(-1.18)} ${R(0.7)} ${R(-1.28)} M0 ${R(-1.75)} L${R(-0.8)} ${R(-0.34)} M0 ${R(-1.75)} L${R(0.8)} ${R(-0.34)}" stroke="${weave}" stroke-width="${R(0.06)}" fill="none"/>` +
        `<path d="M${R(-0.7)} ${R(-0.4)} Q${R(-0.5)} ${R(0.6)} ${R(0.1)} ${R(1.0)}" stroke="${weave}" stroke-width="${R(0.05)}" fill="none"/>`
      );
    }
    case 'swim':
      // a swimming cap: smooth and tight over the top of the head and the hair, down to the ears (decision 0049)
      return (
        `<path d="M${R(-1.04)} ${R(0.02)} C${R(-1.12)} ${R(-1.42)} ${R(1.12)} ${R(-1.42)} ${R(1.04)} ${R(-0.08)} Q0 ${R(-0.42)} ${R(-1.04)} ${R(0.02)}Z" ${st(c)}/>` +
        `<path d="M${R(-0.5)} ${R(-0.95)} Q0 ${R(-1.12)} ${R(0.45)} ${R(-0.98)}" stroke="#ffffff" stroke-width="${R(0.1)}" fill="none" opacity="0.6"/>`
      );
    case 'space':
      return `<circle r="${R(1.42)}" fill="#bfe6ff" fill-opacity="0.22" stroke="#ffffff" stroke-width="${R(0.14)}"/><path d="M${R(-0.9)} ${R(-0.7)} Q${R(-0.5)} ${R(-1.15)} ${R(0.05)} ${R(-1.2)}" stroke="#ffffff" stroke-width="${R(0.12)}" fill="none" opacity="0.8"/>`;
  }
}

/** Hats, crowns, glasses, masks and bows, in the head's frame. */
export function drawHeadWear(worn: Worn[], r: number, look?: PersonLook): string {
  const R = (k: number) => f1(k * r);
  let out = '';
  for (const w of worn) {
    switch (w.kind) {
      case 'hat':
        out += hat(w.hat, w.colour ?? HAT_COLOUR[w.hat], r);
        break;
      case 'crown': {
        const c = w.colour ?? '#f7c531';
        out += `<path d="M${R(-0.7)} ${R(-0.72)} L${R(-0.82)} ${R(-1.55)} L${R(-0.38)} ${R(-1.12)} L0 ${R(-1.7)} L${R(0.38)} ${R(-1.12)} L${R(0.82)} ${R(-1.55)} L${R(0.7)} ${R(-0.72)} Z" ${st(c)}/>`;
        out += `<circle cx="0" cy="${R(-0.95)}" r="${R(0.12)}" fill="#e84a4a"/><circle cx="${R(-0.45)}" cy="${R(-0.9)}" r="${R(0.08)}" fill="#3d8bfd"/><circle cx="${R(0.45)}" cy="${R(-0.9)}" r="${R(0.08)}" fill="#4cbb5e"/>`;
        break;
      }
      case 'goggles': {
        // swimming goggles: two tinted lenses over the eyes, the strap round the side of the head (decision 0049)
        const c = w.colour ?? '#3d8bfd';
        out += `<path d="M${R(-0.3)} ${R(0.02)} Q${R(-0.75)} ${R(-0.1)} ${R(-1.0)} ${R(-0.02)}" stroke="${c}" stroke-width="${R(0.14)}" fill="none"/>`;
        for (const x of [-0.1, 0.46])
          out += `<ellipse cx="${R(x)}" cy="${R(0.04)}" rx="${R(0.25)}" ry="${R(0.19)}" fill="#9ad8ff" fill-opacity="0.7" stroke="${c}" stroke-width="${R(0.09)}"/>`;
        out += `<path d="M${R(0.15)} ${R(0.02)} L${R(0.21)} ${R(0.02)}" stroke="${c}" stroke-width="${R(0.09)}"/>`;
        break;
      }
      case 'glasses':
      case 'sunglasses': {
        const c = w.colour ?? '#333333';
        const fill = w.kind === 'sunglasses' ? `fill="#222222"` : `fill="#ffffff" fill-opacity="0.25"`;
        out += `<circle cx="${R(-0.12)}" cy="${R(0.05)}" r="${R(0.22)}" ${fill} stroke="${c}" stroke-width="${R(0.07)}"/><circle cx="${R(0.44)}" cy="${R(0.05)}" r="${R(0.22)}" ${fill} stroke="${c}" stroke-width="${R(0.07)}"/>`;
        out += `<path d="M${R(0.1)} ${R(0.03)} L${R(0.22)} ${R(0.03)} M${R(-0.34)} ${R(0.02)} L${R(-0.8)} ${R(-0.05)}" stroke="${c}" stroke-width="${R(0.07)}"/>`;
        break;
      }
      case 'mask': {
        const c = w.colour ?? '#e84a4a';
        out += `<path d="M${R(-0.95)} ${R(-0.12)} Q${R(0.15)} ${R(-0.32)} ${R(0.78)} ${R(-0.12)} L${R(0.74)} ${R(0.2)} Q${R(0.15)} ${R(0.3)} ${R(-0.95)} ${R(0.18)} Z" ${st(c, 1)}/>`;
        out += `<ellipse cx="${R(-0.12)}" cy="${R(0.04)}" rx="${R(0.11)}" ry="${R(0.08)}" fill="#ffffff"/><ellipse cx="${R(0.44)}" cy="${R(0.04)}" rx="${R(0.11)}" ry="${R(0.08)}" fill="#ffffff"/>`;
        break;
      }
      case 'facemask': {
        const c = w.colour ?? '#bfe3ff';
        out += `<path d="M${R(-0.3)} ${R(0.28)} L${R(0.72)} ${R(0.28)} Q${R(0.76)} ${R(0.72)} ${R(0.22)} ${R(0.76)} Q${R(-0.28)} ${R(0.72)} ${R(-0.3)} ${R(0.28)}Z" ${st(c, 1)}/><path d="M${R(-0.3)} ${R(0.34)} L${R(-0.8)} ${R(0.15)}" stroke="#ffffff" stroke-width="${R(0.05)}"/>`;
        break;
      }
      case 'veil': {
        // a bride's veil: sheer white from the crown down past the shoulders at the back, a band of little flowers
        // over the hair (decision 0061)
        const c = w.colour ?? '#ffffff';
        out += `<path d="M${R(0.25)} ${R(-0.98)} Q${R(-0.55)} ${R(-1.25)} ${R(-1.05)} ${R(-0.45)} Q${R(-1.35)} ${R(1.2)} ${R(-1.45)} ${R(2.9)} Q${R(-0.85)} ${R(3.1)} ${R(-0.35)} ${R(2.75)} Q${R(-0.7)} ${R(1.1)} ${R(-0.62)} ${R(0.1)} Q${R(-0.4)} ${R(-0.6)} ${R(0.25)} ${R(-0.98)}Z" fill="${c}" fill-opacity="0.72" stroke="#c9cbe0" stroke-width="${R(0.05)}"/>`;
        for (const [x, y] of [
          [-0.55, -0.86],
          [-0.22, -1.0],
          [0.12, -1.0],
        ] as const)
          out += `<circle cx="${R(x)}" cy="${R(y)}" r="${R(0.12)}" fill="#ffffff" stroke="#f2a7c3" stroke-width="${R(0.04)}"/>`;
        break;
      }
      case 'eyepatch':
        out += `<path d="M${R(-0.9)} ${R(-0.45)} L${R(0.85)} ${R(0.4)}" stroke="#111111" stroke-width="${R(0.06)}"/><ellipse cx="${R(0.44)}" cy="${R(0.06)}" rx="${R(0.2)}" ry="${R(0.17)}" fill="#111111"/>`;
        break;
      case 'bow': {
        const c = w.colour ?? '#e84a4a';
        const x = look?.hairStyle === 'bald' ? -0.5 : -0.45;
        out += `<g transform="translate(${R(x)} ${R(-0.92)}) rotate(-20)"><path d="M0 0 L${R(-0.42)} ${R(-0.26)} L${R(-0.42)} ${R(0.26)}Z M0 0 L${R(0.42)} ${R(-0.26)} L${R(0.42)} ${R(0.26)}Z" ${st(c)}/><circle r="${R(0.1)}" fill="${darken(c, 0.2)}"/></g>`;
        break;
      }
      default:
    }
  }
  return out;
}

/** Capes, wings and backpacks: behind the body. */
export function drawBackWear(worn: Worn[], s: Skeleton, pose: PoseDef, layer: 'far' | 'near'): string {
  if (layer === 'near') return '';
  const { b } = s;
  const S = s.shoulder;
  let out = '';
  const moving = pose.turn !== 0 || pose.lean > 8 || pose.lift > 10;
  for (const w of worn) {
    if (w.kind === 'wings') {
      const c = w.colour ?? '#ffffff';
      const base = add(S, [-4, 5]);
      const span = b.torso * 1.1;
      out +=
        `<path d="M${f1(base[0])} ${f1(base[1])} Q${f1(base[0] - span * 0.4)} ${f1(base[1] - span * 1.1)} ${f1(base[0] - span * 1.05)} ${f1(base[1] - span * 0.75)} Q${f1(base[0] - span * 0.7)} ${f1(base[1] - span * 0.1)} ${f1(base[0])} ${f1(base[1])}Z" fill="${c}" fill-opacity="0.88" stroke="${mix(c, '#6a8cff', 0.6)}" stroke-width="1.3"/>` +
        `<path d="M${f1(base[0])} ${f1(base[1] + 2)} Q${f1(base[0] - span * 0.8)} ${f1(base[1] + span * 0.05)} ${f1(base[0] - span * 0.85)} ${f1(base[1] + span * 0.45)} Q${f1(base[0] - span * 0.3)} ${f1(base[1] + span * 0.45)} ${f1(base[0])} ${f1(base[1] + 2)}Z" fill="${c}" fill-opacity="0.8" stroke="${mix(c, '#6a8cff', 0.6)}" stroke-width="1.3"/>`;
    } else if (w.kind === 'cape') {
      const c = w.colour ?? '#e84a4a';
      const flow = moving ? 16 : 4;
      const a = add(S, [-b.shoulders * 0.45, 0]);
      const z = add(S, [b.shoulders * 0.2, 1]);
      const hem = b.legU * 1.05;
      out += `<path d="M${f1(z[0])} ${f1(z[1])} L${f1(a[0])} ${f1(a[1])} Q${f1(-b.shoulders * 0.7 - flow)} ${f1(hem * 0.3)} ${f1(-b.shoulders * 0.65 - flow * 1.6)} ${f1(hem)} Q${f1(-b.shoulders * 0.2 - flow)} ${f1(hem + 4)} ${f1(2)} ${f1(hem * 0.8)} Z" ${st(c, 1.3)}/>`;
    } else if (w.kind === 'backpack') {
      const c = w.colour ?? '#ff9a3c';
      // deep enough to stand out behind the back, so it is seen when the figure faces the reader (decision 0028)
      const top = add(S, [-b.shoulders * 0.5 - 3, 2]);
      out += `<rect x="${f1(top[0] - b.shoulders * 0.32)}" y="${f1(top[1])}" width="${f1(b.shoulders * 0.62)}" height="${f1(b.torso * 0.78)}" rx="5" ${st(c, 1.3)} transform="rotate(${f1(pose.lean)} ${f1(top[0])} ${f1(top[1])})"/>`;
      out += `<rect x="${f1(top[0] - b.shoulders * 0.3)}" y="${f1(top[1] + b.torso * 0.4)}" width="${f1(b.shoulders * 0.3)}" height="${f1(b.torso * 0.26)}" rx="3" fill="${darken(c, 0.15)}" transform="rotate(${f1(pose.lean)} ${f1(top[0])} ${f1(top[1])})"/>`;
    }
  }
  return out;
}

/** Scarves and backpack straps, over the body and under the head. */
export function drawNeckWear(worn: Worn[], s: Skeleton): string {
  const S = s.shoulder;
  let out = '';
  for (const w of worn) {
    if (w.kind === 'scarf') {
      const c = w.colour ?? '#e84a4a';
      // a thick wrap round the neck and two ends hanging down the chest, seen from the front as from the side
      out += `<rect x="${f1(S[0] - s.b.shoulders * 0.55)}" y="${f1(S[1] - 4)}" width="${f1(s.b.shoulders * 1.1)}" height="11" rx="5.5" ${st(c)}/>`;
      // (a pattern written for it, 條紋圍巾: across the wrap and down the end, decision 0061)
      if (w.pattern) out += scarfMarks(S[0] - s.b.shoulders * 0.55, S[1] - 4, s.b.shoulders * 1.1, 11, c, w.pattern);
      out += `<path d="M${f1(S[0] + 1)} ${f1(S[1] + 3)} l1 ${f1(s.b.torso * 0.62)} l8 0 l-1 ${f1(-s.b.torso * 0.62)}Z" ${st(c)}/>`;
      if (w.pattern) out += scarfEndMarks([S[0] + 1, S[1] + 3], s.b.torso * 0.62, 8, c, w.pattern);
      out += `<path d="M${f1(S[0] - 5)} ${f1(S[1] + 2)} l-5 ${f1(s.b.torso * 0.45)} l6 2 l4 ${f1(-s.b.torso * 0.45)}Z" ${st(darken(c, 0.12))}/>`;
    } else if (w.kind === 'apron' || w.kind === 'vest') {
      // over the clothes, from the chest to the thighs (an apron) or the waist (a safety vest with its stripes)
      const c = w.colour ?? (w.kind === 'apron' ? '#ffffff' : '#ff8a1a');
      const hip = s.hip;
      const wTop = s.b.shoulders * (w.kind === 'apron' ? 0.5 : 0.8);
      const wBot = s.b.hips * (w.kind === 'apron' ? 0.9 : 0.8);
      const yTop = S[1] + (w.kind === 'apron' ? s.b.torso * 0.3 : 2);
      const yBot = hip[1] + (w.kind === 'apron' ? s.b.legU * 0.55 : -2);
      const xT = S[0] + (hip[0] - S[0]) * 0.3;
      const xB = hip[0];
      out += `<path d="M${f1(xT - wTop / 2)} ${f1(yTop)} L${f1(xT + wTop / 2)} ${f1(yTop)} L${f1(xB + wBot / 2)} ${f1(yBot)} L${f1(xB - wBot / 2)} ${f1(yBot)}Z" ${st(c)}/>`;
      if (w.kind === 'apron')
        out += `<path d="M${f1(xT - wTop / 2)} ${f1(yTop)} L${f1(S[0])} ${f1(S[1] - 3)} L${f1(xT + wTop / 2)} ${f1(yTop)}" stroke="${ol(c)}" stroke-width="1.4" fill="none"/><path d="M${f1(xB - wBot * 0.56)} ${f1(hip[1] - s.b.torso * 0.22)} h${f1(wBot * 1.12)}" stroke="${ol(c)}" stroke-width="2"/>`;
      else
        for (const k of [0.45, 0.75]) {
          const y = yTop + (yBot - yTop) * k;
          const x = xT + (xB - xT) * k;
          const half = (wTop + (wBot - wTop) * k) / 2;
          out += `<path d="M${f1(x - half)} ${f1(y)} h${f1(half * 2)}" stroke="#e8f0f0" stroke-width="3.2"/>`;
        }
    } else if (w.kind === 'stethoscope') {
      // a grey tube round the neck, down the chest to a silver disc (decision 0036)
      const c = w.colour ?? '#4a5568';
      const y0 = S[1] - 2;
      const x0 = S[0] - s.b.shoulders * 0.24;
      const x1 = S[0] + s.b.shoulders * 0.24;
      const yd = S[1] + s.b.torso * 0.5;
      out += `<path d="M${f1(x0)} ${f1(y0)} Q${f1(x0 - 1)} ${f1(S[1] + s.b.torso * 0.32)} ${f1(S[0])} ${f1(S[1] + s.b.torso * 0.34)} Q${f1(x1 + 1)} ${f1(S[1] + s.b.torso * 0.32)} ${f1(x1)} ${f1(y0)} M${f1(S[0])} ${f1(S[1] + s.b.torso * 0.34)} L${f1(S[0] + 3)} ${f1(yd)}" stroke="${c}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`;
      out += `<circle cx="${f1(S[0] + 3)}" cy="${f1(yd + 3)}" r="4.2" fill="#d9dee5" stroke="${c}" stroke-width="1.6"/>`;
    } else if (w.kind === 'backpack') {
      const c = darken(w.colour ?? '#ff9a3c', 0.25);
      // both straps over the shoulders, down the chest
      for (const dx of [-s.b.shoulders * 0.28, s.b.shoulders * 0.18])
        out += `<path d="M${f1(S[0] + dx)} ${f1(S[1] + 1)} L${f1(S[0] + dx + 2)} ${f1(S[1] + s.b.torso * 0.6)}" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`;
    }
  }
  return out;
}

/** A thing in the front hand, at a size that fits the body. */
export function drawHeld(held: Held | undefined, s: Skeleton, look: PersonLook): string {
  if (!held) return '';
  const h = s.arms.front[2];
  const top = s.head[1] - s.b.headR;
  const line = (a: P, z: P, c: string, w: number) =>
    `<path d="M${f1(a[0])} ${f1(a[1])} L${f1(z[0])} ${f1(z[1])}" stroke="${c}" stroke-width="${w}" stroke-linecap="round"/>`;
  switch (held.kind) {
    case 'wand': {
      const tip = add(h, dir(150), 24);
      const c = held.colour ?? '#f7d038';
      return line(h, tip, '#5b3a1e', 2.6) + star(tip, 6, c);
    }
    case 'sword': {
      const tip = add(h, dir(140), 36);
      const guard = add(h, dir(140), 4);
      const n = dir(50);
      return (
        line(guard, tip, held.colour ?? '#d9e2ec', 4) +
        line(add(guard, n, 6), add(guard, n, -6), '#c9962b', 3) +
        line(h, add(h, dir(-40), 4), '#6b4423', 3)
      );
    }
    case 'umbrella': {
      const c = held.colour ?? '#e84a4a';
      const cy = Math.min(h[1] - 32, top - 10);
      const cx = h[0] - 2;
      const R = 30;
      // the scalloped rim runs back from the arc's end to its start (it ran on past the canopy, a loose wavy line
      // beside the umbrella)
      let scallop = `M${f1(cx - R)} ${f1(cy)}`;
      for (let i = 0; i < 4; i++) scallop += ` q${f1(-R / 4)} 6 ${f1(-R / 2)} 0`;
      return (
        line([cx, cy], [h[0], h[1] + 4], '#5b3a1e', 2.4) +
        `<path d="M${f1(cx - R)} ${f1(cy)} A${R} ${R * 0.75} 0 0 1 ${f1(cx + R)} ${f1(cy)} ${scallop.replace(`M${f1(cx - R)} ${f1(cy)}`, '')}" ${st(c)}/>` +
        (held.pattern ? patternedCanopy(cx, cy, R, c, held.pattern) : '') +
        `<path d="M${f1(cx)} ${f1(cy - R * 0.75)} Q${f1(cx - 6)} ${f1(cy - R * 0.3)} ${f1(cx - R / 2)} ${f1(cy + 3)} M${f1(cx)} ${f1(cy - R * 0.75)} Q${f1(cx + 6)} ${f1(cy - R * 0.3)} ${f1(cx + R / 2)} ${f1(cy + 3)}" stroke="${darken(c, 0.25)}" stroke-width="1.2" fill="none"/>`
      );
    }
    case 'balloon': {
      const c = held.colour ?? '#e84a4a';
      const b: P = [h[0] + 12, Math.min(h[1] - 55, top - 14)];
      return (
        `<path d="M${f1(h[0])} ${f1(h[1])} Q${f1(h[0] + 12)} ${f1((h[1] + b[1]) / 2)} ${f1(b[0])} ${f1(b[1] + 16)}" stroke="#555555" stroke-width="1" fill="none"/>` +
        (held.shape
          ? shapedBalloon(b, c, held.shape)
          : `<ellipse cx="${f1(b[0])}" cy="${f1(b[1])}" rx="12" ry="15" ${st(c)}/><ellipse cx="${f1(b[0] - 4)}" cy="${f1(b[1] - 6)}" rx="3" ry="5" fill="#ffffff" opacity="0.6"/>`)
      );
    }
    case 'kite': {
      const c = held.colour ?? '#ff9a3c';
      const k: P = [h[0] + 48, Math.min(h[1] - 85, top - 40)];
      const s2 = 14;
      return (
        `<path d="M${f1(h[0])} ${f1(h[1])} Q${f1(h[0] + 34)} ${f1(h[1] - 20)} ${f1(k[0])} ${f1(k[1] + s2 * 1.3)}" stroke="#555555" stroke-width="0.9" fill="none"/>` +
        `<path d="M${f1(k[0])} ${f1(k[1] - s2 * 1.3)} L${f1(k[0] + s2)} ${f1(k[1])} L${f1(k[0])} ${f1(k[1] + s2 * 1.3)} L${f1(k[0] - s2)} ${f1(k[1])}Z" ${st(c)}/>` +
        `<path d="M${f1(k[0])} ${f1(k[1] - s2 * 1.3)} L${f1(k[0])} ${f1(k[1] + s2 * 1.3)} M${f1(k[0] - s2)} ${f1(k[1])} L${f1(k[0] + s2)} ${f1(k[1])}" stroke="${darken(c, 0.35)}" stroke-width="1"/>` +
        `<path d="M${f1(k[0])} ${f1(k[1] + s2 * 1.3)} q-6 8 0 14 q6 8 -2 16" stroke="#3d8bfd" stroke-width="1.6" fill="none"/>`
      );
    }
    case 'book': {
      const c = held.colour ?? '#3d8bfd';
      const o = add(h, [2, -3]);
      return `<path d="M${f1(o[0])} ${f1(o[1])} l-12 -4 l0 14 l12 4Z M${f1(o[0])} ${f1(o[1])} l12 -4 l0 14 l-12 4Z" ${st(c)}/><path d="M${f1(o[0] - 2)} ${f1(o[1] + 1)} l-8 -3 M${f1(o[0] + 2)} ${f1(o[1] + 1)} l8 -3" stroke="#ffffff" stroke-width="1"/>`;
    }
    case 'ball': {
      const c = held.colour ?? '#ffffff';
      const o = add(h, [5, -4]);
      const dark = c === '#ffffff' ? '#333333' : darken(c, 0.35);
      return `<circle cx="${f1(o[0])}" cy="${f1(o[1])}" r="8" ${st(c)}/><path d="M${f1(o[0] - 8)} ${f1(o[1])} Q${f1(o[0])} ${f1(o[1] - 4)} ${f1(o[0] + 8)} ${f1(o[1])} M${f1(o[0])} ${f1(o[1] - 8)} Q${f1(o[0] + 4)} ${f1(o[1])} ${f1(o[0])} ${f1(o[1] + 8)}" stroke="${dark}" stroke-width="1.2" fill="none"/>`;
    }
    case 'lantern': {
      const c = held.colour ?? '#e84a4a';
      const end = add(h, dir(120), 16);
      const l: P = [end[0], end[1] + 12];
      return (
        line(h, end, '#6b4423', 2) +
        `<path d="M${f1(end[0])} ${f1(end[1])} L${f1(l[0])} ${f1(l[1] - 9)}" stroke="#555555" stroke-width="0.9"/>` +
        // (an animal or star lantern is drawn half as big again, so its ears or tail read: decision 0061)
        (held.shape
          ? `<g transform="translate(${f1(l[0])} ${f1(l[1])}) scale(1.5) translate(${f1(-l[0])} ${f1(-l[1])})">`
          : '') +
        (held.shape ? lanternShape(l, c, held.shape) : '') +
        `<ellipse cx="${f1(l[0])}" cy="${f1(l[1])}" rx="9" ry="10" ${st(c)}/><rect x="${f1(l[0] - 5)}" y="${f1(l[1] - 11)}" width="10" height="3" fill="#f7d038"/><rect x="${f1(l[0] - 5)}" y="${f1(l[1] + 8)}" width="10" height="3" fill="#f7d038"/>` +
        (held.shape ? `${lanternFace(l, held.shape)}</g>` : '') +
        `<ellipse cx="${f1(l[0])}" cy="${f1(l[1])}" rx="14" ry="15" fill="#fff3a8" opacity="0.25"/>`
      );
    }
    case 'torch': {
      // a torch held up: a wooden stick from the hand, its flame above (decision 0049)
      const end = add(h, dir(160), 26);
      const f: P = add(h, dir(160), 31);
      return (
        line(h, end, '#7a4a24', 4) +
        `<path d="M${f1(f[0] - 7)} ${f1(f[1] + 2)} Q${f1(f[0] - 7)} ${f1(f[1] - 10)} ${f1(f[0] + 1)} ${f1(f[1] - 18)} Q${f1(f[0] + 2)} ${f1(f[1] - 8)} ${f1(f[0] + 7)} ${f1(f[1] - 6)} Q${f1(f[0] + 8)} ${f1(f[1] + 3)} ${f1(f[0])} ${f1(f[1] + 4)} Q${f1(f[0] - 5)} ${f1(f[1] + 4)} ${f1(f[0] - 7)} ${f1(f[1] + 2)}Z" fill="#ff8a1a" stroke="#d9480f" stroke-width="1"/>` +
        `<path d="M${f1(f[0] - 3)} ${f1(f[1] + 1)} Q${f1(f[0] - 3)} ${f1(f[1] - 6)} ${f1(f[0] + 1)} ${f1(f[1] - 10)} Q${f1(f[0] + 4)} ${f1(f[1] - 3)} ${f1(f[0] + 3)} ${f1(f[1] + 1)}Z" fill="#ffe066"/>` +
        `<circle cx="${f1(f[0])}" cy="${f1(f[1] - 6)}" r="16" fill="#ffd43b" opacity="0.18"/>`
      );
    }
    case 'cane': {
      // a walking stick from the hand to the ground, its handle curled over the hand
      const foot = Math.max(s.legs.front[2][1], s.legs.back[2][1]) + 3;
      const end: P = [h[0] + 5, foot];
      return (
        line(h, end, held.colour ?? '#7a4a24', 3) +
        `<path d="M${f1(h[0])} ${f1(h[1])} q${f1(-1)} ${f1(-7)} ${f1(-7)} ${f1(-5)}" stroke="${held.colour ?? '#7a4a24'}" stroke-width="3" fill="none" stroke-linecap="round"/>`
      );
    }
    case 'bag': {
      // a shopping bag hanging from the hand by its two handles
      const c = held.colour ?? '#e84a4a';
      const t: P = [h[0], h[1] + 5];
      return (
        `<path d="M${f1(t[0] - 6)} ${f1(t[1] + 2)} Q${f1(t[0] - 5)} ${f1(h[1] - 4)} ${f1(t[0])} ${f1(h[1] - 1)} Q${f1(t[0] + 5)} ${f1(h[1] - 4)} ${f1(t[0] + 6)} ${f1(t[1] + 2)}" stroke="${darken(c, 0.35)}" stroke-width="1.6" fill="none"/>` +
        `<path d="M${f1(t[0] - 10)} ${f1(t[1])} L${f1(t[0] + 10)} ${f1(t[1])} L${f1(t[0] + 12)} ${f1(t[1] + 22)} L${f1(t[0] - 12)} ${f1(t[1] + 22)} Z" ${st(c)}/>` +
        `<path d="M${f1(t[0] - 10)} ${f1(t[1] + 4)} L${f1(t[0] + 10)} ${f1(t[1] + 4)}" stroke="${darken(c, 0.2)}" stroke-width="1"/>`
      );
    }
    case 'flower': {
      const c = held.colour ?? '#ff7eb6';
      const top2 = add(h, dir(160), 16);
      let petals = '';
      for (let i = 0; i < 5; i++) {
        const p = add(top2, [Math.cos((i * 2 * Math.PI) / 5) * 4, Math.sin((i * 2 * Math.PI) / 5) * 4]);
        petals += `<circle cx="${f1(p[0])}" cy="${f1(p[1])}" r="3.4" fill="${c}"/>`;
      }
      return (
        line(h, top2, '#4cbb5e', 1.6) +
        petals +
        `<circle cx="${f1(top2[0])}" cy="${f1(top2[1])}" r="2.4" fill="#f7d038"/>`
      );
    }
  }
  void look;
  return '';
}

function star(c: P, r: number, colour: string): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 ? r * 0.45 : r;
    d += `${i ? 'L' : 'M'}${f1(c[0] + Math.cos(a) * k)} ${f1(c[1] + Math.sin(a) * k)} `;
  }
  return `<path d="${d}Z" ${st(colour, 0.8)}/>`;
}

/** Where a ridden thing puts the hip, relative to the ground (negative is above it), in figure units. */
const EMOJI_SEAT: Record<string, number> = {
  horse: 0.34,
  unicorn: 0.36,
  dragon: 0.36,
  't-rex': 0.3,
  sauropod: 0.3,
  elephant: 0.28,
  whale: 0.36,
  dolphin: 0.4,
  turtle: 0.42,
  sailboat: 0.58,
  canoe: 0.56,
  rocket: 0.42,
  'flying-saucer': 0.4,
  automobile: 0.42,
};
const FLYING = new Set(['rocket', 'dragon', 'flying-saucer', 'airplane', 'unicorn']);
const BIG = new Set([
  'horse',
  'unicorn',
  'dragon',
  't-rex',
  'sauropod',
  'elephant',
  'whale',
  'rocket',
  'flying-saucer',
]);
function emojiSize(b: Build, icon?: string): number {
  return (b.legU + b.legL) * (BIG.has(icon ?? '') ? 4.3 : 3.4);
}
/** A ridden animal drawn from its body plan (any that has a back: a giraffe, a sheep, a T-rex, a turtle). */
function mountOf(ride: Ride) {
  const sp = ride.kind === 'emoji' && ride.icon ? speciesFor(ride.icon) : undefined;
  return rideable(sp) ? sp : undefined;
}
/** The height of the mount's back in the rider's figure units (a child about 100): its real size, kept in reach. */
function mountBack(ride: Ride, b: Build): number {
  // a shell is low for its length: sat on, it is drawn as big as a sea turtle a child can ride
  const least = speciesFor(ride.icon!)?.plan === 'shell' ? 1.1 : 0.75;
  return Math.min(Math.max((b.legU + b.legL) * least, realHeight(ride.icon!) * 55), 120);
}

export function rideSeat(ride: Ride, b: Build): { hipY: number } {
  if (mountOf(ride)) return { hipY: -mountBack(ride, b) };
  // seated in a wheelchair: the feet on its foot rest, a little above the ground
  if (ride.icon === WHEELCHAIR) return { hipY: -(b.legL + b.limb + 8) };
  switch (ride.kind) {
    case 'bicycle':
      return { hipY: -(b.legU + b.legL) - 4 };
    case 'broom':
      return { hipY: -75 };
    case 'carpet':
      return { hipY: -70 };
    case 'boat':
      return { hipY: -24 };
    default: {
      const E = emojiSize(b, ride.icon);
      const seat = EMOJI_SEAT[ride.icon ?? ''] ?? 0.38;
      return { hipY: -E * (1 - seat) - (FLYING.has(ride.icon ?? '') ? 40 : 0) };
    }
  }
}

/** Ridden things one sits in, knees bent at a right angle, rather than astride (a wheelchair). */
export const WHEELCHAIR = 'manual-wheelchair';

/**
 * A wheelchair seen from the side, in the hip's frame: the seat under the hip, the back rest and its push handle
 * behind the back, a foot rest under the feet, a small caster in front; the big wheel with its hand rim is drawn
 * over the seated body ('over'), so the person is in the chair, not beside it (the emoji was a chair with nobody in
 * it, drawn under a figure that floated over it; decision 0042).
 */
function wheelchair(b: Build, ground: number, layer: 'under' | 'over', colour = '#3d6fb5'): string {
  const back = -b.hips / 2 - 3;
  const seatY = b.limb * 0.55;
  const frame = '#5a6470';
  const R = ground * 0.5;
  const wx = back + R * 0.55;
  const wy = ground - R;
  if (layer === 'under') {
    const handleY = -b.torso * 0.8;
    return (
      // the far wheel, the back rest with its handle, the seat, the front frame and caster, the foot rest
      `<circle cx="${f1(wx - 3)}" cy="${f1(wy)}" r="${f1(R)}" fill="none" stroke="#2e3338" stroke-width="3"/>` +
      `<path d="M${f1(back + 1)} ${f1(seatY)} L${f1(back - 2)} ${f1(handleY)} l${f1(-7)} ${f1(-1)}" stroke="${frame}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<rect x="${f1(back - 4)}" y="${f1(handleY + 4)}" width="7" height="${f1(-handleY - 4)}" rx="2" fill="${colour}" stroke="${darken(colour, 0.4)}" stroke-width="1"/>` +
      `<rect x="${f1(back)}" y="${f1(seatY)}" width="${f1(b.legU - back + 2)}" height="5" rx="2" fill="${colour}" stroke="${darken(colour, 0.4)}" stroke-width="1"/>` +
      `<path d="M${f1(b.legU * 0.75)} ${f1(seatY + 4)} L${f1(b.legU + 6)} ${f1(b.legL + seatY)} l${f1(8)} 0 M${f1(b.legU * 0.7)} ${f1(seatY + 4)} L${f1(b.legU * 0.85)} ${f1(ground - 5)}" stroke="${frame}" stroke-width="2.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<circle cx="${f1(b.legU * 0.85)}" cy="${f1(ground - 5)}" r="5" fill="#2e3338"/>`
    );
  }
  let spokes = '';
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 6;
    spokes += `M${f1(wx + Math.cos(a) * R * 0.92)} ${f1(wy + Math.sin(a) * R * 0.92)} L${f1(wx - Math.cos(a) * R * 0.92)} ${f1(wy - Math.sin(a) * R * 0.92)} `;
  }
  return (
    // the near wheel with tyre, spokes and hand rim, and the arm rest over the thigh
    `<circle cx="${f1(wx)}" cy="${f1(wy)}" r="${f1(R)}" fill="none" stroke="#2e3338" stroke-width="4.5"/>` +
    `<path d="${spokes}" stroke="#aab2bc" stroke-width="1.2"/>` +
    `<circle cx="${f1(wx)}" cy="${f1(wy)}" r="${f1(R * 0.8)}" fill="none" stroke="#c9d0d8" stroke-width="2"/>` +
    `<circle cx="${f1(wx)}" cy="${f1(wy)}" r="3" fill="#5a6470"/>` +
    `<path d="M${f1(back)} ${f1(-b.torso * 0.35)} L${f1(b.legU * 0.55)} ${f1(-b.torso * 0.35)} L${f1(b.legU * 0.55)} ${f1(seatY)}" stroke="${frame}" stroke-width="2.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** The ridden thing in the hip's frame (the hip at 0,0; the ground at -hipY). */
export function drawRide(ride: Ride, b: Build, layer: 'under' | 'over'): string {
  const ground = -rideSeat(ride, b).hipY;
  if (ride.icon === WHEELCHAIR) return wheelchair(b, ground, layer, ride.colour);
  switch (ride.kind) {
    case 'bicycle': {
      if (layer === 'over') return '';
      const r = (b.legU + b.legL) * 0.38;
      const c = ride.colour ?? '#e84a4a';
      const back: P = [-r * 1.55, ground - r];
      const front: P = [r * 1.55, ground - r];
      const crank: P = [2, ground - r];
      const seat: P = [-3, 4];
      const head: P = [r * 1.2, -2];
      const wheel = (p: P) =>
        `<circle cx="${f1(p[0])}" cy="${f1(p[1])}" r="${f1(r)}" fill="none" stroke="#333333" stroke-width="3"/><circle cx="${f1(p[0])}" cy="${f1(p[1])}" r="2" fill="#333333"/>`;
      const path = (...ps: P[]) =>
        `<path d="${ps.map((p, i) => `${i ? 'L' : 'M'}${f1(p[0])} ${f1(p[1])}`).join(' ')}" stroke="${c}" stroke-width="3" fill="none" stroke-linejoin="round"/>`;
      return (
        wheel(back) +
        wheel(front) +
        path(back, seat, crank, back) +
        path(seat, head, crank) +
        path(head, front) +
        `<path d="M${f1(head[0])} ${f1(head[1])} l2 -7 l6 0" stroke="#333333" stroke-width="2.4" fill="none" stroke-linecap="round"/>` +
        `<rect x="${f1(seat[0] - 7)}" y="${f1(seat[1] - 2)}" width="12" height="4" rx="2" fill="#333333"/>`
      );
    }
    case 'broom': {
      if (layer === 'under') return '';
      return (
        `<path d="M-44 8 L44 -4" stroke="#8b5a2b" stroke-width="3.4" stroke-linecap="round"/>` +
        `<path d="M-40 7 L-64 -2 L-68 10 L-64 20 Z" fill="#e6b84a" stroke="#9c7424" stroke-width="1.2"/>` +
        `<path d="M-42 3 L-42 12" stroke="#b04a2a" stroke-width="3"/>`
      );
    }
    case 'carpet': {
      if (layer === 'over') return '';
      const y = 6;
      let fringe = '';
      for (let x = -46; x <= 50; x += 96)
        for (let k = 0; k < 4; k++)
          fringe += `<path d="M${x} ${y + k * 1.6} l${x < 0 ? -5 : 5} 0" stroke="#f7d038" stroke-width="1.2"/>`;
      return (
        `<path d="M-46 ${y} Q-20 ${y - 5} 0 ${y} T50 ${y} L50 ${y + 6} Q24 ${y + 1} 0 ${y + 6} T-46 ${y + 6} Z" fill="#8f2d56" stroke="#f7d038" stroke-width="1.4"/>` +
        `<path d="M-36 ${y + 3} L40 ${y + 3}" stroke="#f7d038" stroke-width="1" stroke-dasharray="3 3"/>` +
        fringe
      );
    }
    case 'boat': {
      if (layer === 'under') return '';
      // The hull in front of the seated legs: the figure sits in the boat, not on top of it.
      return (
        `<path d="M-58 -2 L62 -2 Q56 20 40 24 L-40 24 Q-54 18 -58 -2 Z" fill="${ride.colour ?? '#c8643b'}" stroke="#7a3a1e" stroke-width="1.6" stroke-linejoin="round"/>` +
        `<path d="M-56 4 L60 4" stroke="#f4e2c0" stroke-width="3"/>` +
        `<path d="M-30 -16 L-46 30 M-34 30 l-14 0" stroke="#8b5a2b" stroke-width="2.6" stroke-linecap="round"/>`
      );
    }
    default: {
      if (layer === 'over' || !ride.icon) return '';
      const sp = coated(mountOf(ride), ride.colour);
      if (sp) {
        // On its back, facing the way the rider faces; the rider's legs hang over its side.
        const d = drawAnimal(sp, 'walk');
        const k = ground / -(d.back ?? -30);
        // a long-necked mount (a horse, a deer) carries the rider behind its withers, so its neck and head show in
        // front of the rider (decision 0042: a horse whose head was hidden behind the rider read as a dog)
        const ahead = (sp.neck ?? 0) > 0.6 ? 0.12 : -0.04;
        return `<g transform="translate(${f1(d.width * k * ahead)} ${f1(ground)}) scale(${k.toFixed(4)})">${d.svg}</g>`;
      }
      const E = emojiSize(b, ride.icon);
      const seat = EMOJI_SEAT[ride.icon] ?? 0.38;
      // Fluent's animals and vehicles face left; the rider faces right, so the mount is mirrored (not the rocket,
      // which already points up and to the right).
      return drawIcon(ride.icon, {
        x: -E * 0.5,
        y: -E * seat,
        size: E,
        flip: ride.icon !== 'rocket',
        recolour: ride.colour,
      });
    }
  }
}
