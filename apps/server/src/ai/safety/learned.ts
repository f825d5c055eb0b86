import { readFileSync } from 'node:fs';
import { HARM_CATEGORIES, type SafetyCategory } from './blocklist.ts';
import { latinWords, type Prepared } from './normalise.ts';
import type { Slot } from './sound.ts';

/**
 * The learned second line (decision 0027): a multinomial logistic regression over features of the normalised
 * text, trained by `apps/server/scripts/train-safety-model.ts` on the dev part and the tuned rounds only. It runs
 * only after the rules found nothing, so it can add a refusal but never take one away.
 *
 * Features (all from the forms the rules already compute, so a disguise reads like the plain text):
 * - `c:` character 1–3-grams of each run of Chinese characters in the compact text (Simplified, separators gone);
 * - `s:` toneless syllable 2–3-grams of the text read by sound (characters, zhuyin and pinyin alike, so ㄎㄢˇㄙˇ,
 *   kan si and 砍死 share their features, and so do homophones);
 * - `w:` English words (leetspeak undone) and word pairs.
 */
export const LEARNED_CLASSES = ['safe', ...HARM_CATEGORIES] as const;

const HAN_RUN = /[\p{Script=Han}]+/gu;

/** The features of one text; `slots` is soundSlots(p). Duplicates are kept out. */
export function learnedFeatures(p: Prepared, slots: readonly (Slot | undefined)[]): string[] {
  const out = new Set<string>();
  for (const [run] of p.compact.matchAll(HAN_RUN)) {
    for (let i = 0; i < run.length; i++) {
      out.add(`c:${run[i]}`);
      if (i + 1 < run.length) out.add(`c:${run.slice(i, i + 2)}`);
      if (i + 2 < run.length) out.add(`c:${run.slice(i, i + 3)}`);
    }
  }
  let a = '';
  let b = '';
  for (const x of slots) {
    const syl = x && !x.wildcard && !x.initialOnly ? x.readings[0]?.base : undefined;
    if (!syl) {
      a = b = '';
      continue;
    }
    if (b) out.add(`s:${b} ${syl}`);
    if (a) out.add(`s:${a} ${b} ${syl}`);
    a = b;
    b = syl;
  }
  const words = latinWords(p.folded).map((w) => w.replace(/\uE001/g, 'i'));
  for (let i = 0; i < words.length; i++) {
    out.add(`w:${words[i]}`);
    if (i + 1 < words.length) out.add(`w:${words[i]} ${words[i + 1]}`);
  }
  return [...out];
}

export interface LearnedWeights {
  classes: string[];
  /** weights are stored as integers: value / scale */
  scale: number;
  bias: number[];
  /** per feature: [class index, weight, class index, weight, …] for its non-zero weights */
  w: Record<string, number[]>;
  /** per class: the probability of that class above which the text is refused (Infinity: never) */
  threshold: (number | null)[];
}

let model: { bias: Float64Array; w: Map<string, Int32Array>; scale: number; threshold: number[] } | undefined;

/**
 * The weights file (1.1 MB) is read on the first check, not imported: as a module its object literal took
 * ≈ 0.1 s of the server's start (decision 0025, cold start). It sits next to this module in the sources and next to
 * the bundle in apps/server/dist (scripts/build.mjs copies it).
 */
const WEIGHTS_FILE = new URL('./learned-weights.json', import.meta.url);

function load() {
  if (model) return model;
  const m = JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')) as LearnedWeights;
  const w = new Map<string, Int32Array>();
  for (const [k, v] of Object.entries(m.w)) w.set(k, Int32Array.from(v));
  model = {
    bias: Float64Array.from(m.bias, (x) => x / m.scale),
    w,
    scale: m.scale,
    threshold: m.threshold.map((t) => (t === null ? Infinity : t)),
  };
  return model;
}

const scores = new Float64Array(LEARNED_CLASSES.length);

/** Class probabilities for a list of features (softmax of the summed weights). */
export function learnedProbabilities(features: readonly string[]): Float64Array {
  const m = load();
  scores.set(m.bias);
  for (const f of features) {
    const v = m.w.get(f);
    if (!v) continue;
    for (let i = 0; i < v.length; i += 2) scores[v[i]!]! += v[i + 1]! / m.scale;
  }
  let max = -Infinity;
  for (const s of scores) max = Math.max(max, s);
  let sum = 0;
  for (let i = 0; i < scores.length; i++) sum += scores[i] = Math.exp(scores[i]! - max);
  for (let i = 0; i < scores.length; i++) scores[i]! /= sum;
  return scores;
}

const CHINESE = /[\p{Script=Han}\u3105-\u312F]/u;

/** Characters or zhuyin in it, or pinyin all through: the texts the learned line reads. */
export function readsAsChinese(p: Prepared, slots: readonly (Slot | undefined)[]): boolean {
  return CHINESE.test(p.compact) || (slots.length >= 2 && !slots.includes(undefined));
}

/**
 * The category the learned line refuses the text for, or undefined when it lets the text pass. It reads Chinese
 * text only (characters, zhuyin, or pinyin all through): English was too little of its training to be trusted
 * alone (a first model refused "shoot a goal"), and the English rules read it.
 */
export function learnedVerdict(p: Prepared, slots: readonly (Slot | undefined)[]): SafetyCategory | undefined {
  if (!readsAsChinese(p, slots)) return undefined;
  const m = load();
  const prob = learnedProbabilities(learnedFeatures(p, slots));
  let best = 0;
  for (let i = 1; i < prob.length; i++) if (prob[i]! > prob[best]!) best = i;
  if (best === 0 || prob[best]! < m.threshold[best]!) return undefined;
  return LEARNED_CLASSES[best] as SafetyCategory;
}
