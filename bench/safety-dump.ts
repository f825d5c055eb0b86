/**
 * The safety check's verdict on every text of every evaluation part, for a before/after comparison of a rule change
 * (decisions 0055–0058): `node --import tsx bench/safety-dump.ts [part,part…]` (default: every part in
 * apps/server/test/safety/). Prints each part's totals; OUT=file.json writes every verdict (the category, or PASS)
 * text by text, SHOW=part,part prints the misses and false blocks of readable parts. The reviewers' blind parts
 * (heldback6 and later) are given by totals and by index only (P/B), never a text or a category.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkText } from '../apps/server/src/ai/safety/safety.ts';
import { loadSafetySet, type SafetyPart } from '../apps/server/test/safety/sets.ts';

const DIR = path.join(import.meta.dirname, '../apps/server/test/safety');
const isBlind = (part: string) => /^heldback(\d+)$/.test(part) && Number(part.slice('heldback'.length)) >= 6;
const every = [
  ...new Set(
    fs
      .readdirSync(DIR)
      .filter((f) => f.endsWith('-block.txt'))
      .map((f) => f.replace('-block.txt', '')),
  ),
].sort();
const parts = (process.argv[2] ? process.argv[2].split(',') : every) as SafetyPart[];
const show = new Set(process.env.SHOW?.split(','));
const verdict = (t: string): string => {
  const r = checkText(t);
  return r.safe ? 'PASS' : r.category;
};

const out: Record<string, { block: string[]; allow: string[]; totals: string }> = {};
for (const part of parts) {
  const set = loadSafetySet(part);
  const block = set.block.map((b) => verdict(b.text));
  const allow = set.allow.map(verdict);
  const blocked = block.filter((v) => v !== 'PASS').length;
  const falsely = allow.filter((v) => v !== 'PASS').length;
  const totals = `${part}: blocked ${blocked}/${block.length}, false ${falsely}/${allow.length}`;
  console.log(totals);
  if (isBlind(part)) {
    const mark = (v: string) => (v === 'PASS' ? 'P' : 'B');
    out[part] = { block: block.map(mark), allow: allow.map(mark), totals };
    continue;
  }
  out[part] = { block, allow, totals };
  if (!show.has(part)) continue;
  set.allow.forEach((t, i) => allow[i] !== 'PASS' && console.log(`  FALSE ${allow[i]} | ${t}`));
  set.block.forEach((b, i) => block[i] === 'PASS' && console.log(`  MISS ${b.category} | ${b.text}`));
}
if (process.env.OUT) fs.writeFileSync(process.env.OUT, JSON.stringify(out));
