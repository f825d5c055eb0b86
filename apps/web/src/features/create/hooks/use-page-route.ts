import { useParams } from 'react-router';
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
