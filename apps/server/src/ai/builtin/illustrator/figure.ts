import { drawIcon } from './emoji.ts';
import type { FigureLook, Perch, PersonLook } from './figure/look.ts';
import { drawAnimal } from './figure/animal.ts';
import { drawPerson } from './figure/person.ts';
import { inColour, knownHeight, realHeight, speciesFor } from './figure/species.ts';
import { POSES, BUILDS, type PoseDef } from './figure/pose.ts';
import { drawHeadWear, drawRide, rideSeat } from './figure/wear.ts';
import type { Box } from './layout.ts';
import type { FigureSpec } from './understand.ts';
import { characterLook } from './understand-figure.ts';

/** A soft shadow on the ground under something standing at the bottom of `b`. */
export function shadow(b: Box, floating: boolean): string {
  const cy = floating ? b.y + b.size + 60 : b.y + b.size * 0.97;
  return `<ellipse cx="${(b.x + b.size / 2).toFixed(0)}" cy="${cy.toFixed(0)}" rx="${(b.size * 0.36).toFixed(0)}" ry="${(b.size * 0.07).toFixed(0)}" fill="#000000" opacity="${floating ? 0.08 : 0.2}"/>`;
}

/** How tall a person stands in its box: children smaller than grown-ups (believable scale beside each other). */
const HEIGHT: Record<PersonLook['age'], number> = { baby: 0.5, child: 0.82, adult: 1, elderly: 0.94 };

const f0 = (n: number) => n.toFixed(0);
const f3 = (n: number) => n.toFixed(4);

function lookOf(f: FigureSpec): FigureLook | undefined {
  return f.look ?? characterLook(f.icon, '', '');
}

/** Crowds (學生們): the same kind of person, each dressed a little differently. */
function crowdMember(p: PersonLook, i: number): PersonLook {
  if (i === 0) return p;
  const tops = ['#3d8bfd', '#ff7eb6', '#4cbb5e', '#f7d038', '#ff9a3c', '#8f5bd6'];
  const feminine = i % 2 === 1 ? !p.feminine : p.feminine;
  const styles = feminine ? (['pigtails', 'ponytail', 'long'] as const) : (['short', 'curly'] as const);
  // the colour the child wrote for their clothes is everyone's (a uniform, 三個穿紅色衣服的小朋友)
  if (p.uniform) return { ...p, feminine, hairStyle: p.age === 'elderly' ? p.hairStyle : styles[i % styles.length]! };
  return {
    ...p,
    feminine,
    top: tops[(i * 2 + p.top.length) % tops.length]!,
    hairStyle: p.age === 'elderly' ? p.hairStyle : styles[i % styles.length]!,
    outfit: p.outfit === 'shirt' && feminine && i === 1 ? 'dress' : p.outfit,
    bottom: p.outfit === 'shirt' && feminine && i === 1 ? tops[(i * 2 + p.top.length) % tops.length]! : p.bottom,
  };
}

