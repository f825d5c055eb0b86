import { createRequire } from 'node:module';
import { toSimplified } from '../../text/script.ts';

/** A segmented word with its jieba part-of-speech tag, in the child's own (Traditional) characters. */
export interface Token {
  word: string;
  tag: string;
}

type Tagger = (text: string) => { word: string; tag: string }[];

const require = createRequire(import.meta.url);
let tagger: Tagger | undefined;
// jieba's dictionary is Simplified: segment a Simplified copy, then cut the original at the same offsets.

/** @node-rs/jieba (prebuilt native) when it loads on this platform, else jieba-wasm. Loaded once (~0.4 s). */
function loadTagger(): Tagger {
  try {
    const { Jieba } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
    const { dict } = require('@node-rs/jieba/dict') as typeof import('@node-rs/jieba/dict');
    const jieba = Jieba.withDict(dict);
    return (text) => jieba.tag(text, true);
  } catch {
    const wasm = require('jieba-wasm') as typeof import('jieba-wasm');
    return (text) => wasm.tag(text, true);
  }
}

export function tokenize(text: string): Token[] {
  tagger ??= loadTagger();
  const simplified = toSimplified(text);
  const tagged = tagger(simplified);
  // t2s is character-for-character for nearly all text; when it is not, the Simplified words are kept.
  if (simplified.length !== text.length) return tagged;
  let at = 0;
  return tagged.map((t) => {
    const word = text.slice(at, at + t.word.length);
    at += t.word.length;
    return { word, tag: t.tag };
  });
}

/** Warms the dictionary so the first report does not pay for loading it. */
export function warmSegmenter(): void {
  tokenize('故事');
}
