import type { ZodiacAnimal } from '@storycat/contract/report-texts';
import type { StoryMetrics } from './analyse.ts';
import { CAUSE, SEQUENCE } from './lexicons.ts';

/** Scores on the report's 0–6 axes (docs/report-analyser.md gives the formulas and why). */
export interface Abilities {
  creative: number;
  emotion: number;
  logical: number;
}
export interface Traits {
  extrovert: number;
  kind: number;
  responsible: number;
  open: number;
  stable: number;
}

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));
const axis = (x: number) => Math.round(clamp01(x) * 60) / 10;
/** occurrences per 100 Chinese words */
export const per100 = (n: number, m: StoryMetrics) => (m.zhTokens.length ? (n / m.zhTokens.length) * 100 : 0);

export function abilities(m: StoryMetrics): Abilities {
  const feelings = m.feelings;
  const strength = feelings.reduce((s, f) => s + (f.intensified ? 1.5 : 1), 0);
  const kinds = new Set(feelings.map((f) => f.kind)).size;
  const connectives = new Set(m.hits.logic.filter((w) => CAUSE.has(w))).size;
  const sequence = new Set(m.hits.logic.filter((w) => SEQUENCE.has(w))).size;
  return {
    // variety: varied words, imaginative elements, less common words and idioms
    creative: axis(
      0.3 * m.mattr +
        0.25 * clamp01(new Set(m.hits.creative).size / 3) +
        0.25 * clamp01(m.rareShare / 0.4) +
        0.2 * clamp01(m.idioms.length / 3),
    ),
    // the feelings the child wrote (stronger when intensified, richer when of several kinds); exclamations
    // alone show almost nothing
    emotion: feelings.length
      ? axis(0.5 * clamp01(strength / 3) + 0.3 * clamp01(kinds / 3) + 0.2 * clamp01(m.exclamations / 4))
      : axis(Math.min(0.08, 0.02 * m.exclamations)),
    // reasons and contrasts (因為、所以、但是 …), order (然後、最後 …), sentences long enough to hold a reason
    logical: axis(
      0.45 * clamp01(connectives / 4) + 0.3 * clamp01(sequence / 3) + 0.25 * clamp01(m.avgSentenceLength / 18),
    ),
  };
}

export function traits(m: StoryMetrics, a: Abilities): Traits {
  const pos = m.hits.positive.length;
  const neg = m.hits.negative.length;
  const positiveShare = (pos + 1) / (pos + neg + 2);
  return {
    extrovert: axis(0.5 * clamp01((m.exclamations + m.dialogue) / 6) + 0.5 * (a.emotion / 6)),
    kind: axis(0.7 * clamp01(per100(m.hits.social.length, m) / 4) + 0.3 * positiveShare),
    responsible: axis(0.6 * (a.logical / 6) + 0.4 * clamp01(m.pagesWithText / 12)),
    open: axis(0.7 * (a.creative / 6) + 0.3 * m.mattr),
    stable: axis(0.2 + 0.8 * positiveShare),
  };
}

const TRAIT_ORDER = ['extrovert', 'kind', 'responsible', 'open', 'stable'] as const;
const ABILITY_ORDER = ['creative', 'emotion', 'logical'] as const;
/** Strongest trait × strongest ability → animal; every one of the twelve is reachable. */
const ANIMALS: Record<(typeof TRAIT_ORDER)[number], [ZodiacAnimal, ZodiacAnimal, ZodiacAnimal]> = {
  extrovert: ['Monkey', 'Tiger', 'Horse'],
  kind: ['Rabbit', 'Goat', 'Dog'],
  responsible: ['Rooster', 'Ox', 'Rat'],
  open: ['Dragon', 'Horse', 'Snake'],
  stable: ['Pig', 'Rabbit', 'Ox'],
};

function strongest<K extends string>(order: readonly K[], values: Record<K, number>): K {
  return order.reduce((best, k) => (values[k] > values[best] ? k : best), order[0]!);
}

export function zodiacAnimal(t: Traits, a: Abilities): ZodiacAnimal {
  const trait = strongest(TRAIT_ORDER, t);
  return ANIMALS[trait][ABILITY_ORDER.indexOf(strongest(ABILITY_ORDER, a))]!;
}
