import type { ImgSelfData, StoryToPromptData } from '@storycat/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/tool/story-to-prompt (spec part 2 §7): who/where/what (and the book's main character) → prompt. */
export async function storyToPrompt(o: { who: string; where: string; what: string; bookId: string }): Promise<string> {
  const env = await api.get<StoryToPromptData>('/api/tool/story-to-prompt', {
    who: o.who,
    where: o.where,
    what: o.what,
    book_id: o.bookId,
  });
  return env.data.story_pic_prompt;
}

export type GeneratedPictures = ImgSelfData;

/**
 * GET /api/tool/prompt-to-img-self: one more picture for the page (at most 2 generations; the 2 newest kept).
 * The server counts generations, so a reload cannot give a third one.
 */
export async function promptToImage(o: {
  prompt: string;
  style: string;
  bookId: string;
  step: number;
  page: number;
}): Promise<GeneratedPictures> {
  const env = await api.get<GeneratedPictures>('/api/tool/prompt-to-img-self', {
    story_pic_prompt: o.prompt,
    style: o.style,
    book_id: o.bookId,
    step: o.step,
    page: o.page,
  });
  return env.data;
}
