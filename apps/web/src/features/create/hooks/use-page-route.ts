import { useEffect } from 'react';
import { useParams } from 'react-router';
import { STORAGE_KEYS } from '@storycat/contract/constants';
import { store } from '../../../lib/storage.ts';
import { MAX_PAGES } from '@storycat/contract/constants';
import { isStoryStep } from '@storycat/contract/book-rules';
import type { PageKey } from '../api/page-data.ts';
import { isUsableBookId } from './use-book-id.ts';

/**
 * `/:id/:step/:page` of the page screens; null when the book id is missing, the step is not 3–6 or the page
 * is not 1–12 (the screen then sends the child to /main, spec part 2 §2 and §5).
 */
export function usePageRoute(): PageKey | null {
  const { id, step, page } = useParams();
  const s = Number(step);
  const p = Number(page);
  if (!isUsableBookId(id) || !isStoryStep(s) || !Number.isInteger(p) || p < 1 || p > MAX_PAGES) return null;
  return { bookId: id, step: s, page: p };
}

/** The guides (Guide 4, Guide 5) continue with the book in currentBookID: the screen that opens a book says which. */
export function useRememberBook(bookId: string) {
  useEffect(() => store.set(STORAGE_KEYS.currentBookID, bookId), [bookId]);
}
