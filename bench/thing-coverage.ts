/**
 * Coverage of everyday things (decision 0051): for each phrase of evaluation/things-nouns.ts (a tune half, a
 * held-back half and a second held-back half written later), whether the noun is understood as a whole word (findThings finds a thing whose word covers it),
 * only in part (a shorter word inside it — usually a wrong guess: 路燈 → 燈, a light bulb) or not at all, and
 * whether what it found can be drawn (our own drawing or the emoji library).
 * `node --import tsx bench/thing-coverage.ts [--list]`
 */
import { findThings } from '../apps/server/src/ai/builtin/illustrator/things/find.ts';
import { hasIcon } from '../apps/server/src/ai/builtin/illustrator/emoji.ts';
import {
  THINGS_HELD,
  THINGS_HELD_2,
  THINGS_TUNE,
} from '../apps/server/src/ai/builtin/illustrator/evaluation/things-nouns.ts';

export interface Coverage {
  total: number;
  understood: number;
  drawn: number;
  partial: number;
  rows: {
    phrase: string;
    noun: string;
    icon?: string;
    word?: string;
    verdict: 'drawn' | 'undrawable' | 'partial' | 'unknown';
  }[];
}

export function coverage(text: string): Coverage {
  const rows: Coverage['rows'] = [];
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const [phrase, noun] = line.split('|') as [string, string];
    const found = findThings(phrase);
    const whole = found.find((t) => t.word.includes(noun));
    const part = found.find((t) => noun.includes(t.word));
    const t = whole ?? part;
    rows.push({
      phrase,
      noun,
      icon: t?.icon,
      word: t?.word,
      verdict: whole ? (hasIcon(whole.icon) ? 'drawn' : 'undrawable') : part ? 'partial' : 'unknown',
    });
  }
  const n = (v: string) => rows.filter((r) => r.verdict === v).length;
  return {
    total: rows.length,
    understood: n('drawn') + n('undrawable'),
    drawn: n('drawn'),
    partial: n('partial'),
    rows,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, text] of [
    ['tune', THINGS_TUNE],
    ['held-back', THINGS_HELD],
    ['held-back-2', THINGS_HELD_2],
  ] as const) {
    const c = coverage(text);
    if (process.argv.includes('--list'))
      for (const r of c.rows) console.log(`${name}\t${r.verdict}\t${r.phrase}\t${r.word ?? ''}\t${r.icon ?? ''}`);
    console.log(
      `${name}: ${c.total} nouns — understood ${c.understood} (${((100 * c.understood) / c.total).toFixed(0)} %), drawn ${c.drawn}, only in part (a shorter word) ${c.partial}, unknown ${c.total - c.understood - c.partial}`,
    );
  }
}
