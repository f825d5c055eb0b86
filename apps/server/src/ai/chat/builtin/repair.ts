import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pinyin } from '../../../text/pinyin.ts';
import { segment } from '../../text/segment.ts';
import { childWords } from './lexicon.ts';
import { pinyinToZhuyin } from '../../../zhuyin/pinyin-to-zhuyin.ts';
import { toSimplified, toTraditional } from '../../../text/script.ts';

/**
 * Spelling repair the way a teacher reads a child's answer: zhuyin typed for a character she cannot write yet
 * (ㄊㄨˋ子 → 兔子) and same-sounding slips (朋有 → 朋友). Both are decided by one lexicon — jieba's word list
 * with its frequencies — and one reading table: every common character's readings in pinyin-pro, turned into
 * zhuyin with the project's own pinyin → zhuyin table. Nothing here lists the quoted examples.
 */
export interface Repair {
  /** what the child wrote */
  said: string;
  /** what the cat reads it as */
  meant: string;
  /** other words it may be, when the cat is not sure: it asks 「你是說『A』還是『B』呢？」 */
  choices?: string[];
}

interface Lookup<T> {
  get(key: string): T | undefined;
  has(key: string): boolean;
}

interface Lexicon {
  /** Simplified word → frequency (words of 1–3 characters) */
  freq: Lookup<number>;
  /** Simplified word → its part of speech in the dictionary (n, v, a, s, nr …) */
  tags: Lookup<string>;
  /** first character → words of 2–3 characters starting with it */
  byFirst: Lookup<string[]>;
  /** character → its readings in zhuyin ('ㄊㄨˋ') */
  readings: Map<string, string[]>;
  /** zhuyin syllable → characters, most frequent first; toneless keys too */
  chars: Map<string, string[]>;
  /** children's everyday words (Simplified), by length: matched first, whatever their first character sounds like */
  child: Map<number, string[]>;
}

// Rare dictionary words would turn a child's slip into a word no child means; zhuyin is matched against every
// word (the characters around it already narrow the choice), a slip only against common ones.
const MIN_WORD_FREQ = 40;
const MIN_ZHUYIN_WORD_FREQ = 2;
const MIN_CHAR_FREQ = 200;
const CHILD_WORD_FREQ = 5000;

interface Entry {
  freq: number;
  tag: string;
}

/**
 * jieba's 350 000 lines, grouped by first character in one cheap pass; a group's words are parsed the first
 * time a child's text needs them (parsing all of them took seconds on a busy machine).
 */
function groupedDictionary() {
  const require = createRequire(import.meta.url);
  const lines = readFileSync(require.resolve('@node-rs/jieba/dict.txt'), 'utf8').split('\n');
  const groups = new Map<string, number[]>();
  const singles: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const first = line.charAt(0);
    const g = groups.get(first);
    if (g) g.push(i);
    else groups.set(first, [i]);
    if (line.charAt(1) === ' ') singles.push(line);
  }
  const parsed = new Map<string, Map<string, Entry>>();
  const extra = new Map<string, number>();
  function group(first: string): Map<string, Entry> {
    let words = parsed.get(first);
    if (words) return words;
    words = new Map();
    for (const i of groups.get(first) ?? []) {
      const [word = '', n = '', tag = ''] = lines[i]!.split(' ');
      const freq = Number(n);
      if (freq >= MIN_ZHUYIN_WORD_FREQ && word.length <= 3 && /^\p{Script=Han}+$/u.test(word))
        words.set(word, { freq, tag: tag.trim() });
    }
    for (const [word, freq] of extra)
      if (word[0] === first)
        words.set(word, { freq: Math.max(freq, words.get(word)?.freq ?? 0), tag: words.get(word)?.tag ?? '' });
    parsed.set(first, words);
    return words;
  }
  return { group, singles, extra };
}

