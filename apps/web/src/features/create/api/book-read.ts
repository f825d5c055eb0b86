import type { BookReadView } from '@storycat/contract';
import { useQuery } from '@tanstack/react-query';
import { readBookQuery } from '../../../lib/book-read.ts';

/** The part of GET /api/book/read the book guide uses: the pages by step (spec part 2 §3 "Book read view"). */
export type BookOutline = BookReadView;

/** The reader's query (one cache entry under bookKeys.read), as the creation screens name it. */
export const bookReadQuery = readBookQuery;

export function useBookOutline(bookId: string) {
  return useQuery(readBookQuery(bookId));
}
