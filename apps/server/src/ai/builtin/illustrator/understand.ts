import { coversAny, framedSetting, type SettingDef } from './frame.ts';
import { normalise, segment, type Word } from '../../text/segment.ts';
import { emojibaseIndex } from './emojibase.ts';
import { ACCESSORIES, ACTIONS, COLOURS, FIGURES, PROPS, TOGETHER, type Placement } from './lexicon.ts';
import { AIR, DEFAULT_SCENE, MODIFIERS, NOT_MODIFIERS, PORTRAIT_SCENE, SCENES, type SceneDef } from './scenes.ts';
// Places and things (issue O, places): the scene catalogue's finder and the noun catalogue with counts and relations.
import { findPlace, placeIn, sceneById } from './places/find.ts';
import { animalByFamily, findThings, placementOf, type ThingSpec } from './things/find.ts';
import { THINGS, type ThingDef } from './things/catalogue.ts';
import { knownHeight, speciesFor } from './figure/species.ts';
// issue O (figures): the look, pose and worn/held/ridden things live in understand-figure.ts
import type { FigureLook } from './figure/look.ts';
import { characterLook, figurePlan, hasCostume } from './understand-figure.ts';
// decision 0029: activities with their tools, colours of things, riding together
import type { Activity } from './figure/activity.ts';
import { applyActivity, carriedBy } from './understand-activity.ts';

// The book's main character is the AI interface's type (ai/provider.ts); re-exported for the illustrator's modules.
import type { CharacterSpec } from '../../provider.ts';
import { SEAT } from './layout.ts';
import { roleCompanion } from './role-companion.ts';
import { applyModifiers } from './modifier.ts';
export type { CharacterSpec };

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
  /** an animal's parent (小熊…媽媽): the same species, drawn bigger than the young one */
  parent?: boolean;
  /** an animal's young beside its parent (大象媽媽和小象): drawn small (decision 0042) */
  young?: boolean;
  /** a young one in its parent's pouch (袋鼠寶寶在媽媽的口袋裡): drawn peeking out of the other's belly (decision 0049) */
  pouch?: boolean;
  /** an animal's coat in the colour the child wrote (白馬, 黑色的小狗) */
  coat?: string;
  /** a size word for the who (一隻小小的老鼠, 巨大的恐龍): drawn this much smaller or bigger */
  scale?: number;
}
export interface PropSpec {
  icon: string;
  placement: Placement;
  /** the colour the child wrote for it (紅色的水桶, 白馬) */
  colour?: string;
  /** one more of the who (三隻小豬, 同學們): stands with the figure, behind what is set in front of the group */
  member?: boolean;
  /** a size word the child wrote (大魚, 巨大的, 小小的, 很高的): drawn this much bigger or smaller (decision 0033) */
  scale?: number;
  /** 很高的: stretched upward (a water spout, a tree) */
  tall?: boolean;
  /** in or on another named thing (籃子裡的蘋果, 把書包放在椅子上, 床上有三隻泰迪熊): that thing's icon, decision 0043 */
  on?: { icon: string; relation: 'in' | 'on' };
}
export interface Plan {
  scene: SceneDef;
  night: boolean;
  rain: boolean;
  snow: boolean;
  /** the air of an outdoor scene (scenes.ts AIR): after rain, fog, wind, a low sun at dawn or dusk */
  air?: Air;
  figure: FigureSpec;
  companion?: FigureSpec;
  props: PropSpec[];
  /** everything named on the page, understood: who and what, how many, how it stands to the figure */
  things?: ThingSpec[];
  /** a thing the figure is in, on or under (紙箱裡, 鳥巢裡, 籠子裡, 沙發上, 樹下, 泥巴裡): drawn around the figure */
  /** `hang`: hanging from it (掛在樹枝上, 倒吊在樹上): an animal upside down under the tree's crown (decision 0053) */
  /** `own`: how a thing the SETTINGS table does not list is drawn, read from the frame (frame.ts, decision 0064) */
  setting?: { icon: string; relation: 'in' | 'on' | 'under' | 'behind'; hang?: boolean; own?: SettingDef };
  /** a blanket over the sleeper (蓋著被子睡覺): drawn over its body, from the feet to the neck */
  covered?: boolean;
  /** a container the figure is in up in a tree (a nest in the tree): drawn round its lower body in the crown */
  nest?: string;
  /** a creature breathing fire (噴火, 吐火): the flames come out of its mouth */
  breath?: 'fire';
  /** what the figure does with which tools, and where they go (understand-activity.ts, decision 0029) */
  activity?: Activity;
  /** how the companion stands to the figure when the two do something to each other (TOGETHER in lexicon.ts) */
  together?: 'face' | 'ahead';
}

export interface Air {
  wet?: boolean;
  fog?: boolean;
  wind?: boolean;
  /** the sun low on the horizon, the sky warm */
  low?: 'dawn' | 'dusk';
}

/**
 * Things that are where a figure is (the place word names a thing, not a place): how each is drawn with the figure
 * and, when the page names no place, the room or land it belongs in.
 * front: in front of the figure's lower body (in a box, a nest, a basket, behind bars); back: behind the figure
 * (on a sofa or a bed, under a tree); patch: a flat patch of ground under it (mud, a puddle).
 */
export const SETTINGS: Record<string, SettingDef> = {
  // Things one sits, stands or is in that are no place (熱氣球上, 搖椅上, 帳篷裡, 車子裡, 溜滑梯上, 秋千上): the
  // thing drawn big with the figure on or in it, in the land it belongs in.
  'hot-air-balloon': { draw: 'back', home: 'sky', size: 2.3, seat: 0.02, scale: 0.5, aloft: true },
  tent: { draw: 'back', home: 'campsite', size: 1.8, seat: 0, scale: 0.8, only: 'in' },
  'circus-tent': { draw: 'back', home: 'circus', size: 2.2, seat: 0, scale: 0.7, only: 'in' },
  chair: { draw: 'back', home: 'living-room' },
  // (a park bench sat on: decision 0051)
  'park-bench': { draw: 'back', home: 'park' },
  // (a bird on the wires: up at the pole's cross arms, decision 0051)
  'utility-pole': { draw: 'back', home: 'street', size: 1.5, seat: 0.74, scale: 0.5, only: 'on' },
  'playground-slide': { draw: 'back', home: 'playground', size: 1.8, seat: 0.45, scale: 0.7 },
  automobile: { draw: 'back', home: 'street', size: 1.7, seat: 0.32, scale: 0.5, only: 'in' },
  package: { draw: 'front', home: 'living-room' },
  basket: { draw: 'front', home: 'living-room' },
  // (a bucket the fish swim in, 水桶裡, decision 0053: round them, not a tiny pail beside giant fish)
  bucket: { draw: 'front', home: 'backyard' },
  toolbox: { draw: 'front', home: 'living-room' },
  luggage: { draw: 'front', home: 'bedroom' },
  // bathing is being in the tub (洗澡, 泡澡: decision 0036)
  bathtub: { draw: 'front', home: 'bathroom' },
  'treasure-chest': { draw: 'front', home: 'cave' },
  'nest-with-eggs': { draw: 'front', home: 'forest' },
  cage: { draw: 'bars', home: 'living-room' },
  // (a hamster asleep in a cup, a mouse hiding in a teacup; a penguin in the fridge, its door open round it; a dog in
  // its doghouse, at the door — decision 0060)
  'hot-beverage': { draw: 'front', home: 'kitchen', small: true },
  'teacup-without-handle': { draw: 'front', home: 'kitchen', small: true },
  refrigerator: { draw: 'back', home: 'kitchen', size: 1.6, seat: 0.06, scale: 0.55, only: 'in' },
  hut: { draw: 'back', home: 'backyard', size: 1.3, seat: 0, scale: 0.75, only: 'in' },
  // (a ladybird on a flower, a snail on a leaf: the tiny one small on its top, the flower as tall as a figure)
  tulip: { draw: 'back', home: 'garden', size: 1.1, seat: 0.72, scale: 0.38, only: 'on', small: true },
  rose: { draw: 'back', home: 'garden', size: 1.1, seat: 0.72, scale: 0.38, only: 'on', small: true },
  blossom: { draw: 'back', home: 'garden', size: 1.1, seat: 0.72, scale: 0.38, only: 'on', small: true },
  hibiscus: { draw: 'back', home: 'garden', size: 1.1, seat: 0.72, scale: 0.38, only: 'on', small: true },
  sunflower: { draw: 'back', home: 'garden', size: 1.2, seat: 0.8, scale: 0.38, only: 'on', small: true },
  'leaf-fluttering-in-wind': {
    draw: 'back',
    home: 'garden',
    size: 1.1,
    seat: 0.55,
    scale: 0.45,
    only: 'on',
    small: true,
  },
  // a fish tank round the fish (魚缸裡, decision 0043): see-through, the fish inside
  'fish-tank': { draw: 'tank', home: 'living-room' },
  bed: { draw: 'back', home: 'bedroom' },
  'couch-and-lamp': { draw: 'back', home: 'living-room' },
  table: { draw: 'back', home: 'living-room' },
  // (on top of a bookshelf, 坐在書架上: the figure small on its top; in front of it otherwise — decision 0053)
  bookshelf: { draw: 'back', home: 'bedroom', size: 1.2, seat: 0.8, scale: 0.75, only: 'on' },
  stairs: { draw: 'back', home: 'living-room' },
  windowsill: { draw: 'back', home: 'bedroom' },
  'deciduous-tree': { draw: 'back', home: 'forest' },
  'evergreen-tree': { draw: 'back', home: 'forest' },
  'palm-tree': { draw: 'back', home: 'beach' },
  mud: { draw: 'patch', home: 'farm' },
  'mud-puddle': { draw: 'patch', home: 'farm' },
  'hay-pile': { draw: 'patch', home: 'farm' },
};

