import { z } from 'zod';
import {
  CHARACTER_FEATURES_MAX,
  CHARACTER_NAME_MAX,
  PIC_FIELD_MAX,
  PIC_PROMPT_MAX,
  MAX_PAGES,
  TRANSLATE_INPUT_MAX,
} from './constants.ts';
import { bookIdText } from './book.ts';
import { envelope } from './envelope.ts';

/**
 * The AI tool calls (part 2 §7) and GET /api/style. Query fields default to '' so the server can answer the
 * spec's own message instead of a generic 400; generous max lengths only stop abuse.
 */
const text = (max: number) =>
  z
    .string()
    .max(max * 4)
    .default('');

export const translateQuery = z.object({
  translate_language: z.string().max(10).default('ch_en'),
  input_text: text(TRANSLATE_INPUT_MAX),
  /** optional: the book whose names (main character, author) stay names in the English */
  book_id: bookIdText.optional(),
});
export const translateData = z.object({ translate_text: z.string() });
export type TranslateData = z.infer<typeof translateData>;
export const translateAnswer = envelope(translateData);

export const storyToPromptQuery = z.object({
  who: text(PIC_FIELD_MAX),
  where: text(PIC_FIELD_MAX),
  what: text(PIC_FIELD_MAX),
  /** optional: the book whose main character should appear */
  book_id: bookIdText.optional(),
});
export const storyToPromptData = z.object({ story_pic_prompt: z.string() });
export type StoryToPromptData = z.infer<typeof storyToPromptData>;
export const storyToPromptAnswer = envelope(storyToPromptData);

export const imgTrialQuery = z.object({
  story_pic_prompt: text(PIC_PROMPT_MAX),
  style: z.string().max(20).default(''),
});
export const imgTrialData = z.object({ story_pic_ai: z.string() });
export type ImgTrialData = z.infer<typeof imgTrialData>;
export const imgTrialAnswer = envelope(imgTrialData);

export const imgSelfQuery = imgTrialQuery.extend({
  book_id: bookIdText.default(''),
  step: z.coerce.number().int().default(0),
  page: z.coerce.number().int().default(0),
});
export const imgSelfData = z.object({ story_pic_ai: z.array(z.string()), pic_generated: z.number().int() });
export type ImgSelfData = z.infer<typeof imgSelfData>;
export const imgSelfAnswer = envelope(imgSelfData);

/** Our addition for the character step (issue E): the main character alone on a light background. */
export const characterImgQuery = z.object({
  name: text(CHARACTER_NAME_MAX),
  features: text(CHARACTER_FEATURES_MAX),
  style: z.string().max(20).default(''),
  book_id: bookIdText.default(''),
  /** the drawing's variation: the Character screen's 'regenerate' sends the next number for a new picture */
  seed: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export const characterImgData = z.object({ image: z.string(), prompt: z.string() });
export type CharacterImgData = z.infer<typeof characterImgData>;
export const characterImgAnswer = envelope(characterImgData);

export const styleItem = z.object({ id: z.string(), name: z.string(), image: z.string() });
export type StyleItem = z.infer<typeof styleItem>;
export const styleAnswer = envelope(z.array(styleItem));

export function isPageNumber(page: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGES;
}
