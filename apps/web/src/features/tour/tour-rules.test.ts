import { describe, expect, it } from 'vitest';
import { CREATE_MSG } from '@storycat/contract/create-messages';
import { validateTourScene, validateTourStory } from './tour-rules.ts';
import { TOUR_UI } from './tour-texts.ts';

describe('intro tour rules', () => {
  it('needs a story of at most 30 characters', () => {
    expect(validateTourStory('  ')).toBe(TOUR_UI.storyRequired);
    expect(validateTourStory('貓'.repeat(30))).toBeNull();
    expect(validateTourStory('貓'.repeat(31))).toBe(TOUR_UI.storyTooLong);
  });

  it('needs at least one of who/where/what, each at most 15 characters', () => {
    expect(validateTourScene({ who: ' ', where: '', what: '' })).toBe(CREATE_MSG.picFieldsRequired);
    expect(validateTourScene({ who: '', where: '公園', what: '' })).toBeNull();
    expect(validateTourScene({ who: '貓'.repeat(16), where: '', what: '' })).toBe(CREATE_MSG.picFieldTooLong);
    expect(validateTourScene({ who: '貓'.repeat(15), where: '', what: '跑' })).toBeNull();
  });
});
