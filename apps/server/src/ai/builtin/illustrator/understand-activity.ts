import { normalise, segment } from '../../text/segment.ts';
import { findActivity, type Activity } from './figure/activity.ts';
import { actObjects, fedFood } from './figure/doing.ts';
import { speciesFor } from './figure/species.ts';
import { COLOURS } from './lexicon.ts';
import { HELD_ICONS, HELD_WORDS, breedCoat } from './understand-figure.ts';
import { once } from '../../../lib/once.ts';
import type { ThingSpec } from './things/find.ts';
import type { FigureSpec, Plan } from './understand.ts';

/**
 * Issue O, decision 0029: what the figure does with its tools (figure/activity.ts), the colours the child wrote for
 * things (白馬, 黃色的帽子, 紅色的水桶), several people riding in one boat or car, and the scenery that must not
 * repeat a thing the child named once. Runs after understand-figure.ts has dressed and posed the figures.
 */

const COLOUR_WORDS = once((): [string, string][] =>
  Object.entries(COLOURS)
    .flatMap(([hex, words]) =>
      words.filter((w) => /[\u4e00-\u9fff]/.test(w)).map((w) => [normalise(w), hex] as [string, string]),
    )
    .sort((a, b) => b[0].length - a[0].length),
);
const MEASURE = '隻只個个頂條条匹頭头件雙双把顆颗朵台輛辆艘本張张';
const NUMBER = '一二兩两三四五六七八九十幾几';

/**
 * The colour the child wrote right before a thing's word: 白馬, 白色的馬, 一匹白色的小馬, 紅色的水桶. A colour
 * may be followed by 色 and 的, then a count and a measure word, then 小/大; the thing's own word may begin with
 * the colour (白馬 is one word).
 */
export function colourOf(text: string, word: string): string | undefined {
  const n = normalise(text);
  const w = normalise(word);
  for (const [c, hex] of COLOUR_WORDS()) if (w.startsWith(c) && w.length > c.length) return hex;
  const bare = w.replace(/^[小大]/, '');
  // the character before `i`, none at the start (''.includes is true for any list: a word at the start of the text
  // took the colour of a thing at its end — 小狗 圍著紅色圍巾 drew a red dog, decision 0032)
  const before1 = (i: number) => (i > 0 ? n[i - 1]! : '\u0000');
  for (let at = n.indexOf(bare); at >= 0; at = n.indexOf(bare, at + 1)) {
    let i = at;
    if (/[小大]/.test(before1(i)) && !w.startsWith(before1(i))) i -= 1;
    else if (w !== bare && i > 0) i -= 1;
    if (MEASURE.includes(before1(i))) {
      i -= 1;
      if (NUMBER.includes(before1(i))) i -= 1;
    }
    if (before1(i) === '的') i -= 1;
    if (before1(i) === '色') i -= 1;
    if (i <= 0) continue;
    const before = n.slice(0, i);
    const c = COLOUR_WORDS().find(([cw]) => before.endsWith(cw));
    if (c) return c[1];
  }
  return undefined;
}

/** Each named thing's colour (icon → colour). */
function thingColours(text: string, things: ThingSpec[]): Map<string, string> {
  const m = new Map<string, string>();
  for (const t of things) {
    if (!t.word || m.has(t.icon)) continue;
    const c = colourOf(text, t.word);
    if (c) m.set(t.icon, c);
  }
  return m;
}

const WRITING_TOOLS = new Set(['pencil', 'pen', 'fountain-pen', 'crayon', 'paintbrush', 'black-nib', 'writing-hand']);
const HAND_SPOTS = new Set(['hand', 'up', 'hang', 'chest', 'face', 'back-hand']);
const TOGETHER = /和|跟|與|還有|、|一起|們|全家|大家/;