let lexicon: Lexicon | undefined;
function loadLexicon(): Lexicon {
  if (lexicon) return lexicon;
  const dict = groupedDictionary();
  // Children's everyday words are rare in a newspaper-built list (猫咪 2, 蛋糕 315): they come first here.
  for (const w of childWords()) dict.extra.set(toSimplified(w), CHILD_WORD_FREQ);
  const entry = (w: string) => (w ? dict.group(w[0]!).get(w) : undefined);
  const freq: Lookup<number> = { get: (w) => entry(w)?.freq, has: (w) => !!entry(w) };
  const tags: Lookup<string> = { get: (w) => entry(w)?.tag, has: (w) => !!entry(w) };
  const firstCache = new Map<string, string[]>();
  const byFirst: Lookup<string[]> = {
    get(c) {
      let list = firstCache.get(c);
      if (!list) firstCache.set(c, (list = [...dict.group(c).keys()].filter((w) => w.length > 1)));
      return list;
    },
    has: () => true,
  };
  const charFreq = dict.singles
    .map((l) => l.split(' '))
    .map(([ch = '', n = '']) => [ch, Number(n)] as const)
    .filter(([ch, n]) => n >= MIN_CHAR_FREQ && /^\p{Script=Han}$/u.test(ch))
    .sort((a, b) => b[1] - a[1]);
  const readings = new Map<string, string[]>();
  const chars = new Map<string, string[]>();
  for (const [ch] of charFreq) {
    const all = pinyin(ch, { multiple: true, type: 'array', toneType: 'num', v: true });
    const zy = [...new Set(all.map((p) => pinyinToZhuyin(p)).filter((z): z is string => !!z))];
    readings.set(ch, zy);
    for (const z of new Set([...zy, ...zy.map(toneless)])) {
      const list = chars.get(z) ?? [];
      list.push(ch);
      chars.set(z, list);
    }
  }
  const child = new Map<number, string[]>();
  for (const w of new Set(childWords().map((c) => toSimplified(c)))) {
    const list = child.get(w.length) ?? [];
    list.push(w);
    child.set(w.length, list);
  }
  lexicon = { freq, tags, byFirst, readings, chars, child };
  return lexicon;
}

/** Loads the lexicon now (server start-up and benchmarks), so the first child does not wait for it. */
export function warmRepair(): void {
  loadLexicon();
}

const toneless = (z: string) => z.replace(/[ˊˇˋ˙ˉ]/gu, '');

/** Readings of a character: the lexicon's, or pinyin-pro's for a rarer one. */
function readingsOf(lex: Lexicon, ch: string): string[] {
  const known = lex.readings.get(ch);
  if (known) return known;
  const all = pinyin(ch, { multiple: true, type: 'array', toneType: 'num', v: true });
  const zy = all.map((p) => pinyinToZhuyin(p)).filter((z): z is string => !!z);
  lex.readings.set(ch, zy);
  return zy;
}

/** Does character `ch` sound like zhuyin syllable `z`? 3 = its usual reading, 2 = another reading, 1 = other tone. */
function soundsLike(lex: Lexicon, ch: string, z: string): number {
  const rs = readingsOf(lex, ch);
  if (rs[0] === z) return 3;
  if (rs.includes(z)) return 2;
  const bare = toneless(z);
  return rs.some((r) => toneless(r) === bare) ? 1 : 0;
}

const BOPOMOFO = /[\u3105-\u3129ˊˇˋ˙ˉ]/u;
const SYLLABLE = /˙?[\u3105-\u3119]?[\u3127-\u3129]?[\u311a-\u3126]?[ˊˇˋ˙ˉ]?/uy;

/** A run of zhuyin split into syllables: 'ㄏㄞˇㄅㄧㄢ' → ['ㄏㄞˇ', 'ㄅㄧㄢ']. */
export function syllables(run: string): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < run.length) {
    SYLLABLE.lastIndex = at;
    const m = SYLLABLE.exec(run);
    if (!m || m[0].length === 0) {
      at += 1;
      continue;
    }
    // A neutral-tone dot written after the syllable belongs to it, as does a first-tone mark.
    out.push(m[0].replace(/ˉ/u, ''));
    at += m[0].length;
  }
  return out.map((s) => (s.endsWith('˙') ? `˙${s.slice(0, -1)}` : s));
}

export const hasZhuyin = (text: string) => BOPOMOFO.test(text);

/** One unit of a text: a Han character (Simplified for lookups) or one zhuyin syllable. */
interface Unit {
  /** as the child wrote it */
  text: string;
  /** Simplified character, or undefined for a zhuyin syllable */
  ch?: string;
  zhuyin?: string;
}

function units(text: string): Unit[] {
  const out: Unit[] = [];
  const re = /([\u3105-\u3129ˊˇˋ˙ˉ]+)|(.)/gsu;
  for (const m of text.matchAll(re)) {
    if (m[1]) for (const s of syllables(m[1])) out.push({ text: s, zhuyin: s });
    else out.push({ text: m[2]!, ch: toSimplified(m[2]!) });
  }
  return out;
}

