import { feelingOf, INTENSIFIERS, NEGATIONS, PLEASANT, type FeelingKind } from './feelings.ts';
import { CAUSE, CREATIVE, LOGIC, SEQUENCE, SOCIAL } from './lexicons.ts';
import { tokenize, type Token } from './segment.ts';
import { isHan, isIdiom, isShowable, looksLikeName, mergeKey } from './words.ts';
import { EN_STOP, ZH_STOP, enBand, zhBand } from './wordlists.ts';

export interface StoryText {
  /** the child's Chinese text of each content page, in reading order */
  zh: string[];
  /** the English version of each page */
  en: string[];
  /**
   * per page: the English is the child's own (written or edited), not the translator's untouched draft
   * (decision 0022). Undefined = all of it counts as hers; the report service always passes what is stored.
   */
  enOwn?: boolean[];
  /** the book's English title and whose it is; only the child's own counts */
  titleEn?: { text: string; own: boolean };
  /** names the book itself gives (the main character's name from the character record) */
  names?: string[];
}

/** A feeling the child wrote: the word, its kind, and the phrase of the book around it. */
export interface FeelingHit {
  word: string;
  kind: FeelingKind;
  pleasant: boolean;
  intensified: boolean;
  negated: boolean;
  phrase: string;
}

export interface WordCount {
  word: string;
  count: number;
}

/** Everything the report's numbers are computed from (docs/report-analyser.md). */
export interface StoryMetrics {
  wordCount: number;
  pagesWithText: number;
  zhTokens: string[];
  /** the child's own English words (the translator's untouched drafts are left out) */
  enTokens: string[];
  /** how many English words are her own; below EN_MIN_OWN_WORDS the English level is not measured */
  enOwnWords: number;
  /** enough of her own English to measure a level */
  enAnalysed: boolean;
  commonZh: WordCount[];
  commonEn: WordCount[];
  levelZh: number;
  levelEn: number;
  mattr: number;
  avgSentenceLength: number;
  hits: Record<'positive' | 'negative' | 'logic' | 'creative' | 'social', string[]>;
  exclamations: number;
  dialogue: number;
  rareShare: number;
  /** names of people and animals in the story, most frequent first */
  names: WordCount[];
  /** the main character's name when the story uses it */
  hero: string | null;
  /** frequent content nouns (no names), for the interests */
  topics: string[];
  /** idioms and four-character expressions, distinct, in reading order */
  idioms: string[];
  feelings: FeelingHit[];
  /** phrases of the book (substrings of a page) that earned each ability */
  evidence: { creative: string[]; emotion: string[]; logical: string[] };
  /** distinct content words */
  distinctWords: number;
}

const HAN = /\p{Script=Han}/gu;
const LATIN_RUN = /[A-Za-z0-9]+/g;
/** Part-of-speech tags that are grammar, not content: punctuation, particles, pronouns, numbers … */
export const FUNCTION_TAGS = /^(x|u.*|p|c|r.*|m|mq|q|d|e|y|o|zg|k|w)$/;
export const TOP_WORDS = 20;
/** Fewer of the child's own English words than this: no English level (「英文內容多為自動翻譯…」). */
export const EN_MIN_OWN_WORDS = 30;
const MATTR_WINDOW = 50;

/**
 * The 150 gate's count, as a child and teacher count 字: each Chinese character is one, and each run of
 * Latin letters or digits typed into the Chinese text (a name such as Tom, a number) is one word.
 * Punctuation and spaces do not count; the English translation is not counted (it repeats the story).
 */
export function countWords(zh: string[]): number {
  const text = zh.join('\n');
  return (text.match(HAN)?.length ?? 0) + (text.match(LATIN_RUN)?.length ?? 0);
}

function top(words: string[], n = TOP_WORDS): WordCount[] {
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word, 'zh-Hant'))
    .slice(0, n);
}