/**
 * Things the catalogue draws as ground things that a child can still lift, carry by the handle or hold in the arms:
 * held when a carrying verb names them (提著鳥籠, 抱著一盆盆栽, 扛著梯子), not stood beside the figure (decision 0060).
 */
const PORTABLE = new Set([
  'cage',
  'electric-fan',
  'rice-cooker',
  'desk-lamp',
  'pot-of-food',
  'toy-blocks',
  'vase',
  'wastebasket',
  'microscope',
  'circus-ball',
  'wood',
  'potted-plant',
  'ladder',
  'mirror',
  'treasure-chest',
  'framed-picture',
  'road-sign',
  'rock',
]);

/** The verbs that lift or carry a thing (not 吃, 喝, 吹: 喝湯 holds no pot, 吹電風扇 no fan) — decision 0060. */
const CARRY_VERBS = '拿|提|拎|抱|扛|端|捧|舉|抬|搬|握';

/** Scenes that are only a time or the weather (晚上, 下雨天): a thing one is on or in takes the figure to its own land. */
const TIME_OR_WEATHER = new Set(['starry-night', 'sunset', 'foggy', 'rain', 'typhoon']);
/** The vehicles (and the big top) a scene is the inside of. */
const INSIDE: Record<string, string[]> = {
  bus: ['bus', 'oncoming-bus', 'trolleybus', 'minibus'],
  car: ['automobile', 'oncoming-automobile', 'taxi', 'oncoming-taxi', 'sport-utility-vehicle'],
  mrt: ['metro', 'train', 'light-rail', 'tram', 'high-speed-train', 'bullet-train'],
  // (a train car, a plane's cabin, a pirate ship's deck: no toy one ridden inside it, decision 0044)
  train: ['train', 'locomotive', 'high-speed-train', 'bullet-train'],
  airplane: ['airplane', 'small-airplane'],
  'pirate-ship': ['pirate-ship', 'sailboat', 'ship'],
  // (the circus is the inside of its big top: 馬戲團的帳篷裡 is here, not in a camping tent, decision 0044)
  circus: ['tent', 'circus-tent'],
};

/** A catalogue thing an activity's tool stands for when both are drawn (水壺 in 澆花 is the watering can, 0051). */
const ACT_TOOL_OF: Record<string, string> = { 'water-bottle': 'watering-can' };
/** Street furniture named as the place (路燈下): the scene it stands in (decision 0051). */
const FURNITURE_HOME: Record<string, string> = {
  'street-lamp': 'street',
  'utility-pole': 'street',
  'fire-hydrant': 'street',
  postbox: 'street',
  'road-sign': 'street',
  'horizontal-traffic-light': 'street',
  'park-bench': 'park',
  pavilion: 'park',
  fence: 'park',
};
/** Scenes that are the inside of a vehicle one rides in (decision 0051). */
const VEHICLE_INSIDE = new Set(['bus', 'car', 'mrt', 'train', 'airplane']);
/** Road and rail vehicles: inside one of them, 坐車 is the vehicle itself. */
const LAND_VEHICLES = new Set([
  'automobile',
  'oncoming-automobile',
  'taxi',
  'bus',
  'oncoming-bus',
  'minibus',
  'train',
  'metro',
  'light-rail',
  'tram',
  'high-speed-train',
  'bullet-train',
  'locomotive',
]);
/** Big things that are found inside a vehicle: a seat, a bin, a pole to hold. */
const IN_A_VEHICLE = new Set(['seat', 'wastebasket', 'potted-plant', 'luggage']);
let thingByIcon: Map<string, ThingDef> | undefined;
const THING_BY_ICON = () => (thingByIcon ??= new Map(THINGS.map((d) => [d.icon, d])));

/** Cars one drives or sits in (the figure in it at its window, decision 0042). */
const CARS = new Set(['automobile', 'oncoming-automobile', 'taxi', 'oncoming-taxi', 'sport-utility-vehicle']);

/** Ridden things that can be named as the place (腳踏車上, 船上): the land each belongs in. */
const RIDE_HOME: Record<string, string> = {
  bicycle: 'park',
  'kick-scooter': 'park',
  skateboard: 'park',
  sailboat: 'sea',
  canoe: 'lake',
  speedboat: 'sea',
  'motor-boat': 'sea',
  rowboat: 'lake',
  ship: 'sea',
  sled: 'snow',
  swing: 'park',
};

/** Acts whose word puts the figure in the thing they name indoors (洗澡 → in the bathtub; at a river, in the water). */
// built on first use, not at import: normalise converts scripts through OpenCC, which the cold start leaves for later
let inByItsWord: Set<string> | undefined;
const IN_BY_ITS_WORD = () => (inByItsWord ??= new Set(['洗澡', '泡澡'].map(normalise)));

/** Whether the page puts the figure in or on this thing (a big thing only when 裡 or 上 says so). */
function settles(w: ThingSpec, who?: string): boolean {
  const own = SETTINGS[w.icon];
  if (!own) return false;
  // (only a water creature is in a fish tank: a cat looks at it, decision 0043)
  if (own.draw === 'tank' && who !== undefined && !AQUATIC.test(who)) return false;
  if (own.small && (who === undefined || !tiny(who))) return false;
  if (own.seat === undefined) return true;
  return own.only ? w.relation === own.only : w.relation === 'in' || w.relation === 'on';
}

/** A creature small enough to sit in a cup or on a flower (decision 0060): an insect, a snail, a hamster, a bird. */
function tiny(icon: string): boolean {
  if (
    /butterfly|bee|beetle|bug|^ant$|dragonfly|snail|spider|cricket|caterpillar|ladybug|mosquito|^worm$|^fly$/.test(icon)
  )
    return true;
  return (knownHeight(icon) ?? 1) <= 0.35;
}

/** Creatures that live in water (the only ones a fish tank holds). */
const AQUATIC = /fish|shark|whale|dolphin|octopus|squid|crab|shrimp|lobster|turtle|seal|jellyfish|seahorse|frog|oyster/;