const isHanUnit = (u: Unit | undefined) => !!u && (u.zhuyin !== undefined || /\p{Script=Han}/u.test(u.text));

/** Does a word fit units[from..to)? Known characters kept, zhuyin matched by sound; the number of wrong tones. */
function fits(lex: Lexicon, w: string, span: Unit[]): number | undefined {
  if (w.length !== span.length) return undefined;
  let tone = 0;
  for (let i = 0; i < span.length; i++) {
    const u = span[i]!;
    if (u.ch !== undefined) {
      if (w[i] !== u.ch) return undefined;
    } else {
      const s = soundsLike(lex, w[i]!, u.zhuyin!);
      if (s === 0) return undefined;
      tone += s === 3 ? 0 : 1;
    }
  }
  return tone;
}

/**
 * The word that fits units[from..to) best: known characters kept, zhuyin matched by sound. Children's everyday
 * words come first (ㄏㄨˊ蝶 is 蝴蝶, not the name 胡蝶), then the dictionary's by frequency; a person's name in the
 * dictionary counts for little (a child spelling a word rarely means a surname).
 */
function bestWord(
  lex: Lexicon,
  us: Unit[],
  from: number,
  to: number,
): { word: string; score: number; other?: { word: string; score: number } } | undefined {
  const span = us.slice(from, to);
  const firstCandidates = span[0]!.ch ? [span[0]!.ch] : (lex.chars.get(span[0]!.zhuyin!) ?? []).slice(0, 40);
  const loose = span[0]!.zhuyin ? (lex.chars.get(toneless(span[0]!.zhuyin)) ?? []).slice(0, 40) : [];
  let best: { word: string; score: number; other?: { word: string; score: number } } | undefined;
  const childWords = new Set(lex.child.get(span.length) ?? []);
  const seen = new Set<string>();
  const consider = (w: string) => {
    if (seen.has(w)) return;
    seen.add(w);
    const tone = fits(lex, w, span);
    if (tone === undefined) return;
    // A child's word (小鹿) is never taken for a surname, whatever the dictionary tags it.
    const name = !childWords.has(w) && /^nr/u.test(lex.tags.get(w) ?? '') ? 0.05 : 1;
    // A wrong tone is a common slip, but the right tone wins over frequency.
    const score = ((lex.freq.get(w) ?? 0) * name) / (1 + 9 * tone);
    if (!best || score > best.score)
      best = { word: w, score, other: best ? { word: best.word, score: best.score } : undefined };
    else if (!best.other || score > best.other.score) best.other = { word: w, score };
  };
  for (const w of childWords) consider(w);
  for (const first of new Set([...firstCandidates, ...loose]))
    for (const w of lex.byFirst.get(first) ?? []) consider(w);
  return best;
}

/**
 * A zhuyin syllable (or run) standing alone, with no character around it to narrow it: the children's words it
 * can be, whole (ㄩˊ → 魚) or as the head of a word (ㄒㄧㄤˋ → 大象, ㄐㄧ → 小雞); the commonest character of
 * the sound only when no child's word fits. More than one candidate: the cat asks which.
 */
function loneWords(lex: Lexicon, us: Unit[]): string[] {
  const n = us.length;
  const found: { w: string; score: number }[] = [];
  for (const [len, words] of lex.child)
    for (const w of words) {
      let core = '';
      if (len === n) core = w;
      else if (len === n + 1 && /^[小大老]/u.test(w)) core = w.slice(1);
      else if (len === n + 1 && /[子兒]$/u.test(w)) core = w.slice(0, -1);
      if (!core) continue;
      const tone = fits(lex, core, us);
      if (tone === undefined) continue;
      // The word itself beats one it heads; the right tone beats a near one.
      found.push({ w: lex.child.get(n)?.includes(core) ? core : w, score: (len === n ? 2 : 1) / (1 + 9 * tone) });
    }
  found.sort((a, b) => b.score - a.score);
  const words = [...new Set(found.filter((f) => f.score >= (found[0]?.score ?? 0) / 2).map((f) => f.w))];
  return words.slice(0, 3);
}

/** The child's characters kept; the replaced ones in Taiwan's characters. */
function traditionalOf(word: string, span: Unit[]): string {
  const tw = toTraditional(word);
  return [...tw].map((c, i) => (span[i]?.ch !== undefined ? span[i]!.text : c)).join('');
}