/** Adds the activity, the things' colours and the shared ride to a plan understood and dressed. */
export function applyActivity(plan: Plan, parts: { who: string; where: string; what: string }): Plan {
  const text = `${parts.who} ${parts.what}`;
  const colours = thingColours(text, plan.things ?? []);
  // ── colours of things: props, an animal figure's coat, the ridden mount, the thing in the hand ──
  for (const p of plan.props) {
    const c = colours.get(p.icon);
    if (c) p.colour = c;
  }
  const tintFigure = (f: FigureSpec | undefined) => {
    if (!f || f.look?.person || f.isMainCharacter) return;
    const c = colours.get(f.icon);
    // a kind named with its own coat (黑面琵鷺, 台灣藍鵲): the colour inside its name is not its coat (decision 0054)
    if (c && !(f.look?.coat && breedCoat(text))) f.coat = c;
  };
  tintFigure(plan.figure);
  tintFigure(plan.companion);
  const look = plan.figure.look;
  if (look?.ride) {
    const icon = look.ride.icon ?? look.ride.kind;
    const c =
      colours.get(icon) ??
      [...colours.entries()].find(([i]) => (plan.props.find((p) => p.icon === i)?.placement ?? '') === 'ride')?.[1];
    if (c) look.ride = { ...look.ride, colour: c };
  }
  if (look?.heldIcon && colours.has(look.heldIcon)) look.heldColour = colours.get(look.heldIcon);
  // ── several people named riding together (爺爺和奶奶坐小船, 我和爸爸坐汽車): all in the one boat or car ──
  if (look?.ride && plan.companion?.look && TOGETHER.test(parts.who + parts.what)) {
    plan.companion.look = { ...plan.companion.look, pose: look.pose, ride: look.ride, alongside: true };
  }
  // ── the activity ──
  const figureIcons = new Set([plan.figure.icon, plan.companion?.icon]);
  // the things the act may be done to: named props, the one in the hand included, not what is worn or ridden
  const worn = new Set((plan.things ?? []).filter((t) => t.def?.wear).map((t) => t.icon));
  const objects = plan.props
    .filter((p) => p.placement !== 'ride' && !figureIcons.has(p.icon) && !worn.has(p.icon))
    .filter((p) => !look?.carries.includes(p.icon) || p.icon === look.heldIcon)
    .map((p) => p.icon);
  // (feeding with no food named: what the one fed eats, decision 0059)
  objects.push(...fedFood(plan, parts.what, objects));
  const act = findActivity(parts.what, actObjects(plan, objects));
  if (!act || !look) return plan;
  // a thing on the back only when it is what 背著 carries (背著吉他, 揹著竹簍), not another thing of the page (背著弟弟
  // 跑步 carries the brother: decision 0060)
  if (BACK_CARRY().has(normalise(act.words))) {
    const on = (plan.things ?? []).filter(
      (t) => !t.figure && act.props.some((p) => p.spot === 'back' && p.icon === t.icon),
    );
    if (!on.some((t) => carriedBy(parts.what, t.at, '背|揹'))) return plan;
  }
  // an animal sings, talks, … without a person's tool (a bird with no microphone at its beak)
  if (!look.person) {
    act.props = act.props.filter((p) => !p.personOnly);
    if (act.props.length === 0) return plan;
  }
  if (look.ride || plan.props.some((p) => p.placement === 'ride')) {
    // (an animal riding another has no hands for it: left out)
    if (!look.person) return plan;
    // riding something (騎著大象吹喇叭, 划船): what is in the hands or at the mouth still shows, the seat keeps its pose
    // (nor the ridden thing again in the hand: a witch rides her broom, she does not sweep with a second one)
    const ridden = new Set([
      look.ride?.icon ?? look.ride?.kind,
      ...plan.props.filter((p) => p.placement === 'ride').map((p) => p.icon),
    ]);
    // (what leaves the hands into the air in front still shows: a net cast from the boat, notes sung on a horse)
    act.props = act.props.filter((p) => (HAND_SPOTS.has(p.spot) || p.spot === 'air') && !ridden.has(p.icon));
    act.pose = undefined;
    if (act.props.length === 0) return plan;
  }
  const own = new Set(act.props.map((p) => p.icon));
  for (const p of act.props) {
    const c = colours.get(p.icon);
    if (c) p.colour = c;
  }
  // What the activity draws is not drawn again among the props (they stay in the plan, as understood, and the
  // figure carries them); nor is a thing named inside the activity's own word (烤肉 is the grill's meat, 冰刀 a skate
  // and not a sword in the hand).
  const word = normalise(act.words);
  for (const p of plan.props) if (own.has(p.icon) && !look.carries.includes(p.icon)) look.carries.push(p.icon);
  // (a person emoji named by the act's own word, 衝浪 → a surfer, is the act done by someone else: not drawn either)
  for (const t of plan.things ?? [])
    if (
      (!t.figure || (/^(person|man|woman)-/.test(t.icon) && !figureIcons.has(t.icon))) &&
      // (a big thing is what the act makes, not a part of it: 蓋房子 shows the house, decision 0036)
      !t.def?.big &&
      t.word &&
      !own.has(t.icon) &&
      word.includes(normalise(t.word)) &&
      !look.carries.includes(t.icon)
    )
      look.carries.push(t.icon);
  if (
    look.held &&
    HELD_WORDS.some(([ws, kind]) => kind === look.held?.kind && ws.some((w) => word.includes(normalise(w))))
  )
    look.held = undefined;
  // a thing the act puts at the foot or in the air (把球踢進球門: the ball at the foot) is not also in the hand (0050),
  // nor one it puts on the back (背著吉他, 背著竹簍: decision 0060)
  for (const p of act.props)
    if (p.spot === 'kick' || p.spot === 'under' || p.spot === 'air' || p.spot === 'back') {
      if (look.heldIcon === p.icon) look.heldIcon = undefined;
      if (look.held && HELD_ICONS[p.icon] === look.held.kind) look.held = undefined;
    }
  if (act.props.some((p) => HAND_SPOTS.has(p.spot))) {
    // a second writing tool lying beside the one in the hand (寫字 → a pencil beside the chalk) is not drawn
    for (const p of plan.props)
      if (WRITING_TOOLS.has(p.icon) && !own.has(p.icon) && !look.carries.includes(p.icon)) look.carries.push(p.icon);
    if (look.heldIcon && !own.has(look.heldIcon)) look.carries = look.carries.filter((i) => i !== look.heldIcon);
    look.heldIcon = undefined;
    look.held = undefined;
  }
  // what the act throws into the air (丟飛盤, 丟球) flies there once: not a second one still in the hand (decision 0049)
  if (look.heldIcon && act.props.some((p) => p.spot === 'air' && p.icon === look.heldIcon)) {
    look.heldIcon = undefined;
    look.heldBackIcon = undefined;
  }
  const keep = new Set(['swim', 'fly', 'sleep']);
  if (act.pose && !keep.has(look.pose) && (look.person || speciesFor(plan.figure.icon))) {
    // an animal has no hands to hold or throw with: it stands, and what it holds is at its mouth
    look.pose = look.person || !['hold', 'throw', 'wave', 'laugh'].includes(act.pose) ? act.pose : 'stand';
  }
  if (act.companion && !plan.companion) plan.companion = { icon: act.companion, isMainCharacter: false };
  plan.activity = act as Activity;
  return plan;
}

/** The table's words of carrying a thing on the back (figure/activity.ts, decision 0060). */
const BACK_CARRY = once(
  () => new Set(['背著', '揹著', '背起', '揹起', '背在背上', '揹在背上'].map((w) => normalise(w))),
);

/**
 * The thing at word `at` of `text` is the object of one of `verbs` (a regex alternation): one of them comes right
 * before it, with at most a count, a measure word and a size between (背著一把吉他, 提著大鳥籠, 端著一鍋湯), not a
 * verb further back (拿著湯匙喝湯: the soup is drunk, not held) — decision 0060.
 */
export function carriedBy(text: string, at: number, verbs: string): boolean {
  const words = segment(text);
  const verb = new RegExp(`^(${normalise(verbs)})(${normalise('著|起|了')})?$`);
  const between = new RegExp(
    `^(${normalise('[一兩二三幾]|[個把隻袋籃盆鍋台支件張顆束盤碗杯本疊]|大|小|的|好大|著|起')})+$`,
  );
  for (let i = at - 1; i >= Math.max(0, at - 4); i--) {
    const w = words[i]?.key ?? '';
    if (verb.test(w)) return true;
    if (!between.test(w)) return false;
  }
  return false;
}
