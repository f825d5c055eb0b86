import { createRequire } from 'node:module';
import type * as OpenCC from 'opencc-js';

// Traditional ⇄ Simplified Chinese (OpenCC's Taiwan variants), the one pair of converters of the server. Loaded and
// built on first use: the module's top level parses its dictionaries (≈ 0.2–0.4 s each direction), which no
// start-up should wait for (decision 0025). The package's CommonJS build loads synchronously, so the callers stay
// synchronous; only the first conversion of each direction pays.
const load = createRequire(import.meta.url) as (id: string) => typeof OpenCC;
let simplified: ((text: string) => string) | undefined;
let traditional: ((text: string) => string) | undefined;

/** Taiwan Traditional → Simplified (the word lists, jieba's dictionary and the sound tables are Simplified). */
export function toSimplified(text: string): string {
  return (simplified ??= load('opencc-js/t2cn').Converter({ from: 'tw', to: 'cn' }))(text);
}

/** Simplified → Taiwan Traditional. */
export function toTraditional(text: string): string {
  return (traditional ??= load('opencc-js/cn2t').Converter({ from: 'cn', to: 'tw' }))(text);
}
