import type { ReportObject } from '@storycat/contract';
import { analyseStory, type StoryMetrics, type StoryText } from './analyse.ts';
import { abilities, traits, zodiacAnimal } from './scores.ts';
import { abilityStrings, analysisTexts, characterText, traitStrings } from './texts.ts';

export interface ReportInput extends StoryText {
  title_ch: string;
  title_en: string;
  age: number | null;
}

/** Every section of the report computed from one analysis (the built-in analyser). */
export function buildReport(input: ReportInput, metrics: StoryMetrics = analyseStory(input)): Required<ReportObject> {
  const a = abilities(metrics);
  const t = traits(metrics, a);
  const animal = zodiacAnimal(t, a);
  return {
    story_basic: { title_ch: input.title_ch, title_en: input.title_en, age: input.age, word_count: metrics.wordCount },
    analysis: analysisTexts(metrics, input.title_ch, a),
    level: { level_ch: metrics.levelZh, level_en: metrics.levelEn },
    common: { common_ch: metrics.commonZh, common_en: metrics.commonEn },
    character: { animal, text: characterText(animal, metrics) },
    ability: abilityStrings(a, metrics),
    traits: traitStrings(t),
  };
}