/** Breathing fire. */
const BREATH = ['噴火', '吐火', '噴出火', '噴出火焰', '噴火焰', '吐出火焰'];

/** Sea creatures that blow a spout of water from their back. */
const SPOUTERS = new Set(['whale', 'spouting-whale', 'dolphin']);

/** The who names this word (弟弟 … 弟弟在跑; 我 … 我): the figure named again, not a second one of its kind. */
function sameWho(who: string, word: string | undefined): boolean {
  if (!word) return true;
  const w = normalise(word);
  return normalise(who).includes(w) || /^[我你他她它]$/.test(w);
}

/** Hiding oneself (躲起來, 躲貓貓, 藏起來), not dodgeball (躲避球) nor hiding a thing (把糖果藏起來). */
let hiding: RegExp | undefined;
const HIDING = () => (hiding ??= new RegExp(normalise('躲(?!避|雨|太陽)|(?<!把.{0,6})藏起來|捉迷藏')));

let climbTree: RegExp | undefined;
const CLIMB_TREE = () => (climbTree ??= new RegExp(normalise('爬.{0,4}樹|攀.{0,3}樹')));

/** Verbs that ride or drive (騎, 搭, 開, 駕): 坐 alone sits on only what is ridden (decision 0045). */
let rideVerb: RegExp | undefined;
// (坐在香菇上, 坐上輪椅, 坐到雲上: what one sits on is named right after; 坐著 + an act names a tool)
const RIDE_VERB = () => (rideVerb ??= new RegExp(normalise('騎|搭|駕|開車|開船|坐在|坐上|坐到|坐進|ride|drive')));

/** 把X送給…, 把X拿給…, 把X遞給…, X送給…: the thing is handed to someone (decision 0045). */
function GIVEN_AFTER(what: string, word: string | undefined): boolean {
  if (!word) return false;
  const n = normalise(what);
  const at = n.indexOf(normalise(word));
  if (at < 0) return false;
  return new RegExp(normalise('^.{0,4}(送給|拿給|遞給|交給|丟給|扔給|送去給|帶給|給)')).test(n.slice(at + word.length));
}

/** Things a figure can hide behind (後面): drawn in front of it, big enough to hide its lower body. */
const COVERS = new Set([
  'rock',
  'herb',
  'bush',
  'deciduous-tree',
  'evergreen-tree',
  'palm-tree',
  'package',
  'wood',
  'table',
  'house',
  'door',
  'couch-and-lamp',
  'bed',
  'snowman',
  'mushroom',
  'sunflower',
  'cactus',
  'bamboo',
  'tent',
  'car',
  'automobile',
  'wastebasket',
  'potted-plant',
  'cloud',
]);

/** The labelled prompt the illustrator reads back (splitPrompt is its inverse): 【誰】…【在哪裡】…【做什麼】… */
export function joinPrompt(who: string, where: string, what: string): string {
  return `【誰】${who}【在哪裡】${where}【做什麼】${what}`;
}

/** The parts of a prompt made by joinPrompt (storyToPrompt): 【誰】…【在哪裡】…【做什麼】… */
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

