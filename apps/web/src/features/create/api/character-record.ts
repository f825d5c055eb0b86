import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import {
  CHARACTER_PAGE,
  CHARACTER_STEP,
  characterQuery,
  characterRecordText,
  type MainCharacter,
} from '../../../lib/character-record.ts';
import { bookKeys } from '../../../lib/query-keys.ts';

// the loader is shared with the guide screens (lib/), the save is the Character screen's
export { characterQuery, useCharacter } from '../../../lib/character-record.ts';

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
      void qc.invalidateQueries({ queryKey: bookKeys.pages(bookId) });
      void qc.invalidateQueries({ queryKey: bookKeys.all });
    },
  });
}
