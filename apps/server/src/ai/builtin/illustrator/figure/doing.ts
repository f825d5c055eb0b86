import { normalise } from '../../../text/segment.ts';
import type { FigureAnchor } from '../figure.ts';
import type { Box } from '../layout.ts';
import type { Plan } from '../understand.ts';
import type { ActProp, Activity } from './activity.ts';
import type { Pose } from './look.ts';
import { speciesFor } from './species.ts';

/**
 * The action shown as it is done, not as its result (issue O, decision 0059). A page says what someone is doing
 * and a child must see the doing: the tool in the hand, the thing acted on at the hands, a cue of motion. This module
 * adds, by verb class (not by sentence):
 * - rows read before figure/activity.ts's table (same format, so a class here wins a tie with an older row): a thing
 *   watered stands where the water falls, a thing thrown with 丟/扔/拋 flies from the hand,
 *   one kicked (毽子) flies over the raised foot, paper work (剪, 摺) is at the hands, drumsticks in both hands, a comb
 *   in the hand at the brow, dishes washed at a sink, washing held up to hang;
 * - the thing an act is done to is a thing before a creature (把球丟給小狗 throws the ball, not the dog), never a
 *   tool (拿水管澆花 waters the flower, not the hose), and the thing in the hand when nothing else is named;
 * - feeding (餵): the one fed is the companion, face to face, and the food is in the hand held out to it — the food
 *   named, else what that one eats (grain for a bird or a fish, a bottle for a baby, a bowl for the rest);
 * - an act done to me by someone else (講故事給我聽, 教我騎車): 我 is a child drawn face to face with the doer;
 * - helping up one who fell (扶跌倒的同學起來): the fallen one lies on the ground, the figure reaches out to it;
 * - motion cues drawn by the class of the tool or thing: water poured from a watering can or a hose, steam over what
 *   cooks, speed lines behind what flies from a throw or a kick, dust at a broom, grains falling from a feeding hand.
 */
export const DOING_TABLE = `
丟雪球 扔雪球 打雪仗 雪球 | throw | snowball@air*0.17
澆花 澆水 澆菜 灑水 | hold | watering-can@hand*0.38, $obj@front*0.3
丟 扔 拋 | throw | $obj@air*0.18
餵 喂 | hold | $obj@hand*0.28
踢毽子 毽子 | oneleg | shuttlecock@toe*0.22
踢 | oneleg | $obj@toe*0.2
剪紙 剪紙片 剪刀 剪 | hold | scissors@hand*0.22, paper@back-hand*0.26
摺 折 | hold | $obj@chest*0.3
打鼓 敲鼓 打大鼓 敲大鼓 | catch | drum@table*0.36, drumstick@hand*0.24, drumstick@back-hand*0.24
梳頭髮 梳頭 梳辮子 梳 | salute | hair-pick@hand*0.18
洗碗 洗盤子 洗杯子 | hold | sink@front*0.6, sponge@hand*0.16, bubbles@air*0.14
晾衣服 晾 曬衣服 曬棉被 | raise | t-shirt@up*0.24
`;

/** What a feeding hand holds out when no food is named: by what the one fed is. */
function foodFor(icon: string): string {
  if (/^baby/.test(icon)) return 'baby-bottle';
  const plan = speciesFor(icon)?.plan;
  if (plan === 'bird' || plan === 'fish' || /fish|duck|chicken|rooster|hen|bird|dove|pigeon/.test(icon)) return 'grain';
  return 'bowl-with-spoon';
}

let feedRe: RegExp | undefined;
const FEED_RE = () => (feedRe ??= new RegExp(normalise('[餵喂]')));

/**
 * Feeding (餵小貓, 餵雞, 餵長頸鹿吃葉子): the animal fed is the companion, face to face with the feeder (not a pet
 * standing somewhere beside). Called by understand-figure.ts after the chase.
 */
interface FeedPlan {
  figure: { look?: { person?: unknown; crowd?: unknown } };
  companion?: { icon: string; isMainCharacter: boolean };
  props: { icon: string; placement: string }[];
  together?: 'face' | 'ahead';
}
export function feedCompanion(plan: FeedPlan, what: string): void {
  if (!FEED_RE().test(normalise(what))) return;
  if (plan.companion || plan.figure.look?.crowd || !plan.figure.look?.person) return;
  const fed = plan.props.find((p) => p.placement !== 'ride' && speciesFor(p.icon) !== undefined);
  if (!fed) return;
  plan.companion = { icon: fed.icon, isMainCharacter: false };
  plan.props = plan.props.filter((p) => p !== fed);
  plan.together = 'face';
}

