import type { CharacterRecord, PageData } from '@storycat/contract';
import { MAX_PAGES } from '@storycat/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { bookKeys } from './query-keys.ts';

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

/** The step and page whose ch_story_ai holds the main character (spec part 2 §3). */
export const CHARACTER_STEP = 3;
export const CHARACTER_PAGE = 1;

/**
 * The book's main character (spec part 2 §4): step 3, pages 1–12, first parsable record wins. The pages are
 * asked for together and read in order, which gives the same answer as asking one by one.
 */
export const characterQuery = (bookId: string) =>
  queryOptions({
    queryKey: bookKeys.character(bookId),
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        Array.from({ length: MAX_PAGES }, (_, i) =>
          api.get<PageData>('/api/book/data', { book_id: bookId, step: CHARACTER_STEP, page: i + 1 }, signal),
        ),
      );
      return firstCharacter(pages.map((p) => p.data?.ch_story_ai));
    },
    retry: false,
  });

export function useCharacter(bookId: string) {
  return useQuery(characterQuery(bookId));
}
