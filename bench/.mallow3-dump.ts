// session 0058 helper: verdict of every readable part's texts (blind parts: totals and index only), for a before/after diff
import fs from 'node:fs';
import { checkText } from '../apps/server/src/ai/safety/safety.ts';
import { loadSafetySet, type SafetyPart } from '../apps/server/test/safety/sets.ts';

const blind = new Set(['heldback6', 'heldback7', 'heldback8', 'heldback9', 'heldback10']);
const parts = (process.argv[2] ?? '').split(',') as SafetyPart[];
const out: Record<string, { block: string[]; allow: string[]; totals: string }> = {};
for (const part of parts) {
  const set = loadSafetySet(part);
  const verdict = (t: string): string => {
    const r = checkText([t]);
    return r.safe ? 'PASS' : r.category;
  };
  const block = set.block.map((b) => verdict(b.text));
  const allow = set.allow.map(verdict);
  const totals = `${part}: blocked ${block.filter((v) => v !== 'PASS').length}/${block.length}, false ${allow.filter((v) => v !== 'PASS').length}/${allow.length}`;
  console.log(totals);
  if (blind.has(part))
    out[part] = {
      block: block.map((v) => (v === 'PASS' ? 'P' : 'B')),
      allow: allow.map((v) => (v === 'PASS' ? 'P' : 'B')),
      totals,
    };
  else {
    out[part] = { block, allow, totals };
    if (process.env.SHOW?.split(',').includes(part)) {
      set.allow.forEach((t, i) => allow[i] !== 'PASS' && console.log(`  FALSE ${allow[i]} | ${t}`));
      set.block.forEach((b, i) => block[i] === 'PASS' && console.log(`  MISS ${b.category} | ${b.text}`));
    }
  }
}
if (process.env.OUT) fs.writeFileSync(process.env.OUT, JSON.stringify(out));