let meRe: RegExp | undefined;
const ME_RE = () => (meRe ??= new RegExp(normalise('(給|幫|陪|教|帶|餵|喂|對|替)(著)?我(?!們)')));

/**
 * An act done to me by someone else (媽媽講故事給我聽, 爸爸教我騎車, 阿嬤餵我吃飯): 我 is no thing the tables know,
 * so the one it is done to was missing; it is a child, face to face with the one doing it. Not when the who is 我
 * (then 我 is the figure), nor for a crowd. Called by understand-figure.ts before the companion is dressed.
 */
export function meCompanion(plan: FeedPlan, who: string, what: string): void {
  if (plan.companion || plan.figure.look?.crowd || !plan.figure.look) return;
  if (normalise(who).includes(normalise('我')) || !ME_RE().test(normalise(what))) return;
  plan.companion = { icon: 'child-light', isMainCharacter: false };
  plan.together ??= 'face';
}

let fallenRe: RegExp | undefined;
const FALLEN_OTHER = () => (fallenRe ??= new RegExp(normalise('(跌倒|摔倒|滑倒|絆倒|跌坐)(了|在地上)?的(?!時候|時)')));

/** 扶跌倒的同學起來: the fall belongs to the one after 的, not to the figure (whose pose is read elsewhere). */
export function fallenOther(what: string): boolean {
  return FALLEN_OTHER().test(normalise(what));
}

interface HelpPlan {
  figure: { look?: { pose: Pose } };
  companion?: { look?: { pose: Pose } };
  together?: 'face' | 'ahead';
}
/**
 * Helping up one who fell (扶跌倒的同學起來, 把摔倒的弟弟拉起來): the one who fell lies on the ground and the figure
 * reaches a hand out to it, face to face. Called by understand-figure.ts once the companion is dressed.
 */
export function helpUp(plan: HelpPlan, what: string): void {
  if (!fallenOther(what) || !plan.companion?.look || !plan.figure.look) return;
  plan.companion.look.pose = 'fall';
  if (['fall', 'stand', 'walk'].includes(plan.figure.look.pose)) plan.figure.look.pose = 'point';
  plan.together ??= 'face';
}

/** The food a feeding hand holds out when the page names none (empty when it is no feeding or food is named). */
export function fedFood(plan: Plan, what: string, objects: string[]): string[] {
  if (objects.length > 0 || !plan.figure.look?.person || !FEED_RE().test(normalise(what))) return [];
  const fed = plan.companion?.icon;
  return fed ? [foodFor(fed)] : [];
}

/**
 * The things an act may be done to, in the order findActivity takes them: things before creatures (丟球給小狗: the
 * ball flies, not the dog), and the thing in the hand when no other thing is named (把球丟給小狗: 球 is held).
 */
const TOOLS = new Set([
  'water-spray',
  'watering-can',
  'scissors',
  'kitchen-knife',
  'broom',
  'shovel',
  'hammer',
  'paintbrush',
  'pencil',
  'crayon',
  'fishing-pole',
  'camera',
  'mobile-phone',
]);
export function actObjects(plan: Plan, objects: string[]): string[] {
  const creature = (icon: string) => speciesFor(icon) !== undefined;
  const all = objects.filter((i) => !TOOLS.has(i));
  if (!all.some((i) => !creature(i))) {
    const worn = new Set((plan.things ?? []).filter((t) => t.def?.wear).map((t) => t.icon));
    for (const p of plan.props)
      if (
        p.placement === 'hold' &&
        !worn.has(p.icon) &&
        !creature(p.icon) &&
        !TOOLS.has(p.icon) &&
        !all.includes(p.icon)
      )
        all.push(p.icon);
  }
  return [...all.filter((i) => !creature(i)), ...all.filter(creature)];
}

type Pt = { x: number; y: number };
const f0 = (n: number) => n.toFixed(0);

