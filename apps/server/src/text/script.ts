import { createRequire } from 'node:module';
import type * as OpenCC from 'opencc-js';

// Traditional ⇄ Simplified Chinese (OpenCC's Taiwan variants), the one pair of converters of the server. Loaded and
// built on first use: the module's top level parses its dictionaries (≈ 0.2–0.4 s each direction), which no
// start-up should wait for (decision 0025). The package's CommonJS build loads synchronously, so the callers stay
// synchronous; only the first conversion of each direction pays.
const load = createRequire(import.meta.url) as (id: string) => typeof OpenCC;
let simplified: ((text: string) => string) | undefined;
let traditional: ((text: string) => string) | undefined;

/** texts up to this many characters are kept once converted, up to SHORT_KEPT of them (then the memo starts anew) */
const SHORT = 24;
const SHORT_KEPT = 50_000;
const shortSimplified = new Map<string, string>();

/** Taiwan Traditional → Simplified (the word lists, jieba's dictionary and the sound tables are Simplified). */
export function toSimplified(text: string): string {
  const convert = (simplified ??= load('opencc-js/t2cn').Converter({ from: 'tw', to: 'cn' }));
  if (text.length > SHORT) return convert(text);
  // the same short words are converted again and again (every table lookup of a page, every check of the who):
  // each costs tens of µs in OpenCC's trie and one Map lookup here (decision 0024, the class under load)
  let done = shortSimplified.get(text);
  if (done === undefined) {
    if (shortSimplified.size >= SHORT_KEPT) shortSimplified.clear();
    shortSimplified.set(text, (done = convert(text)));
  }
  return done;
}

/** Simplified → Taiwan Traditional. */
export function toTraditional(text: string): string {
  return (traditional ??= load('opencc-js/cn2t').Converter({ from: 'cn', to: 'tw' }))(text);
}
