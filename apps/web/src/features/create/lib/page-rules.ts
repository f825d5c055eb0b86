import { STORY_TEXT_MAX, STORY_TEXT_MIN } from '@storycat/contract/constants';
import { charLength } from '@storycat/contract/book-rules';
import { CREATE_MSG } from '@storycat/contract/create-messages';

/** A page's story (spec part 2 §5): 5 to 50 characters. */
export function storyProblem(text: string): string | null {
  const n = charLength(text.trim());
  if (n < STORY_TEXT_MIN) return CREATE_MSG.storyTooShort;
  if (n > STORY_TEXT_MAX) return CREATE_MSG.storyTooLong;
  return null;
}

/** who / where / what (spec part 2 §5): the contract's one rule, under the name the page screens use. */
export { validatePicFields as pictureFieldsProblem } from '@storycat/contract/book-rules';

/** The generate button's three states (spec part 2 §4): 0 generate, 1 regenerate once, 2 used up. */
export function generationState(picGenerated: number): 'generate' | 'regenerate' | 'used-up' {
  if (picGenerated <= 0) return 'generate';
  return picGenerated === 1 ? 'regenerate' : 'used-up';
}

/** What the built-in illustrator says it will draw (【會畫出】地點：…；角色：…；東西：…), or null. */
export function promptDrawing(prompt: string): string | null {
  const m = /【會畫出】([^【—]*)/.exec(prompt);
  return m && m[1]!.trim() ? m[1]!.trim() : null;
}

/** The labelled parts of a picture prompt (【誰】…【在哪裡】…【做什麼】…), for the creation analysis text. */
export function promptParts(prompt: string): { who: string; where: string; what: string } | null {
  const m = /【誰】([^【]*)【在哪裡】([^【]*)【做什麼】([^—【]*)/.exec(prompt);
  if (!m) return null;
  return { who: m[1]!.trim(), where: m[2]!.trim(), what: m[3]!.trim() };
}
