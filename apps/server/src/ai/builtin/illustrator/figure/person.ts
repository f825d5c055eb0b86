import { darken, mix } from '../colour.ts';
import type { ClothesPattern, FigureLook, PersonLook } from './look.ts';
import { BUILDS, type Build, type Limb, type PoseDef } from './pose.ts';
import { drawHeadWear, drawHeld, drawRide, rideSeat, drawBackWear, drawNeckWear, WHEELCHAIR } from './wear.ts';
import { add, dir, rad, type P } from './vector.ts';

export { add, dir, type P };

/**
 * A whole person from vector parts: legs, body, arms, head, hair and face, in a pose. Drawn facing right in
 * figure units (100 units from the soles to the top of the head, hip at the origin) and placed by one transform,
 * so mirroring and scaling never distort the parts. Everything the figure wears, holds or rides is drawn here too,
 * in its place on the body.
 */
const f1 = (n: number) => (Math.round(n * 10) / 10).toString();
const pt = (p: P) => `${f1(p[0])} ${f1(p[1])}`;
export function rotate(p: P, deg: number): P {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  return [p[0] * c - p[1] * s, p[0] * s + p[1] * c];
}

export interface Skeleton {
  b: Build;
  hip: P;
  shoulder: P;
  head: P;
  headTilt: number;
  arms: { front: [P, P, P]; back: [P, P, P] };
  legs: { front: [P, P, P]; back: [P, P, P] };
}

function limb(from: P, l: Limb, a: number, b: number): [P, P, P] {
  const knee = add(from, dir(l.upper), a);
  return [from, knee, add(knee, dir(l.upper + l.bend), b)];
}

export function skeleton(b: Build, p: PoseDef): Skeleton {
  const hip: P = [0, 0];
  // Leaning forward tips the top of the body the way the figure faces.
  const up = rotate([0, -1], p.lean);
  const shoulder = add(hip, up, b.torso);
  const head = add(shoulder, up, b.neck + b.headR * 0.92);
  // Arms hang from the shoulders' ends, so a raised arm passes beside the head, not over the face.
  const half = b.shoulders / 2 - b.limb * 0.45;
  const sF = add(shoulder, rotate([half, 2], p.lean));
  const sB = add(shoulder, rotate([-half, 2], p.lean));
  const hh = b.hips / 2 - b.limb * 0.55;
  return {
    b,
    hip,
    shoulder,
    head,
    // Flying and swimming, the head looks ahead, not at the ground; lying down, it lies with the body.
    headTilt: p.lean * 0.5 + (p.turn > 0 ? -p.turn * 0.75 : 0),
    arms: { front: limb(sF, p.armF, b.armU, b.armL), back: limb(sB, p.armB, b.armU, b.armL) },
    legs: {
      front: limb(add(hip, [hh, 0]), p.legF, b.legU, b.legL),
      back: limb(add(hip, [-hh, 0]), p.legB, b.legU, b.legL),
    },
  };
}

/** The lowest point of the figure after the whole-body turn, for standing it on the ground. */
function lowest(s: Skeleton, turn: number): number {
  const pts: P[] = [
    ...s.legs.front,
    ...s.legs.back,
    ...s.arms.front,
    ...s.arms.back,
    add(s.head, [0, s.b.headR]),
    add(s.head, [s.b.headR, 0]),
    add(s.head, [-s.b.headR, 0]),
  ];
  return Math.max(...pts.map((q) => rotate(q, turn)[1])) + s.b.limb * 0.5;
}

const outline = (c: string) => darken(c, 0.42);

