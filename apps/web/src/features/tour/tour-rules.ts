import { TOUR_FIELD_MAX, TOUR_STORY_MAX } from '@storycat/contract/constants';
import { charLength } from '@storycat/contract/book-rules';
import { CREATE_MSG } from '@storycat/contract/create-messages';
import { TOUR_UI } from './tour-texts.ts';

/** Tour step 1 (spec part 2 §5): a story is required, at most 30 characters. */
export function validateTourStory(story: string): string | null {
  if (!story.trim()) return TOUR_UI.storyRequired;
  if (charLength(story.trim()) > TOUR_STORY_MAX) return TOUR_UI.storyTooLong;
  return null;
}

/** Tour step 2: at least one of who/where/what, each at most 15 characters. */
export function validateTourScene(s: { who: string; where: string; what: string }): string | null {
  const values = [s.who, s.where, s.what].map((v) => v.trim());
  if (values.every((v) => !v)) return CREATE_MSG.picFieldsRequired;
  if (values.some((v) => charLength(v) > TOUR_FIELD_MAX)) return CREATE_MSG.picFieldTooLong;
  return null;
}
