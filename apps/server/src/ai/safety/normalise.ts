import { toSimplified, toTraditional as scriptToTraditional } from '../../text/script.ts';

/**
 * The forms a text is matched on. The child's text itself is never changed (it is kept for display); the check
 * reads these:
 * - `folded`: NFKC (full-width → half-width), lower case, zero-width characters and variation selectors removed;
 * - `compact`: `folded` in Simplified characters (so Traditional and Simplified terms meet), with everything that
 *   is not a Han character, a Latin letter, a digit or zhuyin dropped: spaces, punctuation, symbols and emoji put
 *   between characters disappear. A mask (x, *, ○ …) standing between two Han characters becomes `*`, a wildcard.
 * - `chunk[i]`: which run of `folded` between separators the i-th compact character came from. A hit that spans
 *   several chunks counts only when it looks like a word pulled apart (see `spansFairly`), so 去。死海 is not 去死.
 */
export interface Prepared {
  folded: string;
  compact: string;
  chunk: number[];
  /** the compact text of each chunk */
  chunks: string[];
  /** compact index where each chunk starts */
  chunkStart: number[];
}

export function simplify(s: string): string {
  return toSimplified(s);
}
/** Simplified back to Traditional (for reading a rule's word aloud: 干 is gān, 幹 gàn). */
export function toTraditional(s: string): string {
  return scriptToTraditional(s);
}

// zero-width spaces and joiners, soft hyphens, variation selectors, tag characters: invisible, so always inserted
const ZERO_WIDTH = /\p{Default_Ignorable_Code_Point}/gu;
// NFKC turns the zhuyin neutral-tone dot into a space and a combining mark; keep it through a private character.
const NEUTRAL_DOT = '\uE000';

// Cyrillic and Greek letters that look like Latin ones (kіll with a Cyrillic і): read as the Latin letter.
const LOOKALIKE: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɡ: 'g',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};
const LOOKALIKE_RE = new RegExp(`[${Object.keys(LOOKALIKE).join('')}]`, 'g');

export function fold(text: string): string {
  return text
    .replace(/\u02D9/g, NEUTRAL_DOT)
    .normalize('NFKC')
    .replace(new RegExp(NEUTRAL_DOT, 'g'), '\u02D9')
    .replace(ZERO_WIDTH, '')
    .toLowerCase()
    .replace(LOOKALIKE_RE, (c) => LOOKALIKE[c]!);
}

export const HAN = /\p{Script=Han}/u;
export const ZHUYIN = /[\u3105-\u312F\u31A0-\u31BF\u02CA\u02C7\u02CB\u02D9]/;
const CONTENT = /[\p{Script=Han}a-z0-9\u3105-\u312F\u31A0-\u31BF\u02CA\u02C7\u02CB\u02D9\uE002]/u;
/**
 * A Han character outside the Basic Multilingual Plane (rare characters of extensions B–G) stands in the compact text
 * as this one private character: `compact` is indexed by UTF-16 unit and `chunk` by character, so a
 * two-unit character would set them apart (and sent the sound matching into an endless loop on 𱗧). No term of the
 * blocklists is written with such characters.
 */
const ASTRAL = '\uE002';
const MASK = /^[x×*○〇◯□●■ｘ]$/;

// a mask between every character (外*勞*都*很*髒) separates them rather than hiding one
const ALTERNATING_MASK = /(?:\p{Script=Han}\s*[x×*○〇◯□●■ｘ]\s*){2,}\p{Script=Han}/u;

export function prepare(text: string): Prepared {
  const folded = fold(text);
  const chars = [...toSimplified(folded)];
  const masksSeparate = ALTERNATING_MASK.test(folded);
  let compact = '';
  const chunk: number[] = [];
  const chunks: string[] = [''];
  const chunkStart: number[] = [0];
  let id = 0;
  let gap = false;
  let lastHan = false;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!.length > 1 && HAN.test(chars[i]!) ? ASTRAL : chars[i]!;
    // X光 is an X-ray, not a masked character
    const xRay = (c === 'x' || c === 'ｘ') && chars[i + 1] === '光';
    if (!masksSeparate && !xRay && MASK.test(c) && lastHan && nextContentIsHan(chars, i + 1)) {
      // 他x的, 幹*娘: a masked character between two Han characters
      if (gap && compact.length) {
        id += 1;
        chunks.push('');
        chunkStart.push(compact.length);
      }
      gap = false;
      compact += '*';
      chunk.push(id);
      chunks[id] += '*';
      continue;
    }
    if (!CONTENT.test(c)) {
      gap = true;
      continue;
    }
    if (gap && compact.length) {
      id += 1;
      chunks.push('');
      chunkStart.push(compact.length);
    }
    gap = false;
    lastHan = HAN.test(c) || c === ASTRAL;
    compact += c;
    chunk.push(id);
    chunks[id] += c;
  }
  return { folded, compact, chunk, chunks, chunkStart };
}

