import { pinyin } from '../../../text/pinyin.ts';
import { normalise, segment, type Word } from '../../text/segment.ts';
import { cedict } from './cedict.ts';
import { verbForms } from './english.ts';
import { PRONOUNS, lookup, lookupOwn, lookupVerb, type Entry } from './dictionary.ts';

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
  '别',
  '不用',
  '一直',
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

/** Taiwan's commonest one-character surnames (Simplified, as `normalise` gives them). */
const SURNAMES = new Set([
  ...'陈林黄张李王吴刘蔡杨许郑谢郭洪曾邱廖赖周徐苏叶庄吕江何萧罗高潘简朱钟游彭詹胡施沈余卢梁赵颜柯翁魏孙戴范方宋邓杜傅侯曹薛丁卓阮马董温唐蓝石蒋古纪姚连冯欧程汤田康姜白汪邹尤巫黎涂龚严韩袁金童陆夏柳邵钱伍倪于谭骆熊任甘秦顾毛章史官万俞雷饶',
]);

/** A name in pinyin: 咪咪 → Mimi, 小美 → Xiaomei; a full name with a surname → Wang Xiaoming. */
export function romanise(zh: string): string {
  const key = normalise(zh);
  const syllables = pinyin(key, { toneType: 'none', type: 'array' });
  const cap = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);
  if ([...key].length === 3 && SURNAMES.has(key[0]!))
    return `${cap(syllables[0]!)} ${cap(syllables.slice(1).join(''))}`;
  return cap(syllables.join(''));
}

function known(key: string): Token | undefined {
  const pronoun = PRONOUNS[key];
  if (pronoun) return { key, text: key, pronoun };
  if (PARTICLES.has(key)) return { key, text: key, particle: key };
  if (lookupOwn(key)?.kind === 'x') return { key, text: key, particle: key };
  const entry = lookup(key);
  return entry ? { key, text: key, entry } : undefined;
}

/**
 * Splits a word nobody knows into the longest known pieces. What is left is left out: a made-up pinyin word
 * ("Cangbaotu") is worse than a gap the child fills in by hand.
 */
function splitUnknown(key: string, text: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < key.length;) {
    let found: Token | undefined;
    let n = Math.min(4, key.length - i);
    for (; n >= 1 && !found; n--) found = known(key.slice(i, i + n));
    if (found) {
      found.text = text.slice(i, i + n + 1);
      out.push(found);
      i += n + 1;
    } else i += 1;
  }
  return out;
}

const NAME_PREFIX = /^[小阿]$/;
/** 小美, 阿明: 小/阿 and one character that make no word of their own. */
const isPrefixName = (key: string) =>
  key.length === 2 && NAME_PREFIX.test(key[0]!) && !lookupOwn(key) && !cedict(key) && !PRONOUNS[key];
/** 豆豆, 咪咪: a doubled character that is no word, no adjective and no verb. */
const isDoubledName = (key: string) =>
  key.length === 2 &&
  key[0] === key[1] &&
  /\p{Script=Han}/u.test(key) &&
  !lookupOwn(key) &&
  !['a', 'v', 'd', 'x', 'num', 't', 'm'].includes(lookupOwn(key[0]!)?.kind ?? (cedict(key[0]!) ? 'other' : 'none'));
const NAMING = new Set(['叫', '叫做', '名叫', '取名', '取名叫']);

const ADVERB: Record<string, string> = { happy: 'happily', glad: 'happily', good: 'well', fast: 'fast', hard: 'hard' };
function adverbOf(adjective: string): string {
  if (ADVERB[adjective]) return ADVERB[adjective];
  if (adjective.endsWith('y')) return `${adjective.slice(0, -1)}ily`;
  if (adjective.endsWith('le')) return `${adjective.slice(0, -1)}y`;
  return `${adjective}ly`;
}