/** The action at the start of a verb + object word: 騎馬 → ride, 踢足球 → ground. */
function verbInside(key: string): string | undefined {
  const t = tables();
  for (const n of [2, 1])
    if (key.length > n && t.actions.has(key.slice(0, n)) && find(key.slice(n), [t.props, t.figures]))
      return t.actions.get(key.slice(0, n));
  return undefined;
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
  const given = splitPrompt(prompt) ?? { who: prompt, where: prompt, what: prompt };
  // Two kin words written together (爺爺奶奶和妹妹, 阿公阿嬤) are two people: jieba keeps some pairs as one word,
  // and the second person was lost (decision 0042).
  const parts = given.who === prompt ? given : { ...given, who: withoutOwner(splitKin(given.who)) };
  // ── places and things (places/find.ts, things/find.ts) ──
  let scene = findPlace(parts.where, parts.what, parts.who);
  // The place field names a thing one sits, stands, rides or is in, not a place (熱氣球上, 腳踏車上, 船上, 帳篷裡):
  // the place is read without the thing's word (腳踏車上 is no 車上, no car), else it is the land the thing belongs in.
  const whereThings = parts.where === prompt ? [] : findThings(parts.where).filter((w) => !w.figure);
  const whoFirst = () => findThings(parts.who).find((w) => w.figure)?.icon ?? 'child-light';
  const mount = whereThings.find(
    (w) => (settles(w, whoFirst()) && !w.icon.endsWith('tree')) || (w.def?.ride && RIDE_HOME[w.icon]),
  );
  if (mount) {
    const rest = findPlace(parts.where.split(mount.word).join(' '), parts.what, parts.who);
    const home = sceneById(SETTINGS[mount.icon]?.home ?? RIDE_HOME[mount.icon]!);
    scene = rest === DEFAULT_SCENE || rest.id === 'meadow-default' ? (home ?? rest) : rest;
  }
  // A piece of street furniture named as the place (路燈下, 電線桿旁邊, 郵筒前面) stands where it belongs, the street or
  // the park, and is drawn (decision 0051); the place named with it wins (公園的路燈下 is the park).
  const furniture = mount ? undefined : whereThings.find((w) => w.explicit && FURNITURE_HOME[w.icon]);
  if (furniture && (scene === DEFAULT_SCENE || scene.id === 'meadow-default'))
    scene = sceneById(FURNITURE_HOME[furniture.icon]!) ?? scene;
  // Up in a tree (樹上, 大樹上) is a tree in the woods, the figure in its crown; a tree house only when one is named
  // (樹屋): a house nobody asked for is not drawn round a squirrel, a monkey or a bird.
  if (scene.id === 'tree-house' && !/樹屋|树屋|tree house/i.test(`${parts.where} ${parts.what}`)) {
    const rest = findPlace(parts.where.replace(/[樹树]上/g, ' '), parts.what.replace(/[樹树]上/g, ' '), parts.who);
    scene = rest === DEFAULT_SCENE || rest.id === 'meadow-default' ? (sceneById('forest') ?? scene) : rest;
  }
  const found = findThings(parts.who);
  // an animal the tables do not know is its family (長臂猿 a monkey), not a child (decision 0054)
  const family = animalByFamily(parts.who).filter((f) => !found.some((w) => w.at === f.at || w.word.includes(f.word)));
  const whoThings = family.length ? [...found, ...family].sort((a, b) => a.at - b.at) : found;
  const whoIcon =
    whoThings.find((w) => w.figure)?.icon ?? (character ? characterFigure(character).icon : 'child-light');
  const whatText = parts.what === prompt ? prompt : parts.what;
  // bare 冰 is the Taiwanese dessert only when it is eaten or bought (吃冰, 一碗冰); on the ice (肚子貼著冰, 在冰上滑) it
  // is the ground the page is on, not a bowl of shaved ice (decision 0036)
  const eaten = new RegExp(`[${normalise('吃買喝碗盤杯舔')}]`).test(normalise(whatText));
  const whatFound = findThings(whatText).filter((w) => eaten || normalise(w.word) !== normalise('冰'));
  // The who field names only where they are and the what who is there (籃子裡 | 有三隻小貓, 鳥巢裡 | 有兩隻小鳥):
  // those are the who, in that thing (decision 0043).
  const whoHolder = whoThings.find(
    (h) => !h.figure && h.explicit && (h.relation === 'in' || h.relation === 'on') && !h.def?.sky,
  );
  const promoted =
    whoHolder && !whoThings.some((w) => w.figure) && /^(有|住著|躺著|坐著|睡著)/.test(normalise(whatText).trim())
      ? whatFound.filter((w) => w.figure)
      : [];
  // teeth used or shown (用牙齒咬木頭, 露出長長的牙齒) are the who's own, not a loose tooth in its hand (a beaver held
  // one, decision 0054); a tooth pulled or lost (拔牙齒, 掉了一顆牙齒) is still drawn
  const ownTeeth = new RegExp(normalise('(用|露出|張開|磨)[^，。]{0,4}牙')).test(normalise(whatText));
  const whatThings = whatFound.filter((w) => !promoted.includes(w) && !(ownTeeth && w.icon === 'tooth'));
  const whoFigures = expand(apposed(addressed([...whoThings.filter((w) => w.figure), ...promoted])));
  // No person or animal named: a thing that can be the picture's subject (飛機, 雪人, 火箭) is; a thing that
  // only hints at a person (海盜 → a pirate flag) goes into a child's hand.
  // (a thing the what puts somewhere, 燈籠 | 掛在樹上, 風箏 | 卡在樹上, is the subject there too, not a child holding
  // it — decision 0053)
  const placedThing = /^(正|還|都|就)?(掛|挂|吊|卡|放|擺|摆|插|貼|贴|停|躺|落|飄|飘|浮|在|晾|曬|晒)/.test(
    normalise(whatText).trim(),
  );
  const hungUp = placedThing && !whatFound.some((w) => w.figure);
  const lead =
    whoFigures.length === 0
      ? whoThings.find((w) => w.def?.big || w.def?.ride || w.def?.sky || (hungUp && !w.explicit))
      : undefined;
  if (lead) whoFigures.push(lead);
  // (a thing the who wears, 戴紅帽子的男孩, 戴著眼鏡的爺爺, is on the figure — understand-figure.ts — and not also
  // carried: a top hat was in the boy's hand, decision 0061)
  const carried = whoThings
    .filter((w) => !w.figure && w !== lead && !(promoted.length > 0 && w === whoHolder) && w.relation !== 'wearing')
    .map((w) => ({ ...w, relation: 'holding' as const }));
  // ── end of places and things ──
  const main = character ? characterFigure(character) : undefined;
  const named = character && character.name.trim() && normalise(parts.who).includes(normalise(character.name.trim()));
  let figure: FigureSpec;
  let companion: FigureSpec | undefined;
  const first = whoFigures[0]?.icon;
  let rest: ThingSpec[];
  if (main && (named || !first || first === main.icon)) {
    figure = main;
    const others = whoFigures.filter((f, i) => f.icon !== main.icon || i > 0);
    const other = others.find((f) => f.icon !== main.icon) ?? others[0];
    if (other) companion = { icon: other.icon, isMainCharacter: false };
    rest = others.filter((f) => f !== other);
  } else {
    figure = {
      icon: first ?? 'child-light',
      isMainCharacter: false,
      ...(whoFigures[0]?.size ? { scale: whoFigures[0].size } : {}),
    };
    // The book's hero still appears, smaller, so it recurs on every page.
    if (main) {
      companion = main;
      rest = whoFigures.slice(1);
    } else {
      if (whoFigures[1]) companion = { icon: whoFigures[1].icon, isMainCharacter: false };
      rest = whoFigures.slice(2);
    }
  }
  // Head-worn things go on the figure's head when it has nothing there yet (戴皇冠, 戴眼鏡).
  const worn = whatThings.find((w) => w.relation === 'wearing' && (w.def?.wear === 'head' || w.def?.wear === 'face'));
  if (worn && !figure.accessory) figure = { ...figure, accessory: worn.icon };
  const props: PropSpec[] = [];
  const seen = new Set<ThingSpec>();
  // More of the who (三隻小豬, 學生們) stand beside the figure; then the named things, each as often as counted.
  for (const f of rest) props.push({ icon: f.icon, placement: 'beside', member: true });
  // A small thing the place field puts the figure on, in or by (花上面, 石頭上, 葉子上, 公園的石頭上) is drawn
  // with it: the butterfly is no longer alone on an empty meadow. Big things and sky things are the place's own.
  const placedBy = whereThings.filter(
    (w) =>
      w.explicit &&
      w !== mount &&
      !settles(w) &&
      // (a big thing one stands or sits on top of, 石頭上 or 荷葉上, is one: the feet on its top, layout.ts SEAT)
      (!w.def?.big || (w.relation === 'on' && w.icon in SEAT) || w === furniture) &&
      !w.def?.sky &&
      !w.def?.wall &&
      // (冰上 is the ice one is on, not a bowl of shaved ice, decision 0036)
      (eaten || normalise(w.word) !== normalise('冰')) &&
      // (a place named to say where the place is, 學校旁邊的公園, 雪山上, 醫院裡, is no thing beside the figure: a
      // school tile by the slide, a mountain icon on the snow; one stood on or ridden, 冰山上, 塔上, 小火車上, still
      // is, decision 0044)
      (!placeIn(w.word, true) || (w.relation === 'on' && (w.icon in SEAT || w.def?.ride === true))),
  );
  // A thing put in or on another (把雞蛋放進籃子裡, 把書包放在椅子上), one a holder has in or on it (籃子裡有三個三明治,
  // 床上有三隻泰迪熊) or one said to be there (書包在桌子上): drawn in or on that thing, which is then no place the
  // figure is in or on (decision 0043).
  const contents = containedIn(whatThings, whatText, whoIcon);
  // The holder named in the who or the place and what is in or on it in the what (桌上 | 有一個蛋糕, 籃子裡 | 有三顆蘋果)
  const fieldHolder = /^(有|放著|放了|裝著|裝了|擺著)/.test(normalise(whatText).trim())
    ? [...whereThings, ...whoThings].find(
        (h) => !h.figure && h.explicit && (h.relation === 'in' || h.relation === 'on') && !h.def?.sky,
      )
    : undefined;
  if (fieldHolder)
    for (const t of whatThings)
      if (!contents.has(t) && t.icon !== fieldHolder.icon && !t.def?.big && !t.def?.wall && t.icon !== whoIcon)
        contents.set(t, fieldHolder);
  // A second person the page gives to, helps or goes with (把足球踢給小華, 姊姊幫我撐傘, 和小美一起): drawn even when
  // of the figure's kind — another word than the who's is another person (decision 0043).
  const whatWords = segment(whatText);
  const whoWords = new Set(whoThings.map((w) => normalise(w.word)));
  const recipient = (t: ThingSpec) =>
    t.figure &&
    !whoWords.has(normalise(t.word)) &&
    !companion &&
    (RECIPIENT().has(whatWords[t.at - 1]?.key ?? '') || GIVE_TO().test(whatWords[t.at - 1]?.key ?? '')) &&
    !whatThings.some((w) => w !== t && w.figure && w.at < t.at && normalise(w.word) === normalise(t.word));
  // (given to or helped, not only gone with: the two face each other)
  const handed = whatThings.some(
    (t) => recipient(t) && !['和', '跟', '陪', '帶'].map(normalise).includes(whatWords[t.at - 1]?.key ?? ''),
  );
  for (const thing of [...expand(whatThings), ...carried, ...placedBy]) {
    if (thing === worn || props.length >= 4) continue;
    // (the figure or companion named again: 弟弟 … 弟弟在跑; another person of the same kind is someone else —
    // 姊姊 | 送禮物給妹妹 draws the sister too, decision 0045)
    if (
      !seen.has(thing) &&
      (thing.icon === figure.icon || thing.icon === companion?.icon) &&
      thing.count === 1 &&
      !recipient(thing) &&
      (companion || !thing.figure || sameWho(parts.who, thing.word))
    )
      continue;
    // Two words for one thing (噴水滅火: both the jet of water) draw it once; a count draws it as often as counted.
    if (!seen.has(thing) && thing.count === 1 && props.some((p) => p.icon === thing.icon)) continue;
    seen.add(thing);
    let placement = placementOf(thing, verbPlacement(whatText, thing.at));
    // sitting while doing something (坐著釣魚, 坐在那裡吹泡泡): the tool is no seat; only what one rides is sat on by
    // 坐 alone (decision 0045)
    if (
      placement === 'ride' &&
      !thing.def?.ride &&
      !thing.def?.big &&
      !thing.figure &&
      !RIDE_VERB().test(normalise(whatText))
    )
      placement = thing.def?.hold ? 'hold' : 'beside';
    // a thing given or handed to someone (把蛋糕送給媽媽, 把球丟給小狗): in the hand, held out (decision 0045)
    if (placement === 'beside' && !thing.def?.big && !thing.figure && GIVEN_AFTER(whatText, thing.word))
      placement = 'hold';
    // a big thing that is no mount (搭帳篷, 坐摩天輪, 看舞龍): it stands beside the figure at its own size
    if (placement === 'ride' && thing.def?.big && !thing.def.ride && thing.relation !== 'on') placement = 'beside';
    if (thing.icon === 'ferris-wheel') placement = 'beside';
    // nor is a big thing one cannot lift held (吃大餐: the feast is on a table)
    // (unless a carrying verb names it and one can lift it: 提著鳥籠, 抱著電風扇, 扛著梯子 — decision 0060)
    if (
      placement === 'hold' &&
      (thing.def?.big || thing.def?.ride) &&
      !thing.def.hold &&
      !(
        thing.relation === 'holding' &&
        PORTABLE.has(thing.icon) &&
        (carriedBy(whatText, thing.at, CARRY_VERBS) || carriedBy(parts.who, thing.at, CARRY_VERBS))
      )
    )
      placement = 'beside';
    // a thing handed over (把鉛筆借給同學, 把球丟給小狗): in the giver's hand, held out (decision 0043)
    if (
      placement === 'beside' &&
      !thing.figure &&
      !thing.def?.big &&
      whatWords[thing.at - 1]?.key === normalise('把') &&
      whatWords.slice(thing.at + 1, thing.at + 3).some((w) => GIVE_TO().test(w.key) || w.key === normalise('給'))
    )
      placement = 'hold';
    // an animal one brings or leads along (帶著警犬, 牽著牛, 遛狗) walks beside, not in the hand (decision 0061)
    if (
      placement === 'hold' &&
      thing.figure &&
      new RegExp(`(${normalise('帶|牽|遛')})(${normalise('著')})?$`).test(
        whatWords
          .slice(Math.max(0, thing.at - 2), thing.at)
          .map((w) => w.key)
          .join(''),
      )
    )
      placement = 'beside';
    // the tool one uses (用水管噴水, 用剪刀剪紙) is in the hand, not on the ground: 用 right before the thing
    if (placement === 'beside' && !thing.def?.big && segment(whatText)[thing.at - 1]?.key === '用') placement = 'hold';
    const holder = contents.get(thing);
    const holds = [...contents.values()].some((h) => h.icon === thing.icon);
    props.push({
      icon: thing.icon,
      // (a holder named in the who or the place stands beside the figure with its contents, not in a hand)
      placement: holder
        ? 'beside'
        : holds && (placement === 'ride' || (thing.icon === fieldHolder?.icon && placement === 'hold'))
          ? 'beside'
          : placement,
      ...(thing.size
        ? { scale: thing.size }
        : holds
          ? { scale: HOLDER_SCALE[thing.icon] ?? 1 }
          : thing.def?.scale
            ? { scale: thing.def.scale }
            : {}),
      ...(thing.tall ? { tall: true } : {}),
      ...(holder
        ? { on: { icon: holder.icon, relation: holder.relation === 'on' ? ('on' as const) : ('in' as const) } }
        : {}),
    });
  }
  if (fieldHolder && [...contents.values()].includes(fieldHolder) && !props.some((p) => p.icon === fieldHolder.icon))
    props.push({ icon: fieldHolder.icon, placement: 'beside', scale: HOLDER_SCALE[fieldHolder.icon] ?? 1 });
  // A role whose name is its animal (牧羊人, 養蜂人, 馴獸師) has it beside it even unnamed (decision 0061)
  if (props.length < 4) props.push(...roleCompanion(parts.who, figure.icon, companion?.icon, props));
  // (what is in or on a thing is drawn after it, over its rim or on its top)
  props.sort((a, b) => (a.on ? 1 : 0) - (b.on ? 1 : 0));
  // A ridden thing named as the place (腳踏車上, 船上, 滑板上): the figure rides it.
  if (mount && !SETTINGS[mount.icon] && !props.some((p) => p.icon === mount.icon))
    props.unshift({ icon: mount.icon, placement: 'ride' });
  // A thing named as the place (紙箱裡, 沙發上) or one the figure is in or under (在籠子裡跑, 躲在樹下).
  const holders = new Set(contents.values());
  // any other drawable thing by its frame (躲在鍋子裡, 蹲在蘑菇上, 睡在汽車下面: decision 0064)
  let framed: SettingDef | undefined;
  const framedThing = () =>
    [...whereThings, ...whatThings].find(
      (w) =>
        // (the where names a thing only when it found no place: 冰上, 城堡裡 are places)
        // (a thing the table lists keeps the table's rule — a child is in no cup, decision 0060 — but one it lists
        // only to be in or on is still something to be under: 睡在汽車下面)
        (!SETTINGS[w.icon] || (w.relation === 'under' && SETTINGS[w.icon]!.only !== undefined)) &&
        (whereThings.includes(w) ? scene === DEFAULT_SCENE || scene.id === 'meadow-default' : w.explicit) &&
        !holders.has(w) &&
        // (drawn beside the figure or not at all: a thing on the wall, ridden or held keeps its place)
        props.every((p) => p.icon !== w.icon || p.placement === 'beside' || p.placement === 'ride') &&
        // (從帽子裡變出兔子: what comes out of it, not a figure in it)
        !`${parts.where}${parts.what}`.includes(`從${w.word}`) &&
        (framed = framedSetting(
          w,
          tiny(whoIcon),
          props.some((p) => p.icon === w.icon && p.placement === 'ride'),
        )) !== undefined,
    );
  const settingThing =
    whereThings.find((w) => settles(w, whoIcon)) ??
    (promoted.length > 0 && whoHolder && !whoHolder.icon.endsWith('tree') && settles(whoHolder, promoted[0]!.icon)
      ? whoHolder
      : undefined) ??
    whatThings.find(
      (w) =>
        settles(w, whoIcon) &&
        !holders.has(w) &&
        (w.relation === 'in' ||
          w.relation === 'under' ||
          w.relation === 'on' ||
          (IN_BY_ITS_WORD().has(w.word) && scene.indoor !== undefined)),
    ) ??
    framedThing();
  let setting: Plan['setting'];
  let where = scene;
  // Hiding behind a thing that stands on the ground (躲在石頭後面, 樹後面, 草叢後面): the thing in front, the
  // figure peeking over it.
  const behind = settingThing
    ? undefined
    : [...whatThings, ...whereThings].find(
        (w) =>
          w.relation === 'behind' &&
          !w.figure &&
          (COVERS.has(w.icon) ||
            (coversAny(w) &&
              !scene.shows?.includes(w.icon) &&
              props.some((p) => p.icon === w.icon && p.placement === 'beside'))),
      );
  if (behind) {
    setting = { icon: behind.icon, relation: 'behind' };
    for (let i = props.length - 1; i >= 0; i--) if (props[i]!.icon === behind.icon) props.splice(i, 1);
  } else if (
    !settingThing &&
    HIDING().test(normalise(parts.what)) &&
    !whatThings.some((w) => !w.figure && w.relation !== 'with' && w.relation !== 'holding') &&
    (scene.indoor !== undefined || !scene.enclosed)
  ) {
    // Hiding with nothing named to hide behind (躲起來, 玩躲貓貓, 躲在衣櫃裡 with a wardrobe we cannot draw): the act
    // needs a cover, so the figure peeks over a bush outdoors or a big box indoors (decision 0045). A dark cave or
    // the sea floor hides one already.
    setting = { icon: scene.indoor !== undefined ? 'package' : 'bush', relation: 'behind' };
  }
  // Climbing a tree (爬樹, 在爬大樹, 爬上那棵樹): up in its crown, where 爬到樹上 already is, not in the air beside a
  // tree standing on the grass (decision 0045).
  const climbed =
    !setting && !settingThing && CLIMB_TREE().test(normalise(parts.what))
      ? props.find((p) => p.icon.endsWith('tree') && p.placement !== 'ride')
      : undefined;
  if (climbed) {
    setting = { icon: climbed.icon, relation: 'on' };
    props.splice(props.indexOf(climbed), 1);
  }
  // In a nest or a basket up in a tree (樹上 + 鳥巢裡): the container goes up into the tree with the figure.
  const perched = settingThing && settingThing.icon.endsWith('tree') && settingThing.relation !== 'under';
  const nest = perched
    ? [...whatThings, ...(promoted.length > 0 && whoHolder ? [whoHolder] : [])].find(
        (w) => w.relation === 'in' && SETTINGS[w.icon]?.draw === 'front',
      )
    : undefined;
  if (settingThing) {
    const rel = settingThing.relation;
    const own = SETTINGS[settingThing.icon] ?? framed!;
    const relation = rel === 'on' || rel === 'under' ? rel : own.draw === 'back' && !framed ? 'on' : 'in';
    setting = { icon: settingThing.icon, relation, ...(SETTINGS[settingThing.icon] ? {} : { own }) };
    // the same thing is not drawn again beside the figure
    for (let i = props.length - 1; i >= 0; i--) if (props[i]!.icon === settingThing.icon) props.splice(i, 1);
    // (a balloon is up in the sky, wherever it set off from: 在公園坐熱氣球)
    // (the weather or the time alone is no place either: 晚上的樹枝上 is a tree in the forest at night, decision 0037)
    if (
      scene === DEFAULT_SCENE ||
      scene.id === 'meadow-default' ||
      TIME_OR_WEATHER.has(scene.id) ||
      (own.aloft && !scene.enclosed && !scene.floating)
    )
      where = sceneById(own.home) ?? scene;
    // 沙發旁邊, 床前面, 床後面: a thing written beside or behind the figure gives the place but is not sat in or on;
    // it stands next to the figure (behind it, when it can hide one, peeking over it)
    if (settingThing.explicit && (rel === 'beside' || rel === 'behind')) {
      setting =
        rel === 'behind' && COVERS.has(settingThing.icon) ? { icon: settingThing.icon, relation: 'behind' } : undefined;
      // (the room it belongs to draws its own: the living room's sofa, the bedroom's bed, the campsite's tent)
      if (!setting && where.id !== own.home) props.unshift({ icon: settingThing.icon, placement: 'beside' });
    }
  }
  // A thing the place's landmarks already draw at its true size (the bus at a bus stop) is not drawn again as a
  // toy-sized prop beside the figure, unless it is counted (三輛公車), ridden or held (拿香 at the temple, 0044).
  // (a thing with other things in or on it stays: they are drawn on it, decision 0043)
  for (let i = props.length - 1; i >= 0; i--)
    if (
      where.shows?.includes(props[i]!.icon) &&
      props[i]!.placement !== 'ride' &&
      props[i]!.placement !== 'hold' &&
      !props.some((p) => p.on?.icon === props[i]!.icon)
    )
      props.splice(i, 1);
  // Nor is a thing one is in that the place is the inside of (馬戲團的帳篷裡: the circus is inside its big top).
  if (setting && INSIDE[where.id]?.includes(setting.icon)) setting = undefined;
  // Inside a vehicle (the bus, the car, the MRT) the figure is in it already: driving it (開公車) is not sitting on a
  // toy-sized one; the activity puts the steering wheel in the hands (decision 0036).
  // (what is left out here is not listed in the words either: 【會畫出】 says only what is drawn, decision 0051)
  const unseen = new Set<string>();
  for (let i = props.length - 1; i >= 0; i--)
    if (props[i]!.placement === 'ride' && INSIDE[where.id]?.includes(props[i]!.icon))
      unseen.add(props.splice(i, 1)[0]!.icon);
  // Inside a bus, a car, a train or a plane, 坐車 is that vehicle (no small car ridden inside the bus), and a big
  // thing that stands on the ground outside (the school one rides to, a tree, a house) is not in the aisle
  // (decision 0051); seats, tables, beds and what hangs on the wall stay.
  if (VEHICLE_INSIDE.has(where.id))
    for (let i = props.length - 1; i >= 0; i--) {
      const p = props[i]!;
      const def = THING_BY_ICON().get(p.icon);
      if (
        (p.placement === 'ride' && LAND_VEHICLES.has(p.icon)) ||
        (def?.big && !def.wall && !def.hold && !(p.icon in SETTINGS) && !IN_A_VEHICLE.has(p.icon) && !p.member)
      )
        unseen.add(props.splice(i, 1)[0]!.icon);
    }
  // (a star- or moon-shaped thing is no night sky: 月亮造型的氣球, 星星圖案的睡衣 — decision 0053)
  const context = NOT_MODIFIERS.reduce((t, w) => t.split(w).join(' '), `${parts.where} ${parts.what}`)
    .replace(/[\u3400-\u9fff]{1,3}(?:形狀|形状|造型|圖案|图案|花紋|樣子|外型|模樣)/gu, ' ')
    // (nor a star or moon written straight before a thing it is the look of: 星星氣球, 月亮燈籠 — decision 0061)
    .replace(
      /(?:星星|月亮)(?:的)?(?=氣球|燈籠|餅乾|貼紙|髮夾|項鍊|帽子|睡衣|被子|枕頭|抱枕|衣服|裙子|棒棒糖|雨傘|蛋糕|風箏)/gu,
      ' ',
    );
  // Rain and snow fall where there is a sky, and show through a room's windows; a cave or the sea floor has
  // neither (scene.ts draws indoor rain in the windows only).
  const open = where.indoor !== undefined || !where.enclosed;
  const air = airOf(context, where);
  const weather = {
    rain: !air?.wet && (where.id === 'rain' || where.id === 'typhoon' || (open && hasAny(context, MODIFIERS.rain))),
    snow: where.id === 'snow' || (open && hasAny(context, MODIFIERS.snow)),
  };
  const planned = figurePlan(
    {
      scene: where,
      setting,
      night: where.time === 'night' || (where.id !== 'space' && hasAny(context, MODIFIERS.night)),
      ...weather,
      ...(air ? { air } : {}),
      figure,
      companion,
      // a sunrise or sunset the sky already paints (the low sun on the horizon) is not drawn again as a tile, nor
      // the weather the sky paints (a snow cloud beside a penguin when it snows) or a wave on the sea floor
      props: props.filter((p) => !paintedAlready(p.icon, where, air, weather)),
      things: [...whoThings, ...whatThings].filter((t) => t.figure || !unseen.has(t.icon)),
    },
    parts,
  );
  // the look a modifier gives a held or worn thing or a food (兔子燈籠, 彩虹色的雨傘, 條紋圍巾, 巧克力冰淇淋), 0061
  let acted = applyModifiers(applyActivity(planned, parts), parts.what, given.who);
  // the activity's own tool is the thing the child named for it (拿水壺澆花: the watering can, no water bottle too)
  const tools = new Set(acted.activity?.props.map((p) => p.icon) ?? []);
  const standIns = acted.props.filter((p) => ACT_TOOL_OF[p.icon] && tools.has(ACT_TOOL_OF[p.icon]!));
  if (standIns.length > 0) acted = { ...acted, props: acted.props.filter((p) => !standIns.includes(p)) };
  // a thing put in or on another (把書包放在椅子上) is there, not worn or held by the activity (decision 0043)
  // (unless the activity draws the holder too: 提著一籃, 放進籃子裡 with the basket in the hand keeps the egg at its rim)
  const own = new Set(acted.activity?.props.map((p) => p.icon) ?? []);
  const put = new Set(acted.props.filter((p) => p.on && !own.has(p.on.icon)).map((p) => p.icon));
  if (put.size > 0 && acted.activity?.props.some((p) => put.has(p.icon)))
    acted = {
      ...acted,
      activity: { ...acted.activity, props: acted.activity.props.filter((p) => !put.has(p.icon)) },
      ...(acted.figure.look
        ? {
            figure: {
              ...acted.figure,
              look: {
                ...acted.figure.look,
                carries: acted.figure.look.carries.filter((i) => !put.has(i)),
                worn: acted.figure.look.worn.filter((w) => !put.has(w.kind)),
              },
            },
          }
        : {}),
    };
  // Hanging from a tree (猴子掛在樹枝上, 倒吊在樹上, 吊在樹上盪來盪去): an animal hangs under the crown, not standing
  // in it (decision 0053). (A person keeps the crown: no hanging pose for people yet.)
  if (
    acted.setting?.icon.endsWith('tree') &&
    acted.setting.relation === 'on' &&
    !acted.figure.look?.person &&
    // (an animal of our own drawing: an emoji that already hangs, the sloth, stays as it is; an emoji written upside
    // down, 蝙蝠倒掛在樹枝上, is turned over under the crown — decision 0060)
    (speciesFor(acted.figure.icon) !== undefined ||
      (/倒[掛挂吊]|倒著[掛挂吊]/.test(parts.what) && acted.figure.icon !== 'sloth')) &&
    !acted.figure.isMainCharacter &&
    /[掛挂吊]/.test(parts.what) &&
    !/[把將]/.test(parts.what)
  )
    acted = { ...acted, setting: { ...acted.setting, hang: true } };
  // The thing the figure is in or on (睡在籃子裡, 坐在箱子裡) is not carried by the activity as well: a tiny basket
  // in the mouth of a dog asleep in the basket (decision 0053).
  const holder = acted.setting && acted.setting.relation !== 'behind' ? acted.setting.icon : undefined;
  if (holder && acted.activity?.props.some((p) => p.icon === holder))
    acted = { ...acted, activity: { ...acted.activity, props: acted.activity.props.filter((p) => p.icon !== holder) } };
  // Driving or riding in a car out on a road (開車, 開著紅色的車, 開車載我們): the figure sits in the car at its window,
  // not on top of a toy car, and driving with no car named is in one too (decision 0042).
  const look = acted.figure.look;
  const inCar =
    look?.ride?.kind === 'emoji' && CARS.has(look.ride.icon ?? '')
      ? true
      : !look?.ride && acted.activity?.props?.some((p) => p.icon === 'steering-wheel') === true;
  if (look?.person && inCar && !acted.setting && !acted.scene.indoor && !INSIDE[acted.scene.id]) {
    look.ride = undefined;
    look.pose = 'sit';
    acted = {
      ...acted,
      setting: { icon: 'automobile', relation: 'in' },
      props: acted.props.filter((p) => !(CARS.has(p.icon) && p.placement === 'ride')),
    };
  }
  if (nest) acted = { ...acted, nest: nest.icon, props: acted.props.filter((p) => p.icon !== nest.icon) };
  // A whale's or dolphin's jet of water (噴水, 水柱) is a spout rising from its back, not a hose beside it.
  if (SPOUTERS.has(acted.figure.icon))
    acted = {
      ...acted,
      props: acted.props.map((p) =>
        p.icon === 'water-spray' ? { ...p, icon: 'water-spout', placement: 'above' as const } : p,
      ),
    };
  // A creature that breathes fire (一條龍噴火): the flames come out of its mouth, not beside it.
  if (!acted.figure.look?.person && hasAny(parts.what, BREATH))
    acted = { ...acted, breath: 'fire', props: acted.props.filter((p) => p.icon !== 'fire') };
  // A blanket named with sleeping (蓋著被子睡覺): over the sleeper, in a bed when the place is a room.
  const blanket = acted.props.findIndex((p) => p.icon === 'blanket');
  // (hiding in or under it, 躲在被子裡, 鑽進棉被裡: covered from the shoulders down whatever the pose, decision 0060)
  const under = whatThings.some((t) => t.icon === 'blanket' && (t.relation === 'in' || t.relation === 'under'));
  if (blanket >= 0 && under && acted.figure.look?.pose !== 'sleep')
    acted = { ...acted, props: acted.props.filter((_, i) => i !== blanket), covered: true };
  else if (blanket >= 0 && acted.figure.look?.pose === 'sleep') {
    const rest = acted.props.filter((_, i) => i !== blanket);
    const bed = !acted.setting && acted.scene.indoor ? { icon: 'bed', relation: 'on' as const } : acted.setting;
    acted = { ...acted, props: rest, covered: true, ...(bed ? { setting: bed } : {}) };
  }
  // Two who fight, talk, hug or play face each other; a chase puts the chased one ahead (decision 0028).
  if (!acted.companion) return acted;
  // (被狗追, 被壞人追: the one chasing is the companion and runs behind, where a companion stands anyway)
  const together = hasAny(parts.what, TOGETHER.ahead)
    ? new RegExp(normalise('被.{0,5}(追|抓)')).test(normalise(parts.what))
      ? undefined
      : 'ahead'
    : hasAny(parts.what, TOGETHER.face) || handed
      ? 'face'
      : undefined;
  return together ? { ...acted, together } : acted;
}

