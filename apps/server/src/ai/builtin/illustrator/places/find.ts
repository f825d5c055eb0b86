import { normalise, segment } from '../../../text/segment.ts';
import { DEFAULT_SCENE, SCENES, type SceneDef } from '../scenes.ts';

/**
 * Where a page happens: the scene whose words occur in the child's "where" answer. Children wrap a place in many
 * ways (在學校, 去學校, 學校裡, 學校旁邊, 學校的操場), so a scene word of two or more characters is looked for inside
 * the text; of several, a word inside a longer one gives way (台北101 is not 台北), and of the rest the last wins,
 * because in Chinese the head comes last (海邊的城堡 is a castle, 餐廳的廚房 a kitchen). A one-character word (家,
 * 海, 山) counts only as a whole word. Weather and time (下雨, 晚上) are a scene only when no place is named.
 */
/** Scenes that are the inside of a vehicle: named after a place (X的火車上), the place is drawn. */
const VEHICLES = new Set(['train', 'bus', 'car', 'mrt', 'airplane']);
const WEATHER = new Set(['rain', 'typhoon', 'starry-night', 'sunset', 'foggy', 'rainbow-hill']);
/**
 * Spots every place has (a yard, a garden, a big tree, a lawn, the door): named after a place (阿嬤家的院子,
 * 城堡的花園, 公園的大樹下, 學校的草地), they are a piece of it and the place is drawn with its landmark; alone (院子,
 * 大樹下) they are the backyard or the woods as before (decision 0044). The words, as the scenes list them.
 */
const SPOTS = [
  '院子',
  '庭院',
  '前院',
  '後院',
  '花園',
  '花圃',
  '樹下',
  '大樹下',
  '大樹',
  '大樹旁',
  '樹蔭',
  '樹蔭下',
  '草地',
  '草坪',
  '門口',
  '門外',
  '家門口',
];
/** What may stand between a place and its spot: 的, 裡的, 前面的, 旁邊的 … (阿嬤家的院子, 公園裡的大樹下). */
let ofPlace: RegExp | undefined;
const OF_PLACE = () => (ofPlace ??= new RegExp(normalise('^(裡面?|外面?|前面?|後面?|旁邊?|附近)?的?$')));
let spots: Set<string> | undefined;
const SPOT_KEYS = () => (spots ??= new Set(SPOTS.map(normalise)));

/**
 * Zhuyin written for a character the child could not write (ㄉㄨㄥˋ物園, ㄍㄨㄥ園, 學ㄒㄧㄠˋ): each syllable stands for
 * one character. Initials ㄅ–ㄙ, medials ㄧㄨㄩ, finals ㄚ–ㄦ, then a tone mark; a syllable is at most one of each.
 * Each syllable becomes one character of the private-use area (U+E000 + its number), its sound kept aside.
 */
const ZHUYIN = /[\u3105-\u3129\u02c7\u02ca\u02cb\u02d9]/;
const TONES = /[\u02c7\u02ca\u02cb\u02d9]/g;
function zhuyinSyllables(text: string): { text: string; sounds: string[]; at: number[] } {
  let out = '';
  const sounds: string[] = [];
  // (where each character of the result starts in the text, and the text's end)
  const at: number[] = [];
  let state = 0; // 0 none, 1 initial, 2 medial, 3 final (the syllable so far)
  let i = -1;
  for (const ch of text) {
    i += 1;
    const c = ch.codePointAt(0)!;
    const initial = c >= 0x3105 && c <= 0x3119;
    const final = c >= 0x311a && c <= 0x3126;
    const medial = c >= 0x3127 && c <= 0x3129;
    const tone = c === 0x02c7 || c === 0x02ca || c === 0x02cb || c === 0x02d9;
    if (!initial && !final && !medial && !tone) {
      out += ch;
      at.push(i);
      state = 0;
      continue;
    }
    const rank = initial ? 1 : medial ? 2 : final ? 3 : 4;
    // a new syllable starts when this symbol cannot follow the last one
    if (state === 0 || rank <= state) {
      out += String.fromCharCode(0xe000 + sounds.length);
      at.push(i);
      sounds.push('');
    }
    if (!tone) sounds[sounds.length - 1] += ch;
    state = tone ? 0 : rank;
  }
  at.push(i + 1);
  return { text: out, sounds, at };
}
/**
 * How the characters of place words are read (zhuyin without the tone): a syllable written for one of them must be
 * its sound (遊樂ㄩㄢˊ is 遊樂園, not 遊樂場); a two-character word is found only through a known sound (ㄍㄨㄥ園).
 */