function limbPath(seg: [P, P, P], colour: string, w: number, skinFrom?: { skin: string }): string {
  const [a, k, e] = seg;
  const d = `M${pt(a)} L${pt(k)} L${pt(e)}`;
  let out = `<path d="${d}" stroke="${outline(colour)}" stroke-width="${f1(w + 2.2)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  if (skinFrom) {
    // a short sleeve: the upper arm in the shirt's colour, the forearm bare
    out += `<path d="M${pt(k)} L${pt(e)}" stroke="${skinFrom.skin}" stroke-width="${f1(w)}" stroke-linecap="round"/>`;
    out += `<path d="M${pt(a)} L${pt(add(a, [k[0] - a[0], k[1] - a[1]], 0.85))}" stroke="${colour}" stroke-width="${f1(w + 1)}" stroke-linecap="round"/>`;
  } else
    out += `<path d="${d}" stroke="${colour}" stroke-width="${f1(w)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  return out;
}

function hand(seg: [P, P, P], skin: string, w: number): string {
  return `<circle cx="${f1(seg[2][0])}" cy="${f1(seg[2][1])}" r="${f1(w * 0.62)}" fill="${skin}" stroke="${outline(skin)}" stroke-width="1"/>`;
}

function shoe(seg: [P, P, P], colour: string, w: number): string {
  const [, k, e] = seg;
  const along = Math.atan2(e[1] - k[1], e[0] - k[0]) - Math.PI / 2;
  const fwd: P = [Math.cos(along), Math.sin(along)];
  const c = add(e, fwd, w * 0.45);
  const ang = (along * 180) / Math.PI;
  return `<ellipse cx="${f1(c[0])}" cy="${f1(c[1])}" rx="${f1(w * 0.95)}" ry="${f1(w * 0.55)}" transform="rotate(${f1(ang)} ${f1(c[0])} ${f1(c[1])})" fill="${colour}" stroke="${outline(colour)}" stroke-width="1"/>`;
}

/**
 * A pattern the child wrote for the clothes (條紋, 點點, 格子), drawn over a garment's shape `d` inside its box and
 * clipped to it: light marks on a dark cloth, dark ones on a light cloth. The clip's id is the shape's own hash,
 * so the same figure drawn twice shares one identical definition.
 */
function patterned(d: string, cloth: string, kind: ClothesPattern, box: [number, number, number, number]): string {
  let h = 0;
  for (let i = 0; i < d.length; i++) h = (h * 31 + d.charCodeAt(i)) >>> 0;
  const id = `cp${h.toString(36)}${kind[0]}`;
  const [x0, y0, x1, y1] = box;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(cloth.slice(i, i + 2), 16) || 0) as [number, number, number];
  const mark = 0.3 * r + 0.59 * g + 0.11 * b < 110 ? '#f4f4f4' : darken(cloth, 0.5);
  const w = x1 - x0;
  const step = Math.max(4, w / 5);
  let marks = '';
  if (kind === 'stripes')
    for (let y = y0 + step / 2; y < y1; y += step)
      marks += `<path d="M${f1(x0)} ${f1(y)} H${f1(x1)}" stroke="${mark}" stroke-width="${f1(step * 0.42)}"/>`;
  else if (kind === 'dots')
    for (let y = y0 + step / 2, row = 0; y < y1; y += step, row++)
      for (let x = x0 + (row % 2 ? step : step / 2); x < x1; x += step)
        marks += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(step * 0.2)}" fill="${mark}"/>`;
  else {
    for (let y = y0 + step / 2; y < y1; y += step)
      marks += `<path d="M${f1(x0)} ${f1(y)} H${f1(x1)}" stroke="${mark}" stroke-width="${f1(step * 0.22)}" opacity="0.75"/>`;
    for (let x = x0 + step / 2; x < x1; x += step)
      marks += `<path d="M${f1(x)} ${f1(y0)} V${f1(y1)}" stroke="${mark}" stroke-width="${f1(step * 0.22)}" opacity="0.75"/>`;
  }
  return `<clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})">${marks}</g>`;
}

