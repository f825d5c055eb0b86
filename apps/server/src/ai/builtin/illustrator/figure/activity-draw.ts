import { drawIcon } from '../emoji.ts';
import type { FigureAnchor } from '../figure.ts';
import type { Box } from '../layout.ts';
import { activityLift, type ActProp, type Activity } from './activity.ts';
import { drawCues, tableTop, toeAt } from './doing.ts';

/**
 * Draws an activity's tools and objects (figure/activity.ts) where they belong on and around the figure: in the
 * hand, raised, hanging by the handle, on the back, under the feet, on a table in front, behind on the side the
 * figure faces, around it. `layer` 'back' is drawn before the figure (a sack on the back, a blackboard, a thing
 * trodden on), 'front' after it, when the anchor has the hands, head and feet.
 */

/**
 * Tools held at one end: where the grip is in the artwork (share of its width from the left, of its height from the
 * top), whether the working end points left in the artwork as drawn (Fluent's broom, fishing pole, hammer …), and
 * where its tip is (the fish on the line hangs there).
 */
const GRIP: Record<string, { at: [number, number]; left: boolean; tip?: [number, number] }> = {
  'fishing-pole': { at: [0.8, 0.88], left: true, tip: [0.14, 0.62] },
  broom: { at: [0.78, 0.15], left: true },
  sickle: { at: [0.2, 0.9], left: false },
  shovel: { at: [0.5, 0.12], left: false },
  hoe: { at: [0.2, 0.12], left: false },
  'baseball-bat': { at: [0.22, 0.84], left: false },
  racket: { at: [0.3, 0.9], left: false },
  badminton: { at: [0.22, 0.88], left: false },
  'butterfly-net': { at: [0.2, 0.92], left: false },
  mallet: { at: [0.5, 0.9], left: false },
  axe: { at: [0.8, 0.85], left: true },
  'carpentry-saw': { at: [0.78, 0.8], left: true },
  paintbrush: { at: [0.78, 0.2], left: true },
  'kitchen-knife': { at: [0.2, 0.2], left: false },
  hammer: { at: [0.8, 0.85], left: true },
  toothbrush: { at: [0.8, 0.85], left: true },
  syringe: { at: [0.2, 0.8], left: false },
  'watering-can': { at: [0.25, 0.5], left: false },
  drumstick: { at: [0.12, 0.15], left: false },
};
/** Artwork whose front points left as drawn (mirrored for a figure facing right). */
const FACES_LEFT = new Set([
  'fishing-pole',
  'broom',
  'axe',
  'carpentry-saw',
  'paintbrush',
  'hammer',
  'toothbrush',
  'trumpet',
]);
const BACK_SPOTS = new Set(['back', 'behind', 'under', 'slope', 'ladder', 'trail']);

