import { normalise } from '../../text/segment.ts';
import { once } from '../../../lib/once.ts';
import type { FigureLook, HeldKind, HeldShape, ThingPattern } from './figure/look.ts';
import type { Plan } from './understand.ts';
import { costumeOf } from './understand-figure.ts';
import { findThings } from './things/find.ts';

/**
 * A thing drawn as the child said it looks (decision 0061). things/find.ts already keeps a modifier from being a
 * second thing (兔子燈籠 is one lantern, decision 0053); here the modifier is drawn on the thing where the drawing can
 * carry it:
 * - a shape on a held balloon or lantern (愛心氣球, 星星形狀的氣球; 兔子燈籠 long ears, 小熊氣球 round ears and a face,
 *   金魚燈籠 a fish's tail, 恐龍造型的 spikes);
 * - a pattern on a held umbrella (彩虹色的雨傘 in rainbow wedges, 點點雨傘) or a worn scarf (紅白條紋的圍巾);
 * - a pattern on the clothes written in the what (穿著點點洋裝: a dress with dots; it was read from the who only);
 * - a flavour's colour on a food drawn beside or in the hand (巧克力冰淇淋, 草莓牛奶, 抹茶蛋糕).
 * Only the words just before the thing's own word are read (at most a few characters after the last verb or comma).
 */

const SHAPES: [string[], HeldShape][] = [
  [['愛心', '心形', '心型', '心'], 'heart'],
  [['星星', '星形', '星型', '五角星', '星'], 'star'],
  [['兔子', '小兔子', '小白兔', '兔'], 'long-ears'],
  [['金魚', '魚', '鯨魚', '海豚'], 'fish'],
  [['恐龍', '暴龍', '龍'], 'spikes'],
  [['小熊', '熊', '熊貓', '貓咪', '小貓', '貓', '小狗', '狗', '老虎', '老鼠', '豬', '小豬', '獅子', '猴子'], 'ears'],
];
const PATTERNS: [string[], ThingPattern][] = [
  [['彩虹', '七彩'], 'rainbow'],
  [['條紋', '橫條', '直條', '斑馬紋'], 'stripes'],
  [['點點', '圓點', '波點', '水玉'], 'dots'],
  [['格子', '格紋', '方格'], 'check'],
];
const FLAVOURS: [string[], string][] = [
  [['巧克力'], '#7a4a2a'],
  [['草莓'], '#ff8fb1'],
  [['抹茶'], '#8fbf5a'],
  [['芒果'], '#ffc34d'],
  [['藍莓'], '#6a5acd'],
];
/** Held kinds and the words that name them in the what. */
const HELD_HEADS: [HeldKind, string[]][] = [
  ['balloon', ['氣球']],
  ['lantern', ['燈籠', '提燈']],
  ['umbrella', ['雨傘', '陽傘', '傘']],
  ['kite', ['風箏']],
];
/** Foods a flavour colours (the icon's emoji is tinted with it). */
const FOOD_HEADS = ['冰淇淋', '霜淇淋', '蛋糕', '餅乾', '牛奶', '甜甜圈', '布丁', '馬卡龍', '棒棒糖', '冰棒', '蛋捲'];

/** A break in the words before the thing: a verb, a comma, 和 — what comes before it says nothing of the thing. */
const STOP = /[，,。、和跟還拿著提撐抱買吃喝玩放戴穿圍背蓋做烤給送是有]/;

const N = once(() => ({
  shapes: SHAPES.map(([ws, v]) => [ws.map(normalise), v] as const),
  patterns: PATTERNS.map(([ws, v]) => [ws.map(normalise), v] as const),
  flavours: FLAVOURS.map(([ws, v]) => [ws.map(normalise), v] as const),
  held: HELD_HEADS.map(([k, ws]) => [k, ws.map(normalise)] as const),
  food: FOOD_HEADS.map(normalise),
  scarf: normalise('圍巾'),
  stop: new RegExp(`[${normalise(STOP.source.slice(1, -1))}]`),
}));

/** The few characters just before the first `head` word in `n`, back to the last stop; undefined when no head. */
function before(n: string, heads: readonly string[]): string | undefined {
  for (const h of heads) {
    const i = n.indexOf(h);
    if (i < 0) continue;
    let s = n.slice(Math.max(0, i - 8), i);
    // (of the run before the head only its own modifier: back to the last verb, comma or 和)
    for (let k = s.length - 1; k >= 0; k--)
      if (N().stop.test(s[k]!)) {
        s = s.slice(k + 1);
        break;
      }
    return s;
  }
  return undefined;
}

function first<V>(s: string, table: readonly (readonly [readonly string[], V])[]): V | undefined {
  let best: { at: number; v: V } | undefined;
  for (const [ws, v] of table)
    for (const w of ws) {
      const at = s.indexOf(w);
      if (at >= 0 && (!best || at < best.at)) best = { at, v };
    }
  return best?.v;
}

/** The modifier written before the thing: its shape, pattern and flavour colour. */
export function modifierBefore(
  what: string,
  heads: string[],
): { shape?: HeldShape; pattern?: ThingPattern; colour?: string } | undefined {
  const s = before(normalise(what), heads.map(normalise));
  if (!s) return undefined;
  const shape = first(s, N().shapes);
  const pattern = first(s, N().patterns);
  const colour = first(s, N().flavours);
  return shape || pattern || colour ? { shape, pattern, colour } : undefined;
}

