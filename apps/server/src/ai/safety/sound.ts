import { pinyin } from '../../text/pinyin.ts';
import { pinyinToZhuyin } from '../../zhuyin/pinyin-to-zhuyin.ts';
import { HAN, type Prepared } from './normalise.ts';

/**
 * Matching by sound: a term is turned into its syllables (zhuyin letters without the tone, plus the tone
 * number), and so is the child's text, whatever it is written in: Han characters (every reading of a
 * polyphone), zhuyin (ㄗˋㄕㄚ, tone marks optional, an initial alone standing for its syllable as in 白ㄔ) and
 * pinyin (zisha, zi4 sha1). So 自殺 is found in 自ㄕㄚ, ㄗˋㄕㄚ and zi sha without a table of spellings.
 */
export interface Syllable {
  /** zhuyin letters without the tone: 'ㄕㄚ' */
  base: string;
  /** 1–4, 0 for the neutral tone, null when the writer gave none (typed zhuyin or pinyin without a number) */
  tone: number | null;
}

/** One position of the text: the syllables it may be read as. */
export interface Slot {
  at: number; // compact index of the first character
  end: number; // compact index after the last character
  readings: Syllable[];
  /** typed as zhuyin or pinyin rather than a character */
  typed: boolean;
  /** an initial alone (ㄅ, ㄔ): matches any syllable starting with it */
  initialOnly: boolean;
  wildcard: boolean;
  /** the character itself, for a Han slot */
  char?: string;
}

function toSyllable(py: string): Syllable | undefined {
  const m = /^([a-zü]+)([0-5])?$/.exec(py);
  if (!m) return undefined;
  const base = pinyinToZhuyin(`${m[1]}1`);
  if (!base) return undefined;
  const t = m[2] === undefined ? null : Number(m[2]);
  return { base, tone: t === 5 ? 0 : t };
}

const hanCache = new Map<string, Syllable[]>();
export function hanReadings(ch: string): Syllable[] {
  let r = hanCache.get(ch);
  if (!r) {
    r = (pinyin(ch, { multiple: true, type: 'array', toneType: 'num' }) as string[])
      .map(toSyllable)
      .filter((s): s is Syllable => !!s);
    hanCache.set(ch, r);
  }
  return r;
}

/**
 * The syllables of a term (its usual reading in context), read from the Traditional spelling (幹 is gàn, its
 * Simplified 干 would read gān); undefined when a character has none.
 */
export function termSyllables(term: string): Syllable[] | undefined {
  if (![...term].every((c) => HAN.test(c))) return undefined;
  const out = (pinyin(term, { type: 'array', toneType: 'num' }) as string[]).map(toSyllable);
  return out.every((s) => s) ? (out as Syllable[]) : undefined;
}

const INITIALS = new Set([...'ㄅㄆㄇㄈㄉㄊㄋㄌㄍㄎㄏㄐㄑㄒㄓㄔㄕㄖㄗㄘㄙ']);
const MEDIALS = new Set([...'ㄧㄨㄩ']);
const TONES: Record<string, number> = { ˊ: 2, ˇ: 3, ˋ: 4, '˙': 0 };
// Syllables that are an initial alone in standard zhuyin (ㄓ = zhi, ㄙ = si …).
const WHOLE_INITIALS = new Set([...'ㄓㄔㄕㄖㄗㄘㄙ']);

/** Splits a run of zhuyin letters and tone marks into syllables. */
function zhuyinSyllables(run: string, at: number): Slot[] {
  const out: Slot[] = [];
  let cur = '';
  let start = at;
  const flush = (end: number, tone: number | null) => {
    if (!cur) return;
    const initialOnly = cur.length === 1 && INITIALS.has(cur) && !WHOLE_INITIALS.has(cur);
    out.push({
      at: start,
      end,
      readings: [{ base: cur, tone }],
      typed: true,
      initialOnly: initialOnly || (cur.length === 1 && WHOLE_INITIALS.has(cur) && tone === null),
      wildcard: false,
    });
    cur = '';
  };
  for (let i = 0; i < run.length; i++) {
    const c = run[i]!;
    if (c in TONES) {
      if (c === '˙' && !cur) continue; // the neutral dot is written before its syllable
      flush(at + i + 1, TONES[c]!);
      start = at + i + 1;
      continue;
    }
    const startsNew =
      cur &&
      (INITIALS.has(c) ||
        (MEDIALS.has(c) && [...cur].some((x) => MEDIALS.has(x) || !INITIALS.has(x))) ||
        (!INITIALS.has(c) && !MEDIALS.has(c) && [...cur].some((x) => !INITIALS.has(x) && !MEDIALS.has(x))));
    if (startsNew) {
      flush(at + i, null);
      start = at + i;
    }
    if (!cur) start = at + i;
    cur += c;
  }
  flush(at + run.length, null);
  return out;
}

const SYLLABLE_OK = new Map<string, boolean>();
function isPinyin(s: string): boolean {
  let ok = SYLLABLE_OK.get(s);
  if (ok === undefined) {
    ok = s.length <= 6 && !!toSyllable(s);
    SYLLABLE_OK.set(s, ok);
  }
  return ok;
}