function torso(s: Skeleton, look: PersonLook): string {
  const { b } = s;
  const up = [s.shoulder[0] - s.hip[0], s.shoulder[1] - s.hip[1]] as P;
  const len = Math.hypot(up[0], up[1]);
  const n: P = [-up[1] / len, up[0] / len];
  const sL = add(s.shoulder, n, b.shoulders / 2);
  const sR = add(s.shoulder, n, -b.shoulders / 2);
  const hL = add(s.hip, n, b.hips / 2);
  const hR = add(s.hip, n, -b.hips / 2);
  const c = look.top;
  const bodyD = `M${pt(sL)} Q${pt(add(s.shoulder, [0, -3]))} ${pt(sR)} L${pt(hR)} L${pt(hL)} Z`;
  const xs = [sL[0], sR[0], hL[0], hR[0]];
  const ys = [sL[1], sR[1], hL[1], hR[1]];
  const body =
    `<path d="${bodyD}" fill="${c}" stroke="${outline(c)}" stroke-width="1.4" stroke-linejoin="round"/>` +
    (look.pattern && look.patternOn !== 'bottom'
      ? patterned(bodyD, c, look.pattern, [Math.min(...xs), Math.min(...ys) - 4, Math.max(...xs), Math.max(...ys)])
      : '');
  if (look.outfit === 'dress' || look.outfit === 'robe') {
    // a skirt that flares from the waist to the knees (to the ankles for a robe)
    const long = look.outfit === 'robe' ? b.legU + b.legL * 0.85 : b.legU * 1.05;
    const flare = look.outfit === 'robe' ? 1.35 : 1.7;
    const waistY = s.hip[1] - 4;
    const w = b.hips / 2 + 1;
    const skirtD = `M${f1(-w)} ${f1(waistY)} L${f1(w)} ${f1(waistY)} L${f1(w * flare)} ${f1(long)} Q0 ${f1(long + 3)} ${f1(-w * flare)} ${f1(long)} Z`;
    // a dress in one colour wears the pattern all over; a skirt under another top only when it was written there
    const onSkirt = look.pattern && (look.patternOn === 'bottom' || look.top === look.bottom);
    const skirt =
      `<path d="${skirtD}" fill="${look.bottom}" stroke="${outline(look.bottom)}" stroke-width="1.4" stroke-linejoin="round"/>` +
      (onSkirt ? patterned(skirtD, look.bottom, look.pattern!, [-w * flare, waistY, w * flare, long + 3]) : '');
    return body + skirt;
  }
  // a belt line where the shirt meets the trousers
  return (
    body +
    `<path d="M${pt(add(hL, up, 0.12))} L${pt(add(hR, up, 0.12))}" stroke="${darken(look.bottom, 0.1)}" stroke-width="3.5"/>`
  );
}

function hair(look: PersonLook, r: number, part: 'back' | 'front'): string {
  const c = look.hair;
  const st = `fill="${c}" stroke="${outline(c)}" stroke-width="1.2" stroke-linejoin="round"`;
  const R = (k: number) => f1(k * r);
  if (part === 'back') {
    switch (look.hairStyle) {
      case 'long':
        return `<path d="M${R(-0.95)} ${R(-0.35)} Q${R(-1.4)} ${R(0.9)} ${R(-1.05)} ${R(1.6)} L${R(0.45)} ${R(1.5)} Q${R(1.05)} ${R(0.8)} ${R(0.95)} ${R(-0.2)} Z" ${st}/>`;
      case 'pigtails':
        return `<circle cx="${R(-1.08)}" cy="${R(0.25)}" r="${R(0.38)}" ${st}/><circle cx="${R(0.98)}" cy="${R(0.3)}" r="${R(0.34)}" ${st}/>`;
      case 'ponytail':
        return `<ellipse cx="${R(-1.2)}" cy="${R(0.25)}" rx="${R(0.32)}" ry="${R(0.62)}" transform="rotate(20 ${R(-1.2)} ${R(0.25)})" ${st}/>`;
      case 'bun':
        return `<circle cx="${R(-0.55)}" cy="${R(-0.92)}" r="${R(0.4)}" ${st}/>`;
      default:
        return '';
    }
  }
  switch (look.hairStyle) {
    case 'bald':
      return `<path d="M${R(-0.98)} ${R(0.3)} Q${R(-1.12)} ${R(-0.25)} ${R(-0.7)} ${R(-0.45)} Q${R(-0.78)} ${R(0.0)} ${R(-0.62)} ${R(0.32)} Z" ${st}/>`;
    case 'curly': {
      let out = '';
      for (let i = 0; i < 7; i++) {
        const a = Math.PI * (1.05 + (i / 6) * 0.95);
        out += `<circle cx="${f1(Math.cos(a) * r * 0.92)}" cy="${f1(Math.sin(a) * r * 0.92)}" r="${R(0.33)}" ${st}/>`;
      }
      return out;
    }
    default:
      // a cap of hair over the top with a fringe, lower at the back of the head
      return `<path d="M${R(-1.05)} ${R(0.3)} C${R(-1.2)} ${R(-1.3)} ${R(1.15)} ${R(-1.32)} ${R(1.04)} ${R(-0.05)} C${R(0.72)} ${R(-0.5)} ${R(0.25)} ${R(-0.55)} ${R(-0.15)} ${R(-0.42)} C${R(-0.5)} ${R(-0.3)} ${R(-0.68)} ${R(-0.05)} ${R(-0.74)} ${R(0.32)} Z" ${st}/>`;
  }
}

