// session 0056 helper script: every readable part's verdicts text by text (blind parts by totals only)
import fs from 'node:fs';
import { checkText } from '../apps/server/src/ai/safety/safety.ts';
import { loadSafetySet, type SafetyPart } from '../apps/server/test/safety/sets.ts';

const dir = 'apps/server/test/safety';
const parts = [
  ...new Set(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('-block.txt'))
      .map((f) => f.replace('-block.txt', '')),
  ),
] as SafetyPart[];
const blind = new Set(['heldback6', 'heldback7', 'heldback8', 'heldback9', 'heldback10', 'heldback11']);
const out: string[] = [];
const t0 = performance.now();
for (const part of parts.sort()) {
  const set = loadSafetySet(part);
  let b = 0;
  let f = 0;
  for (const x of set.block) {
    const v = checkText(x.text);
    if (!v.safe) b++;
    if (!blind.has(part)) out.push(`${part}\tB\t${v.safe ? 'pass' : v.category}\t${x.category}\t${x.text}`);
  }
  for (const x of set.allow) {
    const v = checkText(x);
    if (!v.safe) f++;
    if (!blind.has(part)) out.push(`${part}\tA\t${v.safe ? 'pass' : v.category}\t\t${x}`);
  }
  out.push(`${part}\tTOTAL\t${b}/${set.block.length}\t${f}/${set.allow.length}`);
}
fs.writeFileSync(process.argv[2] ?? '/tmp/mblockA-dump.tsv', out.join('\n') + '\n');
console.log('done', ((performance.now() - t0) / 1000).toFixed(1), 's');
