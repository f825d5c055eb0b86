import type { BookReadView } from '@storycat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/book/read?book_id= : the owner's read view (404 for an unknown or someone else's book). */
export const readBook = async (bookId: string, signal?: AbortSignal) =>
  (await api.get<BookReadView>('/api/book/read', { book_id: bookId }, signal)).data!;

export const readBookQuery = (bookId: string) =>
  queryOptions({ queryKey: ['books', bookId, 'read'], queryFn: ({ signal }) => readBook(bookId, signal) });

export function useReadBook(bookId: string, enabled = true) {
  return useQuery({ ...readBookQuery(bookId), enabled });
}