function personAt(
  look: FigureLook,
  person: PersonLook,
  b: Box,
  floating: boolean,
  variant: number,
  scale = 1,
  anchor?: FigureAnchor,
): string {
  const pose0 = poseOf(look, variant);
  // the old stoop a little when they stand or walk: read as old at a glance, with the grey hair
  const pose = person.age === 'elderly' && STOOP.has(look.pose) ? { ...pose0, lean: pose0.lean + 7 } : pose0;
  const k = (b.size * HEIGHT[person.age] * scale) / 100;
  const facing = b.flip ? 1 : -1;
  const cx = b.x + b.size / 2;
  // falling from a height (從天空掉下來): up in the air, speed lines above
  const drop = look.drop ? b.size * (floating ? 0.1 : 0.32) : 0;
  const gy = (floating ? b.y + b.size * 0.9 : b.y + b.size * 0.97) - drop;
  const d = drawPerson(person, look, pose);
  if (anchor) {
    // Where the hands, head, feet and hip are on the page (figure/activity-draw.ts puts an activity's tools there).
    const page = (q: readonly [number, number]) => ({ x: cx + q[0] * k * facing, y: gy + q[1] * k });
    anchor.hand = page(d.hand);
    anchor.handBack = page(d.handBack);
    anchor.head = { ...page(d.head), r: d.headR * k };
    anchor.feet = [page(d.feet[0]), page(d.feet[1])];
    anchor.hip = page(d.hip);
  }
  let out = '';
  if (drop) out += dropLines(cx, gy + (d.head[1] - d.headR * 1.3) * k, b.size, k, floating ? gy : gy + drop);
  if (!floating && d.lifted < 40 && !look.aloft)
    out += `<ellipse cx="${f0(cx)}" cy="${f0(gy + drop)}" rx="${f0(b.size * 0.22 * scale * (look.ride ? 1.8 : 1))}" ry="${f0(b.size * 0.045)}" fill="#000000" opacity="${d.lifted > 10 ? 0.1 : 0.2}"/>`;
  out += `<g transform="translate(${f0(cx)} ${f0(gy)}) scale(${f3(k * facing)} ${f3(k)})">${d.svg}</g>`;
  if (look.heldIcon && look.pose === 'hug') {
    // hugged (抱著泰迪熊, 抱著小狗): held big against the chest, between the two hands
    const s = b.size * 0.34 * scale;
    const hx = cx + ((d.hand[0] + d.handBack[0]) / 2) * k * facing;
    const hy = gy + ((d.hand[1] + d.handBack[1]) / 2) * k;
    if (speciesFor(look.heldIcon))
      out += vectorAnimalAt(
        { icon: look.heldIcon },
        undefined,
        { x: hx - s / 2, y: hy - s * 0.55, size: s, flip: b.flip },
        true,
        hy + s * 0.4,
        'sit',
      );
    else out += drawIcon(look.heldIcon, { x: hx - s / 2, y: hy - s * 0.6, size: s, recolour: look.heldColour });
  } else if (look.heldIcon) {
    const s = b.size * 0.2 * scale;
    const hx = cx + d.hand[0] * k * facing;
    const hy = gy + d.hand[1] * k;
    out += drawIcon(look.heldIcon, { x: hx - s / 2, y: hy - s * 0.7, size: s, recolour: look.heldColour });
    if (look.heldBackIcon) {
      const bx = cx + d.handBack[0] * k * facing;
      const by = gy + d.handBack[1] * k;
      out += drawIcon(look.heldBackIcon, { x: bx - s / 2, y: by - s * 0.7, size: s, recolour: look.heldColour });
    }
  }
  if (look.pose === 'clap') {
    // a little burst between the clapping hands
    const hx = cx + ((d.hand[0] + d.handBack[0]) / 2) * k * facing;
    const hy = gy + ((d.hand[1] + d.handBack[1]) / 2) * k;
    for (const a of [-60, -20, 20, 60]) {
      const r = (a * Math.PI) / 180;
      const u = [Math.sin(r) * facing, -Math.cos(r)];
      out += `<path d="M${f0(hx + u[0]! * k * 9)} ${f0(hy + u[1]! * k * 9)} L${f0(hx + u[0]! * k * 17)} ${f0(hy + u[1]! * k * 17)}" stroke="#f5a623" stroke-width="${f0(Math.max(2, k * 2.4))}" stroke-linecap="round"/>`;
    }
  }
  return out;
}

const STOOP = new Set<FigureLook['pose']>(['stand', 'walk', 'hold']);

/** The pose drawn for a look (a redraw picks another of its variants); crying in someone's arms cries. */
function poseOf(look: FigureLook, variant: number) {
  // falling through the air: tipped over, arms flung up, legs kicking, a frightened face
  if (look.drop && look.pose === 'fall') return DROPPING[variant % DROPPING.length]!;
  const defs = POSES[look.pose];
  const pose = defs[variant % defs.length]!;
  return look.sad ? { ...pose, face: 'cry' as const } : pose;
}

const DROPPING: PoseDef[] = [
  {
    armF: { upper: 160, bend: 20 },
    armB: { upper: -165, bend: -15 },
    legF: { upper: 40, bend: -60 },
    legB: { upper: -10, bend: -40 },
    lean: 0,
    turn: 28,
    lift: 0,
    face: 'scared',
  },
  {
    armF: { upper: 140, bend: 30 },
    armB: { upper: -150, bend: -20 },
    legF: { upper: 25, bend: -40 },
    legB: { upper: -25, bend: -30 },
    lean: 0,
    turn: -24,
    lift: 0,
    face: 'wow',
  },
];

/** Speed lines above something falling, and a faint shadow on the ground far below. */
function dropLines(cx: number, top: number, size: number, k: number, ground: number): string {
  let out = `<ellipse cx="${f0(cx)}" cy="${f0(ground)}" rx="${f0(size * 0.14)}" ry="${f0(size * 0.03)}" fill="#000000" opacity="0.12"/>`;
  for (const dx of [-0.16, 0, 0.16]) {
    const x = cx + dx * size;
    const y0 = top - size * (dx === 0 ? 0.04 : 0.08);
    out += `<path d="M${f0(x)} ${f0(y0)} L${f0(x)} ${f0(y0 - size * 0.16)}" stroke="#5a6b8a" stroke-width="${f0(Math.max(2, k * 2.2))}" stroke-linecap="round" opacity="0.7"/>`;
  }
  return out;
}

