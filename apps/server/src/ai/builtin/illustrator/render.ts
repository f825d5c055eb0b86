import { drawIcon, resetIconIds } from './emoji.ts';
import { touchBox, drawFigure, drawProp, passengerLift, sizeUnit, type FigureAnchor } from './figure.ts';
import { drawActivity } from './figure/activity-draw.ts';
import { activityLift } from './figure/activity.ts';
import { speciesFor } from './figure/species.ts';
import { SETTINGS } from './understand.ts';
import { isLandmark, layoutFigures, placeDecor, type Box } from './layout.ts';
import type { Random } from './random.ts';
import { H, W, lookFor, paintBackground, paintFog, paintLight, paintWeather } from './scene.ts';
import type { Zone } from './scenes.ts';
import { SURFACE_RAW, surfaceLayers, type ArtStyle } from './style.ts';
import type { Plan } from './understand.ts';
import { drawWallThings } from './wall.ts';
import { renderAsync, sharp } from '../../../lib/native.ts';

/** Boats: a figure in one is on the water, not on the shore. */
const BOATS = new Set(['canoe', 'sailboat', 'speedboat', 'motor-boat', 'rowboat', 'ship', 'dragon-boat', 'ferry']);

/** The landmarks that draw a thing one can be on or in (setting icon → landmarks), left out when it is the setting. */
const LANDMARK_THING: Record<string, string[]> = {
  tent: ['big-tent'],
  bed: ['bed', 'hospital-bed'],
  // (the kitchen's own fridge gives way to the one the figure is in, decision 0060)
  refrigerator: ['big-fridge'],
};

const GESTURE = /(^|-)(hand|hands|index-pointing|thumbs|fist|palm|palms|backhand|writing-hand|clapping|waving)(-|$)/;
const ZONE_ORDER: Zone[] = ['sky', 'wall', 'far', 'mid', 'floor', 'near'];
/** Where a container's rim is, as a share of its artwork from the top (a nest is low, a box's flaps are high). */
const RIM: Record<string, number> = {
  package: 0.2,
  'nest-with-eggs': 0.45,
  basket: 0.35,
  bucket: 0.15,
  toolbox: 0.3,
  luggage: 0.15,
  bathtub: 0.3,
};

/**
 * Loose small things that read as a named thing when scattered on the ground (a gem in a cave, a pill beside a nurse,
 * a flame beside a reader, a bag at the market, shells and stones on the beach): scenery never draws them on the ground
 * by itself — the page shows only what belongs to the place (plants, trees, animals that live there, buildings far
 * off). A thing the child names is drawn once, where the page puts it. Things on a wall (a clock, a picture) stay.
 */
const LOOSE_THINGS = new Set([
  'gem-stone',
  'pill',
  'fire',
  'candle',
  'firecracker',
  'shopping-bags',
  'shopping-cart',
  'spiral-shell',
  'rock',
  'wood',
  'crayon',
  'pencil',
  'straight-ruler',
  'books',
  'open-book',
  'stethoscope',
  'toothbrush',
  'soap',
  'socks',
  'alarm-clock',
  'basket',
  'teddy-bear',
  'red-envelope',
  'candy',
  'lollipop',
  'doughnut',
  'croissant',
  'moon-cake',
  'yo-yo',
  'soccer-ball',
  'baseball',
  'ice-skate',
  'guitar',
  'graduation-cap',
  'microscope',
  'dna',
  'crystal-ball',
  'crown',
  'amphora',
  'artist-palette',
  'umbrella-on-ground',
]);

function decorLayers(plan: Plan, taken: Box[], rnd: Random, horizon: number) {
  const layers: Record<Zone, string> = { sky: '', wall: '', far: '', mid: '', floor: '', near: '' };
  // the figures' and props' boxes: scenery in front of them ('near') must never cover one
  const figures = [...taken];
  // A thing the child named (一個雪人, 五隻企鵝) is not repeated by the scenery: the count stays the child's.
  // Nor is the tool of what the figure does (提著菜籃 at the market, 放鞭炮 at New Year): it shows once, in the act.
  const named = new Set([
    plan.figure.icon,
    plan.companion?.icon,
    ...plan.props.map((p) => p.icon),
    ...(plan.activity?.props ?? []).map((p) => p.icon),
  ]);
  for (const rule0 of plan.scene.decor) {
    const loose = rule0.zone !== 'wall' && rule0.zone !== 'sky';
    const icons = rule0.icons.filter((i) => !named.has(i) && !(loose && LOOSE_THINGS.has(i)));
    const rule = { ...rule0, icons: icons.length > 0 ? icons : rule0.icons };
    // (the count is drawn either way, so the rest of the picture keeps its random choices)
    const drawn = rnd.int(rule.count[0], rule.count[1]);
    const n = icons.length > 0 ? drawn : 0;
    for (let i = 0; i < n; i++) {
      const icon = plan.night && rule.zone === 'sky' && rule.icons.includes('cloud') ? 'cloud' : rnd.pick(rule.icons);
      const size = rnd.between(rule.size[0], rule.size[1]);
      const box = placeDecor(rule.zone, size, horizon, taken, rnd);
      if (rule.zone === 'near' && figures.some((t) => coversBox(box, t))) continue;
      // Far things are hazier: the first cue of depth.
      const opacity = rule.zone === 'far' ? 0.8 : plan.night && rule.zone === 'sky' ? 0.6 : 1;
      layers[rule.zone] += drawIcon(icon, { x: box.x, y: box.y, size, flip: box.flip, opacity });
    }
  }
  return layers;
}

