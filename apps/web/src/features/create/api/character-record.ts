import type { PageData } from '@storycat/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGES } from '@storycat/contract/constants';
import { api } from '../../../lib/api.ts';
import { characterRecordText, firstCharacter, type MainCharacter } from '../lib/character-record.ts';

/** The step and page whose ch_story_ai holds the main character (spec part 2 §3). */
export const CHARACTER_STEP = 3;
export const CHARACTER_PAGE = 1;

/**
 * The book's main character (spec part 2 §4): step 3, pages 1–12, first parsable record wins. The pages are
 * asked for together and read in order, which gives the same answer as asking one by one.
 */
export const characterQuery = (bookId: string) =>
  queryOptions({
    queryKey: ['character', bookId],
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

/** POST /api/book/data (multipart, as the spec's client sends it) with only ch_story_ai of step 3, page 1. */
export async function saveCharacter(bookId: string, character: MainCharacter): Promise<void> {
  const form = new FormData();
  form.set('book_id', bookId);
  form.set('step', String(CHARACTER_STEP));
  form.set('page', String(CHARACTER_PAGE));
  form.set('ch_story_ai', characterRecordText(character));
  await api.postForm('/api/book/data', form);
}

export function useSaveCharacter(bookId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: MainCharacter) => saveCharacter(bookId, c),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: characterQuery(bookId).queryKey });
      // the page screens of issue F read step 3 page 1 too
      void qc.invalidateQueries({ queryKey: ['page-data', bookId] });
      void qc.invalidateQueries({ queryKey: ['books'] });
    },
  });
}