/**
 * Two people who touch (decision 0032): the companion's box moved so the hands meet (a handshake: both front hands;
 * holding hands: the leader's back hand and the follower's front hand), so the hugged one is inside the hugging
 * arms (a baby held up at the chest), or so the rider sits on the carrier's back. Both stand on the same ground.
 */
export function touchBox(figure: FigureSpec, companion: FigureSpec, fb: Box, cb: Box, variant: number): Box {
  const a = lookOf(figure);
  const b = companion.look;
  if (a?.person && a.touch === 'perch' && a.perch) return perchBox(a, a.person, a.perch, fb, cb, variant);
  if (!a?.person || !b?.person || !a.touch) return cb;
  const fa = fb.flip ? 1 : -1;
  const ka = (fb.size * HEIGHT[a.person.age]) / 100;
  const cxa = fb.x + fb.size / 2;
  const gya = fb.y + fb.size * 0.97;
  const da = drawPerson(a.person, a, poseOf(a, variant));
  let size = cb.size;
  if (b.person.age === 'baby' && a.touch === 'hug') size = Math.min(size, fb.size * 0.55);
  const kb = (size * HEIGHT[b.person.age]) / 100;
  const db = drawPerson(b.person, b, poseOf(b, variant + 1));
  const face = a.touch === 'shake' || (a.touch === 'hug' && b.person.age !== 'baby');
  const fbFacing = face ? -fa : fa;
  let cxb: number;
  let gyb = gya;
  switch (a.touch) {
    case 'shake':
      cxb = cxa + da.hand[0] * ka * fa - db.hand[0] * kb * fbFacing;
      break;
    case 'hands':
      // (both stay on the ground: a smaller one reaches up to the hand)
      cxb = cxa + da.handBack[0] * ka * fa - db.hand[0] * kb * fbFacing;
      break;
    case 'back':
      // seated on the carrier's back: the rider's hip at the carrier's lower back
      cxb = cxa + da.hip[0] * ka * fa - fa * fb.size * 0.1 - db.hip[0] * kb * fbFacing;
      gyb = gya + da.hip[1] * ka - fb.size * 0.2 - db.hip[1] * kb;
      break;
    case 'lap':
      // on the sitting carrier's lap (decision 0060): the rider's hip on the thighs, a little in front of the hip
      cxb = cxa + da.hip[0] * ka * fa + fa * fb.size * 0.1 - db.hip[0] * kb * fbFacing;
      gyb = gya + da.hip[1] * ka - fb.size * 0.04 - db.hip[1] * kb;
      break;
    case 'shoulders': {
      // on the carrier's shoulders (decision 0049): the rider's hip on the neck, just behind the head
      cxb = cxa + (da.head[0] - da.headR * 0.35) * ka * fa - db.hip[0] * kb * fbFacing;
      gyb = gya + (da.head[1] + da.headR * 0.3) * ka - db.hip[1] * kb;
      break;
    }
    default: {
      // a hug: the other's body inside the arms; a baby held up at the chest
      const hx = cxa + ((da.hand[0] + da.handBack[0]) / 2) * ka * fa;
      if (b.person.age === 'baby') {
        // (held by a child, whose big head is near its raised hands: out in front of the face, decision 0049)
        cxb = hx + fa * size * (a.person.age === 'child' ? 0.22 : -0.05);
        gyb = gya + ((da.hand[1] + da.handBack[1]) / 2) * ka + size * 0.12;
      } else cxb = hx + fa * fb.size * 0.05;
    }
  }
  return { ...cb, size, flip: fbFacing > 0, x: cxb - size / 2, y: gyb - size * 0.97 };
}

/**
 * A small animal sitting on a person (decision 0060): its feet on the crown of the head, on the shoulder behind the
 * head, on the hand held out, on the lap of the sitting person or on the upper back; its own small size (a bird a
 * quarter of the person's box at most), facing the same way.
 */
