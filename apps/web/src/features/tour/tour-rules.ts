import { TOUR_STORY_MAX } from '@storycat/contract/constants';
import { charLength } from '@storycat/contract/book-rules';
import { TOUR_UI } from './tour-texts.ts';

/** Tour step 1 (spec part 2 §5): a story is required, at most 30 characters. */
export function validateTourStory(story: string): string | null {
  if (!story.trim()) return TOUR_UI.storyRequired;
  if (charLength(story.trim()) > TOUR_STORY_MAX) return TOUR_UI.storyTooLong;
  return null;
}

/** Tour step 2 (spec part 2 §5): the pages' who/where/what rule — at least one, each at most 15 characters. */
export { validatePicFields as validateTourScene } from '@storycat/contract/book-rules';
