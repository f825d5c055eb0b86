import type { BookReadView } from '@storycat/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';
import { bookKeys } from './query-keys.ts';

/** GET /api/book/read?book_id= : the owner's read view (404 for an unknown or someone else's book). */
export const readBook = async (bookId: string, signal?: AbortSignal) =>
  (await api.get<BookReadView>('/api/book/read', { book_id: bookId }, signal)).data;

/**
 * The one query of the read view, shared by the reader and the creation screens. Fresh for a few seconds, so a
 * screen takes the answer the router fetched ahead of it instead of asking twice; every write to a book
 * invalidates bookKeys.all anyway. A missing book is not asked again.
 */
export const readBookQuery = (bookId: string) =>
  queryOptions({
    queryKey: bookKeys.read(bookId),
    queryFn: ({ signal }) => readBook(bookId, signal),
    staleTime: 5_000,
    retry: false,
  });