/** Whether a scenery box in front covers a good part of a figure's box. */
function coversBox(a: Box, b: Box): boolean {
  const bw = b.size;
  const bh = b.size;
  const ox = Math.min(a.x + a.size, b.x + bw) - Math.max(a.x, b.x);
  const oy = Math.min(a.y + a.size, b.y + bh) - Math.max(a.y, b.y);
  return ox > 0 && oy > 0 && ox * oy > 0.05 * Math.min(a.size * a.size, bw * bh);
}

function celestial(plan: Plan, lightX: number, rnd: Random): string {
  if (plan.scene.indoor || plan.scene.light === 'none' || plan.scene.light === 'lamp') return '';
  // (a sun low on the horizon at dawn or dusk is painted with the sky: scene.ts)
  // (nor a sun in a sky that snows: decision 0044; the moon stays the night's sign)
  const snowing = plan.snow || plan.scene.overlay?.includes('snow') === true;
  if (plan.rain || (plan.air?.low && !plan.night) || (snowing && !plan.night)) return '';
  const icon = plan.night ? 'crescent-moon' : 'sun';
  // The child asked for the moon (or sun) as a prop: draw it once.
  if (plan.props.some((p) => p.icon === icon || p.icon === 'crescent-moon' || p.icon === 'sun')) return '';
  const size = rnd.between(100, 130);
  return drawIcon(icon, { x: lightX - size / 2, y: rnd.between(30, 70), size });
}

/** A landmark-sized thing beside the figure: drawn behind the figures (layout.ts LANDMARK_SIZE). */
function landmarkBack(p: Plan['props'][number]): boolean {
  return isLandmark(p.icon) && !p.member && (p.placement === 'beside' || p.placement === 'ground');
}

/**
 * A blanket over a sleeper (蓋著被子睡覺): a quilt from the feet to the neck, the head left out on the pillow side.
 * Uses where the figure drew its head and feet; without them, the lower two thirds of its box.
 */
/** A leash from the person's front hand to the animal's neck, sagging a little (decision 0060). */
function leash(anchor: FigureAnchor, c: Box): string {
  const hand = anchor.hand;
  if (!hand) return '';
  const nx = c.x + c.size * (c.flip ? 0.74 : 0.26);
  const ny = c.y + c.size * 0.5;
  const mx = (hand.x + nx) / 2;
  const my = Math.max(hand.y, ny) + c.size * 0.12;
  const w = Math.max(2, c.size * 0.025);
  return `<path d="M${hand.x.toFixed(1)} ${hand.y.toFixed(1)} Q${mx.toFixed(1)} ${my.toFixed(1)} ${nx.toFixed(1)} ${ny.toFixed(1)}" stroke="#c0392b" stroke-width="${w.toFixed(1)}" fill="none" stroke-linecap="round"/><circle cx="${nx.toFixed(1)}" cy="${ny.toFixed(1)}" r="${(w * 1.4).toFixed(1)}" fill="#c0392b"/>`;
}

function quilt(b: Box, anchor: FigureAnchor, p: (h: string) => string): string {
  const head = anchor.head;
  const feet = anchor.feet;
  let x0 = b.x + b.size * 0.12;
  let x1 = b.x + b.size * 0.88;
  const bottom = b.y + b.size * 0.97;
  let top = b.y + b.size * 0.55;
  if (head && feet) {
    const fx = (feet[0].x + feet[1].x) / 2;
    const left = fx < head.x;
    // the quilt runs from beyond the feet to the neck
    x0 = left ? fx - head.r * 0.8 : head.x + head.r * 1.1;
    x1 = left ? head.x - head.r * 1.1 : fx + head.r * 0.8;
    top = Math.min(head.y + head.r * 0.2, bottom - head.r * 1.4);
    // a standing figure (no lying pose): cover it from the shoulders down
    if (Math.abs(fx - head.x) < head.r * 2) {
      x0 = head.x - head.r * 2.2;
      x1 = head.x + head.r * 2.2;
      top = head.y + head.r * 1.3;
    }
  }
  const w = x1 - x0;
  const h = Math.max(30, bottom - top);
  const f = (n: number) => n.toFixed(0);
  return (
    `<path d="M${f(x0)} ${f(top + h * 0.15)} Q${f(x0 + w / 2)} ${f(top - h * 0.12)} ${f(x1)} ${f(top + h * 0.15)} L${f(x1 + 6)} ${f(bottom)} Q${f(x0 + w / 2)} ${f(bottom + 10)} ${f(x0 - 6)} ${f(bottom)}Z" fill="${p('#7fb3e8')}" stroke="${p('#4a7fb8')}" stroke-width="4"/>` +
    `<path d="M${f(x0)} ${f(top + h * 0.15)} Q${f(x0 + w / 2)} ${f(top - h * 0.12)} ${f(x1)} ${f(top + h * 0.15)} L${f(x1 + 1)} ${f(top + h * 0.32)} Q${f(x0 + w / 2)} ${f(top + h * 0.05)} ${f(x0 - 1)} ${f(top + h * 0.32)}Z" fill="${p('#ffffff')}"/>` +
    Array.from(
      { length: 5 },
      (_, i) =>
        `<circle cx="${f(x0 + (w * (i + 0.5)) / 5)}" cy="${f(top + h * (i % 2 ? 0.55 : 0.75))}" r="${f(Math.max(3, h * 0.06))}" fill="#ffffff" opacity="0.6"/>`,
    ).join('')
  );
}

