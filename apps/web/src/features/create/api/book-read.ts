import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { BookReadView } from '@storycat/contract';

/** The part of GET /api/book/read the book guide uses: the pages by step (spec part 2 §3 "Book read view"). */
export type BookOutline = BookReadView;

export const bookReadQuery = (bookId: string) =>
  queryOptions({
    queryKey: ['book-read', bookId],
    queryFn: async ({ signal }) => (await api.get<BookOutline>('/api/book/read', { book_id: bookId }, signal)).data,
    retry: false,
  });

export function useBookOutline(bookId: string) {
  return useQuery(bookReadQuery(bookId));
}