/** Reduplication: 紅紅 → red, 看看 → look, 開開心心 → happily (AABB of an adjective is an adverb). */
function doubled(key: string): Token | undefined {
  if (key.length === 2 && key[0] === key[1]) {
    const one = lookupOwn(key[0]!);
    if (one && ['a', 'v', 'd'].includes(one.kind)) return { key, text: key, entry: one };
  }
  if (key.length === 4 && key[0] === key[1] && key[2] === key[3]) {
    const ab = lookup(key[0]! + key[2]!);
    if (ab?.kind === 'a') return { key, text: key, entry: { zh: key, en: adverbOf(ab.en), kind: 'd' } };
    if (ab) return { key, text: key, entry: ab };
  }
  return undefined;
}

/** jieba's dictionary does not know our lexicon's words (阿嬤, 捷運, 鬼抓人): joins pieces that make one. */
function joinLexiconWords(words: Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < words.length;) {
    let took = 1;
    for (let n = Math.min(4, words.length - i); n >= 2; n--) {
      const key = words
        .slice(i, i + n)
        .map((w) => w.key)
        .join('');
      if (key.length <= 5 && (lookupOwn(key) || doubled(key))) {
        out.push({
          key,
          text: words
            .slice(i, i + n)
            .map((w) => w.text)
            .join(''),
        });
        took = n;
        break;
      }
    }
    if (took === 1) out.push(words[i]!);
    i += took;
  }
  return out;
}

/**
 * jieba joins what our lexicon splits (我吃 …): a word neither our lexicon nor CC-CEDICT knows, made of
 * pieces our lexicon knows, is split (小螞蟻搬 → 小螞蟻 + 搬).
 */
const PLACE_TAIL = /^(.+)(在|上|里|裡|下|中|边|旁|外|内)$/u;
const NUM_MEASURE = /^([一二两三四五六七八九十百几这那每])(.)$/u;
function splitJoined(words: Word[]): Word[] {
  return words.flatMap((w): Word[] => {
    // 住在 → 住 + 在, 桌上 → 桌 + 上, 一個 → 一 + 個: the pieces carry the grammar.
    const tail = PLACE_TAIL.exec(w.key);
    if (
      tail &&
      !/^[哪这那]$/u.test(tail[1]!) &&
      !lookupOwn(w.key) &&
      (lookupOwn(tail[1]!) || cedict(tail[1]!)) &&
      w.key.length <= 4
    ) {
      const n = tail[1]!.length;
      return [
        { key: tail[1]!, text: w.text.slice(0, n) },
        { key: tail[2]!, text: w.text.slice(n) },
      ];
    }
    const nm = NUM_MEASURE.exec(w.key);
    if (nm && !lookupOwn(w.key) && lookupOwn(nm[2]!)?.kind === 'm')
      return [
        { key: nm[1]!, text: w.text.slice(0, 1) },
        { key: nm[2]!, text: w.text.slice(1) },
      ];
    // 不能, 沒看: the negation and the verb
    if (/^[不没别]/u.test(w.key) && w.key.length >= 2 && !lookupOwn(w.key) && lookupOwn(w.key.slice(1)))
      return [{ key: w.key[0]!, text: w.text[0]! }, ...splitJoined([{ key: w.key.slice(1), text: w.text.slice(1) }])];
    if (w.key.length < 2 || lookupOwn(w.key) || cedict(w.key) || isPrefixName(w.key) || isDoubledName(w.key))
      return [w];
    for (let n = w.key.length - 1; n >= 1; n--) {
      const head = w.key.slice(0, n);
      const tail = w.key.slice(n);
      if ((lookupOwn(head) || PRONOUNS[head] || PARTICLES.has(head)) && (known(tail) || tail.length > 1))
        return [{ key: head, text: w.text.slice(0, n) }, ...splitJoined([{ key: tail, text: w.text.slice(n) }])];
    }
    return [w];
  });
}

const ownWord = (key: string) => !!(lookupOwn(key) || PRONOUNS[key] || PARTICLES.has(key) || doubled(key));

