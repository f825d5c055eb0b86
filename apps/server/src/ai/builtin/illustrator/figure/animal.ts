import { darken, mix } from '../colour.ts';
import type { Pose } from './look.ts';
import {
  coat,
  dressBody,
  dressHead,
  ellipse,
  eyes,
  f1,
  head,
  leg,
  line,
  mouth,
  sheepy,
  st,
  tail,
  type AnimalDress,
} from './parts.ts';
import { biped, shell } from './reptile.ts';

export type { AnimalDress } from './parts.ts';

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
/** flow: a horse's tail hanging from the rump; peacock: a train fanned up behind the body with eye spots */
export type Tail =
  | 'long'
  | 'bushy'
  | 'curl'
  | 'short'
  | 'puff'
  | 'tuft'
  | 'none'
  | 'thin'
  | 'fan'
  | 'heavy'
  | 'flow'
  | 'peacock'
  | 'turkey';
/** equine: the long head of a horse, a deer or a goat, its muzzle angled down (a dog's 'long' snout is level) */
export type Snout =
  'cat' | 'dog' | 'long' | 'pig' | 'trunk' | 'beak' | 'flat' | 'bill' | 'hook' | 'jaws' | 'equine' | 'bovine';
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
  horns?: 'small' | 'antlers' | 'ossicones' | 'curled' | 'one' | 'frill' | 'crescent';
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
  /** on land it always lies on its belly, flippers folded (a seal); it only swims, jumps and sleeps otherwise */
  lies?: boolean;
  /** sitting it lies down with its head up, legs folded under (a camel, a cow, a dinosaur), not a dog's sit */
  couches?: boolean;
  /** how big the animal is beside others (a mouse 0.55, an elephant 1.25) */
  scale?: number;
  /** hoofed: slim legs ending in dark hooves (a horse, a deer, a goat, a cow), not a dog's paws */
  hooves?: boolean;
  /** a goat's beard under the chin */
  beard?: boolean;
  /** a cow's udder between the hind legs */
  udder?: boolean;
  /** a hen's or a rooster's red comb on the head and wattle under the beak */
  comb?: boolean;
  /** a peacock's crest of feathers on the head */
  crest?: boolean;
  /** the head in another colour than the body (a bald eagle's white head) */
  headColour?: string;
  /** a mane down the back of the neck (a horse, a zebra, a donkey) */
  mane?: boolean;
}