/** Weather icons the sky itself paints when it rains or snows (decision 0044): no tile of them beside the figure. */
const SNOW_ICONS = new Set(['cloud-with-snow', 'snowflake']);
const RAIN_ICONS = new Set(['cloud-with-rain', 'cloud-with-lightning-and-rain']);

/** A prop the picture already paints: a low sun at dawn or dusk, falling snow or rain, the sea round the sea floor. */
function paintedAlready(icon: string, where: SceneDef, air: Air | undefined, w: { rain: boolean; snow: boolean }) {
  if (air?.low && (icon === 'sunrise' || icon === 'sunset')) return true;
  if (w.snow && SNOW_ICONS.has(icon)) return true;
  if (w.rain && RAIN_ICONS.has(icon)) return true;
  // (a wave is the sea's surface: under it, among the bubbles, a fish swims in the sea the picture is)
  return icon === 'water-wave' && where.overlay?.includes('bubbles') === true;
}

/** The air of an outdoor place from the where and what words (AIR in scenes.ts); none indoors, in a cave or at night. */
function airOf(context: string, where: SceneDef): Air | undefined {
  if (where.indoor || where.enclosed || where.id === 'portrait') return undefined;
  const air: Air = {};
  if (hasAny(context, AIR.wet)) air.wet = true;
  if (where.id === 'foggy' || hasAny(context, AIR.fog)) air.fog = true;
  if (where.id === 'typhoon' || hasAny(context, AIR.wind)) air.wind = true;
  const night = where.time === 'night' || hasAny(context, MODIFIERS.night);
  if (!night && !where.floating) {
    if (hasAny(context, AIR.dawn)) air.low = 'dawn';
    // (the dusk scene itself, 黃昏 alone, has its sun low on the horizon too, not an emoji sun high in an orange
    // sky: decision 0044)
    else if (hasAny(context, AIR.dusk) || where.id === 'sunset') air.low = 'dusk';
  }
  return Object.keys(air).length > 0 ? air : undefined;
}

