import { normalise, segment, type Word } from '../../text/segment.ts';
import { emojibaseIndex } from './emojibase.ts';
import { ACCESSORIES, ACTIONS, COLOURS, FIGURES, PROPS, type Placement } from './lexicon.ts';
import { DEFAULT_SCENE, MODIFIERS, PORTRAIT_SCENE, SCENES, type SceneDef } from './scenes.ts';
// issue O (figures): the look, pose and worn/held/ridden things live in understand-figure.ts
import type { FigureLook } from './figure/look.ts';
import { characterLook, figurePlan } from './understand-figure.ts';

/** The book's main character, as saved on the character step. */
export interface CharacterSpec {
  name: string;
  features: string;
}

export interface FigureSpec {
  icon: string;
  accessory?: string;
  /** the colour the features give the accessory (紅色的帽子), drawn on it */
  accessoryColour?: string;
  /** a colour from the features, drawn as a scarf/glow so the character is recognisable */
  tint?: string;
  isMainCharacter: boolean;
  /** issue O: a person's body and clothes, the pose, and what the figure wears, holds and rides */
  look?: FigureLook;
}
export interface PropSpec {
  icon: string;
  placement: Placement;
}
export interface Plan {
  scene: SceneDef;
  night: boolean;
  rain: boolean;
  snow: boolean;
  figure: FigureSpec;
  companion?: FigureSpec;
  props: PropSpec[];
}

/** The parts of a prompt made by storyToPrompt: 【誰】…【在哪裡】…【做什麼】… */
export function splitPrompt(prompt: string): { who: string; where: string; what: string } | undefined {
  const m = /【誰】([^【]*)【在哪裡】([^【]*)【做什麼】([^【—]*)/.exec(prompt);
  return m ? { who: m[1]!.trim(), where: m[2]!.trim(), what: m[3]!.trim() } : undefined;
}

type Lookup = Map<string, string>;
function tableIndex(table: Record<string, string[]>): Lookup {
  const m: Lookup = new Map();
  for (const [value, words] of Object.entries(table)) for (const w of words) m.set(normalise(w), value);
  return m;
}
let cache: Record<'figures' | 'props' | 'scenes' | 'accessories' | 'colours' | 'actions', Lookup> | undefined;
function tables() {
  cache ??= {
    figures: tableIndex(FIGURES),
    props: tableIndex(PROPS),
    scenes: tableIndex(Object.fromEntries(SCENES.map((s) => [s.id, s.words]))),
    accessories: tableIndex(ACCESSORIES),
    colours: tableIndex(COLOURS),
    actions: tableIndex(ACTIONS),
  };
  return cache;
}

function find(key: string, lookups: Lookup[]): string | undefined {
  for (const l of lookups) {
    const v = l.get(key) ?? (key.length > 1 && key.endsWith('们') ? l.get(key.slice(0, -1)) : undefined);
    if (v) return v;
  }
  return undefined;
}

/**
 * jieba keeps verb + object together (踢足球, 騎馬, 吃樹葉): look inside such a word. After a verb any
 * remainder counts (騎|馬); elsewhere only pieces of two characters or more, so 鬼臉 does not become 鬼.
 */
function inside(key: string, lookups: Lookup[]): string[] {
  const t = tables();
  // A word another table knows as a whole (蝴蝶結 is an accessory) is not taken apart (蝴蝶 is a figure).
  if ([t.figures, t.props, t.accessories, t.colours].some((l) => l.has(key))) return [];
  const actions = t.actions;
  for (const n of [2, 1]) {
    if (key.length > n && actions.has(key.slice(0, n))) {
      const rest = find(key.slice(n), lookups);
      if (rest) return [rest];
    }
  }
  const found: string[] = [];
  for (let s = 0; s < key.length - 1; s++)
    for (let e = key.length; e >= s + 2; e--) {
      if (s === 0 && e === key.length) continue;
      const v = find(key.slice(s, e), lookups);
      if (v) {
        found.push(v);
        s = e - 1;
        break;
      }
    }
  return found;
}

/**
 * Finds table hits in `words`, longest run of words first (放|風箏 → 放風箏), in reading order: `at` is a hit's first
 * word, `end` the word after its last.
 */
export function matches(words: Word[], lookups: Lookup[]): { value: string; at: number; end: number }[] {
  const hits: { value: string; at: number; end: number }[] = [];
  for (let i = 0; i < words.length;) {
    let found = false;
    for (let n = Math.min(3, words.length - i); n >= 1 && !found; n--) {
      const key = words
        .slice(i, i + n)
        .map((w) => w.key)
        .join('');
      const v = find(key, lookups);
      if (v) {
        hits.push({ value: v, at: i, end: i + n });
        i += n;
        found = true;
      }
    }
    if (!found) {
      for (const v of inside(words[i]!.key, lookups)) hits.push({ value: v, at: i, end: i + 1 });
      i += 1;
    }
  }
  return hits;
}

// Time and weather are scenes of their own only when no place is named ('晚上的海邊' is a beach at night).
const WEATHER_SCENES = new Set(['night', 'rain']);
function findScene(where: Word[], all: Word[]): SceneDef {
  const t = tables();
  const pick = (words: Word[]) => {
    const ids = matches(words, [t.scenes]).map((h) => h.value);
    return ids.find((id) => !WEATHER_SCENES.has(id)) ?? ids[0];
  };
  const id = pick(where) ?? pick(all);
  return SCENES.find((s) => s.id === id) ?? DEFAULT_SCENE;
}

/** The first hit of the first table that has one: our curated table before emojibase's loose labels. */
function firstOf(words: Word[], lookups: Lookup[]): string | undefined {
  for (const l of lookups) {
    const hit = matches(words, [l])[0];
    if (hit) return hit.value;
  }
  return undefined;
}