function perchBox(a: FigureLook, person: PersonLook, part: Perch, fb: Box, cb: Box, variant: number): Box {
  const fa = fb.flip ? 1 : -1;
  const ka = (fb.size * HEIGHT[person.age]) / 100;
  const cx = fb.x + fb.size / 2;
  const gy = fb.y + fb.size * 0.97;
  const d = drawPerson(person, a, poseOf(a, variant));
  const size = Math.min(cb.size, fb.size * (part === 'lap' || part === 'back' ? 0.34 : 0.26));
  let x: number;
  let y: number;
  switch (part) {
    case 'head':
      x = cx + d.head[0] * ka * fa;
      y = gy + (d.head[1] - d.headR * 0.8) * ka;
      break;
    case 'shoulder':
      x = cx + (d.head[0] - d.headR * 1.05) * ka * fa;
      y = gy + (d.head[1] + d.headR * 1.15) * ka;
      break;
    case 'hand':
      x = cx + d.hand[0] * ka * fa;
      y = gy + d.hand[1] * ka + size * 0.12;
      break;
    case 'lap':
      x = cx + d.hip[0] * ka * fa + fa * size * 0.45;
      y = gy + d.hip[1] * ka + size * 0.1;
      break;
    default:
      x = cx + (d.hip[0] * ka - size * 0.35) * fa;
      y = gy + (d.head[1] + d.headR * 1.6) * ka;
  }
  return { ...cb, size, flip: fb.flip, x: x - size / 2, y: y - size * 0.97 };
}

/**
 * How far up a smaller passenger is lifted to sit at the rider's seat height on a bicycle, scooter or mount it shares
 * (騎腳踏車載著我): seated by its own shorter legs it sank into the rear wheel (decision 0049). Pixels, ≥ 0.
 */
export function passengerLift(figure: FigureSpec, companion: FigureSpec, size: number): number {
  const a = lookOf(figure);
  const b = companion.look;
  const ride = a?.ride;
  if (!a?.person || !b?.person || !ride || !b.alongside) return 0;
  if (
    ride.kind !== 'bicycle' &&
    !(ride.kind === 'emoji' && /scooter|motorcycle|horse|camel|elephant|ox|buffalo/.test(ride.icon ?? ''))
  )
    return 0;
  const hip = (p: PersonLook) => (-rideSeat(ride, BUILDS[p.age]).hipY * size * HEIGHT[p.age]) / 100;
  return Math.max(0, hip(a.person) - hip(b.person));
}

/** Where on a drawn figure things go (filled in while drawing it). */
export interface FigureAnchor {
  mouth?: { x: number; y: number; r: number };
  /** the drawn body's middle and width */
  body?: { x: number; width: number };
  /** a person's hands, head, feet and hip on the page (activities) */
  hand?: { x: number; y: number };
  handBack?: { x: number; y: number };
  head?: { x: number; y: number; r: number };
  feet?: [{ x: number; y: number }, { x: number; y: number }];
  hip?: { x: number; y: number };
}

/** Accessory emoji → the worn kind the animal body draws itself. */
const ACCESSORY_KIND: Record<string, string> = {
  ribbon: 'bow',
  glasses: 'glasses',
  sunglasses: 'sunglasses',
  scarf: 'scarf',
  crown: 'crown',
  'top-hat': 'hat',
  'billed-cap': 'hat',
  'womans-hat': 'hat',
  'school-backpack': 'backpack',
};

/**
 * An animal drawn whole from the body plan (figure/animal.ts) in the page's pose, standing on the box's ground
 * line (or seated on what it rides), with hats and the character's accessory on its head.
 */
