import { useQuery } from '@tanstack/react-query';
import { readBookQuery } from '../../../lib/book-read.ts';

// the read view's one query is shared with the creation screens (lib/book-read.ts)
export { readBook, readBookQuery } from '../../../lib/book-read.ts';

export function useReadBook(bookId: string, enabled = true) {
  return useQuery({ ...readBookQuery(bookId), enabled });
}