/** Water pouring in an arc from a spout (a watering can, a hose) down onto what is watered, or the ground. */
function water(from: Pt, to: Pt, dir: number, s: number): string {
  const c = { x: from.x + dir * s * 0.12, y: from.y - s * 0.02 };
  let out = `<path d="M${f0(from.x)} ${f0(from.y)} Q${f0(c.x)} ${f0(c.y)} ${f0(to.x)} ${f0(to.y)}" stroke="#7CC8F5" stroke-opacity="0.75" stroke-width="${(s * 0.022).toFixed(1)}" fill="none" stroke-linecap="round"/>`;
  for (let k = 1; k < 7; k++) {
    const t = k / 7;
    const x = (1 - t) * (1 - t) * from.x + 2 * t * (1 - t) * c.x + t * t * to.x;
    const y = (1 - t) * (1 - t) * from.y + 2 * t * (1 - t) * c.y + t * t * to.y;
    const off = (k % 2 ? 1 : -1) * s * 0.03;
    out += `<ellipse cx="${f0(x + off)}" cy="${f0(y)}" rx="${(s * 0.012).toFixed(1)}" ry="${(s * 0.02).toFixed(1)}" fill="#5EB8F0" stroke="#2F7FC0" stroke-width="1.2"/>`;
  }
  // a splash where it lands
  out += `<path d="M${f0(to.x - s * 0.05)} ${f0(to.y - s * 0.02)} l${f0(-s * 0.03)} ${f0(-s * 0.03)} M${f0(to.x + s * 0.05)} ${f0(to.y - s * 0.02)} l${f0(s * 0.03)} ${f0(-s * 0.03)}" stroke="#2F7FC0" stroke-width="${(s * 0.01).toFixed(1)}" stroke-linecap="round"/>`;
  return out;
}