/** Zhuyin syllables read as the word they most likely spell with the characters around them. */
function repairZhuyin(text: string, repairs: Repair[]): string {
  if (!hasZhuyin(text)) return text;
  const lex = loadLexicon();
  const us = units(text);
  let out = '';
  let i = 0;
  while (i < us.length) {
    if (us[i]!.zhuyin === undefined) {
      out += us[i]!.text;
      i += 1;
      continue;
    }
    // The zhuyin run with up to two Han characters on either side: the longest, most frequent word wins.
    let j = i;
    while (us[j]?.zhuyin !== undefined) j++;
    let best:
      { from: number; to: number; word: string; score: number; other?: { word: string; score: number } } | undefined;
    for (let left = 0; left <= 2; left++) {
      const from = i - left;
      if (from < 0 || (left > 0 && !isHanUnit(us[from]))) break;
      if (left > 0 && us.slice(from, i).some((u) => u.zhuyin !== undefined)) break;
      for (let right = 0; right <= 2; right++) {
        const to = j + right;
        if (to > us.length || (right > 0 && !isHanUnit(us[to - 1]))) break;
        if (to - from < 2 || to - from > 4) continue;
        const w = bestWord(lex, us, from, to);
        if (w && (!best || w.score * (to - from) > best.score * (best.to - best.from)))
          best = { from, to, word: w.word, score: w.score, other: w.other };
      }
    }
    if (best) {
      const span = us.slice(best.from, best.to);
      const meant = traditionalOf(best.word, span);
      // The characters before the zhuyin were already written out.
      out = out.slice(0, out.length - span.slice(0, i - best.from).reduce((n, u) => n + u.text.length, 0));
      out += meant;
      // A close second (小鹿 / 小路): the cat asks which, the likelier one meanwhile.
      const other = best.other && best.other.score * 5 >= best.score ? traditionalOf(best.other.word, span) : '';
      repairs.push({ said: span.map((u) => u.text).join(''), meant, ...(other ? { choices: [meant, other] } : {}) });
      i = best.to;
      continue;
    }
    // No word around it: a child's word of that sound, asked about when it may be another.
    const lone = loneWords(lex, us.slice(i, j));
    if (lone.length) {
      const meant = toTraditional(lone[0]!);
      out += meant;
      const said = us
        .slice(i, j)
        .map((u) => u.text)
        .join('');
      repairs.push({ said, meant, ...(lone.length > 1 ? { choices: lone.map((w) => toTraditional(w)) } : {}) });
      i = j;
      continue;
    }
    // No word fits: the most common character of that sound, or nothing (zhuyin never reaches a result).
    for (let k = i; k < j; k++) {
      const list = lex.chars.get(us[k]!.zhuyin!) ?? lex.chars.get(toneless(us[k]!.zhuyin!)) ?? [];
      if (list[0]) {
        const meant = toTraditional(list[0]);
        out += meant;
        // A guess, so the cat asks (「你是說『向』還是『像』呢？」).
        const choices = list.slice(0, 3).map((c) => toTraditional(c));
        repairs.push({ said: us[k]!.text, meant, ...(choices.length > 1 ? { choices } : {}) });
      }
    }
    i = j;
  }
  return out;
}

/** Homophone slips: two characters the segmenter could not join into a common word become a frequent word sounding the same. */
function repairHomophones(text: string, repairs: Repair[]): string {
  const lex = loadLexicon();
  // Characters of rare or one-character segmenter words are where slips hide (朋有 → 朋/有, 新朋有 → 新朋/有).
  const chars = [...text];
  const weak: boolean[] = chars.map(() => false);
  let at = 0;
  for (const w of segment(text)) {
    const pos = text.indexOf(w.text, at);
    if (pos < 0) continue;
    const isWeak = w.key.length === 1 || (lex.freq.get(w.key) ?? 0) < MIN_WORD_FREQ;
    const start = [...text.slice(0, pos)].length;
    for (let i = 0; i < [...w.text].length; i++) weak[start + i] = isWeak;
    at = pos + w.text.length;
  }
  for (let k = 0; k + 1 < chars.length; k++) {
    if (!weak[k] || !weak[k + 1]) continue;
    const [a, b] = [toSimplified(chars[k]!), toSimplified(chars[k + 1]!)];
    if (!/\p{Script=Han}/u.test(a) || !/\p{Script=Han}/u.test(b)) continue;
    if ((lex.freq.get(a + b) ?? 0) >= MIN_WORD_FREQ) continue;
    const fixed = homophoneOf(lex, a, b);
    if (!fixed) continue;
    const meant = traditionalOf(fixed, [
      fixed[0] === a ? { text: chars[k]!, ch: a } : { text: '' },
      fixed[1] === b ? { text: chars[k + 1]!, ch: b } : { text: '' },
    ]);
    repairs.push({ said: chars[k]! + chars[k + 1]!, meant });
    [chars[k], chars[k + 1]] = [...meant] as [string, string];
    k += 1;
  }
  return chars.join('');
}