/** Moving-average type-token ratio: the mean TTR of every window of 50 words (whole text if shorter). */
export function mattr(tokens: string[], window = MATTR_WINDOW): number {
  if (tokens.length === 0) return 0;
  if (tokens.length <= window) return new Set(tokens).size / tokens.length;
  const counts = new Map<string, number>();
  for (const t of tokens.slice(0, window)) counts.set(t, (counts.get(t) ?? 0) + 1);
  let sum = counts.size / window;
  for (let i = window; i < tokens.length; i++) {
    const out = tokens[i - window]!;
    const c = counts.get(out)! - 1;
    if (c === 0) counts.delete(out);
    else counts.set(out, c);
    counts.set(tokens[i]!, (counts.get(tokens[i]!) ?? 0) + 1);
    sum += counts.size / window;
  }
  return sum / (tokens.length - window + 1);
}

/**
 * A word's band (1 = most common … 10). A Chinese compound outside the list (小兔子, 抓魚) is as hard as its
 * hardest character; anything else outside the list counts as 10.
 */
function bandOf(word: string, bands: Map<string, number>): number {
  const b = bands.get(word);
  if (b !== undefined) return b;
  const chars = [...word];
  if (chars.length > 1 && /^\p{Script=Han}+$/u.test(word)) return Math.max(...chars.map((c) => bands.get(c) ?? 10));
  return 10;
}

/**
 * Level 0–10 against a graded list: the mean band of the distinct content words. Harder, rarer
 * vocabulary raises it; no words gives 0.
 */
export function gradedLevel(words: string[], bands: Map<string, number>): number {
  const distinct = [...new Set(words)];
  if (distinct.length === 0) return 0;
  const mean = distinct.reduce((s, w) => s + bandOf(w, bands), 0) / distinct.length;
  return Math.round(Math.min(10, mean) * 10) / 10;
}

function sentenceLengths(zh: string[]): number[] {
  return zh
    .flatMap((p) => p.split(/[。！？!?；;\n]+/))
    .map((s) => s.match(HAN)?.length ?? 0)
    .filter((n) => n > 0);
}

export function englishWords(en: string[]): string[] {
  return (
    en
      .join(' ')
      .toLowerCase()
      .match(/[a-z]+/g) ?? []
  ).filter((w) => w.length > 0);
}

