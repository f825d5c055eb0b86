/**
 * Which drawing each animal of the less-common-animals sets resolves to (decision 0054):
 * `node --import tsx bench/animal-who.ts` prints, per page, the who's word, the icon id the understanding picked,
 * whether it is drawn whole from the body plan (species) or as emoji artwork, and the expected id; then the counts.
 */
import {
  EVAL_PAGES_ANIMALS_E,
  EVAL_PAGES_ANIMALS_E_HELD,
  evalPrompt,
} from '../apps/server/src/ai/builtin/illustrator/evaluation/index.ts';
import { understand } from '../apps/server/src/ai/builtin/illustrator/understand.ts';
import { speciesFor } from '../apps/server/src/ai/builtin/illustrator/figure/species.ts';

for (const [name, pages] of [
  ['tune', EVAL_PAGES_ANIMALS_E],
  ['held-back', EVAL_PAGES_ANIMALS_E_HELD],
] as const) {
  let right = 0;
  let none = 0;
  for (const p of pages) {
    const plan = understand(evalPrompt(p));
    const icon = plan.figure.icon;
    const want = p.things[0]?.icon;
    const ok = icon === want;
    if (ok) right += 1;
    if (!icon) none += 1;
    const how = icon ? (speciesFor(icon) ? 'body' : 'art') : '-';
    console.log(`${name}\t${ok ? 'ok ' : 'BAD'}\t${p.who}\t${icon ?? '(nothing)'}\t${how}\twant ${want}`);
  }
  console.log(`== ${name}: ${right}/${pages.length} resolve to their own id, ${none} to nothing`);
}