/**
 * How children address a grown-up after their role (警察叔叔, 護士阿姨, 郵差伯伯): a kinship word, not a second person.
 * Built on first use (normalise loads OpenCC, which the cold start leaves for later).
 */
let address: Set<string> | undefined;
const ADDRESS = () =>
  (address ??= new Set(
    ['叔叔', '阿姨', '伯伯', '伯母', '爺爺', '奶奶', '阿公', '阿嬤', '哥哥', '姊姊', '姐姐', '先生', '小姐'].map(
      normalise,
    ),
  ));
const PLAIN_PEOPLE = /^(man|woman|person|old-man|old-woman|older-person|boy|girl|child)-/;

/**
 * 警察叔叔 is one person, a policeman: an address word right after a person known by a role (its own artwork or a
 * costume in the roles table) is how the child calls that person, not a second one (decision 0036).
 */
function addressed(figures: ThingSpec[]): ThingSpec[] {
  const isRole = (f: ThingSpec) => !PLAIN_PEOPLE.test(f.icon) || hasCostume(f.word);
  return figures.filter(
    (f) =>
      !(
        ADDRESS().has(normalise(f.word)) &&
        PLAIN_PEOPLE.test(f.icon) &&
        figures.some((g) => g !== f && g.at === f.at - 1 && /-light$|-face$/.test(g.icon) && isRole(g))
      ),
  );
}

