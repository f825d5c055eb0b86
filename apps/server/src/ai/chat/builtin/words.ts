/** Small text helpers for children's Chinese: lengths, word-boundary clipping and answer cleaning. */
const segmenter = new Intl.Segmenter('zh-Hant', { granularity: 'word' });

/** Length as the contract's zod counts it (UTF-16 units; one per Chinese character). */
export const len = (s: string) => s.length;

/** Clips at a word boundary so a child never sees half a word; a single over-long word is cut by character. */
export function clip(text: string, max: number): string {
  const s = text.trim();
  if (len(s) <= max) return s;
  let out = '';
  for (const { segment } of segmenter.segment(s)) {
    if (len(out + segment) > max) break;
    out += segment;
  }
  out = out.replace(/[，、,；;：:\s]+$/u, '');
  if (out) return out;
  let chars = '';
  for (const ch of s) {
    if (len(chars + ch) > max) break;
    chars += ch;
  }
  return chars;
}

/** Keeps the end of a noun phrase, where Chinese puts the head word ("粉紅色的小恐龍" → "小恐龍"). */
export function clipTail(text: string, max: number): string {
  const s = text.trim();
  if (len(s) <= max) return s;
  const words = [...segmenter.segment(s)].map((x) => x.segment);
  let out = '';
  for (let i = words.length - 1; i >= 0; i--) {
    if (len(words[i] + out) > max) break;
    out = words[i] + out;
  }
  out = out.replace(/^[的之，、\s]+/u, '');
  return out || clip(s, max);
}

/** Drops counted measure words, which a title does not need ("找到一顆蛋" → "找到蛋"). */
export const dropMeasures = (s: string) => s.replace(/[一兩幾](個|隻|顆|張|封|條|位|座|棵|朵|本|片|把)/gu, '');

const PUNCT = /[\s。，、！？!?,.;；：:~～…「」『』()（）"'“”‘’]+/gu;
const FILLERS = [
  /^(我|我們)?(想要|想|覺得|希望|要|選|喜歡)/u,
  /^(應該是|應該|就是|是|叫做|叫|有)/u,
  /^(一|兩|三|幾)(隻|個|位|條|頭|匹|棵|座|顆|只)/u,
];

/** The child's words without punctuation or spaces (a phrase: an event, a feeling, a look). */
export function cleanWords(text: string): string {
  return text.replace(PUNCT, ' ').trim().replace(/\s+/g, '');
}

/** The child's answer without punctuation and lead-in words ("我想要一隻小貓！" → "小貓"). */
export function cleanAnswer(text: string): string {
  let s = text.replace(PUNCT, ' ').trim().replace(/\s+/g, '');
  for (const re of FILLERS) s = s.replace(re, '');
  return s;
}

/** A place from "在海底裡" / "去森林" → "海底", "森林". */
export function cleanPlace(text: string, known: readonly string[] = []): string {
  const s = cleanAnswer(text).replace(/^(住在|待在|在|去|到|從)/u, '');
  // "島上" and "雲朵上" are places as they are; "森林裡" is 森林.
  return known.includes(s) ? s : s.replace(/(裡面|裡|上面|上|中|旁邊|附近)$/u, '');
}

/** "你幫我選", "隨便", "都可以": the child hands the choice to the cat. */
export function isDelegation(text: string): boolean {
  return /^(你|妳)?(幫我|替我)(選|想|決定)|^(隨便|都可以|不知道|你決定|你選)/u.test(cleanAnswer(text) || text.trim());
}

/** Simple stable hash, so the same answers always give the same choices (deterministic engine). */
export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Unique, non-empty, each within `max`, at most `n`. */
export function uniqueOptions(items: readonly (string | undefined)[], n: number, max: number): string[] {
  const out: string[] = [];
  for (const item of items) {
    const v = item ? clip(item, max) : '';
    if (v && !out.includes(v)) out.push(v);
    if (out.length >= n) break;
  }
  return out;
}

/** Lexicon words that occur in a text, in the order of the text. */
export function wordsIn(text: string, lexicon: readonly string[]): string[] {
  return lexicon
    .map((w) => ({ w, at: text.indexOf(w) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.w);
}