function vectorAnimalAt(
  f: Pick<FigureSpec, 'icon' | 'accessory' | 'accessoryColour' | 'coat'>,
  look: FigureLook | undefined,
  b: Box,
  floating: boolean,
  groundY?: number,
  poseOverride?: FigureLook['pose'],
  unit?: number,
  anchor?: FigureAnchor,
): string {
  // in the colour the child wrote (白馬, 黑色的小狗, 綠色的恐龍)
  const sp = inColour(speciesFor(f.icon)!, f.coat ?? look?.coat);
  const pose = poseOverride ?? look?.pose ?? 'stand';
  const act = poseOverride ? undefined : look?.act;
  // The body plan has no fall of its own: a fallen animal lies on its side and cries (滑了一跤).
  const fell = pose === 'fall';
  // (sliding on the ice, an upright body lies flat as it stands: its swimming plan leans on past the ground)
  const sliding = pose === 'swim' && !floating && groundY === undefined;
  const d = drawAnimal(
    sp,
    fell ? 'sleep' : sliding && sp.plan === 'upright' ? 'stand' : pose,
    look ? { worn: look.worn, clothes: look.clothes } : undefined,
    fell ? 'cry' : act === 'roar' ? 'wow' : undefined,
  );
  const facing = b.flip ? 1 : -1;
  const cx = b.x + b.size / 2;
  // Flying in an open sky (老鷹在天空飛): up above the ground, its shadow left below.
  const flyUp = !floating && groundY === undefined && pose === 'fly' ? b.size * 0.45 : 0;
  const gy = groundY ?? (floating ? b.y + b.size * 0.9 : b.y + b.size * 0.97 - flyUp);
  // The animal fills most of its box's width (a small one a little less: a mouse beside an elephant is still
  // seen), whatever its plan's own length.
  let k = (b.size * 0.92 * (0.72 + 0.28 * Math.min(1, sp.scale ?? 1))) / d.width;
  // Tall animals (a giraffe) and wide ones (a whale) keep within about their box.
  const top = -(d.head[1] - d.headR * 0.9);
  if (top * k > b.size * 1.2) k = (b.size * 1.2) / top;
  if (d.width * k > b.size * 1.35) k = (b.size * 1.35) / d.width;
  // Beside others: its real size against a child (a mouse small, an elephant big), still seen and on the page.
  if (unit !== undefined) {
    const tall = Math.max(10, -d.head[1] + d.headR * 0.2);
    const grown = (f as Partial<FigureSpec>).parent ? 1.5 : (f as Partial<FigureSpec>).young ? 0.55 : 1;
    const want = Math.min(Math.max(unit * realHeight(f.icon) * grown, b.size * 0.17), b.size * 1.7, 560);
    k = want / tall;
    if (d.width * k > 620) k = 620 / d.width;
  }
  let out = '';
  if (!floating && groundY === undefined && d.lifted < 40)
    out += `<ellipse cx="${f0(cx)}" cy="${f0(gy + flyUp)}" rx="${f0(d.width * k * 0.4)}" ry="${f0(b.size * 0.045)}" fill="#000000" opacity="${d.lifted > 10 || flyUp ? 0.1 : 0.2}"/>`;
  // An upright body (a bird, a penguin) lies down on its back when it falls: its sleeping plan still stands.
  const tipped = fell && top > d.width * 0.9;
  // …and slides on its belly, head first, when it "swims" on land (a penguin sliding on the ice, decision 0036)
  // (only an upright body, a penguin: a duck, a goose or a swan swimming on a pond sits on the water, its long
  // neck made it "tall" and it was tipped on its side; decision 0042)
  const belly = sliding && sp.plan === 'upright' && top > d.width * 0.9;
  const tip = tipped
    ? ` translate(0 ${f0(-d.width * k * 0.12)}) rotate(${-facing * 78})`
    : belly
      ? ` translate(0 ${f0(-d.width * k * 0.1)}) rotate(${facing * 80})`
      : '';
  if (belly)
    for (const dy of [0.05, 0.12])
      out += `<path d="M${f0(cx - facing * b.size * 0.08)} ${f0(gy - b.size * dy)} h${f0(-facing * b.size * 0.2)}" stroke="#ffffff" stroke-width="${f0(b.size * 0.018)}" stroke-linecap="round" opacity="0.8"/>`;
  out += `<g transform="translate(${f0(cx)} ${f0(gy)})${tip} scale(${f3(k * facing)} ${f3(k)})">${d.svg}</g>`;
  const r = d.headR * k;
  const hx = cx + d.head[0] * k * facing;
  const hy = gy + d.head[1] * k + r;
  // Its mouth, for what it eats or carries (render.ts puts the thing there).
  if (anchor) {
    anchor.mouth = { x: hx + facing * r * 0.95, y: hy + r * 0.45, r };
    anchor.body = { x: cx + ((d.head[0] + d.headR) * k * facing) / 2 - (d.width * k * facing) / 4, width: d.width * k };
  }
  if (act === 'roar') {
    // sound lines fanning out in front of the open mouth
    for (let i = 1; i <= 3; i++) {
      const R = r * (0.7 + i * 0.45);
      const mx = hx + facing * r * 0.9;
      const my = hy + r * 0.2;
      out += `<path d="M${f0(mx + facing * R * 0.7)} ${f0(my - R * 0.7)} Q${f0(mx + facing * R * 1.05)} ${f0(my)} ${f0(mx + facing * R * 0.7)} ${f0(my + R * 0.7)}" stroke="#2b1d1a" stroke-width="${f0(Math.max(3, r * 0.14))}" fill="none" stroke-linecap="round" opacity="${(0.85 - i * 0.15).toFixed(2)}"/>`;
    }
  }
  if (act === 'dig' && groundY === undefined && !floating) {
    // a hole at the front paws and the earth thrown up behind it
    const fx = cx + facing * d.width * k * 0.42;
    const w = d.width * k * 0.32;
    out =
      `<ellipse cx="${f0(fx)}" cy="${f0(gy + 2)}" rx="${f0(w)}" ry="${f0(w * 0.28)}" fill="#4a3020"/>` +
      `<ellipse cx="${f0(fx)}" cy="${f0(gy)}" rx="${f0(w * 0.7)}" ry="${f0(w * 0.16)}" fill="#2e1d12"/>` +
      `<path d="M${f0(fx + facing * w * 0.6)} ${f0(gy + 4)} q${f0(facing * w * 0.5)} ${f0(-w * 0.9)} ${f0(facing * w * 1.1)} 0 z" fill="#8a5a32"/>` +
      [0, 1, 2]
        .map(
          (i) =>
            `<circle cx="${f0(fx + facing * w * (0.4 + i * 0.35))}" cy="${f0(gy - w * (0.9 + (i % 2) * 0.4))}" r="${f0(w * 0.1)}" fill="#8a5a32"/>`,
        )
        .join('') +
      out;
  }
  const onHead = (look?.worn ?? []).filter((w) => w.kind === 'hat' || w.kind === 'crown');
  // A beanie is pulled down to a person's brow; an animal's eyes sit higher in its head: it is worn higher, so the
  // eyes show (a cat in a 毛帽 had its eyes covered in the reader and the PDF).
  const up = onHead.some((w) => w.kind === 'hat' && w.hat === 'beanie') ? r * 0.32 : 0;
  if (onHead.length > 0)
    out += `<g transform="translate(${f0(hx)} ${f0(hy - up)}) scale(${facing} 1)">${drawHeadWear(onHead, r)}</g>`;
  // The accessory emoji is left out when the body plan already draws it (a bow, glasses, a scarf, a hat).
  const drawnKind = f.accessory ? ACCESSORY_KIND[f.accessory] : undefined;
  const drawn = drawnKind !== undefined && (look?.worn ?? []).some((w) => w.kind === drawnKind);
  if (f.accessory && !drawn && !(onHead.length > 0 && ['top-hat', 'billed-cap', 'crown'].includes(f.accessory))) {
    const s = r * 1.3;
    out += drawIcon(f.accessory, {
      x: hx - s / 2 - facing * r * 0.2,
      y: hy - r - s * 0.6,
      size: s,
      rotate: facing > 0 ? 12 : -12,
      recolour: f.accessoryColour,
    });
  }
  return out;
}