/** How big a holder is drawn beside the figure, times an ordinary thing's size (a bed is bigger than a basket). */
const HOLDER_SCALE: Record<string, number> = {
  bed: 2.1,
  'couch-and-lamp': 2.1,
  table: 1.7,
  chair: 1.35,
  package: 1.1,
  basket: 1.1,
  'bowl-with-spoon': 0.8,
  'fish-tank': 1.7,
};

/** Putting verbs (放進, 放在, 裝進, 擺到, 丟進, 塞進): what comes before them goes in or on what comes after. */
const PUT = /[放擺摆裝装塞丟丢倒掛挂晾曬晒]/;

/**
 * Things in or on another thing (decision 0043): 把Y放進X裡 / 把Y放在X上, X裡有Y / X上有Y, Y在X裡 — each content
 * thing mapped to its holder. Figures are left out: a cat in a box is the figure in its setting (SETTINGS).
 */
function containedIn(things: ThingSpec[], what: string, whoIcon: string): Map<ThingSpec, ThingSpec> {
  const out = new Map<ThingSpec, ThingSpec>();
  const holders = things.filter((h) => !h.figure && (h.relation === 'in' || h.relation === 'on') && h.explicit);
  if (holders.length === 0) return out;
  const words = segment(what);
  const text = (from: number, to: number) =>
    words
      .slice(from, to)
      .map((w) => w.text)
      .join('');
  for (const h of holders) {
    for (const t of things) {
      if (t === h || out.has(t) || t.icon === h.icon || t.def?.big || t.def?.wall) continue;
      // (a creature only in a thing it lives in or hides in: 魚缸裡的金魚, 籃子裡有小貓 — after it, never put there)
      if (t.figure && (t.at < h.at || t.icon === whoIcon)) continue;
      if (t.at < h.at) {
        // 把雞蛋放進籃子裡, 書包放在椅子上, 書包在桌子上
        const between = text(t.at + 1, h.at);
        if (between.length <= 4 && (PUT.test(between) || /^[是就都還还]?在$/.test(between))) out.set(t, h);
      } else if (t.at - h.at <= 5) {
        // 籃子裡有三個三明治, 床上有三隻泰迪熊 (the place word may be its own word or inside the holder's)
        const between = text(h.at + 1, t.at);
        if (/^(裡|里|裡面|里面|上|上面)?(有|放著|放了|裝著|裝了|擺著)/.test(between)) out.set(t, h);
        // 籃子裡的蘋果, 魚缸裡的金魚, 桌上的蛋糕: what follows X裡的 / X上的 is in or on it
        else if (/^(裡|里|裡面|里面|上|上面)?的$/.test(between)) out.set(t, h);
      }
    }
  }
  return out;
}