/** A token placed in the book: page and character offsets into that page's text. */
interface Placed extends Token {
  page: number;
  start: number;
  end: number;
  name: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CLAUSE_BREAK = /[，,。！!？?；;：:、「」『』“”"…\n\s]/u;
const PHRASE_CONTEXT = 5;

const nounTagCache = new Map<string, string | undefined>();
function nounTag(w: string): string | undefined {
  if (!nounTagCache.has(w)) {
    const t = tokenize(w);
    nounTagCache.set(w, t.length === 1 ? t[0]!.tag : undefined);
  }
  return nounTagCache.get(w);
}

/** Segments every page, keeping the book's given names whole and marking the names the story uses. */
function placeTokens(zh: string[], given: string[]): Placed[] {
  const names = [...new Set(given.map((n) => n.trim()).filter((n) => n.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  const split = names.length ? new RegExp(`(${names.map(escape).join('|')})`, 'u') : null;
  const out: Placed[] = [];
  zh.forEach((text, page) => {
    let at = 0;
    const pieces = split ? text.split(split) : [text];
    for (const piece of pieces) {
      if (!piece) continue;
      if (names.includes(piece)) {
        out.push({ word: piece, tag: 'nr-given', page, start: at, end: at + piece.length, name: true });
        at += piece.length;
        continue;
      }
      const toks = tokenize(piece);
      for (let i = 0; i < toks.length; i++) {
        const t = toks[i]!;
        // jieba cuts an unknown reduplicated name (米米) into two single characters: glue them back
        const next = toks[i + 1];
        if (next && t.word.length === 1 && t.word === next.word && isHan(t.word) && !/^[ux]|^p$/.test(t.tag)) {
          const merged = { word: t.word + next.word, tag: 'nr' };
          out.push({ ...merged, page, start: at, end: at + 2, name: looksLikeName(merged, nounTag) });
          at += 2;
          i++;
          continue;
        }
        out.push({ ...t, page, start: at, end: at + t.word.length, name: looksLikeName(t, nounTag) });
        at += t.word.length;
      }
    }
  });
  return out;
}

function countBy<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const it of items) {
    const k = key(it);
    const list = m.get(k);
    if (list) list.push(it);
    else m.set(k, [it]);
  }
  return m;
}

/** Merged forms (小兔子 + 兔子) counted once, shown as their most frequent surface form. */
function mergedCounts(tokens: Placed[]): { word: string; count: number; tag: string; first: number }[] {
  return [...countBy(tokens, (t) => (t.name ? t.word : mergeKey(t)))].map(([, list]) => {
    const forms = countBy(list, (t) => t.word);
    const [word, same] = [...forms].sort((a, b) => b[1].length - a[1].length || b[0].length - a[0].length)[0]!;
    return { word, count: list.length, tag: same[0]!.tag, first: position(list[0]!) };
  });
}
const position = (t: Placed) => t.page * 100000 + t.start;

const byCount = (a: WordCount, b: WordCount) => b.count - a.count || a.word.localeCompare(b.word, 'zh-Hant');

function feelingsIn(tokens: Placed[], zh: string[]): FeelingHit[] {
  const hits: FeelingHit[] = [];
  tokens.forEach((t, i) => {
    const f = feelingOf(t.word);
    if (!f) return;
    let from = t.start;
    let { intensified, negated } = f;
    // look back at most two words in the same clause for 好/很/非常 and 不/沒有
    for (let j = i - 1; j >= Math.max(0, i - 2); j--) {
      const p = tokens[j]!;
      if (p.page !== t.page || CLAUSE_BREAK.test(p.word)) break;
      if (INTENSIFIERS.includes(p.word)) intensified = true;
      else if (NEGATIONS.has(p.word)) negated = true;
      else if (!['也', '都', '一點', '有點', '有一點', '得', '地', '到'].includes(p.word)) break;
      from = p.start;
    }
    // 傷心極了, 開心得不得了: the intensifier can follow
    const after = tokens[i + 1];
    let to = t.end;
    if (after && after.page === t.page && /^(極了|得不得了|死了|壞了|得要命)$/u.test(after.word)) {
      intensified = true;
      to = after.end;
    }
    const pleasant = PLEASANT.has(f.kind) !== negated;
    hits.push({
      word: f.base,
      kind: f.kind,
      pleasant,
      intensified,
      negated,
      phrase: phraseOf(tokens, zh, i, from, to),
    });
  });
  return hits;
}

/**
 * The phrase of the book around token i (from character `from` of its page): whole words of the same clause,
 * about five characters either side, so a teacher can find it; always a substring of the page.
 */
function phraseOf(tokens: Placed[], zh: string[], i: number, from = tokens[i]!.start, to = tokens[i]!.end): string {
  const t = tokens[i]!;
  const inClause = (j: number) => {
    const u = tokens[j];
    return u !== undefined && u.page === t.page && !CLAUSE_BREAK.test(u.word[0]!);
  };
  let a = i;
  while (a > 0 && tokens[a]!.start > from) a--;
  while (inClause(a - 1) && from - tokens[a - 1]!.start <= PHRASE_CONTEXT) a--;
  let b = i;
  while (inClause(b + 1) && (tokens[b + 1]!.end <= to || tokens[b + 1]!.end - to <= PHRASE_CONTEXT + 2)) b++;
  return zh[t.page]!.slice(tokens[a]!.start, tokens[b]!.end);
}

/** Up to n distinct phrases, in reading order. */
function firstPhrases(phrases: string[], n = 3): string[] {
  const out: string[] = [];
  for (const p of phrases) {
    if (!p || out.some((o) => o.includes(p) || p.includes(o))) continue;
    out.push(p);
    if (out.length === n) break;
  }
  return out;
}

/** Reasons and results first in the evidence: they show logic more plainly than a contrast. */
const REASON = new Set(['因為', '所以', '因此', '於是', '結果', '為了', '如果']);

export function analyseStory(story: StoryText): StoryMetrics {
  const placed = placeTokens(story.zh, story.names ?? []);
  // a person-tagged word the book gives once (古老, 太少) is more often the tagger's slip than a name: a name
  // found by the tagger alone must recur, unless it has a name's shape (阿明, 小華, 米米)
  const seen = countBy(
    placed.filter((t) => t.name),
    (t) => t.word,
  );
  for (const t of placed)
    if (t.name && t.tag !== 'nr-given' && seen.get(t.word)!.length < 2 && !/^[阿小老]|^(.)\1$/u.test(t.word))
      t.name = false;
  const zhTokens = placed.filter((t) => isHan(t.word)).map((t) => t.word);
  const nameTokens = placed.filter((t) => t.name);
  const content = placed.filter((t) => !t.name && isShowable(t, FUNCTION_TAGS, ZH_STOP));
  const names = [...countBy(nameTokens, (t) => t.word)].map(([word, l]) => ({ word, count: l.length })).sort(byCount);
  const merged = mergedCounts(content);
  const commonZh = [...names, ...merged.map(({ word, count }) => ({ word, count }))].sort(byCount).slice(0, TOP_WORDS);
  const topics = merged
    .filter((w) => (/^n/.test(w.tag) && w.tag !== 'nr') || (w.tag === 'nr' && /^[小大]/u.test(w.word)))
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .map((w) => w.word);
  const ownEn = [
    ...story.en.filter((_, i) => story.enOwn?.[i] ?? true),
    ...(story.titleEn?.own ? [story.titleEn.text] : []),
  ];
  const enAll = englishWords(ownEn);
  // words as a reader counts them (don't is one word), not the tokens of the level
  const enOwnWords = ownEn.join(' ').match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g)?.length ?? 0;
  const enAnalysed = enOwnWords >= EN_MIN_OWN_WORDS;
  const enContent = enAll.filter((w) => !EN_STOP.has(w));
  const inLex = (lex: Set<string>) => placed.filter((t) => lex.has(t.word));
  const feelings = feelingsIn(placed, story.zh);
  const lengths = sentenceLengths(story.zh);
  const contentWords = content.map((t) => t.word);
  const distinct = [...new Set(contentWords)];
  const rareWords = distinct.filter((w) => w.length > 1 && (zhBand.get(w) ?? 11) >= 6);
  const idiomTokens = placed.filter(isIdiom);
  const creativeTokens = inLex(CREATIVE);
  const logicTokens = inLex(LOGIC);
  const phrase = (t: Placed) => phraseOf(placed, story.zh, placed.indexOf(t));
  const rarePlaced = rareWords.map((w) => content.find((t) => t.word === w)!).filter((t) => !feelingOf(t.word));
  const joined = story.zh.join('');
  const givenHero = (story.names ?? []).map((n) => n.trim()).find((n) => names.some((x) => x.word === n));
  return {
    wordCount: countWords(story.zh),
    pagesWithText: story.zh.filter((p) => p.trim()).length,
    zhTokens,
    enTokens: enAll,
    enOwnWords,
    enAnalysed,
    commonZh,
    commonEn: top(enContent),
    levelZh: gradedLevel(contentWords, zhBand),
    levelEn: enAnalysed ? gradedLevel(enContent, enBand) : 0,
    mattr: mattr(zhTokens),
    avgSentenceLength: lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0,
    hits: {
      positive: feelings.filter((f) => f.pleasant).map((f) => f.word),
      negative: feelings.filter((f) => !f.pleasant).map((f) => f.word),
      logic: logicTokens.map((t) => t.word),
      creative: creativeTokens.map((t) => t.word),
      social: inLex(SOCIAL).map((t) => t.word),
    },
    exclamations: (joined.match(/[！!]/g) ?? []).length,
    dialogue: (joined.match(/[「『“]/g) ?? []).length,
    rareShare: distinct.length ? rareWords.length / distinct.length : 0,
    names,
    hero: givenHero ?? names[0]?.word ?? null,
    topics,
    idioms: [...new Set(idiomTokens.map((t) => t.word))],
    feelings,
    evidence: {
      creative: firstPhrases([...creativeTokens, ...idiomTokens, ...rarePlaced].map(phrase)),
      emotion: firstPhrases(
        [...feelings.filter((f) => !f.negated), ...feelings.filter((f) => f.negated)].map((f) => f.phrase),
      ),
      logical: firstPhrases(
        [
          ...logicTokens.filter((t) => REASON.has(t.word)),
          ...logicTokens.filter((t) => CAUSE.has(t.word) && !REASON.has(t.word)),
          ...logicTokens.filter((t) => SEQUENCE.has(t.word)),
        ].map(phrase),
      ),
    },
    distinctWords: distinct.length,
  };
}