// A slip must land on a word far more common than chance: children's everyday words.
const HOMOPHONE_MIN_FREQ = 400;

function homophoneOf(lex: Lexicon, a: string, b: string): string | undefined {
  let best: { w: string; n: number } | undefined;
  const consider = (w: string) => {
    const n = lex.freq.get(w) ?? 0;
    if (n >= HOMOPHONE_MIN_FREQ && (!best || n > best.n)) best = { w, n };
  };
  // Keep the first character, change the second to one of the same reading (tone included) — or the reverse.
  for (const w of lex.byFirst.get(a) ?? []) if (w.length === 2 && w[1] !== b && sameSound(lex, w[1]!, b)) consider(w);
  const za = readingsOf(lex, a)[0];
  for (const c of za ? (lex.chars.get(za) ?? []) : [])
    if (c !== a && sameSound(lex, c, a) && lex.freq.has(c + b)) consider(c + b);
  return best?.w;
}

// A slip is written for the character's usual sound (會 is huì, not the kuài of 會計).
const sameSound = (lex: Lexicon, x: string, y: string) => {
  const [rx, ry] = [readingsOf(lex, x)[0], readingsOf(lex, y)[0]];
  return !!rx && rx === ry;
};

const PLACE_AFTER_ZAI =
  /再(?=(家|學校|公園|海邊|森林|教室|房間|外面|這裡|那裡|樹上|山上|天上|水裡|海裡)|[^\s，。！？]{1,3}(裡|上|邊|旁邊)[^一次遍])/u;
const AGAIN = /在(?=(去|來|見|試|一次|一遍|說一次|玩一次))/u;
const DE_BEFORE_DEGREE =
  /(?<=[\p{Script=Han}])(?<![我你妳他她牠它們])的(?=(很|好|非常|超|太|真|特別)(快|慢|高|遠|累|棒|好|開心|高興|快樂|漂亮|厲害|認真|用力|大聲|小聲|乾淨|好吃|好玩|好看)(?:$|[\s，。！？!?,.喔啊呢耶]))/u;
const DE_AFTER_PRONOUN = /(?<=(我|你|妳|他|她|牠|它|們))得(?!(到|獎|了|意|救|病|分|體))/u;

/** 在/再 and 的/得: the particle the sentence's grammar needs. */
function repairParticles(text: string, repairs: Repair[]): string {
  let out = text;
  // The repair is shown as the two characters it joins: 再去, 跑得, 我的.
  const fix = (re: RegExp, to: string, before: number) => {
    const m = re.exec(out);
    if (!m) return;
    const at = m.index;
    const around = (s: string) => s.slice(at - before, at + 2 - before);
    const said = around(out);
    out = out.slice(0, at) + to + out.slice(at + 1);
    repairs.push({ said, meant: around(out) });
  };
  fix(PLACE_AFTER_ZAI, '在', 0);
  fix(AGAIN, '再', 0);
  // A verb or adjective before 的 with a degree word and a closing adjective after it takes 得 (跑的很快)…
  fix(DE_BEFORE_DEGREE, '得', 1);
  // …and a pronoun before 得 owns what follows (我得朋友 → 我的朋友).
  fix(DE_AFTER_PRONOUN, '的', 1);
  return out;
}

/** The words of a text with their part of speech (v verb, n noun, a adjective, s place …; '' unknown). */
export function tagWords(text: string): { text: string; tag: string }[] {
  const lex = loadLexicon();
  return segment(text).map((w) => ({ text: w.text, tag: lex.tags.get(w.key) ?? '' }));
}

/** The child's words with zhuyin, homophone and particle slips repaired, and what was repaired. */
export function repairText(text: string): { text: string; repairs: Repair[] } {
  const repairs: Repair[] = [];
  let out = repairZhuyin(text, repairs);
  out = repairHomophones(out, repairs);
  out = repairParticles(out, repairs);
  return { text: out.replace(/[\u3105-\u3129ˊˇˋ˙ˉ]/gu, ''), repairs };
}