/**
 * Pixels per child height in this picture, from the main figure (a person, or an animal at its drawn size), so the
 * companion and the animals among the things are drawn at their real size beside it.
 */
export function sizeUnit(f: FigureSpec, b: Box): number {
  const look = lookOf(f);
  if (look?.person) return b.size * 0.82;
  const sp = speciesFor(f.icon);
  let px = b.size * 0.8;
  if (sp && !look?.ride) {
    const d = drawAnimal(sp, look?.pose ?? 'stand');
    let k = (b.size * 0.92 * (0.72 + 0.28 * Math.min(1, sp.scale ?? 1))) / d.width;
    const top = -(d.head[1] - d.headR * 0.9);
    if (top * k > b.size * 1.2) k = (b.size * 1.2) / top;
    if (d.width * k > b.size * 1.35) k = (b.size * 1.35) / d.width;
    px = (-d.head[1] + d.headR * 0.2) * k;
  }
  return Math.min(Math.max(px / realHeight(f.icon), b.size * 0.25), b.size * 2.5);
}

/** An emoji animal that is not drawn from a body plan (a camel, a turtle, a dinosaur) at its real size. */
function realBox(icon: string, b: Box, unit?: number): Box {
  const h = unit !== undefined ? knownHeight(icon) : undefined;
  if (h === undefined) return b;
  const s = Math.min(Math.max(unit! * h * 1.15, b.size * 0.2), b.size * 1.7, 560);
  return { ...b, x: b.x + b.size / 2 - s / 2, y: b.y + b.size - s, size: s };
}

