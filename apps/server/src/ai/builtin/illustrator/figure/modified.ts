import { darken } from '../colour.ts';
import type { HeldShape, ThingPattern } from './look.ts';
import type { P } from './vector.ts';

/**
 * The look a child gave a held or worn thing, drawn on it (decision 0061): a heart, star or animal balloon, a rabbit
 * or goldfish lantern, a rainbow or striped umbrella, a striped scarf. wear.ts draws the thing and asks here for the
 * shape or the marks; every function returns SVG in the figure's frame.
 */
const f1 = (n: number) => (Math.round(n * 10) / 10).toString();
const ol = (c: string) => darken(c, 0.35);
const st = (c: string, w = 1.2) => `fill="${c}" stroke="${ol(c)}" stroke-width="${w}" stroke-linejoin="round"`;

const RAINBOW = ['#e84a4a', '#ff9a3c', '#f7d038', '#4cbb5e', '#3d8bfd', '#8f5bd6'];

function starPath(c: P, r: number): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 ? r * 0.48 : r;
    d += `${i ? 'L' : 'M'}${f1(c[0] + Math.cos(a) * k)} ${f1(c[1] + Math.sin(a) * k)} `;
  }
  return `${d}Z`;
}

function heartPath(c: P, r: number): string {
  const [x, y] = c;
  return `M${f1(x)} ${f1(y + r)} C${f1(x - r * 1.5)} ${f1(y)} ${f1(x - r * 1.1)} ${f1(y - r * 1.15)} ${f1(x)} ${f1(y - r * 0.45)} C${f1(x + r * 1.1)} ${f1(y - r * 1.15)} ${f1(x + r * 1.5)} ${f1(y)} ${f1(x)} ${f1(y + r)}Z`;
}

/** Ears over a round thing at `c` of radius `r`: long (a rabbit) or round (a bear, a cat). */
function ears(c: P, r: number, colour: string, long: boolean): string {
  if (long)
    return [-1, 1]
      .map(
        (s) =>
          `<ellipse cx="${f1(c[0] + s * r * 0.42)}" cy="${f1(c[1] - r * 1.45)}" rx="${f1(r * 0.26)}" ry="${f1(r * 0.62)}" transform="rotate(${s * 12} ${f1(c[0] + s * r * 0.42)} ${f1(c[1] - r * 1.45)})" ${st(colour, 1)}/>` +
          `<ellipse cx="${f1(c[0] + s * r * 0.42)}" cy="${f1(c[1] - r * 1.45)}" rx="${f1(r * 0.11)}" ry="${f1(r * 0.42)}" transform="rotate(${s * 12} ${f1(c[0] + s * r * 0.42)} ${f1(c[1] - r * 1.45)})" fill="#ffb3c7"/>`,
      )
      .join('');
  return [-1, 1]
    .map(
      (s) =>
        `<circle cx="${f1(c[0] + s * r * 0.68)}" cy="${f1(c[1] - r * 0.78)}" r="${f1(r * 0.34)}" ${st(colour, 1)}/>`,
    )
    .join('');
}

/** Two eyes and a smile: the face that makes a round lantern or balloon an animal. */
function face(c: P, r: number): string {
  return (
    `<circle cx="${f1(c[0] - r * 0.32)}" cy="${f1(c[1] - r * 0.05)}" r="${f1(Math.max(1, r * 0.1))}" fill="#222222"/>` +
    `<circle cx="${f1(c[0] + r * 0.32)}" cy="${f1(c[1] - r * 0.05)}" r="${f1(Math.max(1, r * 0.1))}" fill="#222222"/>` +
    `<path d="M${f1(c[0] - r * 0.22)} ${f1(c[1] + r * 0.3)} Q${f1(c[0])} ${f1(c[1] + r * 0.48)} ${f1(c[0] + r * 0.22)} ${f1(c[1] + r * 0.3)}" stroke="#222222" stroke-width="${f1(Math.max(0.8, r * 0.07))}" fill="none"/>`
  );
}