export type AnimalPose = 'stand' | 'walk' | 'run' | 'jump' | 'sit' | 'sleep' | 'fly' | 'swim';
export type Mood = 'smile' | 'laugh' | 'cry' | 'sleep' | 'wow' | 'angry';

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
    case 'scared':
      return { pose: 'sit', mood: 'wow' };
    case 'sleepy':
      return { pose: 'sit', mood: 'sleep' };
    case 'clap':
    case 'raise':
    case 'salute':
    case 'piggy':
      return { pose: 'sit', mood: 'laugh' };
    case 'lead':
    case 'follow':
    case 'carry':
      return { pose: 'walk', mood: 'smile' };
    // (decision 0050: drawAnimal turns the body for hanging and floating, and a bird tucks a leg)
    case 'oneleg':
    case 'hang':
    case 'floatback':
      return { pose: 'stand', mood: 'smile' };
    case 'angry':
      return { pose: 'stand', mood: 'angry' };
    case 'catch':
      return { pose: 'jump', mood: 'wow' };
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
  const couching =
    (pose === 'sit' && sp.couches === true) || (sp.lies === true && ['stand', 'walk', 'run', 'sit'].includes(pose));
  const sitting = pose === 'sit' && !couching;
  const sleeping = pose === 'sleep' || couching;
  const cy = sleeping ? -ry * 0.95 : -L - ry * 0.55 - lift;
  const tilt = sitting ? -28 : pose === 'jump' || pose === 'fly' ? -8 : 0;
  const legC = sp.pattern === 'panda' ? (sp.dark ?? '#2b2b2b') : sheepy(sp) ? mix(sp.dark!, sp.coat, 0.3) : sp.coat;
  const paw = sp.hooves ? '#3a2a22' : sp.pattern === 'panda' ? (sp.dark ?? '#2b2b2b') : darken(sp.coat, 0.2);
  // hoofed legs are slim for their length: a horse or a deer stands on stilts, a dog on paws
  const w = 9 * Math.sqrt(bulk) * (sp.legs && sp.legs < 0.7 ? 1.15 : 1) * (sp.hooves ? 0.72 : 1);
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
  // a horse's mane: a dark crest from behind the ears down the top of the neck to the withers
  const mane =
    sp.mane || (sp.tail === 'long' && sp.legs && sp.legs > 1.2)
      ? `<path d="M${f1(hx - r * 0.45)} ${f1(hy - r * 0.75)} Q${f1(hx - r * 1.2)} ${f1(hy + r * 0.2)} ${f1(rx * 0.25)} ${f1(by - ry * 0.95)}" stroke="${sp.dark ?? darken(sp.coat, 0.4)}" stroke-width="${f1(r * 0.45)}" fill="none" stroke-linecap="round"/>`
      : '';
  // a cow's udder shows between the hind legs
  const udder =
    sp.udder && !sleeping && !sitting
      ? ellipse(back + rx * 0.35, by + ry * 0.88, ry * 0.34, ry * 0.24, '#ffb8c6') +
        `<path d="M${f1(back + rx * 0.27)} ${f1(by + ry * 1.05)} l0 ${f1(ry * 0.16)} M${f1(back + rx * 0.43)} ${f1(by + ry * 1.05)} l0 ${f1(ry * 0.16)}" stroke="#e88aa0" stroke-width="${f1(ry * 0.09)}" stroke-linecap="round"/>`
      : '';
  const body = bodyG(
    farLegs +
      tail(sp, -rx * 0.95, by - ry * 0.3, r, pose) +
      udder +
      bodyPath +
      nearLegs +
      dressBody(dress, 0, by, rx, ry),
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

function bird(sp: Species, pose: AnimalPose, mood: Mood, dress?: AnimalDress, oneLeg = false): AnimalDrawing {
  const bulk = sp.bulk ?? 1;
  const upright = sp.plan === 'upright';
  const flying = pose === 'fly' || pose === 'jump';
  const lift = flying ? 34 : pose === 'swim' ? 0 : 0;
  // legs folded: swimming, sitting, asleep, and a long-winged flier (a pterosaur) in the air
  // (a bird in flight tucks its legs, so it reads as flying, not as standing with its wings up — decision 0045;
  // an upright bird hopping keeps them)
  const L =
    pose === 'swim' || pose === 'sleep' || pose === 'sit' || (pose === 'fly' && !upright) || (flying && sp.wingspan)
      ? 0
      : 14 * (sp.legs ?? 1);
  const rx = (upright ? 19 : 24) * bulk;
  const ry = (upright ? 28 : 17) * bulk;
  const cy = -L - ry - lift;
  const r = (upright ? 14 : 12) * (sp.head ?? 1) * bulk;
  const hx = upright ? rx * 0.2 : rx * 0.75;
  const hy = upright ? cy - ry * 0.75 : cy - ry * 0.8 - (sp.neck ?? 0) * 18;
  let legs = '';
  if (L > 0) {
    const lc = sp.snout === 'beak' || sp.snout === 'hook' ? '#f0a030' : '#f59e23';
    for (const x of oneLeg ? [rx * 0.05] : [-rx * 0.15, rx * 0.2])
      legs += `<path d="M${f1(x)} ${f1(cy + ry * 0.9)} l0 ${f1(L + ry * 0.1)} m${f1(-4)} 0 h${f1(9)}" stroke="${lc}" stroke-width="3" stroke-linecap="round" fill="none"/>`;
    // standing on one leg (decision 0050): the other folded up under the body, knee forward, foot back
    if (oneLeg)
      legs += `<path d="M${f1(rx * 0.1)} ${f1(cy + ry * 0.85)} l${f1(L * 0.45)} ${f1(L * 0.35)} l${f1(-L * 0.55)} ${f1(L * 0.15)}" stroke="${lc}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
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
  if (pose === 'jump') {
    // Leaping out of the water (魚跳出水面, 海豚跳出海面): nose up in an arc, high above a splash with drops flying
    // (decision 0045).
    const up = 34;
    const a = (-up * Math.PI) / 180;
    const high = 46;
    const turn = (x: number, y: number): [number, number] => [
      x * Math.cos(a) - (y - cy) * Math.sin(a),
      cy - high + x * Math.sin(a) + (y - cy) * Math.cos(a),
    ];
    const water = '#6fc3ee';
    const line = 'stroke="#ffffff" stroke-width="2"';
    const splash =
      `<path d="M${f1(-rx * 1.3)} 0 Q${f1(-rx * 0.9)} ${f1(-ry * 1.6)} ${f1(-rx * 0.55)} 0 Q${f1(-rx * 0.2)} ${f1(-ry * 2.2)} ${f1(rx * 0.15)} 0 Q${f1(rx * 0.45)} ${f1(-ry * 1.3)} ${f1(rx * 0.8)} 0 Z" fill="${water}" ${line}/>` +
      [
        [-rx * 1.1, -ry * 2.4, 3.5],
        [-rx * 0.5, -ry * 3, 4],
        [rx * 0.2, -ry * 2.3, 3],
        [-rx * 1.5, -ry * 1.6, 2.5],
      ]
        .map(([x, y, d]) => `<circle cx="${f1(x!)}" cy="${f1(y!)}" r="${f1(d!)}" fill="${water}" ${line}/>`)
        .join('');
    const [tx, ty] = turn(hx, cy - ry);
    return {
      svg: `${splash}<g transform="translate(0 ${-high}) rotate(${-up} 0 ${f1(cy)})">${svg}</g>`,
      head: [tx, ty],
      headR: r,
      lifted: 0,
      width: rx * 2.6,
    };
  }
  return { svg, head: [hx, cy - ry], headR: r, lifted: lift, width: rx * 2.4 };
}

/**
 * Turned over (decision 0050): hanging upside down from a branch by the feet (倒掛, a monkey, a sloth, a bat), the
 * branch drawn over them; or floating belly up on the water (仰漂, an otter), the paws in the air and ripples round.
 */
function turnedOver(d: AnimalDrawing, p: 'hang' | 'floatback'): AnimalDrawing {
  const h = -(d.head[1] - d.headR * 0.2);
  const lift = p === 'hang' ? 12 : 4;
  const T = h + lift;
  let extra: string;
  if (p === 'hang') {
    const bark = '#7a4a24';
    const branch = `M${f1(-d.width * 0.9)} ${f1(-T - 2)} Q0 ${f1(-T - 7)} ${f1(d.width * 0.8)} ${f1(-T - 3)} l10 -8`;
    extra =
      `<path d="${branch}" stroke="${line(bark)}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      `<path d="${branch}" stroke="${bark}" stroke-width="7.5" fill="none" stroke-linecap="round"/>` +
      [-0.7, -0.35, 0.45, 0.7]
        .map(
          (k, i) =>
            `<ellipse cx="${f1(k * d.width)}" cy="${f1(-T - 8 - (i % 2) * 3)}" rx="7" ry="3.6" transform="rotate(${i % 2 ? 25 : -25} ${f1(k * d.width)} ${f1(-T - 8)})" fill="#4c9a3b" stroke="#2f6b25" stroke-width="0.8"/>`,
        )
        .join('');
  } else {
    const w = d.width * 0.75;
    extra = `<path d="M${f1(-w)} ${f1(-T * 0.45)} q${f1(w * 0.25)} -6 ${f1(w * 0.5)} 0 t${f1(w * 0.5)} 0 t${f1(w * 0.5)} 0 t${f1(w * 0.5)} 0" stroke="#ffffff" stroke-width="3.5" fill="none" opacity="0.85"/>`;
  }
  return {
    ...d,
    // y → -T - y: the feet (y = 0) at the top, the head near the ground
    svg: `<g transform="translate(0 ${f1(-T)}) scale(1 -1)">${d.svg}</g>` + extra,
    head: [d.head[0], -T - d.head[1]],
    lifted: lift,
    back: undefined,
  };
}

/** The animal in figure units, facing right, its lowest point on y = 0 (lifted by a jump or a flight). */
export function drawAnimal(sp: Species, p: Pose, dress?: AnimalDress, moodOverride?: Mood): AnimalDrawing {
  const { pose, mood: poseMood } = animalPose(p);
  const mood = moodOverride ?? poseMood;
  if (sp.plan === 'fish') return fish(sp, pose, mood, dress);
  if (sp.plan === 'biped') return biped(sp, pose, mood, dress);
  if (sp.plan === 'shell') return shell(sp, pose, mood, dress);
  if (sp.plan === 'bird' || sp.plan === 'upright') return bird(sp, pose, mood, dress, p === 'oneleg');
  const d = quad(sp, pose, mood, dress);
  if (p === 'hang' || p === 'floatback') return turnedOver(d, p);
  if (p !== 'climb') return d;
  // Climbing (小猴子在爬樹, 小松鼠爬上大樹): the leaping body turned head up, as if clinging to a trunk (0045).
  const up = 50;
  const a = (-up * Math.PI) / 180;
  const [hx, hy] = d.head;
  return {
    ...d,
    svg: `<g transform="rotate(${-up} 0 ${f1(-d.lifted - 10)})">${d.svg}</g>`,
    head: [
      hx * Math.cos(a) - (hy + d.lifted + 10) * Math.sin(a),
      -d.lifted - 10 + hx * Math.sin(a) + (hy + d.lifted + 10) * Math.cos(a),
    ],
    back: undefined,
  };
}