/** An animal or creature: drawn whole when it has a body plan, else its emoji artwork, tipped and lifted. */
function animalAt(
  f: FigureSpec,
  look: FigureLook | undefined,
  b0: Box,
  floating: boolean,
  variant: number,
  unit?: number,
  anchor?: FigureAnchor,
): string {
  const pose = look?.pose ?? 'stand';
  const facing = b0.flip ? 1 : -1;
  const vector = speciesFor(f.icon) !== undefined;
  if (vector && !look?.ride) return vectorAnimalAt(f, look, b0, floating, undefined, undefined, unit, anchor);
  const b = look?.ride ? b0 : realBox(f.icon, b0, unit);
  let box: Box;
  let out = '';
  if (look?.ride) {
    // The ridden thing in figure units (100 = the box), the animal seated on it.
    const k = b.size / 100;
    const build = BUILDS.child;
    const hip = rideSeat(look.ride, build).hipY;
    const cx = b.x + b.size / 2;
    const gy = floating ? b.y + b.size * 0.9 : b.y + b.size * 0.97;
    const under = drawRide(look.ride, build, 'under');
    const over = drawRide(look.ride, build, 'over');
    out += `<g transform="translate(${f0(cx)} ${f0(gy)}) scale(${f3(k * facing)} ${f3(k)}) translate(0 ${hip.toFixed(1)})">${under}</g>`;
    const s = b.size * 0.62;
    box = { x: cx - s / 2, y: gy + hip * k - s * 0.82, size: s, flip: b.flip };
    if (vector) {
      // seated on its back: the animal's own body, sitting
      out += vectorAnimalAt(f, look, box, floating, gy + hip * k + s * 0.12, 'sit');
      return (
        out +
        `<g transform="translate(${f0(cx)} ${f0(gy)}) scale(${f3(k * facing)} ${f3(k)}) translate(0 ${hip.toFixed(1)})">${over}</g>`
      );
    }
    out += drawIcon(f.icon, { x: box.x, y: box.y, size: s, flip: b.flip });
    out += `<g transform="translate(${f0(cx)} ${f0(gy)}) scale(${f3(k * facing)} ${f3(k)}) translate(0 ${hip.toFixed(1)})">${over}</g>`;
  } else {
    const lift =
      { jump: 0.2, fly: floating ? 0 : 0.22, climb: 0.14, laugh: 0.04, run: 0.03, dance: 0.03, hang: 0.3 }[
        pose as string
      ] ?? 0;
    const tilt =
      { run: 10, jump: -8, fly: -10, swim: 12, dance: variant % 2 ? 12 : -12, hug: 6, throw: -8, fall: 70 }[
        pose as string
      ] ?? 0;
    const cx = b.x + b.size / 2;
    const by = b.y + b.size * 0.97;
    out += shadowFor(b, floating, lift);
    box = { ...b, y: b.y - lift * b.size };
    const squash =
      pose === 'sleep' || pose === 'fall'
        ? ` translate(${f0(cx)} ${f0(by)}) scale(1.08 0.86) translate(${f0(-cx)} ${f0(-by)})`
        : '';
    // hanging upside down (a bat, decision 0050): turned over about its own middle, up off the ground
    const turn = pose === 'hang' ? `rotate(180 ${f0(cx)} ${f0(box.y + box.size / 2)})` : '';
    out += `<g transform="rotate(${(tilt * facing).toFixed(1)} ${f0(cx)} ${f0(by - lift * b.size)})${squash}${turn ? ` ${turn}` : ''}">`;
    out += drawIcon(f.icon, { x: box.x, y: box.y, size: box.size, flip: box.flip, recolour: f.coat });
    out += '</g>';
    if (look?.act === 'roar') {
      // sound lines in front of the head (Fluent's animals look left unless mirrored)
      const mx = box.x + box.size * (box.flip ? 0.95 : 0.05);
      const my = box.y + box.size * 0.25;
      const dir = box.flip ? 1 : -1;
      for (let i = 1; i <= 3; i++) {
        const R = box.size * (0.06 + i * 0.05);
        out += `<path d="M${f0(mx + dir * R * 0.7)} ${f0(my - R * 0.7)} Q${f0(mx + dir * R * 1.05)} ${f0(my)} ${f0(mx + dir * R * 0.7)} ${f0(my + R * 0.7)}" stroke="#2b1d1a" stroke-width="${f0(Math.max(3, box.size * 0.018))}" fill="none" stroke-linecap="round" opacity="${(0.85 - i * 0.15).toFixed(2)}"/>`;
      }
    }
  }
  // Vector hats and crowns sit on the head (Fluent's animals look left: the head is on the left unless mirrored).
  const onHead = (look?.worn ?? []).filter((w) => w.kind === 'hat' || w.kind === 'crown');
  if (onHead.length > 0) {
    const r = box.size * 0.13;
    const hx = box.x + box.size * (0.5 + (box.flip ? 0.14 : -0.14));
    const hy = box.y + box.size * 0.08 + r;
    out += `<g transform="translate(${f0(hx)} ${f0(hy)}) rotate(${box.flip ? 10 : -10}) scale(${box.flip ? 1 : -1} 1)">${drawHeadWear(onHead, r)}</g>`;
  }
  if (f.accessory && !(onHead.length > 0 && ['top-hat', 'billed-cap', 'crown'].includes(f.accessory))) {
    const s = box.size * 0.34;
    const dx = box.flip ? 0.16 : -0.16;
    out += drawIcon(f.accessory, {
      x: box.x + box.size * (0.5 + dx) - s / 2,
      y: box.y - s * 0.3,
      size: s,
      rotate: box.flip ? 12 : -12,
      recolour: f.accessoryColour,
    });
  }
  return out;
}

