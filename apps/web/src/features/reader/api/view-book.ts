import type { BookReadView } from '@storycat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { bookKeys } from '../../../lib/query-keys.ts';

/** GET /api/book/view?book_id= : the public share view, no login needed. */
export const viewBook = async (bookId: string, signal?: AbortSignal) =>
  (await api.get<BookReadView>('/api/book/view', { book_id: bookId }, signal)).data;

export const viewBookQuery = (bookId: string) =>
  queryOptions({ queryKey: bookKeys.view(bookId), queryFn: ({ signal }) => viewBook(bookId, signal) });

export function useViewBook(bookId: string, enabled = true) {
  return useQuery({ ...viewBookQuery(bookId), enabled });
}
