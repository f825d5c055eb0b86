import type { ZodiacAnimal } from '@storycat/contract/report-texts';
import type { StoryMetrics } from './analyse.ts';

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
const per100 = (n: number, m: StoryMetrics) => (m.zhTokens.length ? (n / m.zhTokens.length) * 100 : 0);

export function abilities(m: StoryMetrics): Abilities {
  const emotionWords = m.hits.positive.length + m.hits.negative.length;
  return {
    // varied words, imaginative elements and less common vocabulary
    creative: axis(
      0.4 * m.mattr + 0.3 * clamp01(per100(m.hits.creative.length, m) / 3) + 0.3 * clamp01(m.rareShare / 0.4),
    ),
    // feeling words and exclamations
    emotion: axis(0.8 * clamp01(per100(emotionWords, m) / 5) + 0.2 * clamp01(m.exclamations / 5)),
    // connectives (因為、所以、後來 …) and sentences long enough to hold a reason
    logical: axis(0.6 * clamp01(per100(m.hits.logic.length, m) / 6) + 0.4 * clamp01(m.avgSentenceLength / 20)),
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