/** Our own head-worn drawings (things/art.ts, catalogue w:head) on a drawn person's head: 花圈 round the crown. */
const OWN_HEAD_WEAR = new Set(['flower-wreath']);
function ownHeadWear(plan: Plan, anchor: FigureAnchor): string {
  const icon = plan.figure.accessory;
  const head = anchor.head;
  if (!icon || !OWN_HEAD_WEAR.has(icon) || !plan.figure.look?.person || !head) return '';
  const size = head.r * 2.9;
  return drawIcon(icon, { x: head.x - size / 2, y: head.y - head.r * 0.62 - (size * 18) / 32, size });
}

/** Fire breathed from the mouth (噴火): the flame artwork turned to point forward, growing away from the mouth. */
function fireBreath(anchor: FigureAnchor, b: Box): string {
  const m = anchor.mouth;
  const dir = b.flip ? 1 : -1;
  // (an emoji creature has no mouth anchor: its head is at the top, towards the way it faces)
  const x = m ? m.x : b.x + b.size * (b.flip ? 0.82 : 0.18);
  const y = m ? m.y : b.y + b.size * 0.22;
  const s = Math.max(90, b.size * 0.42);
  return drawIcon('fire', { x: dir > 0 ? x - s * 0.08 : x - s * 0.92, y: y - s / 2, size: s, rotate: dir * 90 });
}

