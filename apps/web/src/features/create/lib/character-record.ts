import type { CharacterRecord } from '@storycat/contract';

/** The main character as stored in ch_story_ai of step 3, page 1 (spec part 2 §3 "Character record"). */
export type MainCharacter = CharacterRecord['character'];

/** Reads a character record; anything that is not one (empty, bad JSON, wrong shape) gives null. */
export function parseCharacterRecord(text: string | null | undefined): MainCharacter | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const c = (value as { character?: Record<string, unknown> } | null)?.character;
  if (!c || typeof c !== 'object') return null;
  const { name, features, image, prompt } = c;
  if (typeof name !== 'string' || typeof features !== 'string' || typeof image !== 'string') return null;
  return { name, features, image, prompt: typeof prompt === 'string' ? prompt : '' };
}

/**
 * The loader of the Character screen (spec part 2 §4): pages 1–12 of step 3 in order, the first one holding a
 * parsable record wins; a page whose record does not parse is skipped.
 */
export function firstCharacter(records: readonly (string | null | undefined)[]): MainCharacter | null {
  for (const r of records) {
    const c = parseCharacterRecord(r);
    if (c) return c;
  }
  return null;
}

export function characterRecordText(c: MainCharacter): string {
  return JSON.stringify({ character: c });
}