/** A balloon's body at `b` in the shape written (the string is wear.ts's). */
export function shapedBalloon(b: P, colour: string, shape: HeldShape): string {
  const shine = `<ellipse cx="${f1(b[0] - 5)}" cy="${f1(b[1] - 6)}" rx="2.6" ry="4" fill="#ffffff" opacity="0.55"/>`;
  if (shape === 'heart') return `<path d="${heartPath(b, 15)}" ${st(colour)}/>` + shine;
  if (shape === 'star') return `<path d="${starPath(b, 18)}" ${st(colour)}/>` + shine;
  const body = `<ellipse cx="${f1(b[0])}" cy="${f1(b[1])}" rx="13" ry="14" ${st(colour)}/>`;
  if (shape === 'ears' || shape === 'long-ears') return ears(b, 13, colour, shape === 'long-ears') + body + face(b, 13);
  if (shape === 'fish')
    return (
      `<path d="M${f1(b[0] - 11)} ${f1(b[1])} l-9 -8 l0 16Z" ${st(colour)}/>` +
      body.replace('rx="13" ry="14"', 'rx="15" ry="11"') +
      `<circle cx="${f1(b[0] + 7)}" cy="${f1(b[1] - 2)}" r="1.8" fill="#222222"/>`
    );
  if (shape === 'spikes') return spikes(b, 13) + body + face(b, 13);
  return body + shine;
}

function spikes(c: P, r: number): string {
  let d = '';
  for (const a of [-150, -115, -80, -45]) {
    const t = (a * Math.PI) / 180;
    const base: P = [c[0] + Math.cos(t) * r * 0.9, c[1] + Math.sin(t) * r * 0.9];
    const tip: P = [c[0] + Math.cos(t) * r * 1.45, c[1] + Math.sin(t) * r * 1.45];
    d += `<path d="M${f1(base[0] - 4)} ${f1(base[1] + 2)} L${f1(tip[0])} ${f1(tip[1])} L${f1(base[0] + 4)} ${f1(base[1] + 2)}Z" ${st('#4cbb5e', 0.8)}/>`;
  }
  return d;
}

/** What makes a round lantern at `l` (radius about 10) an animal: ears and a face, or a fish's tail and eye. */
export function lanternShape(l: P, colour: string, shape: HeldShape): string {
  if (shape === 'ears' || shape === 'long-ears') return ears(l, 10, colour, shape === 'long-ears');
  if (shape === 'fish')
    return `<path d="M${f1(l[0] - 8)} ${f1(l[1])} l-9 -7 l1 14Z" ${st(colour)}/><path d="M${f1(l[0] - 2)} ${f1(l[1] - 9)} q5 -6 10 -1" ${st(colour, 0.8)}/>`;
  if (shape === 'spikes') return spikes(l, 10);
  if (shape === 'star') return `<path d="${starPath(l, 15)}" ${st(colour)}/>`;
  if (shape === 'heart') return `<path d="${heartPath(l, 12)}" ${st(colour)}/>`;
  return '';
}
/** The face drawn over an animal lantern's body. */
export function lanternFace(l: P, shape: HeldShape): string {
  if (shape === 'ears' || shape === 'long-ears' || shape === 'spikes') return face(l, 10);
  if (shape === 'fish') return `<circle cx="${f1(l[0] + 4)}" cy="${f1(l[1] - 2)}" r="1.6" fill="#222222"/>`;
  return '';
}

/**
 * An umbrella's canopy (the half ellipse of radius R over `cx, cy`) in the pattern written: a rainbow in six
 * wedges, or stripes, dots or checks in a lighter or darker shade of its colour.
 */