/** Wavy steam rising over a thing cooking. */
function steam(at: Pt, s: number): string {
  let out = '';
  for (const dx of [-0.05, 0, 0.05]) {
    const x = at.x + dx * s;
    const y = at.y;
    const h = s * 0.16;
    out += `<path d="M${f0(x)} ${f0(y)} q${f0(-s * 0.025)} ${f0(-h / 4)} 0 ${f0(-h / 2)} t0 ${f0(-h / 2)}" stroke="#FFFFFF" stroke-opacity="0.85" stroke-width="${(s * 0.014).toFixed(1)}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

/** Speed lines trailing behind a thing flying away from the figure (under it when it was kicked up). */
function speed(at: Pt, dir: number, s: number, z: number, up = false): string {
  let out = '';
  if (up) {
    for (const dx of [-0.3, 0, 0.3])
      out += `<path d="M${f0(at.x + dx * z)} ${f0(at.y + z * 0.6)} v${f0(z * (dx ? 0.6 : 0.9))}" stroke="#555555" stroke-opacity="0.7" stroke-width="${(s * 0.01).toFixed(1)}" stroke-linecap="round"/>`;
    return out;
  }
  for (const [dy, len] of [
    [-0.3, 0.9],
    [0, 1.2],
    [0.3, 0.9],
  ] as const) {
    const x = at.x - dir * z * 0.65;
    out += `<path d="M${f0(x)} ${f0(at.y + dy * z)} h${f0(-dir * z * len)}" stroke="#555555" stroke-opacity="0.7" stroke-width="${(s * 0.01).toFixed(1)}" stroke-linecap="round"/>`;
  }
  return out;
}

/** Little puffs of dust at the ground where a broom sweeps. */
function dust(at: Pt, s: number): string {
  let out = '';
  for (const [dx, dy, r] of [
    [0, 0, 0.03],
    [0.05, -0.03, 0.022],
    [-0.04, -0.02, 0.02],
  ] as const)
    out += `<circle cx="${f0(at.x + dx * s)}" cy="${f0(at.y + dy * s)}" r="${f0(r * s)}" fill="#C8B89A" fill-opacity="0.7"/>`;
  return out;
}

/** Grains falling from a feeding hand. */
function crumbs(from: Pt, dir: number, s: number, to: number): string {
  let out = '';
  for (let k = 0; k < 6; k++) {
    const t = (k + 1) / 7;
    out += `<ellipse cx="${f0(from.x + dir * s * (0.05 + 0.04 * (k % 3)))}" cy="${f0(from.y + (to - from.y) * t)}" rx="${(s * 0.014).toFixed(1)}" ry="${(s * 0.01).toFixed(1)}" fill="#E8B04A" stroke="#A3701E" stroke-width="1"/>`;
  }
  return out;
}

const COOKING = new Set(['pot-of-food', 'cooking', 'grill', 'cauldron', 'steaming-bowl', 'shallow-pan-of-food']);
const FLYING_POSES = new Set(['throw', 'oneleg', 'run', 'jump']);

/**
 * The motion cues of an activity, drawn over the figure and its tools (`drawActivity`'s front layer): where each
 * tool or thing is follows the same spots as figure/activity-draw.ts.
 */
export function drawCues(act: Activity, b: Box, a: FigureAnchor): string {
  const s = b.size;
  const dir = b.flip ? 1 : -1;
  const cx = b.x + s / 2;
  const gy = b.y + s * 0.97;
  const hand = a.hand ?? (a.mouth ? { x: a.mouth.x, y: a.mouth.y } : { x: cx + dir * s * 0.28, y: gy - s * 0.45 });
  const head = a.head ?? { x: cx, y: gy - s * 0.7, r: s * 0.1 };
  let out = '';
  const where = (p: ActProp): Pt | undefined => {
    const z = p.size * s;
    switch (p.spot) {
      case 'hand':
        return hand;
      case 'table':
        return { x: cx + dir * s * 0.36, y: tableTop(gy, s, hand) - z };
      case 'front':
        return { x: cx + dir * (s * 0.3 + z * 0.45), y: gy - z * 0.97 };
      case 'air':
        return { x: head.x + dir * s * 0.36, y: head.y - z * 0.2 + z / 2 };
      case 'toe': {
        const t = toeAt(a, b, z);
        return { x: t.x, y: t.y + z / 2 };
      }
      default:
        return undefined;
    }
  };
  for (const p of act.props) {
    const z = p.size * s;
    const at = where(p);
    if (!at) continue;
    if ((p.icon === 'watering-can' || p.icon === 'water-spray') && p.spot === 'hand') {
      // onto the thing watered in front (澆花: the flower), else the ground a little ahead
      const front = act.props.find((q) => q.spot === 'front');
      const spout = { x: at.x + dir * z * 0.62, y: at.y - z * 0.16 };
      const to = front
        ? { x: cx + dir * (s * 0.3 + front.size * s * 0.45), y: gy - front.size * s * 0.85 }
        : { x: spout.x + dir * s * 0.16, y: gy - s * 0.02 };
      out += water(spout, to, dir, s);
    } else if (COOKING.has(p.icon)) out += steam({ x: at.x + (p.spot === 'hand' ? dir * z * 0.1 : 0), y: at.y }, s);
    else if (p.icon === 'broom' && p.spot === 'hand') out += dust({ x: hand.x + dir * s * 0.3, y: gy - s * 0.02 }, s);
    else if (p.icon === 'grain' && p.spot === 'hand') out += crumbs(at, dir, s, gy - s * 0.02);
    else if (
      (p.spot === 'air' || p.spot === 'toe') &&
      act.pose &&
      FLYING_POSES.has(act.pose) &&
      !/notes|bubbles/.test(p.icon)
    )
      out += speed(at, dir, s, z, p.spot === 'toe');
  }
  return out;
}

/**
 * Where a table in front stands: at waist height for one standing, lower for one sitting, so what is on it is at
 * the hands (a child writing on the floor had her notebook at head height).
 */
export function tableTop(gy: number, s: number, hand: Pt | undefined): number {
  const waist = gy - s * 0.3;
  return hand ? Math.max(waist, Math.min(gy - s * 0.14, hand.y + s * 0.04)) : waist;
}

/** Above the front foot, raised: where a thing kicked up flies (毽子). */
export function toeAt(a: FigureAnchor, b: Box, z: number): Pt {
  const s = b.size;
  const dir = b.flip ? 1 : -1;
  const gy = b.y + s * 0.97;
  const foot = a.feet?.[0] ?? { x: b.x + s / 2 + dir * s * 0.25, y: gy };
  return { x: foot.x + dir * s * 0.08, y: Math.min(foot.y, gy - s * 0.25) - s * 0.14 - z / 2 };
}