const READINGS: Record<string, string> = {
  園: 'ㄩㄢ',
  場: 'ㄔㄤ',
  館: 'ㄍㄨㄢ',
  校: 'ㄒㄧㄠ',
  學: 'ㄒㄩㄝ',
  市: 'ㄕ',
  夜: 'ㄧㄝ',
  院: 'ㄩㄢ',
  室: 'ㄕ',
  店: 'ㄉㄧㄢ',
  廳: 'ㄊㄧㄥ',
  房: 'ㄈㄤ',
  間: 'ㄐㄧㄢ',
  家: 'ㄐㄧㄚ',
  公: 'ㄍㄨㄥ',
  動: 'ㄉㄨㄥ',
  物: 'ㄨ',
  海: 'ㄏㄞ',
  邊: 'ㄅㄧㄢ',
  山: 'ㄕㄢ',
  森: 'ㄙㄣ',
  林: 'ㄌㄧㄣ',
  廟: 'ㄇㄧㄠ',
  台: 'ㄊㄞ',
  北: 'ㄅㄟ',
  書: 'ㄕㄨ',
  圖: 'ㄊㄨ',
  樂: 'ㄌㄜ',
  遊: 'ㄧㄡ',
  城: 'ㄔㄥ',
  堡: 'ㄅㄠ',
  操: 'ㄘㄠ',
  醫: 'ㄧ',
  車: 'ㄔㄜ',
  站: 'ㄓㄢ',
  湖: 'ㄏㄨ',
  河: 'ㄏㄜ',
  橋: 'ㄑㄧㄠ',
  島: 'ㄉㄠ',
  洞: 'ㄉㄨㄥ',
  池: 'ㄔ',
  塘: 'ㄊㄤ',
  廚: 'ㄔㄨ',
  客: 'ㄎㄜ',
  浴: 'ㄩ',
  教: 'ㄐㄧㄠ',
  農: 'ㄋㄨㄥ',
  田: 'ㄊㄧㄢ',
  宮: 'ㄍㄨㄥ',
  沙: 'ㄕㄚ',
  漠: 'ㄇㄛ',
  空: 'ㄎㄨㄥ',
  太: 'ㄊㄞ',
  嬤: 'ㄇㄚ',
  阿: 'ㄚ',
};
let readings: Map<string, string> | undefined;
const READING = () =>
  (readings ??= new Map(Object.entries(READINGS).map(([ch, sound]) => [normalise(ch), sound] as const)));

interface Entry {
  key: string;
  id: string;
}
let index: { long: Entry[]; short: Map<string, string>; byId: Map<string, SceneDef> } | undefined;
function scenesIndex() {
  if (index) return index;
  const long: Entry[] = [];
  const short = new Map<string, string>();
  const byId = new Map<string, SceneDef>();
  for (const s of SCENES) {
    byId.set(s.id, s);
    for (const w of s.words) {
      const key = normalise(w);
      if (key.length >= 2) long.push({ key, id: s.id });
      else if (key) short.set(key, s.id);
    }
  }
  long.sort((a, b) => b.key.length - a.key.length);
  index = { long, short, byId };
  return index;
}

interface Hit {
  id: string;
  start: number;
  end: number;
}

function hitsIn(text: string): Hit[] {
  const { long, short } = scenesIndex();
  const t = normalise(text);
  const hits: Hit[] = [];
  for (const e of long) {
    for (let at = t.indexOf(e.key); at >= 0; at = t.indexOf(e.key, at + 1))
      hits.push({ id: e.id, start: at, end: at + e.key.length });
  }
  let pos = 0;
  for (const w of segment(text)) {
    const id = short.get(w.key);
    if (id) hits.push({ id, start: pos, end: pos + w.key.length });
    pos += w.key.length;
  }
  // A place word of three or more characters written with 的 inside (海底的城堡, 阿嬤的家, 外婆的家): found as
  // if the 的 were not there, over the whole stretch it covers (decision 0044).
  const of = normalise('的');
  if (t.includes(of)) {
    // (each side a whole word: 下雪的山上 is no 雪山上)
    const starts = new Set<number>();
    let p = 0;
    for (const w of segment(text)) {
      starts.add(p);
      p += w.key.length;
    }
    starts.add(t.length);
    const at: number[] = [];
    let bare = '';
    for (let i = 0; i < t.length; i++)
      if (t[i] !== of) {
        at.push(i);
        bare += t[i];
      }
    for (const e of long) {
      if (e.key.length < 3) continue;
      for (let i = bare.indexOf(e.key); i >= 0; i = bare.indexOf(e.key, i + 1)) {
        const start = at[i]!;
        const end = at[i + e.key.length - 1]! + 1;
        if (end - start > e.key.length && starts.has(start) && starts.has(end)) hits.push({ id: e.id, start, end });
      }
    }
  }
  // A place word with one of its characters written in zhuyin (ㄉㄨㄥˋ物園, ㄍㄨㄥ園) is found with the syllable in
  // its place when the syllable is that character's sound, or, in a word of three or more, when the sound is not
  // known.
  if (ZHUYIN.test(t)) {
    const { text: z, sounds, at: from } = zhuyinSyllables(t);
    const reading = READING();
    for (const e of long) {
      for (let at = 0; at + e.key.length <= z.length; at++) {
        let wild = 0;
        let k = 0;
        for (; k < e.key.length; k++) {
          const c = z.charCodeAt(at + k);
          const ch = e.key[k]!;
          if (c >= 0xe000 && c < 0xe000 + sounds.length) {
            const known = reading.get(ch);
            const sound = sounds[c - 0xe000]!.replace(TONES, '');
            if (known ? known !== sound : e.key.length < 3) break;
            wild += 1;
          } else if (z[at + k] !== ch) break;
        }
        if (k === e.key.length && wild === 1) hits.push({ id: e.id, start: from[at]!, end: from[at + e.key.length]! });
      }
    }
  }
  // A hit inside a longer one gives way; of two that overlap, the one that starts first (冰山|上 is not 山上).
  const len = (h: Hit) => h.end - h.start;
  return hits.filter(
    (h) =>
      !hits.some(
        (o) =>
          o !== h &&
          ((o.start <= h.start && o.end >= h.end && len(o) > len(h)) ||
            (o.start < h.start && o.end > h.start && o.end < h.end && len(o) >= len(h))),
      ),
  );
}