function hasAny(text: string, words: string[]): boolean {
  const n = normalise(text);
  return words.some((w) => n.includes(normalise(w)));
}

/** The character's look from its name and features: species, accessory, colour. Same every page. */
export function characterFigure(c: CharacterSpec): FigureSpec {
  const t = tables();
  const words = segment(`${c.name} ${c.features}`);
  const eb = emojibaseIndex();
  const icon = firstOf(words, [t.figures, eb.figures]) ?? 'child-light';
  const accessory = matches(words, [t.accessories])[0];
  const colours = matches(words, [t.colours]);
  // A colour that ends right before the accessory, or before 的 and the accessory (紅色帽子, 紅色的帽子), is the
  // accessory's; the character's own colour is another one (橘色的貓), else the same.
  const beforeAccessory = accessory && (words[accessory.at - 1]?.key === '的' ? accessory.at - 1 : accessory.at);
  const ofAccessory = colours.find((c) => c.end === beforeAccessory);
  return {
    icon,
    accessory: accessory?.value,
    accessoryColour: ofAccessory?.value,
    tint: (colours.find((c) => c !== ofAccessory) ?? ofAccessory)?.value,
    isMainCharacter: true,
    look: characterLook(icon, c.name, c.features),
  };
}

const SKY_THINGS = new Set([
  'glowing-star',
  'crescent-moon',
  'sun',
  'rainbow',
  'cloud',
  'airplane',
  'bird',
  'butterfly',
  'kite',
  'balloon',
  'bubbles',
  'rocket',
  'sparkles',
  'musical-notes',
  'zzz',
]);

/** The action at the start of a verb + object word: 騎馬 → ride, 踢足球 → ground. */
function verbInside(key: string): string | undefined {
  const t = tables();
  for (const n of [2, 1])
    if (key.length > n && t.actions.has(key.slice(0, n)) && find(key.slice(n), [t.props, t.figures]))
      return t.actions.get(key.slice(0, n));
  return undefined;
}

function findProps(what: Word[]): PropSpec[] {
  const t = tables();
  const eb = emojibaseIndex();
  const actions = matches(what, [t.actions]);
  const curated = matches(what, [t.props, t.figures]);
  const things = curated.length > 0 ? curated : matches(what, [eb.props, eb.figures]);
  const props: PropSpec[] = [];
  for (const thing of things) {
    if (props.some((p) => p.icon === thing.value)) continue;
    // The verb nearest before the thing decides where it goes ("騎著腳踏車" → ride); sky things fly above.
    const word = what[thing.at]!.key;
    // 飛碟 starts like 飛 but is a thing; 踢足球 is 踢 + 足球: only the second has a thing after the verb.
    const verb = t.actions.get(word) ?? verbInside(word) ?? [...actions].reverse().find((a) => a.at <= thing.at)?.value;
    let placement = (verb as Placement | undefined) ?? 'beside';
    if (placement === 'beside' && SKY_THINGS.has(thing.value)) placement = 'above';
    props.push({ icon: thing.value, placement });
    if (props.length === 3) break;
  }
  return props;
}

/** The character picture: the figure alone, large, on a light background. */
export function portrait(prompt: string, character?: CharacterSpec): Plan {
  const parts = splitPrompt(prompt);
  const words = segment(parts ? `${parts.who} ${parts.what}` : prompt);
  const t = tables();
  const figure = character
    ? characterFigure(character)
    : { icon: firstOf(words, [t.figures, emojibaseIndex().figures]) ?? 'child-light', isMainCharacter: true };
  return { scene: PORTRAIT_SCENE, night: false, rain: false, snow: false, figure, props: [] };
}

/** Reads a prompt into what to draw. */
export function understand(prompt: string, character?: CharacterSpec): Plan {
  const parts = splitPrompt(prompt) ?? { who: prompt, where: prompt, what: prompt };
  const all = segment(prompt.split('—')[0]!);
  const who = segment(parts.who);
  const t = tables();
  const eb = emojibaseIndex();
  const scene = findScene(segment(parts.where), all);
  const curatedWho = matches(who, [t.figures]);
  const whoFigures = curatedWho.length > 0 ? curatedWho : matches(who, [eb.figures]);
  const main = character ? characterFigure(character) : undefined;
  const named = character && character.name.trim() && normalise(parts.who).includes(normalise(character.name.trim()));
  let figure: FigureSpec;
  let companion: FigureSpec | undefined;
  const first = whoFigures[0]?.value;
  if (main && (named || !first || first === main.icon)) {
    figure = main;
    const other = whoFigures.find((f) => f.value !== main.icon);
    if (other) companion = { icon: other.value, isMainCharacter: false };
  } else {
    figure = { icon: first ?? 'child-light', isMainCharacter: false };
    // The book's hero still appears, smaller, so it recurs on every page.
    if (main) companion = main;
    else if (whoFigures[1]) companion = { icon: whoFigures[1].value, isMainCharacter: false };
  }
  const whatText = parts.what === prompt ? prompt : parts.what;
  const props = findProps(segment(whatText)).filter((p) => p.icon !== figure.icon && p.icon !== companion?.icon);
  const context = `${parts.where} ${parts.what}`;
  return figurePlan(
    {
      scene,
      night: scene.id === 'night' || (scene.id !== 'space' && hasAny(context, MODIFIERS.night)),
      rain: scene.id === 'rain' || (!scene.indoor && hasAny(context, MODIFIERS.rain)),
      snow: scene.id === 'snow' || (!scene.indoor && hasAny(context, MODIFIERS.snow)),
      figure,
      companion,
      props,
    },
    parts,
  );
}
