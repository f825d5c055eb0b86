import { z } from 'zod';
import { envelope } from './envelope.ts';

const wordCount = z.object({ word: z.string(), count: z.number().int() });
/** "N, description": the part before ", " is a number on the 0–6 axis. */
const abilityValue = z.string().regex(/^\d+(\.\d+)?, /);
const traitValue = z.string().regex(/^\d+(\.\d+)?$/);

export const storyBasic = z.object({
  title_ch: z.string(),
  title_en: z.string(),
  age: z.number().int().nullable(),
  word_count: z.number().int(),
});
export const storyBasicAnswer = storyBasic.extend({ author: z.string(), img: z.string().nullable() });
export const reportAnalysis = z.object({ interest: z.string(), sum: z.string(), mastery: z.string() });
const levelBand = z.object({ low: z.number(), high: z.number() });
/**
 * level_ch / level_en as the spec gives them; the rest is ours (issue U, decision 0022): level_en is 0 and en_note
 * says why when the child wrote fewer than 30 English words of her own (the translator's drafts do not count);
 * grade and band_ch mark the grade's typical band on the level bar, compare_ch says it in one gentle sentence.
 */
export const reportLevel = z.object({
  level_ch: z.number().min(0).max(10),
  level_en: z.number().min(0).max(10),
  en_own_words: z.number().int().optional(),
  en_note: z.string().nullable().optional(),
  grade: z.number().int().nullable().optional(),
  band_ch: levelBand.nullable().optional(),
  compare_ch: z.string().optional(),
});
export const commonCh = z.object({ common_ch: z.array(wordCount) });
export const commonEn = z.object({ common_en: z.array(wordCount) });
export const reportCharacter = z.object({ animal: z.string(), text: z.string() });
export const reportAbility = z.object({ creative: abilityValue, emotion: abilityValue, logical: abilityValue });
export const reportTraits = z.object({
  extrovert: traitValue,
  kind: traitValue,
  responsible: traitValue,
  open: traitValue,
  stable: traitValue,
});

/** The saved report object (part 2 §3); sections appear as they are generated. */
export const reportObject = z.object({
  story_basic: storyBasic.optional(),
  analysis: reportAnalysis.optional(),
  level: reportLevel.optional(),
  common: z.object({ common_ch: z.array(wordCount).optional(), common_en: z.array(wordCount).optional() }).optional(),
  character: reportCharacter.optional(),
  ability: reportAbility.optional(),
  traits: reportTraits.optional(),
});

export const reportPdfState = z.object({
  report_pdf_url: z.string().nullable(),
  report_pdf_status: z.number().int().nullable(),
});

export const storyBasicEnvelope = envelope(storyBasicAnswer);
export const reportAnalysisEnvelope = envelope(reportAnalysis);
export const reportLevelEnvelope = envelope(reportLevel);
export const commonChEnvelope = envelope(commonCh);
export const commonEnEnvelope = envelope(commonEn);
export const reportCharacterEnvelope = envelope(reportCharacter);
export const reportAbilityEnvelope = envelope(reportAbility);
export const reportTraitsEnvelope = envelope(reportTraits);
export const reportPdfEnvelope = envelope(reportPdfState);
export const savedReport = z.object({ report: reportObject.nullable() }).merge(reportPdfState);
export const savedReportEnvelope = envelope(savedReport);

export type StoryBasicAnswer = z.infer<typeof storyBasicAnswer>;
export type ReportObject = z.infer<typeof reportObject>;
export type ReportAbility = z.infer<typeof reportAbility>;
export type ReportTraits = z.infer<typeof reportTraits>;
export type ReportPdfState = z.infer<typeof reportPdfState>;
export type ReportAnalysis = z.infer<typeof reportAnalysis>;
export type ReportLevel = z.infer<typeof reportLevel>;
export type ReportCommonCh = z.infer<typeof commonCh>;
export type ReportCommonEn = z.infer<typeof commonEn>;
export type ReportCharacter = z.infer<typeof reportCharacter>;
export type SavedReport = z.infer<typeof savedReport>;