/** A Latin word read as pinyin (woxiangzisha, zi4sha1), or undefined when it is not pinyin all through. */
function pinyinSyllables(word: string, at: number): Slot[] | undefined {
  // fewest syllables first: dynamic programming over the word
  const n = word.length;
  const best: (number[] | undefined)[] = new Array(n + 1);
  best[0] = [];
  for (let i = 0; i < n; i++) {
    if (!best[i]) continue;
    for (let len = 1; len <= 7 && i + len <= n; len++) {
      const piece = word.slice(i, i + len);
      if (!/^[a-z]+[0-5]?$/.test(piece) || !isPinyin(piece)) continue;
      const cand = [...best[i]!, i + len];
      if (!best[i + len] || best[i + len]!.length > cand.length) best[i + len] = cand;
    }
  }
  const cuts = best[n];
  if (!cuts || cuts.length === 0) return undefined;
  const slots: Slot[] = [];
  let from = 0;
  for (const to of cuts) {
    const s = toSyllable(word.slice(from, to))!;
    slots.push({ at: at + from, end: at + to, readings: [s], typed: true, initialOnly: false, wildcard: false });
    from = to;
  }
  return slots;
}

/** The text as a row of slots, in compact order; a Latin run that is not pinyin breaks the row (undefined). */
export function soundSlots(p: Prepared): (Slot | undefined)[] {
  const slots: (Slot | undefined)[] = [];
  const s = p.compact;
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (c === '*') {
      slots.push({ at: i, end: i + 1, readings: [], typed: false, initialOnly: false, wildcard: true });
      i += 1;
    } else if (HAN.test(c)) {
      slots.push({
        at: i,
        end: i + 1,
        readings: hanReadings(c),
        typed: false,
        initialOnly: false,
        wildcard: false,
        char: c,
      });
      i += 1;
    } else if (/[\u3105-\u312F\u31A0-\u31BFˊˇˋ˙]/.test(c)) {
      let j = i;
      while (j < s.length && /[\u3105-\u312F\u31A0-\u31BFˊˇˋ˙]/.test(s[j]!)) j++;
      // each chunk is its own syllables: ㄒㄧ ㄢ is two (吸安), not ㄒㄧㄢ
      for (let k = i; k < j;) {
        let e = k;
        while (e < j && p.chunk[e] === p.chunk[k]) e++;
        slots.push(...zhuyinSyllables(s.slice(k, e), k));
        k = e;
      }
      i = j;
    } else if (!/[a-z0-9]/.test(c)) {
      // any other character (a rare character's stand-in) has no sound; skipping it keeps the loop moving
      slots.push(undefined);
      i += 1;
    } else {
      let j = i;
      while (j < s.length && /[a-z0-9]/.test(s[j]!)) j++;
      // each chunk of a Latin run is one word the child typed (zi sha, zisha, zi4sha1)
      for (let k = i; k < j;) {
        let e = k;
        while (e < j && p.chunk[e] === p.chunk[k]) e++;
        const parsed = pinyinSyllables(s.slice(k, e), k);
        if (parsed) slots.push(...parsed);
        else slots.push(undefined);
        k = e;
      }
      i = j;
    }
  }
  return slots;
}

function sameSound(slot: Slot, want: Syllable, toneStrict: boolean): boolean {
  if (slot.wildcard) return true;
  for (const r of slot.readings) {
    if (slot.initialOnly ? !want.base.startsWith(r.base) : r.base !== want.base) continue;
    if (!toneStrict || r.tone === null || want.tone === 0 || r.tone === want.tone) return true;
  }
  return false;
}

/**
 * Where `term` is found by sound in `slots`: compact [start, end) pairs. A two-syllable term must be matched
 * with its tones and with at least one syllable typed in zhuyin or pinyin (自ㄕㄚ, zi sha), or, when `partial`,
 * with one of its own characters beside a homophone of the other (自鯊); longer terms are
 * distinctive enough to be found in any homophones, in any tone (他馬的, 王八旦). Each hit is [start, end,
 * initialsOnly]: a match made only of initials (ㄅㄔ) is marked so the caller accepts it only standing alone.
 */
export function findBySound(
  slots: (Slot | undefined)[],
  term: Syllable[],
  chars?: string,
  partial = false,
): [number, number, boolean][] {
  const hits: [number, number, boolean][] = [];
  const strict = term.length <= 2;
  outer: for (let i = 0; i + term.length <= slots.length; i++) {
    let solid = 0;
    let typed = 0;
    let same = 0;
    for (let j = 0; j < term.length; j++) {
      const slot = slots[i + j];
      if (!slot || !sameSound(slot, term[j]!, strict)) continue outer;
      if (!slot.wildcard && !slot.initialOnly) solid += 1;
      if (slot.typed) typed += 1;
      if (slot.char && chars && slot.char === chars[j]) same += 1;
    }
    // 自鯊 for 自殺: one character written, the other a homophone in the same tone, for terms that allow it
    if (strict && typed === 0 && partial && same === 1) typed = 1;
    const span: [number, number, boolean] = [slots[i]!.at, slots[i + term.length - 1]!.end, solid === 0];
    // all initials (ㄅㄔ for 白痴) count only as a whole chunk: the caller checks `initialsOnly`
    if (solid === 0 && slots.slice(i, i + term.length).some((x) => !x!.initialOnly)) continue;
    if (solid > 0 && solid < Math.min(2, term.length) && term.length >= 3) continue;
    // Two characters that merely sound like a two-syllable term are too often innocent (天上掉下來 is not 上吊):
    // a short term needs one syllable typed as zhuyin or pinyin; homophones of it are listed as terms instead.
    if (strict && typed === 0) continue;
    if (term.length >= 3 && slots.slice(i, i + term.length).filter((x) => x!.wildcard).length > 1) continue;
    hits.push(span);
  }
  return hits;
}
