import type { ReportObject } from '@storycat/contract';
import { REPORT_UI } from '@storycat/contract/report-texts';
import { compareWithGrade, zhGradeBand } from './grade.ts';
import { analyseStory, type StoryMetrics, type StoryText } from './analyse.ts';
import { abilities, traits, zodiacAnimal } from './scores.ts';
import { abilityStrings, analysisTexts, characterText, traitStrings } from './texts.ts';

export interface ReportInput extends StoryText {
  title_ch: string;
  title_en: string;
  age: number | null;
  /** grade 1–6 from the pupil's class or the birthday (grade.ts); null when unknown */
  grade?: number | null;
}

/** Every section of the report computed from one analysis (the built-in analyser). */
export function buildReport(input: ReportInput, metrics: StoryMetrics = analyseStory(input)): Required<ReportObject> {
  const a = abilities(metrics);
  const t = traits(metrics, a);
  const animal = zodiacAnimal(t, a);
  return {
    story_basic: { title_ch: input.title_ch, title_en: input.title_en, age: input.age, word_count: metrics.wordCount },
    analysis: analysisTexts(metrics, input.title_ch, a, input.grade ?? null),
    level: {
      level_ch: metrics.levelZh,
      level_en: metrics.levelEn,
      en_own_words: metrics.enOwnWords,
      en_note: metrics.enAnalysed ? null : REPORT_UI.enNotAnalysed,
      grade: input.grade ?? null,
      band_ch: zhGradeBand(input.grade ?? null),
      compare_ch: compareWithGrade(metrics.levelZh, input.grade ?? null),
    },
    common: { common_ch: metrics.commonZh, common_en: metrics.commonEn },
    character: { animal, text: characterText(animal, metrics) },
    ability: abilityStrings(a, metrics),
    traits: traitStrings(t),
  };
}