function shadowFor(b: Box, floating: boolean, lift: number): string {
  if (floating) return shadow(b, true);
  const cy = b.y + b.size * 0.97;
  const k = 1 - Math.min(0.5, lift * 1.5);
  return `<ellipse cx="${f0(b.x + b.size / 2)}" cy="${f0(cy)}" rx="${f0(b.size * 0.36 * k)}" ry="${f0(b.size * 0.07 * k)}" fill="#000000" opacity="0.2"/>`;
}

/**
 * The main figure or the companion. People are drawn whole (figure/person.ts) in the pose the page asks for;
 * animals are their emoji artwork, posed. The book's main character has the same look on every page; its colour
 * ring on the ground keeps it recognisable.
 */
export function drawFigure(
  f: FigureSpec,
  b: Box,
  floating: boolean,
  variant = 0,
  unit?: number,
  anchor?: FigureAnchor,
): string {
  const look = lookOf(f);
  let out = '';
  if (f.tint && !look?.person) {
    out += `<ellipse cx="${f0(b.x + b.size / 2)}" cy="${f0(b.y + b.size * 0.96)}" rx="${f0(b.size * 0.44)}" ry="${f0(b.size * 0.1)}" fill="none" stroke="${f.tint}" stroke-width="${f0(b.size * 0.03)}" opacity="0.75"/>`;
  }
  if (look?.person) {
    const members = look.members ?? [];
    const n = Math.max(look.crowd ?? 1, 1 + members.length);
    if (n <= 1) return out + personAt(look, look.person, b, floating, variant, 1, anchor);
    // A crowd: the others a step behind, to both sides.
    const parts: string[] = [];
    for (let i = n - 1; i >= 0; i--) {
      const side = i === 0 ? 0 : (i % 2 ? -1 : 1) * Math.ceil(i / 2);
      const depth = i === 0 ? 0 : 1;
      const bb: Box = { ...b, x: b.x + side * b.size * 0.34, y: b.y - depth * b.size * 0.05 };
      parts.push(
        personAt(
          { ...look, held: i === 0 ? look.held : undefined, heldIcon: i === 0 ? look.heldIcon : undefined },
          (i > 0 ? members[i - 1] : undefined) ?? crowdMember(look.person, i),
          bb,
          floating,
          variant + i,
          i === 0 ? 0.92 : 0.86,
          i === 0 ? anchor : undefined,
        ),
      );
    }
    return out + parts.join('');
  }
  if (look?.drop) {
    // an animal falling (小豬從天空掉下來): up in the air, tipped, with speed lines above it
    const up = floating ? 0 : b.size * 0.25;
    const lifted: Box = { ...b, y: b.y - up };
    const cx = b.x + b.size / 2;
    return (
      out +
      dropLines(cx, lifted.y + b.size * 0.1, b.size, b.size / 100, b.y + b.size * 0.97) +
      `<g transform="rotate(${b.flip ? 150 : -150} ${f0(cx)} ${f0(lifted.y + b.size * 0.6)})">` +
      animalAt(f, { ...look, pose: 'jump' }, lifted, true, variant, unit, anchor) +
      '</g>'
    );
  }
  return out + animalAt(f, look, b, floating, variant, unit, anchor);
}

export function drawProp(
  icon: string,
  b0: Box,
  floating: boolean,
  onGround: boolean,
  unit?: number,
  colour?: string,
): string {
  // An animal among the things (兩隻小老鼠, a cow on the farm) is drawn whole too, at its real size on the ground.
  const u = onGround && !floating ? unit : undefined;
  if (speciesFor(icon))
    return vectorAnimalAt({ icon, coat: colour }, undefined, b0, floating || !onGround, undefined, undefined, u);
  const b = realBox(icon, b0, u);
  return (
    (onGround ? shadow(b, floating) : '') +
    drawIcon(icon, { x: b.x, y: b.y, size: b.size, flip: b.flip, recolour: colour })
  );
}