export function drawActivity(act: Activity, b: Box, a: FigureAnchor, layer: 'back' | 'front'): string {
  const s = b.size;
  const dir = b.flip ? 1 : -1;
  const cx = b.x + s / 2;
  const gy = b.y + s * 0.97;
  // an animal has no hands: what it holds is at its mouth
  const hand = a.hand ?? (a.mouth ? { x: a.mouth.x, y: a.mouth.y } : { x: cx + dir * s * 0.28, y: gy - s * 0.45 });
  const handBack = a.handBack ?? hand;
  const head =
    a.head ??
    (a.mouth
      ? { x: a.mouth.x - dir * a.mouth.r, y: a.mouth.y - a.mouth.r, r: a.mouth.r * 1.4 }
      : { x: cx, y: gy - s * 0.7, r: s * 0.1 });
  const bodyX = a.body?.x ?? a.hip?.x ?? cx;
  const mid = a.hip
    ? { x: a.hip.x, y: a.hip.y - s * 0.06 }
    : { x: bodyX, y: a.mouth ? (a.mouth.y + gy) / 2 : gy - s * 0.4 };
  const footFront = a.feet?.[0] ?? { x: bodyX + dir * s * 0.25, y: gy };
  const footBack = a.feet?.[1] ?? { x: bodyX - dir * s * 0.15, y: gy };
  // mirrored so its front points the way the figure faces
  const flipOf = (name: string) => (FACES_LEFT.has(name) ? dir > 0 : dir < 0);
  const icon = (p: ActProp, x: number, y: number, z: number, f = flipOf(p.icon)) =>
    drawIcon(p.icon, { x, y, size: z, flip: f, recolour: p.colour });
  let out = '';
  let tip: { x: number; y: number } | undefined;
  // a table at waist height in front, for everything set on it
  const tableItems = act.props.filter((p) => p.spot === 'table');
  if (layer === 'front' && tableItems.length > 0) {
    const w = Math.max(...tableItems.map((p) => p.size)) * s * 1.5;
    const tx = cx + dir * s * 0.36;
    const top = tableTop(gy, s, a.hand);
    out +=
      `<rect x="${(tx - w / 2).toFixed(0)}" y="${top.toFixed(0)}" width="${w.toFixed(0)}" height="${(s * 0.04).toFixed(0)}" rx="3" fill="#a0672f" stroke="#5a3a1e" stroke-width="2"/>` +
      `<path d="M${(tx - w * 0.4).toFixed(0)} ${top.toFixed(0)}v${(gy - top).toFixed(0)}M${(tx + w * 0.4).toFixed(0)} ${top.toFixed(0)}v${(gy - top).toFixed(0)}" stroke="#7a4a22" stroke-width="${(s * 0.025).toFixed(0)}"/>`;
    let under = 0;
    for (const p of tableItems) {
      const z = p.size * s;
      // a board lies flat under what is put on it
      const flat = p.icon === 'cutting-board';
      out += icon(p, tx - z / 2, top - z + (flat ? z * 0.19 : 0) - under, z);
      if (flat) under = z * 0.1;
    }
  }
  for (const p of act.props) {
    if (p.spot === 'table') continue;
    if (BACK_SPOTS.has(p.spot) !== (layer === 'back')) continue;
    const z = p.size * s;
    switch (p.spot) {
      case 'hand':
      case 'back-hand': {
        const h = p.spot === 'hand' ? hand : handBack;
        const g = GRIP[p.icon];
        if (g) {
          const f = flipOf(p.icon);
          const gx = f ? 1 - g.at[0] : g.at[0];
          const x = h.x - gx * z;
          const y = h.y - g.at[1] * z;
          out += icon(p, x, y, z);
          if (p.spot === 'hand' && g.tip) tip = { x: x + (f ? 1 - g.tip[0] : g.tip[0]) * z, y: y + g.tip[1] * z };
        } else out += icon(p, h.x - z / 2, h.y - z * 0.6, z);
        break;
      }
      case 'up':
        out += icon(p, hand.x - z / 2, hand.y - z * 0.95, z);
        break;
      case 'hang':
        out += icon(p, hand.x - z / 2, hand.y - z * 0.12, z);
        break;
      case 'face':
        out += icon(p, head.x + dir * head.r * 0.7 - z / 2, head.y + head.r * 0.2 - z / 2, z);
        break;
      case 'chest':
        out += icon(p, bodyX + dir * s * 0.04 - z / 2, (a.hip?.y ?? gy - s * 0.3) - z * 0.85, z);
        break;
      case 'back':
        out += icon(p, bodyX - dir * s * 0.2 - z / 2, (a.hip?.y ?? gy - s * 0.3) - z * 0.95, z);
        break;
      case 'feet':
        if (/skate/.test(p.icon)) for (const f of [footBack, footFront]) out += icon(p, f.x - z / 2, f.y - z * 0.55, z);
        // a board stood on (a surfboard): one piece under both soles
        else if (p.icon === 'surfboard') out += icon(p, bodyX - z / 2, gy - z * 0.53, z);
        else {
          // skis: two long planks with turned-up tips under the soles
          const L = z;
          const x0 = bodyX - (dir * L) / 2;
          const y = gy + s * 0.01;
          for (const dy of [0, s * 0.025])
            out += `<path d="M${x0.toFixed(0)} ${(y + dy).toFixed(0)} L${(x0 + dir * L).toFixed(0)} ${(y + dy).toFixed(0)} q${(dir * s * 0.06).toFixed(0)} 0 ${(dir * s * 0.07).toFixed(0)} ${(-s * 0.05).toFixed(0)}" stroke="${p.colour ?? '#e84a4a'}" stroke-width="${(s * 0.022).toFixed(0)}" fill="none" stroke-linecap="round"/>`;
        }
        break;
      case 'kick':
        out += icon(p, footFront.x + dir * z * 0.45 - z / 2, gy - z, z);
        break;
      case 'under': {
        // squashed flat under the front foot
        const x = footFront.x + dir * z * 0.1;
        out += `<g transform="translate(0 ${gy.toFixed(0)}) scale(1 0.45) translate(0 ${(-gy).toFixed(0)})">${icon(p, x - z * 0.6, gy - z * 1.2 * 0.85, z * 1.2)}</g>`;
        out += `<path d="M${(x - z * 0.7).toFixed(0)} ${(gy - z * 0.08).toFixed(0)} l${(-z * 0.15).toFixed(0)} ${(-z * 0.1).toFixed(0)} M${(x + z * 0.7).toFixed(0)} ${(gy - z * 0.08).toFixed(0)} l${(z * 0.15).toFixed(0)} ${(-z * 0.1).toFixed(0)}" stroke="${p.colour ?? '#e84a4a'}" stroke-width="${(s * 0.012).toFixed(0)}" stroke-linecap="round"/>`;
        break;
      }
      case 'front':
        out += icon(p, cx + dir * (s * 0.3 + z * 0.45) - z / 2, gy - z * 0.97, z);
        break;
      case 'behind':
        out += icon(p, cx + dir * s * 0.42 - z / 2, gy - z * 0.98, z, false);
        break;
      case 'slope': {
        // a slide standing on the ground (the figure's box is lifted by activityLift), its slope under the hip
        // and running down the way the figure faces
        const ground = gy + activityLift(act) * s;
        const y0 = ground - z * 0.97;
        const ty = Math.min(0.8, Math.max(0.3, (mid.y + s * 0.06 - y0) / z + 0.04));
        const tx = 0.35 + (ty - 0.3) / 1.25;
        const x0 = dir > 0 ? mid.x - tx * z : mid.x - (1 - tx) * z;
        out += icon(p, x0, y0, z, dir < 0);
        break;
      }
      case 'ladder': {
        // a ladder standing on the ground, leaning a little the way the figure faces, its rungs under the feet
        // and its top at the hands (the figure's box is lifted by activityLift)
        const ground = gy + activityLift(act) * s;
        const top = Math.min(hand.y, head.y) - s * 0.08;
        const h = ground - top;
        const w = h * 0.26;
        const x0 = bodyX - dir * w * 0.15;
        const lean = dir * h * 0.12;
        const rail = (d: number) =>
          `<path d="M${(x0 + d).toFixed(0)} ${ground.toFixed(0)} L${(x0 + d + lean).toFixed(0)} ${top.toFixed(0)}" stroke="#a0672f" stroke-width="${(s * 0.022).toFixed(0)}" stroke-linecap="round"/>`;
        out += rail(-w / 2) + rail(w / 2);
        for (let k = 1; k < 6; k++) {
          const y = ground - (h * k) / 6;
          const x = x0 + (lean * k) / 6;
          out += `<path d="M${(x - w / 2).toFixed(0)} ${y.toFixed(0)} h${w.toFixed(0)}" stroke="#c4874a" stroke-width="${(s * 0.018).toFixed(0)}" stroke-linecap="round"/>`;
        }
        break;
      }
      case 'trail': {
        // pulled along on the ground behind the back, a rope from the back hand to its front
        const x = bodyX - dir * (s * 0.3 + z * 0.5);
        out += icon(p, x - z / 2, gy - z * 0.97, z, dir > 0);
        const near = x + dir * z * 0.42;
        out += `<path d="M${handBack.x.toFixed(0)} ${handBack.y.toFixed(0)} Q${((handBack.x + near) / 2).toFixed(0)} ${(gy - z * 0.2).toFixed(0)} ${near.toFixed(0)} ${(gy - z * 0.45).toFixed(0)}" stroke="#7a5230" stroke-width="${(s * 0.01).toFixed(0)}" fill="none"/>`;
        break;
      }
      case 'yoke': {
        // a carrying pole across the shoulders, centred on the body, the loads hanging at both ends (挑水)
        const shoulder = head.y + head.r * 1.5;
        out += icon(p, bodyX - z / 2, shoulder - z * 0.25, z, false);
        break;
      }
      case 'ring':
        out += icon(p, mid.x - z / 2, mid.y - z / 2, z, false);
        break;
      case 'air':
        out += icon(p, head.x + dir * s * 0.36 - z / 2, head.y - z * 0.2, z);
        break;
      case 'rim': {
        // sitting in the basket hanging from the hand, its top showing over the rim (drawn again a little apart
        // so a basket of fruit looks full)
        const hz = (act.props.find((q) => q.spot === 'hang')?.size ?? 0.3) * s;
        for (const dx of [-0.22, 0.18]) out += icon(p, hand.x + dx * hz - z / 2, hand.y + hz * 0.3 - z * 0.7, z);
        break;
      }
      case 'toe': {
        const t = toeAt(a, b, z);
        out += icon(p, t.x - z / 2, t.y, z);
        break;
      }
      case 'tip': {
        // on the hook at the end of the line (over the rod's own small fish), hanging head up
        const t = tip ?? { x: hand.x + dir * s * 0.4, y: hand.y - s * 0.2 };
        out += drawIcon(p.icon, { x: t.x - z / 2, y: t.y - z * 0.35, size: z, rotate: -70, recolour: p.colour });
        break;
      }
    }
  }
  if (layer === 'front') out += drawCues(act, b, a);
  return out;
}
