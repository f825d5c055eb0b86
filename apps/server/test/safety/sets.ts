import fs from 'node:fs';
import path from 'node:path';
import type { SafetyCategory } from '../../src/ai/safety/safety.ts';

/**
 * The safety check's evaluation sets (issue M), written from scratch: must-block texts by category and
 * must-allow sentences from children's stories. `dev` is what the rules were tuned on; `heldback` was written
 * before the rules changed and is only measured, never tuned against. `heldback6` is the reviewers' blind part
 * (written by the independent reviewer, never seen by those who tune the rules): only its totals are measured;
 * `heldback7` is the second such blind part (reviewer A, session of issues 19/20); `heldback8` the third
 * (reviewer B, session d); `heldback9` the fourth (reviewer C, session rev9);
 * `heldback10` the fifth (reviewer D, session rev10); `heldback11` the sixth (reviewer E, session reviewE).
 */
export interface SafetySet {
  block: { category: SafetyCategory; text: string }[];
  allow: string[];
}

function lines(file: string): string[] {
  return fs
    .readFileSync(path.join(import.meta.dirname, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'));
}

export type SafetyPart =
  | 'dev'
  | 'heldback'
  | 'heldback2'
  | 'heldback3'
  | 'heldback5'
  | 'heldback6'
  | 'heldback7'
  | 'heldback8'
  | 'heldback9'
  | 'heldback10'
  | 'heldback11'
  | 'round7'
  | 'round8'
  | 'round9'
  | 'round10'
  | 'round11'
  | 'round12'
  | 'round13'
  | 'round14'
  | 'round15'
  | 'round16'
  | 'round17'
  | 'round18'
  // session 0035 (issue 19, helper m2): round21 tune part, round22 held back (never tuned on)
  | 'round21'
  | 'round22'
  | 'round19'
  | 'round20'
  // session 0036 (issue 19, helper m3): round23 tune part, round24 held back (never tuned on)
  | 'round23'
  | 'round24'
  // session 0040 (issue 19, helper m4): round25 held back (never tuned on), round26 tune part
  | 'round25'
  | 'round26'
  // session 0041 (issue 19, helper m5, the allow side): round27 held back (written before any change), round28 tune
  // part, round29 held back (written before round 28's rules were measured on it)
  | 'round27'
  | 'round28'
  | 'round29'
  // session 0048 (issue 19, helper mallow, the allow side): round32 tune part, round33 held back (never tuned on)
  | 'round32'
  | 'round33'
  // session 0052 (issue 19, helper mind, the block side: harm said without the usual words): round34 tune part,
  // round35 held back (written before any rule, never tuned on)
  | 'round34'
  | 'round35'
  // session 0047 (issue 19, helper mblk, the block side): round30 tune part, round31 held back (never tuned on)
  | 'round30'
  | 'round31'
  // session 0055 (issue 19, helper mallow2, the allow side): round36 tune part, round37 held back (never tuned on)
  | 'round36'
  | 'round37'
  // session 0057 (issue 19, helper mblockB, the block side: atrocity approval, Hokkien killing, grooming, migrant
  // stereotypes, owned characters still missing, a child's routine): round40 tune part, round41 held back
  | 'round40'
  | 'round41'
  // session 0058 (issue 19, helper mallow3, the allow side): round42 tune part, round43 held back (never tuned on)
  | 'round42'
  | 'round43'
  // session 0056 (issue 19, helper mblockA, the block side): round38 tune part, round39 held back (never tuned on)
  | 'round38'
  | 'round39';

export function loadSafetySet(part: SafetyPart): SafetySet {
  return {
    block: lines(`${part}-block.txt`).map((l) => {
      const at = l.indexOf(' | ');
      return { category: l.slice(0, at).trim() as SafetyCategory, text: l.slice(at + 3) };
    }),
    allow: lines(`${part}-allow.txt`),
  };
}

export interface SafetyScore {
  blockRate: number;
  falseBlockRate: number;
  missed: { category: SafetyCategory; text: string }[];
  falselyBlocked: { text: string; category: SafetyCategory }[];
  /** blocked texts answered with the category they were written for */
  categoryRate: number;
}

export function scoreSafety(
  set: SafetySet,
  check: (t: string) => { safe: true } | { safe: false; category: SafetyCategory },
): SafetyScore {
  const missed: SafetyScore['missed'] = [];
  const falselyBlocked: SafetyScore['falselyBlocked'] = [];
  let sameCategory = 0;
  for (const b of set.block) {
    const v = check(b.text);
    if (v.safe) missed.push(b);
    else if (v.category === b.category) sameCategory += 1;
  }
  for (const text of set.allow) {
    const v = check(text);
    if (!v.safe) falselyBlocked.push({ text, category: v.category });
  }
  return {
    blockRate: (set.block.length - missed.length) / set.block.length,
    falseBlockRate: falselyBlocked.length / set.allow.length,
    missed,
    falselyBlocked,
    categoryRate: sameCategory / set.block.length,
  };
}