function nextContentIsHan(chars: string[], from: number): boolean {
  for (let j = from; j < chars.length && j < from + 3; j++) {
    if (HAN.test(chars[j]!)) return true;
    if (CONTENT.test(chars[j]!)) return false;
  }
  return false;
}

/**
 * Whether a hit on compact[start, end) is a real one when it crosses separators: a word pulled apart
 * (殺 人 魔, 他.媽.的, 我想自 殺) starts or ends exactly at a chunk edge and has only whole chunks inside; two
 * innocent phrases that happen to meet across a comma (去。死海) run on past the hit on both sides.
 */
export function spansFairly(p: Prepared, start: number, end: number): boolean {
  const first = p.chunk[start]!;
  const last = p.chunk[end - 1]!;
  if (first === last) return true;
  const startsAtEdge = start === p.chunkStart[first];
  const endsAtEdge = end === (p.chunkStart[last + 1] ?? p.compact.length);
  return startsAtEdge || endsAtEdge;
}

/** Leetspeak undone in one Latin token (k1ll → kill, $h!t → shit); '*' and 1 (i or l) stay for the caller. */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': '\uE001', // i or l: wordVariants tries both
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '+': 't',
};

/**
 * The Latin words of a folded text with leetspeak undone: tokens are runs of letters, digits and leet symbols;
 * a run of three or more single characters apart (f u c k, k.i.l.l) is joined into one word; tokens with more
 * digits than letters (phone numbers, 3年) are left as they are.
 */
export function latinWords(folded: string): string[] {
  const tokens: { t: string; gapBefore: boolean; gap: string }[] = [];
  // '#' and '%' mask a letter like '*' (f#ck, sh%t)
  const re = /[a-z0-9@$!|*+#%]+/g;
  let m: RegExpExecArray | null;
  let lastEnd = -1;
  while ((m = re.exec(folded))) {
    tokens.push({
      t: m[0],
      gapBefore: lastEnd >= 0 && m.index > lastEnd,
      gap: lastEnd >= 0 ? folded.slice(lastEnd, m.index) : '',
    });
    lastEnd = m.index + m[0].length;
  }
  const joined: string[] = [];
  for (let i = 0; i < tokens.length;) {
    let j = i;
    while (j < tokens.length && tokens[j]!.t.length === 1) j++;
    if (j - i >= 3) {
      // letters pulled apart are one word per the usual gap; a wider or different gap ends a word:
      // "k i l l   y o u" and "k.i.l.l y.o.u" are two words
      const gaps = tokens.slice(i + 1, j).map((x) => x.gap);
      const usual = [...new Set(gaps)].sort(
        (a, b) => gaps.filter((g) => g === b).length - gaps.filter((g) => g === a).length,
      )[0];
      let start = i;
      for (let k = i + 1; k <= j; k++)
        if (k === j || tokens[k]!.gap !== usual) {
          joined.push(
            tokens
              .slice(start, k)
              .map((x) => x.t)
              .join(''),
          );
          start = k;
        }
      i = j;
      continue;
    }
    joined.push(tokens[i]!.t);
    i += 1;
  }
  const words: string[] = [];
  for (const raw of joined) {
    const letters = raw.replace(/[^a-z]/g, '').length;
    const digits = raw.replace(/[^0-9]/g, '').length;
    if (letters === 0 && !/[@$]/.test(raw)) continue;
    const trimmed = raw.replace(/[#%]/g, '*').replace(/^[!|*+]+|[!|*+.]+$/g, '');
    if (!trimmed) continue;
    // a token that starts with a letter and is word-length is leetspeak even when digits outnumber letters
    // (k!11, n00dz); a long digit run (a phone number, an ID with its letter) stays as it is
    const leet = digits <= letters || (/^[a-z]/.test(trimmed) && trimmed.length <= 8);
    words.push(leet ? [...trimmed].map((c) => LEET[c] ?? c).join('') : trimmed);
  }
  return words;
}