function face(look: PersonLook, r: number, expression: PoseDef['face']): string {
  const R = (k: number) => f1(k * r);
  const ink = '#2b1d1a';
  const eyes: [number, number][] = [
    [-0.12, 0.05],
    [0.44, 0.05],
  ];
  let out = '';
  for (const [x, y] of eyes) {
    if (expression === 'laugh')
      out += `<path d="M${R(x - 0.13)} ${R(y + 0.04)} Q${R(x)} ${R(y - 0.14)} ${R(x + 0.13)} ${R(y + 0.04)}" stroke="${ink}" stroke-width="${R(0.07)}" fill="none" stroke-linecap="round"/>`;
    else if (expression === 'scared')
      // wide-open eyes, small pupils
      out += `<circle cx="${R(x)}" cy="${R(y)}" r="${R(0.14)}" fill="#ffffff" stroke="${ink}" stroke-width="${R(0.045)}"/><circle cx="${R(x + 0.02)}" cy="${R(y + 0.01)}" r="${R(0.05)}" fill="${ink}"/>`;
    else if (expression === 'angry')
      // glaring: small eyes under brows slanting down to the nose (decision 0050)
      out +=
        `<ellipse cx="${R(x)}" cy="${R(y + 0.03)}" rx="${R(0.08)}" ry="${R(0.075)}" fill="${ink}"/>` +
        `<path d="M${R(x - 0.17)} ${R(x < 0.1 ? y - 0.24 : y - 0.1)} L${R(x + 0.17)} ${R(x < 0.1 ? y - 0.1 : y - 0.24)}" stroke="${ink}" stroke-width="${R(0.075)}" stroke-linecap="round"/>`;
    else if (expression === 'sleep' || expression === 'cry' || expression === 'yawn')
      out += `<path d="M${R(x - 0.13)} ${R(y)} Q${R(x)} ${R(y + 0.12)} ${R(x + 0.13)} ${R(y)}" stroke="${ink}" stroke-width="${R(0.07)}" fill="none" stroke-linecap="round"/>`;
    else
      out += `<ellipse cx="${R(x)}" cy="${R(y)}" rx="${R(0.085)}" ry="${R(0.11)}" fill="${ink}"/><circle cx="${R(x + 0.03)}" cy="${R(y - 0.04)}" r="${R(0.03)}" fill="#ffffff"/>`;
  }
  // rosy cheeks
  out += `<ellipse cx="${R(-0.22)}" cy="${R(0.38)}" rx="${R(0.15)}" ry="${R(0.09)}" fill="#ff8a8a" opacity="0.45"/><ellipse cx="${R(0.62)}" cy="${R(0.38)}" rx="${R(0.13)}" ry="${R(0.09)}" fill="#ff8a8a" opacity="0.45"/>`;
  const mx = 0.2;
  const my = 0.46;
  switch (expression) {
    case 'laugh':
      out += `<path d="M${R(mx - 0.2)} ${R(my - 0.04)} Q${R(mx)} ${R(my - 0.02)} ${R(mx + 0.2)} ${R(my - 0.04)} Q${R(mx + 0.16)} ${R(my + 0.26)} ${R(mx)} ${R(my + 0.26)} Q${R(mx - 0.16)} ${R(my + 0.26)} ${R(mx - 0.2)} ${R(my - 0.04)} Z" fill="#a3303a"/>`;
      break;
    case 'cry':
      out += `<path d="M${R(mx - 0.14)} ${R(my + 0.1)} Q${R(mx)} ${R(my - 0.06)} ${R(mx + 0.14)} ${R(my + 0.1)}" stroke="${ink}" stroke-width="${R(0.06)}" fill="none" stroke-linecap="round"/>`;
      // tears that read at a glance: a stream down each cheek and a drop flying off (decision 0045)
      for (const [x] of eyes)
        out += `<path d="M${R(x - 0.06)} ${R(0.14)} q${R(-0.05)} ${R(0.3)} ${R(0.02)} ${R(0.44)} q${R(0.1)} ${R(-0.02)} ${R(0.1)} ${R(-0.12)} q${R(-0.02)} ${R(-0.16)} ${R(-0.04)} ${R(-0.32)}Z" fill="#5ab4ff" stroke="#3a8fd0" stroke-width="${R(0.02)}"/>`;
      out += `<path d="M${R(0.78)} ${R(0.02)} q${R(-0.09)} ${R(0.14)} 0 ${R(0.2)} q${R(0.09)} ${R(-0.06)} 0 ${R(-0.2)}Z" fill="#7cc8ff" stroke="#3a8fd0" stroke-width="${R(0.02)}"/>`;
      break;
    case 'wow':
      out += `<ellipse cx="${R(mx)}" cy="${R(my + 0.04)}" rx="${R(0.08)}" ry="${R(0.1)}" fill="#a3303a"/>`;
      break;
    case 'scared':
      // a wobbly open mouth, eyebrows up and a drop of sweat
      out += `<path d="M${R(mx - 0.16)} ${R(my + 0.1)} l${R(0.08)} ${R(-0.07)} l${R(0.08)} ${R(0.07)} l${R(0.08)} ${R(-0.07)} l${R(0.08)} ${R(0.07)}" stroke="${ink}" stroke-width="${R(0.055)}" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`;
      for (const [x, y] of eyes)
        out += `<path d="M${R(x - 0.13)} ${R(y - 0.2)} Q${R(x)} ${R(y - 0.32)} ${R(x + 0.13)} ${R(y - 0.22)}" stroke="${ink}" stroke-width="${R(0.05)}" fill="none" stroke-linecap="round"/>`;
      out += `<path d="M${R(0.82)} ${R(-0.32)} q${R(-0.1)} ${R(0.16)} 0 ${R(0.22)} q${R(0.1)} ${R(-0.06)} 0 ${R(-0.22)}Z" fill="#7cc8ff" stroke="#3a8fd0" stroke-width="${R(0.02)}"/>`;
      break;
    case 'yawn':
      // a wide yawn
      out += `<ellipse cx="${R(mx)}" cy="${R(my + 0.06)}" rx="${R(0.11)}" ry="${R(0.15)}" fill="#a3303a" stroke="${ink}" stroke-width="${R(0.03)}"/>`;
      break;
    case 'sleep':
      out += `<path d="M${R(mx - 0.06)} ${R(my)} h${R(0.12)}" stroke="${ink}" stroke-width="${R(0.05)}" stroke-linecap="round"/>`;
      break;
    case 'angry':
      // a shouting frown, red cheeks and the cross-shaped vein mark of comics over the brow (decision 0050)
      out +=
        `<path d="M${R(mx - 0.18)} ${R(my + 0.16)} Q${R(mx)} ${R(my - 0.06)} ${R(mx + 0.18)} ${R(my + 0.16)} Z" fill="#a3303a" stroke="${ink}" stroke-width="${R(0.05)}" stroke-linejoin="round"/>` +
        `<ellipse cx="${R(-0.22)}" cy="${R(0.36)}" rx="${R(0.2)}" ry="${R(0.12)}" fill="#ff3b3b" opacity="0.55"/><ellipse cx="${R(0.62)}" cy="${R(0.36)}" rx="${R(0.18)}" ry="${R(0.12)}" fill="#ff3b3b" opacity="0.55"/>`;
      for (const [dx, dy] of [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ] as const)
        out += `<path d="M${R(0.78 + dx * 0.05)} ${R(-0.72 + dy * 0.2)} Q${R(0.78 + dx * 0.05)} ${R(-0.72 + dy * 0.05)} ${R(0.78 + dx * 0.2)} ${R(-0.72 + dy * 0.05)}" stroke="#e02424" stroke-width="${R(0.07)}" fill="none" stroke-linecap="round"/>`;
      break;
    default:
      out += `<path d="M${R(mx - 0.16)} ${R(my - 0.02)} Q${R(mx)} ${R(my + 0.16)} ${R(mx + 0.16)} ${R(my - 0.02)}" stroke="${ink}" stroke-width="${R(0.06)}" fill="none" stroke-linecap="round"/>`;
  }
  if (look.age === 'elderly')
    out += `<path d="M${R(0.05)} ${R(-0.22)} q${R(0.14)} ${R(-0.06)} ${R(0.26)} 0" stroke="${darken(look.skin, 0.3)}" stroke-width="${R(0.04)}" fill="none"/>`;
  return out;
}

