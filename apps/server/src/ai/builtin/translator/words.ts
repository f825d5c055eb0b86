import { pinyin } from 'pinyin-pro';
import { normalise, segment } from '../../text/segment.ts';
import { PRONOUNS, lookup, type Entry } from './dictionary.ts';

/** A segmented word with what the translator knows about it. */
export interface Token {
  key: string;
  text: string;
  entry?: Entry;
  pronoun?: (typeof PRONOUNS)[string];
  /** a grammar particle: 的 了 過 在 把 嗎 不 沒 … */
  particle?: string;
  /** a name we romanise (小美 → Xiaomei) */
  name?: string;
}

const PARTICLES = new Set([
  '的',
  '了',
  '过',
  '在',
  '正在',
  '把',
  '吗',
  '不',
  '没',
  '没有',
  '着',
  '呢',
  '吧',
  '啊',
  '呀',
  '喔',
  '哦',
  '啦',
  '得',
  '地',
  '这',
  '那',
  '这个',
  '那个',
  '被',
  '太',
  '最',
  '好像',
  '一直',
  '还是',
  '给',
]);

export function romanise(zh: string): string {
  const s = pinyin(normalise(zh), { toneType: 'none', type: 'array' }).join('');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function known(key: string): Token | undefined {
  const pronoun = PRONOUNS[key];
  if (pronoun) return { key, text: key, pronoun };
  if (PARTICLES.has(key)) return { key, text: key, particle: key };
  const entry = lookup(key);
  return entry ? { key, text: key, entry } : undefined;
}

/** Splits an unknown word into the longest known pieces; what is left becomes a romanised name. */
function splitUnknown(key: string): Token[] {
  const out: Token[] = [];
  let name = '';
  for (let i = 0; i < key.length;) {
    let found: Token | undefined;
    for (let n = Math.min(4, key.length - i); n >= 1 && !found; n--) {
      // A single character only counts when it is a word on its own in our table.
      const piece = key.slice(i, i + n);
      // Inside a word a dictionary meaning beats a particle: 一把 is 'one' + a measure word, not 把.
      const entry = n === 1 ? lookup(piece) : undefined;
      const t = entry ? { key: piece, text: piece, entry } : known(piece);
      if (t && (n > 1 || key.length === 1 || t.entry || t.pronoun)) found = t;
      if (found) i += n;
    }
    if (found) {
      if (name) out.push({ key: name, text: name, name: romanise(name) });
      name = '';
      out.push(found);
    } else {
      name += key[i];
      i += 1;
    }
  }
  if (name) out.push({ key: name, text: name, name: /^[a-z0-9' -]+$/i.test(name) ? name : romanise(name) });
  return out;
}

/** The clause as tokens; '小' + an unknown character is a child's name (小美, 小明). */
export function tokenize(clause: string): Token[] {
  const out: Token[] = [];
  const words = segment(clause);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    // jieba reads 小美的 as 小|美的 (a brand name): the name is 小美, then 的.
    if ((w.key === '小' || w.key === '阿') && next?.key.length === 2 && next.key.endsWith('的') && !lookup(next.key)) {
      out.push({ key: w.key + next.key[0], text: w.text + next.text[0], name: romanise(w.key + next.key[0]) });
      out.push({ key: '的', text: '的', particle: '的' });
      i += 1;
      continue;
    }
    if (
      (w.key === '小' || w.key === '阿') &&
      next &&
      next.key.length === 1 &&
      !known(next.key)?.entry?.kind.startsWith('n')
    ) {
      if (!lookup(w.key + next.key)) {
        out.push({ key: w.key + next.key, text: w.text + next.text, name: romanise(w.key + next.key) });
        i += 1;
        continue;
      }
    }
    out.push(
      ...(known(w.key)
        ? [known(w.key)!]
        : /^[a-z]+$/i.test(w.key)
          ? [{ key: w.key, text: w.text, name: w.text }]
          : splitUnknown(w.key)),
    );
  }
  return out;
}