/** The words right before a second person one gives to, helps, or is with (給小華, 幫我, 陪奶奶, 跟小美). */
let recipientWords: Set<string> | undefined;
const RECIPIENT = () =>
  (recipientWords ??= new Set(
    [
      '給',
      '送',
      '借',
      '遞',
      '送給',
      '拿給',
      '遞給',
      '交給',
      '分給',
      '踢給',
      '丟給',
      '傳給',
      '幫',
      '替',
      '陪',
      '跟',
      '和',
      '帶',
      '對',
      '向',
    ].map(normalise),
  ));

/** Any verb + 給 (借給, 寄給, 還給, 買給, 煮給): the one after it is given to. */
let giveTo: RegExp | undefined;
const GIVE_TO = () => (giveTo ??= new RegExp(`^.${normalise('給')}$`));
/**
 * 同學小美, 好朋友小華, 我弟弟, 我們老師: two people words written together with nothing between are one person —
 * what they are, then their name (or whose they are, then who) — not two (decision 0042). The later word is kept: it
 * is the more particular (a girl's name, 弟弟). Kin words written together are split before (爺爺奶奶 → 爺爺、奶奶).
 */
let appositive: Set<string> | undefined;
function apposed(figures: ThingSpec[]): ThingSpec[] {
  // (only after words that say what someone is to the child: 男生女生 are still two)
  appositive ??= new Set(['我', '同學', '好朋友', '朋友', '好友', '鄰居', '隊友', '同伴', '玩伴'].map(normalise));
  return figures.filter(
    (f) =>
      !(
        appositive!.has(normalise(f.word)) &&
        PLAIN_PEOPLE.test(f.icon) &&
        f.count === 1 &&
        figures.some((g) => g.at === f.at + 1 && g.count === 1 && PLAIN_PEOPLE.test(g.icon))
      ),
  );
}

const KIN_WORDS = '爺爺|奶奶|阿公|阿嬤|阿媽|外公|外婆|爸爸|媽媽|哥哥|姊姊|姐姐|弟弟|妹妹|叔叔|阿姨|伯伯|舅舅|姑姑|老師';
let kinPair: RegExp | undefined;
/** 爺爺奶奶 → 爺爺、奶奶: a separator between two kin words written together, in either script. */
function splitKin(who: string): string {
  kinPair ??= new RegExp(`(${KIN_WORDS}|${normalise(KIN_WORDS)})(?=(${KIN_WORDS}|${normalise(KIN_WORDS)}))`, 'g');
  return who.replace(kinPair, '$1、');
}

/**
 * 小明的爸爸, 我的好朋友, 我和我的狗: the one before 的 only says whose; the who is the one after it. Two people were
 * drawn (a boy as a second father, a second child beside the dog); now one (decision 0042).
 */
function withoutOwner(who: string): string {
  return who
    .split(/(和|跟|與|還有|、|,|，)/)
    .map((part) => {
      const m = /^(.{1,4}?)的(.+)$/.exec(part.trim());
      if (!m) return part;
      const isWho = (t: string) => findThings(t).some((w) => w.figure);
      return isWho(m[1]!) && isWho(m[2]!) ? m[2]! : part;
    })
    .join('');
}

/** Each thing as often as it is counted (at most 5 of one thing: a picture, not a tally). */
function expand(things: ThingSpec[]): ThingSpec[] {
  return things.flatMap((t) => Array.from({ length: Math.min(5, Math.max(1, t.count)) }, () => t));
}

/** The placement lexicon.ts's verbs give a thing at word `at` of the what text (騎 → ride, 踢 → ground). */
function verbPlacement(what: string, at: number): Placement | undefined {
  const t = tables();
  const words = segment(what);
  const word = words[at]?.key;
  if (!word) return undefined;
  const own = t.actions.get(word) ?? verbInside(word);
  if (own) return own as Placement;
  const before = matches(words.slice(0, at + 1), [t.actions]).reverse()[0];
  // a place word between the verb and the thing (坐在書桌前面寫功課, 躺在床上看書) closes the verb's object: the
  // pencil after 坐在書桌前面 is not sat on, the book after 躺在床上 not lain on
  if (before && words.slice(before.end, at).some((w) => PLACE_WORDS().has(w.key))) return undefined;
  return before?.value as Placement | undefined;
}

/** The place words after a noun (上面, 旁邊, 前面, 裡 …) as the segmenter keys them. */
// built on first use (normalise loads OpenCC, which the cold start leaves for later)
let placeWords: Set<string> | undefined;
const PLACE_WORDS = () =>
  (placeWords ??= new Set(
    ['上', '上面', '下', '下面', '底下', '裡', '裡面', '旁', '旁邊', '前', '前面', '後', '後面', '中間', '附近'].map(
      (w) => normalise(w),
    ),
  ));