export interface PersonDrawing {
  svg: string;
  /** the top of the drawing above the ground line, in figure units (for placing things above it) */
  top: number;
  /** the front hand, in figure units relative to the ground point (for an emoji held in it) */
  hand: P;
  /** how high the figure's lowest point is off the ground (no ground shadow under a flier) */
  lifted: number;
  /** the other hand, the head's middle and radius, the feet (front, back) and the hip, like `hand` (activities) */
  handBack: P;
  head: P;
  headR: number;
  feet: [P, P];
  hip: P;
}

/**
 * The person in figure units, standing with its lowest point on y = 0 (lifted by the pose, or seated on what it
 * rides). Wrap it in a transform to place it.
 */
export function drawPerson(look: PersonLook, fl: FigureLook, pose0: PoseDef): PersonDrawing {
  const b = BUILDS[look.age];
  // in a wheelchair: upright, thighs level on the seat, shins down to the foot rest, whatever the sitting variant
  const pose =
    fl.ride?.icon === WHEELCHAIR && !fl.alongside
      ? { ...pose0, lean: 0, turn: 0, lift: 0, legF: { upper: 88, bend: -88 }, legB: { upper: 84, bend: -84 } }
      : pose0;
  const s = skeleton(b, pose);
  const r = b.headR;
  const turn = pose.turn;
  const ride = fl.ride ? rideSeat(fl.ride, b) : undefined;
  const shift = ride ? ride.hipY : -lowest(s, turn) - pose.lift;
  const sleeve = look.outfit === 'shirt' || look.outfit === 'dress' ? { skin: look.skin } : undefined;
  const legColour = look.outfit === 'dress' ? look.skin : look.bottom;
  const w = b.limb;
  const head =
    `<g transform="translate(${pt(s.head)}) rotate(${f1(s.headTilt)})">` +
    hair(look, r, 'back') +
    `<circle cx="${f1(-r * 0.8)}" cy="${f1(r * 0.12)}" r="${f1(r * 0.2)}" fill="${look.skin}" stroke="${outline(look.skin)}" stroke-width="1"/>` +
    `<circle r="${f1(r)}" fill="${look.skin}" stroke="${outline(look.skin)}" stroke-width="1.3"/>` +
    face(look, r, pose.face) +
    hair(look, r, 'front') +
    drawHeadWear(fl.worn, r, look) +
    `</g>`;
  const body =
    drawBackWear(fl.worn, s, pose, 'far') +
    limbPath(s.arms.back, look.top, w * 0.92, sleeve) +
    hand(s.arms.back, look.skin, w) +
    limbPath(s.legs.back, mix(legColour, '#000000', 0.08), w) +
    shoe(s.legs.back, look.shoes, w) +
    drawBackWear(fl.worn, s, pose, 'near') +
    torso(s, look) +
    limbPath(s.legs.front, legColour, w) +
    shoe(s.legs.front, look.shoes, w) +
    drawNeckWear(
      fl.worn.filter((w) => w.kind !== 'scarf'),
      s,
    ) +
    head +
    // the scarf over long hair and under the chin, so its colour shows (decision 0032)
    drawNeckWear(
      fl.worn.filter((w) => w.kind === 'scarf'),
      s,
    ) +
    limbPath(s.arms.front, look.top, w * 0.92, sleeve) +
    drawHeld(fl.held, s, look) +
    hand(s.arms.front, look.skin, w);
  let turned = turn ? `<g transform="rotate(${f1(turn)})">${body}</g>` : body;
  // hanging by the knees (decision 0050): the branch over them, drawn with the pose so it is never missing
  if (pose.prop === 'branch') {
    const knees = [rotate(s.legs.front[1], turn), rotate(s.legs.back[1], turn)];
    const kx = (knees[0]![0] + knees[1]![0]) / 2;
    const ky = Math.min(knees[0]![1], knees[1]![1]) - w * 0.55;
    const bark = '#7a4a24';
    turned =
      `<path d="M${f1(kx - 70)} ${f1(ky + 3)} Q${f1(kx)} ${f1(ky - 3)} ${f1(kx + 55)} ${f1(ky + 1)} l12 -9" stroke="${outline(bark)}" stroke-width="${f1(w * 1.25)}" fill="none" stroke-linecap="round"/>` +
      `<path d="M${f1(kx - 70)} ${f1(ky + 3)} Q${f1(kx)} ${f1(ky - 3)} ${f1(kx + 55)} ${f1(ky + 1)} l12 -9" stroke="${bark}" stroke-width="${f1(w * 0.95)}" fill="none" stroke-linecap="round"/>` +
      [-58, -30, 40, 60]
        .map(
          (dx, i) =>
            `<ellipse cx="${f1(kx + dx)}" cy="${f1(ky - 5 - (i % 2) * 3)}" rx="7" ry="3.6" transform="rotate(${i % 2 ? 25 : -25} ${f1(kx + dx)} ${f1(ky - 5)})" fill="#4c9a3b" stroke="#2f6b25" stroke-width="0.8"/>`,
        )
        .join('') +
      turned;
  }
  // riding along in someone else's boat or car: seated at its height, the boat or car drawn once, by the other
  const under = fl.ride && !fl.alongside ? drawRide(fl.ride, b, 'under') : '';
  const over = fl.ride && !fl.alongside ? drawRide(fl.ride, b, 'over') : '';
  const top = Math.min(-b.torso - b.neck - r * 2.4, (fl.held?.kind === 'kite' ? -120 : 0) + 0);
  const h = rotate(s.arms.front[2], turn);
  const at = (q: P): P => {
    const r2 = rotate(q, turn);
    return [r2[0], r2[1] + shift];
  };
  return {
    handBack: at(s.arms.back[2]),
    head: at(s.head),
    headR: r,
    feet: [at(s.legs.front[2]), at(s.legs.back[2])],
    hip: at(s.hip),
    svg: `<g transform="translate(0 ${f1(shift)})">${under}${turned}${over}</g>`,
    top: top + shift,
    hand: [h[0], h[1] + shift],
    lifted: fl.ride ? 0 : pose.lift,
  };
}
