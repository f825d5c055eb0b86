/**
 * chrF as sacreBLEU 2 computes it (CHRF(char_order=6, word_order=0, beta=2), whitespace removed, no eps
 * smoothing): per order n, the counts of hypothesis n-grams, reference n-grams and matches (clipped); precision
 * and recall are averaged over the orders that have n-grams on both sides, then F-beta. With several references
 * a sentence keeps the statistics of the reference with the best sentence chrF; the corpus score is computed from
 * the statistics summed over the sentences.
 */
export const CHAR_ORDER = 6;
export const BETA = 2;

function ngrams(s: string, n: number): Map<string, number> {
  const chars = [...s];
  const m = new Map<string, number>();
  for (let i = 0; i + n <= chars.length; i++) {
    const g = chars.slice(i, i + n).join('');
    m.set(g, (m.get(g) ?? 0) + 1);
  }
  return m;
}

/** [hyp n-grams, ref n-grams, matches] for n = 1…6, flattened (sacreBLEU's statistics layout). */
export function chrfStats(hypothesis: string, reference: string): number[] {
  const h = hypothesis.split(/\s+/).join('');
  const r = reference.split(/\s+/).join('');
  const stats: number[] = [];
  for (let n = 1; n <= CHAR_ORDER; n++) {
    const hg = ngrams(h, n);
    const rg = ngrams(r, n);
    let hypCount = 0;
    let refCount = 0;
    let match = 0;
    for (const c of hg.values()) hypCount += c;
    for (const c of rg.values()) refCount += c;
    for (const [g, c] of hg) match += Math.min(c, rg.get(g) ?? 0);
    stats.push(hypCount, refCount, match);
  }
  return stats;
}

/** The F-score of a statistics vector, 0–100. */
export function chrfScore(stats: number[]): number {
  const factor = BETA ** 2;
  let avgPrec = 0;
  let avgRec = 0;
  let effective = 0;
  for (let i = 0; i < CHAR_ORDER; i++) {
    const [nHyp, nRef, nMatch] = [stats[3 * i]!, stats[3 * i + 1]!, stats[3 * i + 2]!];
    if (nHyp > 0 && nRef > 0) {
      avgPrec += nMatch / nHyp;
      avgRec += nMatch / nRef;
      effective += 1;
    }
  }
  if (effective === 0) return 0;
  avgPrec /= effective;
  avgRec /= effective;
  if (avgPrec + avgRec === 0) return 0;
  return (100 * (1 + factor) * avgPrec * avgRec) / (factor * avgPrec + avgRec);
}

/** The statistics of the best-scoring reference for one sentence. */
export function sentenceStats(hypothesis: string, references: string[]): number[] {
  let best: number[] = [];
  let bestF = -1;
  for (const ref of references) {
    const s = chrfStats(hypothesis, ref);
    const f = chrfScore(s);
    if (f > bestF) {
      bestF = f;
      best = s;
    }
  }
  return best;
}

/** Corpus chrF: sentence statistics summed, then one F-score. */
export function corpusChrf(hypotheses: string[], references: string[][]): number {
  const total = new Array<number>(CHAR_ORDER * 3).fill(0);
  hypotheses.forEach((h, i) => {
    sentenceStats(h, references[i]!).forEach((v, k) => (total[k]! += v));
  });
  return chrfScore(total);
}