export function patternedCanopy(cx: number, cy: number, R: number, colour: string, pattern: ThingPattern): string {
  const ry = R * 0.75;
  const pt = (k: number): P => [cx - R * Math.cos(Math.PI * k), cy - ry * Math.sin(Math.PI * k)];
  if (pattern === 'rainbow') {
    let out = '';
    for (let i = 0; i < RAINBOW.length; i++) {
      const a = pt(i / RAINBOW.length);
      const z = pt((i + 1) / RAINBOW.length);
      out += `<path d="M${f1(cx)} ${f1(cy)} L${f1(a[0])} ${f1(a[1])} A${R} ${ry} 0 0 1 ${f1(z[0])} ${f1(z[1])}Z" fill="${RAINBOW[i]}"/>`;
    }
    return (
      out +
      `<path d="M${f1(cx - R)} ${f1(cy)} A${R} ${ry} 0 0 1 ${f1(cx + R)} ${f1(cy)}Z" fill="none" stroke="${ol(RAINBOW[4]!)}" stroke-width="1.2"/>`
    );
  }
  const mark = darken(colour, 0.25) === colour ? '#ffffff' : '#ffffff';
  let marks = '';
  if (pattern === 'stripes')
    for (let i = 1; i < 6; i += 2) {
      const a = pt(i / 6);
      const z = pt((i + 1) / 6);
      marks += `<path d="M${f1(cx)} ${f1(cy)} L${f1(a[0])} ${f1(a[1])} A${R} ${ry} 0 0 1 ${f1(z[0])} ${f1(z[1])}Z" fill="${mark}" opacity="0.85"/>`;
    }
  else if (pattern === 'dots')
    for (const [k, d] of [
      [0.2, 0.55],
      [0.4, 0.75],
      [0.6, 0.75],
      [0.8, 0.55],
      [0.5, 0.35],
      [0.3, 0.3],
      [0.7, 0.3],
    ] as const) {
      const p: P = [cx - R * d * Math.cos(Math.PI * k), cy - ry * d * Math.sin(Math.PI * k)];
      marks += `<circle cx="${f1(p[0])}" cy="${f1(p[1])}" r="${f1(R * 0.08)}" fill="${mark}"/>`;
    }
  else
    for (let i = 1; i < 4; i++)
      marks += `<path d="M${f1(cx - R)} ${f1(cy - (ry * i) / 4)} H${f1(cx + R)}" stroke="${mark}" stroke-width="1.5" opacity="0.7"/>`;
  const id = `uc${Math.round(cx * 10)}x${Math.round(cy * 10)}${pattern[0]}`;
  return `<clipPath id="${id}"><path d="M${f1(cx - R)} ${f1(cy)} A${R} ${ry} 0 0 1 ${f1(cx + R)} ${f1(cy)}Z"/></clipPath><g clip-path="url(#${id})">${marks}</g>`;
}

/** Stripes or dots across a scarf's wrap, `x, y` its top left, `w` by `h`. */
export function scarfMarks(x: number, y: number, w: number, h: number, colour: string, pattern: ThingPattern): string {
  const mark = pattern === 'rainbow' ? undefined : luminous(colour) ? darken(colour, 0.45) : '#ffffff';
  let out = '';
  const n = 5;
  for (let i = 0; i < n; i++) {
    const cx = x + ((i + 0.5) * w) / n;
    if (pattern === 'dots') out += `<circle cx="${f1(cx)}" cy="${f1(y + h / 2)}" r="${f1(h * 0.18)}" fill="${mark}"/>`;
    else if (i % 2 === 1 || pattern === 'rainbow')
      out += `<rect x="${f1(cx - w / n / 2)}" y="${f1(y + 0.5)}" width="${f1(w / n)}" height="${f1(h - 1)}" fill="${mark ?? RAINBOW[i]}"/>`;
  }
  return out;
}
/** Stripes down a scarf's hanging end from `top` `len` long and `w` wide. */
export function scarfEndMarks(top: P, len: number, w: number, colour: string, pattern: ThingPattern): string {
  if (pattern === 'dots') return '';
  const mark = luminous(colour) ? darken(colour, 0.45) : '#ffffff';
  let out = '';
  for (let k = 0.3; k < 1; k += 0.3)
    out += `<path d="M${f1(top[0] + 1)} ${f1(top[1] + len * k)} h${f1(w - 1)}" stroke="${mark}" stroke-width="2.4"/>`;
  return out;
}

function luminous(c: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16) || 0) as [number, number, number];
  return 0.3 * r + 0.59 * g + 0.11 * b > 150;
}