/** Forward maximum matching over our own lexicon; what it does not cover is kept character by character. */
function segmentOwn(clause: string): Word[] {
  const text = clause.normalize('NFKC');
  const key = normalise(text);
  if (key.length !== text.length) return [];
  const out: Word[] = [];
  for (let i = 0; i < key.length;) {
    let n = Math.min(5, key.length - i);
    while (n > 1 && !ownWord(key.slice(i, i + n))) n--;
    const piece = key.slice(i, i + n);
    if (!/^[\s\p{P}\p{S}]+$/u.test(piece)) out.push({ key: piece, text: text.slice(i, i + n) });
    i += n;
  }
  // Runs of single characters our lexicon does not know are rejoined (a CC-CEDICT word, a name).
  const joined: Word[] = [];
  for (const w of out) {
    const last = joined.at(-1);
    if (last && !ownWord(last.key) && !ownWord(w.key) && w.key.length === 1 && /\p{Script=Han}/u.test(w.key))
      joined[joined.length - 1] = { key: last.key + w.key, text: last.text + w.text };
    else joined.push(w);
  }
  return joined;
}

/**
 * jieba's segmentation (with our lexicon's words rejoined) or forward maximum matching over our lexicon,
 * whichever leaves fewer words our lexicon does not know (開車載我們: 開車 + 載, not 開 + 車載).
 */
function bestSegmentation(clause: string): Word[] {
  const a = splitJoined(joinLexiconWords(segment(clause)));
  const b = segmentOwn(clause);
  if (!b.length) return a;
  const foreign = (ws: Word[]) =>
    ws.filter((w) => !ownWord(w.key) && !isPrefixName(w.key) && !isDoubledName(w.key)).length;
  const fa = foreign(a);
  const fb = foreign(b);
  return fb < fa || (fb === fa && b.length < a.length) ? b : a;
}

const RESULTS: Record<string, (base: string, past?: string) => string> = {
  坏: () => 'break,broke',
  破: () => 'break,broke',
  光: (b, p) => `${b} up${p ? `,${p} up` : ''}`,
  光光: (b, p) => `${b} up${p ? `,${p} up` : ''}`,
  完: (b) => `finish ${verbForms(b).ing}`,
  倒: (b, p) => `${b} down${p ? `,${p} down` : ''}`,
  走: (b, p) => `${b} away${p ? `,${p} away` : ''}`,
  醒: (b, p) => `${b} awake${p ? `,${p} awake` : ''}`,
  开: (b, p) => `${b} open${p ? `,${p} open` : ''}`,
};

const nameToken = (key: string, text: string): Token => ({ key, text, name: romanise(key) });

/**
 * The book's own names (its main character, its author) for one translation: always a name, spelled the same on
 * every page, even when the name is also a word (a character called 星星 is Xingxing, not "star"). Made once per
 * translation by `bookNames` and passed down to `tokenize` as an argument.
 */
export type BookNames = readonly string[];

/** The names in the child's and the normalised characters, longest first (小白兔 wins over 小白). */
export function bookNames(names: readonly string[]): BookNames {
  const forms = names.flatMap((n) => [n.trim(), normalise(n.trim())]).filter((n) => /\p{Script=Han}/u.test(n));
  return [...new Set(forms)].sort((a, b) => b.length - a.length);
}

/** The clause as tokens; the book's names, 小美, 阿明, 豆豆 and a word after 叫做 are names, romanised. */
export function tokenize(clause: string, names: BookNames = []): Token[] {
  for (const name of names) {
    const at = clause.indexOf(name);
    if (at < 0) continue;
    return [
      ...(at > 0 ? tokenize(clause.slice(0, at), names) : []),
      nameToken(normalise(name), name),
      ...tokenize(clause.slice(at + name.length), names),
    ];
  }
  return tokenizeWords(clause);
}

