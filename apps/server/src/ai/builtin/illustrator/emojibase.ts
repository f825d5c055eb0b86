import { createRequire } from 'node:module';
import { normalise } from '../../text/segment.ts';
import { iconForHexcode } from './emoji.ts';

/**
 * emojibase-data's Traditional-Chinese labels and tags (MIT) as a fallback keyword index: a word our
 * curated table does not know ('蝸牛', '企鵝燈') still finds its emoji. Only groups that can be drawn as a
 * figure (people, animals) or a prop (nature, food, places, activities, objects) are indexed.
 */
interface EmojibaseEntry {
  label: string;
  hexcode: string;
  tags?: string[];
  group?: number;
}
const FIGURE_GROUPS = new Set([1, 3]);
const PROP_GROUPS = new Set([3, 4, 5, 6, 7]);

export interface EmojibaseIndex {
  figures: Map<string, string>;
  props: Map<string, string>;
  /** props by their label only: whole names (蝸牛), never the loose tags ('紅色' tags a heart) */
  labels: Map<string, string>;
}
let index: EmojibaseIndex | undefined;

function add(map: Map<string, string>, word: string, icon: string, isLabel: boolean) {
  const key = normalise(word);
  // Labels win over tags; a tag shared by many emoji keeps its first (most common) one.
  if (key.length < 1 || (!isLabel && map.has(key))) return;
  if (isLabel || !map.has(key)) map.set(key, icon);
}

export function emojibaseIndex(): EmojibaseIndex {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const data = require('emojibase-data/zh-hant/data.json') as EmojibaseEntry[];
  const figures = new Map<string, string>();
  const props = new Map<string, string>();
  const labels = new Map<string, string>();
  for (const e of data) {
    if (e.group === undefined || !e.hexcode) continue;
    // People come in skin tones; the light tone's artwork is used for every person.
    const icon = iconForHexcode(e.hexcode);
    if (!icon) continue;
    const person = e.group === 1 ? iconForHexcode(`${e.hexcode}-1F3FB`) : undefined;
    for (const [map, groups] of [
      [figures, FIGURE_GROUPS],
      [props, PROP_GROUPS],
    ] as const) {
      if (!groups.has(e.group)) continue;
      add(map, e.label, person ?? icon, true);
      if (map === props) add(labels, e.label, person ?? icon, true);
      // Tags are loose ('紅色' tags a heart): only props use them, and only words of two or more characters.
      if (map === props) for (const tag of e.tags ?? []) if (tag.length >= 2) add(map, tag, person ?? icon, false);
    }
  }
  index = { figures, props, labels };
  return index;
}