/** The scene named in `text`, or undefined; `placesOnly` skips weather and time. */
export function placeIn(text: string, placesOnly = false): SceneDef | undefined {
  const hits = hitsIn(text).sort((a, b) => a.start - b.start);
  const places = hits.filter((h) => !WEATHER.has(h.id));
  let pick = (places.length > 0 || placesOnly ? places : hits).at(-1);
  // 門口/門外 right after a place is that place's door (醫院門口, 便利商店門口): the place is drawn, not a house.
  if (pick?.id === 'house-front') {
    const before = places.find((h) => h.end === pick!.start && h.id !== 'house-front');
    if (before) pick = before;
  }
  // A piece of a place named after the place stays in it (南極的冰山 is the South Pole, 漁港的船上 the harbour).
  if (pick) {
    const t = normalise(text);
    const word = t.slice(pick.start, pick.end);
    const { byId } = scenesIndex();
    const whole = places.find((h) => h.end <= pick!.start && byId.get(h.id)?.parts?.includes(word));
    // a spot every place has, named after a place (阿嬤家的院子, 城堡的花園, 公園的大樹下), is that place's
    const spotOf = SPOT_KEYS().has(word)
      ? [...places]
          .reverse()
          .find((h) => h.end <= pick!.start && h.id !== pick!.id && OF_PLACE().test(t.slice(h.end, pick!.start)))
      : undefined;
    if (whole) pick = whole;
    else if (spotOf) pick = spotOf;
    // A vehicle named after a place is ridden in that place (阿里山的小火車上, 日月潭的船上, 動物園的小火車): the place
    // is drawn, the vehicle is how the figure goes through it (decision 0037).
    else if (VEHICLES.has(pick.id) || word.endsWith('船上')) {
      const at = pick.start;
      const place = places.find((h) => h.end <= at && !VEHICLES.has(h.id) && /^的?[小大]?$/.test(t.slice(h.end, at)));
      if (place) pick = place;
    }
  }
  return pick ? scenesIndex().byId.get(pick.id) : undefined;
}

/**
 * Something in the sky looked at from below (看月亮, 望著星球, 欣賞天上的雲) is not where the page happens: the owl on
 * a branch that looks at the moon stays on its branch at night, not on the moon's surface (decision 0037). Only the
 * what/who texts are read this way; 月亮上 in the where answer is still the moon.
 */
const LOOKED_AT =
  /(看|望|賞|欣賞|觀察|仰望|看著|望著|盯著|看見|看到|指著)(天上的|天空的|天空中的|美麗的|圓圓的|大大的|亮亮的|滿天的)?(月亮|月球|星球|火星|太空|雲朵|白雲|雲|天空)/g;

/**
 * The page's scene: the "where" answer first, then the rest of the page (what, who). When "where" only names the
 * weather or the time (颱風天) and the rest names a place (在家看書), the place wins and the weather stays a
 * modifier of it.
 */
export function findPlace(where: string, ...rest: string[]): SceneDef {
  const first = where.trim() ? placeIn(where) : undefined;
  if (first && !WEATHER.has(first.id)) return first;
  for (const raw of rest) {
    const text = raw.replace(LOOKED_AT, ' ');
    const s = text.trim() ? placeIn(text, first !== undefined) : undefined;
    if (s) return s;
  }
  return first ?? DEFAULT_SCENE;
}

export function sceneById(id: string): SceneDef | undefined {
  return scenesIndex().byId.get(id);
}
