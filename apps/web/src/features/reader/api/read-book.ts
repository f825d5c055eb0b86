import type { BookReadView } from '@storycat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/book/read?book_id= : the owner's read view (404 for an unknown or someone else's book). */
export const readBook = async (bookId: string, signal?: AbortSignal) =>
  (await api.get<BookReadView>('/api/book/read', { book_id: bookId }, signal)).data;

// fresh for a few seconds, so the screen takes the answer the router fetched ahead of it instead of asking twice;
// every write to a book invalidates ['books'] anyway
export const readBookQuery = (bookId: string) =>
  queryOptions({
    queryKey: ['books', bookId, 'read'],
    queryFn: ({ signal }) => readBook(bookId, signal),
    staleTime: 5_000,
  });

export function useReadBook(bookId: string, enabled = true) {
  return useQuery({ ...readBookQuery(bookId), enabled });
}