function onLook(look: FigureLook, what: string): FigureLook {
  let out = look;
  const n = normalise(what);
  const held = look.held;
  if (held) {
    const heads = N().held.find(([k]) => k === held.kind)?.[1];
    const m = heads && modifierBefore(what, [...heads]);
    if (m) {
      // (a pattern is not a shape: 彩虹色的雨傘 is a rainbow canopy; a rabbit umbrella keeps its round canopy)
      const shape = held.kind === 'balloon' || held.kind === 'lantern' ? m.shape : undefined;
      const pattern = held.kind === 'umbrella' || held.kind === 'kite' ? m.pattern : undefined;
      const colour = held.colour ?? (m.shape === 'fish' && held.kind === 'lantern' ? '#ff8a1a' : undefined);
      if (shape || pattern)
        out = {
          ...out,
          held: {
            ...held,
            ...(shape ? { shape } : {}),
            ...(pattern ? { pattern } : {}),
            ...(colour ? { colour } : {}),
          },
        };
    }
  }
  // a hat shaped like a dinosaur (恐龍造型的帽子, 恐龍帽): the spiked hat, whatever hat the words gave
  const hat = out.worn.find((w) => w.kind === 'hat');
  if (hat && modifierBefore(what, ['帽子', '帽'])?.shape === 'spikes')
    out = { ...out, worn: out.worn.map((w) => (w === hat ? { kind: 'hat' as const, hat: 'dino' as const } : w)) };
  if (n.includes(N().scarf) && look.worn.some((w) => w.kind === 'scarf')) {
    const m = modifierBefore(what, ['圍巾']);
    if (m?.pattern)
      out = { ...out, worn: out.worn.map((w) => (w.kind === 'scarf' ? { ...w, pattern: m.pattern } : w)) };
  }
  // clothes with a pattern in the what (穿著點點洋裝, 穿條紋衣服): on the dress or the top; a dress word makes it one
  const person = out.person;
  if (person && !person.pattern && /穿|穿/.test(what)) {
    const m = modifierBefore(what, ['洋裝', '連身裙', '裙子', '衣服', '上衣', 'T恤', '襯衫', '毛衣', '外套']);
    const pattern = m?.pattern && m.pattern !== 'rainbow' ? m.pattern : undefined;
    if (pattern) {
      const dress = ['洋裝', '連身裙'].some((w) => n.includes(normalise(w)));
      const skirt = !dress && n.includes(normalise('裙'));
      out = {
        ...out,
        person: {
          ...person,
          ...(dress ? { outfit: 'dress' as const, bottom: person.top } : {}),
          pattern,
          patternOn: skirt ? 'bottom' : 'top',
        },
      };
    }
  }
  return out;
}

/** 扮成海盜的弟弟, 打扮成公主: the role's costume on the figure, who keeps its own age and sex (decision 0061). */
const DRESSED_AS = /(?:打扮成|裝扮成|扮成|扮演|假扮成|cosplay成)([\u3400-\u9fff]{1,5}?)(?:的|，|,|$|在|去|跑|跳|玩)/u;
function costumed(look: FigureLook, text: string): FigureLook {
  const m = DRESSED_AS.exec(text);
  if (!m || !look.person) return look;
  const icon = findThings(m[1]!).find((t) => t.figure)?.icon;
  const c = costumeOf(m[1]!, icon);
  if (!c) return look;
  const worn = [...look.worn, ...(c.worn ?? []).filter((w) => !look.worn.some((o) => o.kind === w.kind))];
  return {
    ...look,
    person: {
      ...look.person,
      ...(c.outfit ? { outfit: c.outfit } : {}),
      ...(c.top ? { top: c.top } : {}),
      ...(c.bottom ? { bottom: c.bottom } : {}),
    },
    worn,
    ...(c.held && !look.held && !look.heldIcon ? { held: { kind: c.held } } : {}),
  };
}

/** The plan with the modifiers the what writes drawn on the figure's held and worn things and on foods. */
export function applyModifiers<T extends Plan>(plan: T, what: string, who = ''): T {
  let out = plan;
  if (plan.figure.look && DRESSED_AS.test(`${who}，${what}`)) {
    const look = costumed(plan.figure.look, `${who}，${what}`);
    if (look !== plan.figure.look) out = { ...out, figure: { ...out.figure, look } };
  }
  if (out.figure.look) {
    const look = onLook(out.figure.look, what);
    if (look !== out.figure.look) out = { ...out, figure: { ...out.figure, look } };
  }
  // the lantern in the hand is our own drawing (a rabbit or a goldfish one): the emoji lantern of the same words is
  // not drawn beside it too (a lantern hung in a tree is no held one and stays)
  const held = out.figure.look;
  if (
    held?.held?.kind === 'lantern' &&
    !held.carries.includes('red-paper-lantern') &&
    out.props.some((p) => p.icon === 'red-paper-lantern' && p.placement === 'hold' && !p.on)
  )
    out = { ...out, figure: { ...out.figure, look: { ...held, carries: [...held.carries, 'red-paper-lantern'] } } };
  const m = modifierBefore(what, FOOD_HEADS);
  if (m?.colour && !plan.props.some((p) => p.colour)) {
    const i = foodIndex(out);
    if (i >= 0) out = { ...out, props: out.props.map((p, k) => (k === i ? { ...p, colour: m.colour } : p)) };
    // (the food in the hand is the figure's own drawing of it)
    const look = out.figure.look;
    if (look?.heldIcon && FOOD_ICON.test(look.heldIcon) && !look.heldColour)
      out = { ...out, figure: { ...out.figure, look: { ...look, heldColour: m.colour } } };
  }
  return out;
}

/** Which prop is the flavoured food: the first food-like prop (a cake, an ice cream, a cookie, milk). */
function foodIndex(plan: Plan): number {
  return plan.props.findIndex((p) => FOOD_ICON.test(p.icon));
}
const FOOD_ICON = /cake|ice-cream|cookie|milk|doughnut|custard|lollipop|ice|candy|shortcake|cupcake/;