/** Composes the page's SVG: background, light, decoration by depth, figures, weather, style. */
export function composeSvg(plan: Plan, style: ArtStyle, rnd: Random): string {
  resetIconIds();
  // The time of day is the page's (its words or its place), in every style: the night-glow style darkens and
  // glows a daytime page but puts no moon or stars in a sky nobody set at night (decision 0053). Under the sea there
  // is no sky: no stars or moon there, whatever the time of day.
  const underwater = plan.scene.overlay?.includes('bubbles') === true;
  const flags = {
    night: plan.night && !underwater,
    rain: plan.rain,
    snow: plan.snow,
    air: plan.air,
  };
  // (afloat: in a boat or swimming; else a lake keeps behind the figure's feet, decision 0044)
  const afloat =
    plan.figure.look?.pose === 'swim' ||
    plan.props.some((p) => p.placement === 'ride' && BOATS.has(p.icon)) ||
    plan.figure.look?.ride?.kind === 'boat' ||
    BOATS.has(plan.figure.look?.ride?.icon ?? '') ||
    (plan.setting !== undefined && BOATS.has(plan.setting.icon));
  const look = { ...lookFor(plan.scene, flags, style.paint), chunky: style.pixel === true, shore: !afloat };
  const horizon = H * plan.scene.horizon;
  // A landmark that is the thing the figure is on or in (the campsite's tent, a room's bed) gives way to the setting,
  // which is drawn at the figure: one tent, one bed (decision 0037).
  // (so does the room's bed when things are put on a bed the page names: drawn beside the figure with them, 0043)
  const givenTo = [plan.setting?.icon, ...plan.props.map((p) => p.on?.icon)].flatMap((i) =>
    i ? (LANDMARK_THING[i] ?? []) : [],
  );
  const given = givenTo.length > 0 ? givenTo : undefined;
  const scene = given
    ? { ...plan.scene, landmarks: plan.scene.landmarks?.filter((l) => !given.includes(l)) }
    : plan.scene;
  const bg = paintBackground(scene, look, rnd);
  const light = paintLight(plan.scene, look, rnd);
  // A soft glow has no place in pixel art: quantised, it turns into a hard blob over the picture.
  if (style.pixel) light.svg = '';
  const layout = layoutFigures(plan, rnd, bg.keep);
  // (the room's window and blackboard are taken too: a clock or a picture on the wall is not hung over the glass)
  const wallTaken = bg.wall.map((r) => ({ x: r.x, y: r.y, size: Math.max(r.w, r.h), flip: false }));
  // (and the place's key landmark: no cloud over the temple's roof, no tree in front of 101, decision 0044; boxes
  // are squares, so a tall one is a stack of them)
  const landmarkTaken: Box[] = [];
  for (const k of bg.keep) {
    if (k.top === undefined) continue;
    const w = k.x1 - k.x0;
    for (let y = k.top; y < horizon - 10; y += w) landmarkTaken.push({ x: k.x0, y, size: w, flip: false });
  }
  const decor = decorLayers(
    { ...plan, night: flags.night },
    [...layout.taken, ...wallTaken, ...landmarkTaken],
    rnd,
    horizon,
  );
  const floating = plan.scene.floating === true;
  // The figure draws what it holds and rides itself (in the hand, under it): those props are not drawn again.
  const carried = new Set([...(plan.figure.look?.carries ?? []), ...(plan.companion?.look?.carries ?? [])]);
  // Hands and gestures alone (a pointing finger from 上, a waving hand from 再見) are not things the child asked to
  // see: the figure's pose shows them.
  for (const p of plan.props) if (GESTURE.test(p.icon)) carried.add(p.icon);
  const variant = rnd.int(0, 7);
  // Pixels per child height: the companion and animals on the ground are drawn at their real size beside the figure.
  // A small main animal beside a bigger companion (老鼠和大象) takes the companion's scale and is drawn small.
  const own = plan.scene.id === 'portrait' ? undefined : sizeUnit(plan.figure, layout.figure);
  // (the companion measured as if it had the main figure's room: the bigger of the two fills it)
  const theirs = layout.companion && plan.companion ? sizeUnit(plan.companion, layout.figure) : undefined;
  const unit = own !== undefined && theirs !== undefined ? Math.min(own, theirs) : own;
  // (not when it is in a box, a nest or a cage: the container is drawn at the figure's room)
  const contained =
    plan.setting && ['front', 'bars', 'tank'].includes((plan.setting.own ?? SETTINGS[plan.setting.icon])?.draw ?? '');
  const mainUnit = unit !== undefined && own !== undefined && unit < own * 0.95 && !contained ? unit : undefined;
  // What the figure is in, on or under (紙箱裡, 沙發上, 樹下, 泥巴裡, 籠子裡): behind it, in front of it, or under its feet.
  const fb = layout.figure;
  const anchor: FigureAnchor = {};
  let settingBack = '';
  let settingFront: string | (() => string) = '';
  let figureBox = fb;
  let tank: Box | undefined;
  if (plan.setting) {
    const how = (plan.setting.own ?? SETTINGS[plan.setting.icon])?.draw ?? 'back';
    const ground = fb.y + fb.size * 0.97;
    const cx = fb.x + fb.size / 2;
    const at = (size: number, bottom: number, flip = false) => ({ x: cx - size / 2, y: bottom - size, size, flip });
    // in a box or a nest: its rim at the figure's lower third, so the head and back show above it
    if (how === 'front') {
      const icon = plan.setting.icon;
      // its rim just under the head when the body is drawn (the head and shoulders show), else at the lower third;
      // as wide as the body
      settingFront = () => {
        const m = anchor.mouth;
        const body = anchor.body;
        // (an animal is in it up to its chin, the box as wide as its body: a cat in a box, not a cat behind a small
        // box — decision 0053)
        const animal = !plan.figure.look?.person;
        const size = body
          ? Math.min(fb.size * 1.1, Math.max(fb.size * (animal ? 0.5 : 0.45), body.width * (animal ? 0.95 : 0.8)))
          : fb.size * 0.7;
        const at = (sz: number, bottom: number) => ({ x: (body?.x ?? cx) - sz / 2, y: bottom - sz, size: sz });
        const rim = m
          ? animal
            ? m.y + m.r * 3
            : Math.max(m.y + m.r * 1.5, ground - fb.size * 0.3)
          : ground - fb.size * 0.28;
        const top = RIM[icon] ?? 0.2;
        const bottom = Math.min(ground + fb.size * 0.42, Math.max(ground, rim - size * top + size));
        return drawIcon(icon, at(size, bottom));
      };
    } else if (plan.setting.relation === 'behind') {
      // hiding behind it (石頭後面, 草叢後面): the thing in front hides the lower body, the head peeks over
      const tree = plan.setting.icon.endsWith('tree');
      const size = fb.size * (tree ? 1.5 : plan.figure.look?.person ? 0.85 : 0.62);
      // (a tree's trunk hides the figure's back half, the front half peeks out round it)
      // (a person is taller than an animal: the crown would hide its head, so it peeks out further to the side)
      const aside = tree ? fb.size * (plan.figure.look?.person ? 0.42 : 0.2) : fb.size * 0.06;
      settingFront = drawIcon(plan.setting.icon, {
        x: cx - size / 2 + (fb.flip ? -1 : 1) * aside,
        y: ground + fb.size * 0.06 - size,
        size,
      });
    } else if (how === 'tank') {
      // a fish tank on the floor with the fish swimming inside, smaller, and its companions beside it (魚缸裡):
      // see-through glass drawn over all of them (decision 0043)
      const size = Math.min(W * 0.72, fb.size * 1.6);
      const x = Math.min(W - size - 10, Math.max(10, cx - size / 2));
      tank = { x, y: ground + fb.size * 0.06 - size * 0.92, size, flip: false };
      const s = size * 0.4;
      figureBox = { ...fb, x: x + size * 0.36 - s / 2, y: tank.y + size * 0.62 - s / 2, size: s };
      settingFront = drawIcon(plan.setting.icon, tank);
    } else if (how === 'bars') settingFront = drawIcon(plan.setting.icon, at(fb.size * 1.1, ground + fb.size * 0.06));
    else if (how === 'patch') settingBack = drawIcon(plan.setting.icon, at(fb.size * 1.6, ground + fb.size * 0.3));
    else if (plan.setting.icon.endsWith('tree')) {
      settingBack = drawIcon(plan.setting.icon, at(fb.size * 2, ground + fb.size * 0.04, fb.flip));
      // up in the tree (樹上): the figure sits in its crown
      if (plan.setting.relation === 'on') figureBox = { ...fb, y: fb.y - fb.size * 0.6 };
      // hanging from it: upside down under the crown's edge, on the side it faces, feet among the leaves (0053)
      if (plan.setting.hang) {
        const s = fb.size * 0.8;
        figureBox = { ...fb, x: cx - s / 2 + (fb.flip ? -1 : 1) * fb.size * 0.42, y: ground - fb.size * 0.9, size: s };
      }
    } else if (plan.setting.relation === 'under') {
      // under a table or a bed (躲在桌子底下): the thing drawn big, the figure smaller beneath its top
      settingBack = drawIcon(plan.setting.icon, at(fb.size * 1.45, ground + fb.size * 0.08));
      const s = fb.size * 0.62;
      figureBox = { ...fb, x: cx - s / 2, y: ground + fb.size * 0.03 - s, size: s };
    } else if ((plan.setting.own ?? SETTINGS[plan.setting.icon])?.seat !== undefined) {
      // a big thing one is on or in (a hot-air balloon, a tent, a slide): drawn big, the figure at its seat
      const own = (plan.setting.own ?? SETTINGS[plan.setting.icon])!;
      const size = fb.size * (own.size ?? 1.3);
      const s = fb.size * (own.scale ?? 1);
      // (a balloon up in the sky hangs in the middle of the picture, not standing on the ground)
      const bottom = own.aloft ? fb.y + fb.size * 0.5 + size / 2 : ground + fb.size * 0.06;
      settingBack = drawIcon(plan.setting.icon, at(size, bottom));
      figureBox = { ...fb, x: cx - s / 2, y: bottom - size * own.seat! - s, size: s };
    } else {
      // on a sofa, a bed, a table: the figure sits up on it
      settingBack = drawIcon(plan.setting.icon, at(fb.size * 1.3, ground + fb.size * 0.06));
      // (one who falls from it, 從樓梯上摔下來, lies at its foot)
      if (plan.setting.relation === 'on' && plan.figure.look?.pose !== 'fall')
        figureBox = { ...fb, y: fb.y - fb.size * 0.28 };
    }
  }
  // An animal that eats or carries something holds it in its mouth; one that hugs is pressed against what it hugs.
  const act = plan.figure.look?.person ? undefined : plan.figure.look?.act;
  const mouthProp =
    act === 'eat' || act === 'carry'
      ? plan.props.findIndex(
          (p) => (p.placement === 'hold' || p.placement === 'beside') && !carried.has(p.icon) && !speciesFor(p.icon),
        )
      : -1;
  let companionBox = layout.companion;
  // Riding along in the figure's boat, car or mount (爺爺和奶奶坐小船): seated right behind it, at its scale.
  if (companionBox && plan.companion?.look?.alongside)
    // (in a car drawn round the figure, at the figure's seat: decision 0042)
    companionBox = {
      ...figureBox,
      x: figureBox.x - (fb.flip ? 1 : -1) * figureBox.size * 0.34,
      // (a child behind a grown-up on a bicycle: at the rider's seat height, not in the rear wheel)
      y: figureBox.y - passengerLift(plan.figure, plan.companion, figureBox.size),
      flip: fb.flip,
    };
  // An animal's young (or its parent) beside it (鴨媽媽帶著小鴨子): right behind it on its ground line, facing the same
  // way, not wherever the layout had room — out of the pond or across the page (decision 0049).
  // (not when it is in a nest, up a tree or hugging the other: those place the two themselves)
  const family =
    (plan.companion?.young || plan.companion?.parent) && !plan.setting && !plan.figure.look?.person && act !== 'hug';
  if (companionBox && family && !plan.companion?.pouch && !tank) {
    const ground = figureBox.y + figureBox.size * 0.97;
    const s = companionBox.size;
    const side = (fb.flip ? -1 : 1) * (plan.companion?.young ? 0.5 : 0.62);
    companionBox = {
      ...companionBox,
      x: Math.min(W - s * 0.8, Math.max(-s * 0.2, figureBox.x + figureBox.size / 2 + side * figureBox.size - s / 2)),
      y: ground - s * 0.97,
      flip: fb.flip,
    };
  }
  // (the young one named first, 小鹿跟著鹿媽媽: drawn small itself, the parent at its real size — a parent drawn
  // bigger than real was held back by the page's room and came out as big as its young)
  const youngFirst = family && plan.companion?.parent === true && unit !== undefined && !tank;
  const propBoxes = [...layout.props];
  // The rest of the fish in the tank with the figure (兩隻金魚在魚缸裡, 好多小魚): inside the glass too (decision 0043)
  if (tank) {
    const t = tank;
    const inside = (i: number, b: Box): Box => {
      const s = Math.min(b.size, t.size * 0.3);
      return {
        ...b,
        size: s,
        x: t.x + t.size * (0.64 + 0.1 * ((i % 2) - 0.5)) - s / 2,
        y: t.y + t.size * (0.46 + 0.14 * (i % 3)) - s / 2,
      };
    };
    if (companionBox) companionBox = inside(0, companionBox);
    let k = 1;
    for (const [i, p] of plan.props.entries()) if (p.member && propBoxes[i]) propBoxes[i] = inside(k++, propBoxes[i]!);
  }
  // The rest of a group up in the tree with the figure (三隻小鳥在樹上): in the crown on either side of it, not on
  // the ground below (decision 0043).
  if (plan.setting?.icon.endsWith('tree') && plan.setting.relation === 'on' && !plan.figure.look?.person) {
    let k = 0;
    // (a companion of the same kind is one of the group: up there too)
    if (companionBox && plan.companion?.icon === plan.figure.icon) {
      k += 1;
      const s = Math.min(companionBox.size, figureBox.size * 0.8);
      const dir = fb.flip ? 1 : -1;
      companionBox = {
        ...companionBox,
        size: s,
        x: figureBox.x + figureBox.size / 2 + dir * fb.size * 0.4 - s / 2,
        y: figureBox.y + figureBox.size - s + fb.size * 0.08,
      };
    }
    for (const [i, p] of plan.props.entries()) {
      const b = propBoxes[i];
      if (!p.member || p.placement !== 'beside' || !b) continue;
      k += 1;
      const dir = (k % 2 === 1 ? -1 : 1) * (fb.flip ? -1 : 1);
      const s = Math.min(b.size, figureBox.size * 0.8);
      propBoxes[i] = {
        ...b,
        size: s,
        x: figureBox.x + figureBox.size / 2 + dir * fb.size * 0.4 * Math.ceil(k / 2) - s / 2,
        y: figureBox.y + figureBox.size - s + fb.size * (0.12 * Math.ceil(k / 2) - 0.04),
      };
    }
  }
  let hugged = -1;
  if (act === 'hug') {
    const side = fb.flip ? 1 : -1;
    if (companionBox)
      companionBox = { ...companionBox, x: fb.x + fb.size / 2 + side * fb.size * 0.42 - companionBox.size / 2 };
    else {
      const i = plan.props.findIndex(
        (p) => (p.placement === 'beside' || p.placement === 'hold') && !carried.has(p.icon),
      );
      const pb = propBoxes[i];
      if (pb && pb.size < fb.size * 0.5) {
        // a small thing hugged (抱著松果, 抱著球): kept small, pressed to the chest wherever the figure is (up in a tree)
        const size = pb.size * 1.1;
        const box = figureBox;
        propBoxes[i] = {
          ...pb,
          size,
          x: box.x + box.size / 2 + side * box.size * 0.24 - size / 2,
          y: box.y + box.size * 0.62 - size / 2,
        };
        // (drawn with the other props, in front of the body: behind it a small thing is hidden)
      } else if (pb) {
        // a tree or a big thing: as tall as the figure and close to it
        const size = Math.max(pb.size, fb.size * 1.1);
        propBoxes[i] = {
          ...pb,
          size,
          x: fb.x + fb.size / 2 + side * fb.size * 0.38 - size / 2,
          y: fb.y + fb.size - size,
        };
        hugged = i;
        // behind the figure, so the arms (paws) that hug it show in front
        settingBack += drawProp(plan.props[i]!.icon, propBoxes[i]!, floating, true);
      }
    }
  }
  // Sliding down a slide: the figure sits up on its slope (figure/activity.ts activityLift, decision 0032).
  const lift = activityLift(plan.activity);
  if (lift) figureBox = { ...figureBox, y: figureBox.y - lift * figureBox.size };
  // Two people who touch (hug, handshake, hand in hand, piggyback): the companion where the hands meet (figure.ts).
  if (companionBox && plan.companion && plan.figure.look?.touch)
    companionBox = touchBox(plan.figure, plan.companion, figureBox, companionBox, variant);
  // Windows, doors, clocks, pictures on the wall: behind everyone, at wall height (wall.ts). A room's own window (and
  // a classroom's blackboard) is the one the child named (打開窗戶): it is not drawn twice.
  const onWall = plan.props
    .map((p, index) => ({ icon: p.icon, index }))
    .filter((t) => plan.props[t.index]!.placement === 'wall' && !carried.has(t.icon));
  for (const t of onWall) carried.add(t.icon);
  const hung = drawWallThings(
    onWall.filter(
      (t) =>
        !(t.icon === 'window' && plan.scene.indoor?.window) &&
        !(t.icon === 'blackboard' && plan.scene.indoor?.blackboard),
    ),
    plan.scene,
    figureBox,
    [figureBox, ...(companionBox ? [companionBox] : [])],
    bg.wall,
    look.paint,
  );
  const perched =
    plan.companion !== undefined && (plan.figure.look?.touch === 'perch' || plan.figure.look?.touch === 'lap');
  const figures = [
    hung,
    settingBack,
    companionBox && plan.companion && !plan.companion.pouch && !perched
      ? drawFigure(
          youngFirst ? { ...plan.companion, parent: false } : plan.companion,
          companionBox,
          floating || tank !== undefined,
          variant + 1,
          unit,
        )
      : '',
    ...plan.props.map((p, i) =>
      p.placement === 'ride' && !carried.has(p.icon)
        ? drawProp(p.icon, layout.props[i]!, floating, true, undefined, p.colour)
        : // a landmark (a slide, a ferris wheel, a dragon dance) stands a step behind the figures (decision 0033)
          landmarkBack(p) && !carried.has(p.icon) && i !== hugged
          ? drawProp(p.icon, propBoxes[i]!, floating, true, undefined, p.colour)
          : '',
    ),
    // the rest of a group (同學們, 三隻小豬) behind the figure and behind what is in front of them all (a cake on a
    // table, a book): a side member no longer hides it (decision 0028, second round)
    ...plan.props.map((p, i) =>
      p.member && p.placement === 'beside' && !carried.has(p.icon) && i !== hugged && i !== mouthProp
        ? drawProp(p.icon, propBoxes[i]!, floating || tank !== undefined, true, unit, p.colour)
        : '',
    ),
    // (drawn after the figure has filled in its anchor, put in place before it)
    plan.activity ? () => drawActivity(plan.activity!, figureBox, anchor, 'back') : '',
    // (a fish in its tank swims in the water, not lying on the floor)
    // (an animal whose own pose already hangs upside down, 倒掛: not turned over twice — decision 0060)
    plan.setting?.hang && plan.figure.look?.pose !== 'hang'
      ? `<g transform="translate(0 ${(2 * figureBox.y + figureBox.size).toFixed(1)}) scale(1 -1)">${drawFigure(youngFirst ? { ...plan.figure, young: true } : plan.figure, figureBox, true, variant, youngFirst ? unit : mainUnit, anchor)}</g>`
      : drawFigure(
          youngFirst ? { ...plan.figure, young: true } : plan.figure,
          figureBox,
          floating || tank !== undefined,
          variant,
          youngFirst ? unit : mainUnit,
          anchor,
        ),
    plan.covered ? () => quilt(figureBox, anchor, look.paint) : '',
    // a leash from the hand to the neck of the animal led (牽著小狗: decision 0060)
    plan.figure.look?.touch === 'leash' && companionBox ? () => leash(anchor, companionBox!) : '',
    // a small animal sitting on the person (on the head, the hand, the lap: decision 0060): in front of it
    perched && companionBox ? drawFigure(plan.companion!, companionBox, true, variant + 1, unit) : '',
    // a young one in its parent's pouch (袋鼠寶寶): peeking out of the belly, in front of it (decision 0049)
    plan.companion?.pouch ? () => inPouch(plan.companion!, figureBox, anchor, variant + 1) : '',
    // a head-worn thing of our own drawing (a flower wreath) that the person's body does not draw: on the head
    () => ownHeadWear(plan, anchor),
    // the nest it sits in, up in the tree: round its lower body
    plan.nest
      ? drawIcon(plan.nest, {
          // its rim (RIM) about three quarters down the figure, so the body shows above it
          x: figureBox.x + figureBox.size * 0.5 - figureBox.size * 0.35,
          y: figureBox.y + figureBox.size * (0.72 - 0.7 * (RIM[plan.nest] ?? 0.2)),
          size: figureBox.size * 0.7,
        })
      : '',
    // flames out of a fire-breathing creature's mouth, pointing the way it faces
    () => (plan.breath ? fireBreath(anchor, figureBox) : ''),
    typeof settingFront === 'string' ? settingFront : settingFront(),
    // what the figure does it with: in its hands, under its feet, on a table in front (decision 0029)
    plan.activity ? () => drawActivity(plan.activity!, figureBox, anchor, 'front') : '',
    ...plan.props.map((p, i) => {
      if (p.placement === 'ride' || carried.has(p.icon) || i === hugged || landmarkBack(p)) return '';
      if (p.member && p.placement === 'beside' && i !== mouthProp) return '';
      const m = anchor.mouth;
      if (i === mouthProp && m) {
        const size = Math.max(56, m.r * 1.9);
        return drawIcon(p.icon, { x: m.x - size / 2, y: m.y - size / 2, size, flip: fb.flip });
      }
      const drawn = drawProp(
        p.icon,
        propBoxes[i]!,
        floating,
        p.placement === 'beside' || p.placement === 'ground',
        // (an animal among the things keeps its real size, times the child's size word: 巨大的鯨魚)
        unit !== undefined && p.scale ? unit * p.scale : unit,
        p.colour,
      );
      if (!p.tall) return drawn;
      // 很高的: stretched upward from where it stands
      const b = propBoxes[i]!;
      const by = (b.y + b.size).toFixed(0);
      return `<g transform="translate(0 ${by}) scale(1 1.7) translate(0 -${by})">${drawn}</g>`;
    }),
  ]
    .map((f) => (typeof f === 'string' ? f : f()))
    .join('');
  const defs =
    bg.defs +
    light.defs +
    (style.pictureFilter
      ? // sRGB: in the default linearRGB every colour darker than mid-grey fell into the lowest level, and a cave
        // or a night turned into one flat colour (black before)
        `<filter id="pic" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">${style.pictureFilter}</filter>`
      : '') +
    (style.figureFilter
      ? `<filter id="fig" x="-20%" y="-20%" width="140%" height="140%">${style.figureFilter}</filter>`
      : '') +
    (style.edge === 'paper'
      ? `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.72"><stop offset="0.66" stop-color="#fffdf6" stop-opacity="0"/><stop offset="1" stop-color="#fffdf6" stop-opacity="0.85"/></radialGradient>`
      : `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.65" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>`);
  const scenery = ZONE_ORDER.filter((z) => z !== 'near')
    .map((z) => decor[z])
    .join('');
  const body =
    bg.svg +
    light.svg +
    celestial({ ...plan, night: flags.night }, light.x, rnd) +
    scenery +
    paintFog(plan.scene, look, rnd) +
    `<g${style.figureFilter ? ' filter="url(#fig)"' : ''}>${figures}</g>` +
    decor.near +
    paintWeather(plan.scene, look, rnd);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>` +
    `<g${style.pictureFilter ? ' filter="url(#pic)"' : ''}>${body}</g>` +
    (style.edge ? vignette(style.edge) : '') +
    `</svg>`
  );
}

/**
 * The vignette's picture-sized radial gradient, painted only where it is not transparent: the picture minus an ellipse
 * 3 px inside the gradient's first visible offset (dark: 0.65 of r 0.75; paper: 0.66 of r 0.72). The path's box is
 * still the whole picture, so the gradient is the same; the hole held only transparent pixels, which cost resvg
 * ≈ 8 ms a picture (decision 0046).
 */
function vignette(edge: 'dark' | 'paper'): string {
  const t = edge === 'paper' ? 0.72 * 0.66 : 0.75 * 0.65;
  const rx = (t * W - 3).toFixed(1);
  const ry = (t * H - 3).toFixed(1);
  const hole = `M${(W / 2 - +rx).toFixed(1)} ${H / 2}a${rx} ${ry} 0 1 0 ${(2 * +rx).toFixed(1)} 0a${rx} ${ry} 0 1 0 ${(-2 * +rx).toFixed(1)} 0Z`;
  return `<path d="M0 0H${W}V${H}H0Z${hole}" fill-rule="evenodd" fill="url(#vignette)"/>`;
}

/** Whether every pixel is opaque (its premultiplied and straight colours are then the same). */
function opaque(pixels: Buffer): boolean {
  const px = new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length >> 2);
  for (let i = 0; i < px.length; i++) if (px[i]! < 0xff000000) return false;
  return true;
}

/**
 * SVG → PNG 1024×768. Pixel art is drawn at 1/8 size and enlarged without smoothing. resvg renders on libuv's
 * thread pool (renderAsync), so a class drawing pictures never blocks the event loop that answers everyone else;
 * sharp encodes the PNG there too (resvg's own `asPng()` ran on the event loop: ≈ 16 ms a picture; sharp at
 * compression level 3 takes about as long off it and writes a file ≈ 15 % smaller). resvg's pixels are
 * premultiplied RGBA, which sharp is told. A picture holds no text, so resvg is told not to read the system's fonts:
 * by default it reads them on every render (≈ 20 ms of a 75 ms picture with Debian's Noto CJK installed).
 */
export async function rasterise(svg: string, style: ArtStyle): Promise<Buffer> {
  const img = await renderAsync(svg, {
    fitTo: { mode: 'width', value: style.pixel ? W / 8 : W },
    font: { loadSystemFonts: false },
  });
  const pixels = img.pixels;
  // An opaque picture (all of them, as the sky or the wall covers it) is not unpremultiplied by sharp: libvips does
  // that in floating point, ≈ 5 ms a picture for nothing (decision 0046).
  const raw = { width: img.width, height: img.height, channels: 4 as const, premultiplied: !opaque(pixels) };
  const picture = sharp(pixels, { raw });
  if (style.pixel) picture.resize(W, H, { kernel: 'nearest' });
  const surface = await surfaceLayers(style);
  if (surface.length > 0) picture.composite(surface.map((l) => ({ input: l.input, raw: SURFACE_RAW, blend: l.blend })));
  return picture.png({ compressionLevel: 3 }).toBuffer();
}

/**
 * A young one peeking out of its parent's pouch (袋鼠媽媽的口袋裡有小袋鼠): drawn small at the belly, between the
 * head and the hind legs, its lower half hidden behind the pouch's lip in the parent's belly colour (decision 0049).
 */
function inPouch(young: Plan['figure'], fb: Box, anchor: FigureAnchor, variant: number): string {
  const m = anchor.mouth;
  const body = anchor.body;
  if (!m || !body) return '';
  const facing = fb.flip ? 1 : -1;
  const ground = fb.y + fb.size * 0.97;
  const s = (ground - m.y) * 0.44;
  const px = body.x + facing * body.width * 0.16;
  const py = ground - (ground - m.y) * 0.4;
  const joey = drawFigure(
    { ...young, young: false },
    { x: px - s / 2, y: py - s * 0.62, size: s, flip: fb.flip },
    true,
    variant,
  );
  const w = s * 0.42;
  const lip = `<path d="M${(px - w).toFixed(0)} ${(py - s * 0.02).toFixed(0)} Q${px.toFixed(0)} ${(py + s * 0.12).toFixed(0)} ${(px + w).toFixed(0)} ${(py - s * 0.02).toFixed(0)} Q${(px + w * 0.9).toFixed(0)} ${(py + s * 0.42).toFixed(0)} ${px.toFixed(0)} ${(py + s * 0.46).toFixed(0)} Q${(px - w * 0.9).toFixed(0)} ${(py + s * 0.42).toFixed(0)} ${(px - w).toFixed(0)} ${(py - s * 0.02).toFixed(0)} Z" fill="#e9c7a4" stroke="#8a5a36" stroke-width="${Math.max(1.5, s * 0.02).toFixed(1)}"/>`;
  return joey + lip;
}
