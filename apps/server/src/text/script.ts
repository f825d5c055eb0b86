import * as Cn2t from 'opencc-js/cn2t';
import * as T2cn from 'opencc-js/t2cn';

// Traditional ⇄ Simplified Chinese (OpenCC's Taiwan variants), the one pair of converters of the server. Built on
// first use: building one parses its dictionaries (a quarter of a second), which no start-up should wait for.
let simplified: ((text: string) => string) | undefined;
let traditional: ((text: string) => string) | undefined;

/** Taiwan Traditional → Simplified (the word lists, jieba's dictionary and the sound tables are Simplified). */
export function toSimplified(text: string): string {
  return (simplified ??= T2cn.Converter({ from: 'tw', to: 'cn' }))(text);
}

/** Simplified → Taiwan Traditional. */
export function toTraditional(text: string): string {
  return (traditional ??= Cn2t.Converter({ from: 'cn', to: 'tw' }))(text);
}