function tokenizeWords(clause: string): Token[] {
  if (!clause) return [];
  const out: Token[] = [];
  const words = bestSegmentation(clause);
  // 球|球 → 球球, a doubled name
  for (let i = 0; i < words.length - 1; i++) {
    const key = words[i]!.key + words[i + 1]!.key;
    if (words[i]!.key === words[i + 1]!.key && isDoubledName(key))
      words.splice(i, 2, { key, text: words[i]!.text + words[i + 1]!.text });
  }
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    const prev = out.at(-1);
    // jieba reads 小美的 as 小|美的, 小華 as 小|華: the name is 小美.
    if (NAME_PREFIX.test(w.key) && next && isPrefixName(w.key + next.key[0]!) && !lookupOwn(next.key)) {
      out.push(nameToken(w.key + next.key[0], w.text + next.text[0]));
      if (next.key.length > 1) words.splice(i + 2, 0, { key: next.key.slice(1), text: next.text.slice(1) });
      i += 1;
      continue;
    }
    if (isPrefixName(w.key) || isDoubledName(w.key)) {
      out.push(nameToken(w.key, w.text));
      continue;
    }
    if (prev && NAMING.has(prev.key) && /^\p{Script=Han}{1,3}$/u.test(w.key) && !PRONOUNS[w.key] && !lookupOwn(w.key)) {
      out.push(nameToken(w.key, w.text));
      continue;
    }
    // 找不到, 吃不完: could not find, could not finish
    const potential = /^(.+?)不(到|了|完|动|见|着|出来|起来|开|下)$/u.exec(w.key);
    if (potential && !lookupOwn(w.key) && lookupVerb(potential[1]!)) {
      const head = lookupVerb(`${potential[1]}${potential[2]}`) ?? lookupVerb(potential[1]!)!;
      out.push(
        { key: '不', text: '不', particle: '不' },
        { key: '能', text: '能', entry: { zh: '能', en: 'can', kind: 'mod' } },
      );
      out.push({ key: potential[1]!, text: w.text, entry: head });
      continue;
    }
    // resultative complements: 咬壞 → broke, 喝光 → drank up, 推倒 → pushed down, 寫完 → finished writing
    const result = /^(.+?)(坏|破|光|光光|完|倒|醒|开|走)$/u.exec(w.key);
    if (result && !lookupOwn(w.key) && lookupVerb(result[1]!)) {
      const v = lookupVerb(result[1]!)!;
      const [base, past] = v.en.split(',') as [string, string | undefined];
      const head = base.split(' ')[0]!;
      const en = RESULTS[result[2]!]!(head, past?.split(' ')[0]);
      out.push({ key: w.key, text: w.text, entry: { zh: w.text, en, kind: 'v' } });
      continue;
    }
    const d = doubled(w.key);
    if (d && !lookupOwn(w.key)) {
      out.push({ ...d, text: w.text });
      continue;
    }
    const k = known(w.key);
    if (k) out.push({ ...k, text: w.text });
    else if (/^[a-z][a-z0-9' -]*$/i.test(w.key)) out.push({ key: w.key, text: w.text, name: w.text });
    else out.push(...splitUnknown(w.key, w.text));
  }
  // a verb and its result written apart: 咬|壞 → broke, 寫|完 → finished writing
  for (let i = 0; i < out.length - 1; i++) {
    const v = out[i]!;
    const r = out[i + 1]!;
    if (v.entry?.kind === 'v' && RESULTS[r.key] && !v.entry.en.includes(',') === !v.entry.en.includes(',')) {
      const [base, past] = v.entry.en.split(',') as [string, string | undefined];
      const en = RESULTS[r.key]!(base.split(' ')[0]!, past?.split(' ')[0]);
      out.splice(i, 2, { key: v.key + r.key, text: v.text + r.text, entry: { zh: v.text + r.text, en, kind: 'v' } });
    }
  }
  // 好 + adjective is "so" (好累 → so tired); 好 alone stays "good".
  for (let i = 0; i < out.length - 1; i++) {
    const next = out[i + 1]!.entry?.kind;
    if (out[i]!.key === '好' && (next === 'a' || next === 'mod' || next === 'v' || next === 'd'))
      out[i] = { ...out[i]!, entry: { zh: '好', en: next === 'a' ? 'so' : 'really', kind: 'd' } };
  }
  return out;
}
