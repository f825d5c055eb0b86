import { describe, expect, it } from 'vitest';
import { chatModeForPath, chatPageForPath, chatStorageKey } from './chat-constants.ts';

describe('chat modes by route (spec part 2 §4)', () => {
  it('picks title on Step1, character on Character, story with its page on Ai_story, default elsewhere', () => {
    expect(chatModeForPath('/step1/new')).toBe('title');
    expect(chatModeForPath('/character/abc')).toBe('character');
    expect(chatModeForPath('/ai_story/abc/3/7')).toBe('story');
    expect(chatPageForPath('/ai_story/abc/3/7')).toBe(7);
    expect(chatModeForPath('/step8/abc')).toBe('default');
    expect(chatPageForPath('/step8/abc')).toBeUndefined();
  });
  it('keeps each route’s chat under its own key', () => {
    expect(chatStorageKey('/ai_story/abc/3/1')).not.toBe(chatStorageKey('/ai_story/abc/3/2'));
  });
});
