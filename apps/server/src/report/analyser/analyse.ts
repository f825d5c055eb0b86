import { CREATIVE, LOGIC, NEGATIVE, POSITIVE, SOCIAL } from './lexicons.ts';
import { tokenize, type Token } from './segment.ts';
import { EN_STOP, ZH_STOP, enBand, zhBand } from './wordlists.ts';

export interface StoryText {
  /** the child's Chinese text of each content page, in reading order */
  zh: string[];
  /** the English version of each page */
  en: string[];
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
  enTokens: string[];
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
}

const HAN = /\p{Script=Han}/gu;
const LATIN_RUN = /[A-Za-z0-9]+/g;
/** Part-of-speech tags that are grammar, not content: punctuation, particles, pronouns, numbers … */
const FUNCTION_TAGS = /^(x|u.*|p|c|r.*|m|mq|q|d|e|y|o|zg|k|w)$/;
export const TOP_WORDS = 20;
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

function isContent(t: Token): boolean {
  return /\p{Script=Han}/u.test(t.word) && !FUNCTION_TAGS.test(t.tag) && !ZH_STOP.has(t.word);
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

export function analyseStory(story: StoryText): StoryMetrics {
  const tokens = story.zh.flatMap((p) => tokenize(p));
  const zhTokens = tokens.filter((t) => /\p{Script=Han}/u.test(t.word)).map((t) => t.word);
  const content = tokens.filter(isContent).map((t) => t.word);
  const enAll = englishWords(story.en);
  const enContent = enAll.filter((w) => !EN_STOP.has(w));
  const hit = (lex: Set<string>) => zhTokens.filter((w) => lex.has(w));
  const lengths = sentenceLengths(story.zh);
  const distinct = [...new Set(content)];
  const rare = distinct.filter((w) => (zhBand.get(w) ?? 11) >= 6).length;
  const joined = story.zh.join('');
  return {
    wordCount: countWords(story.zh),
    pagesWithText: story.zh.filter((p) => p.trim()).length,
    zhTokens,
    enTokens: enAll,
    commonZh: top(content),
    commonEn: top(enContent),
    levelZh: gradedLevel(content, zhBand),
    levelEn: gradedLevel(enContent, enBand),
    mattr: mattr(zhTokens),
    avgSentenceLength: lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0,
    hits: {
      positive: hit(POSITIVE),
      negative: hit(NEGATIVE),
      logic: hit(LOGIC),
      creative: hit(CREATIVE),
      social: hit(SOCIAL),
    },
    exclamations: (joined.match(/[！!]/g) ?? []).length,
    dialogue: (joined.match(/[「『“]/g) ?? []).length,
    rareShare: distinct.length ? rare / distinct.length : 0,
  };
}
