import type { AnswerData, booklistAnswer } from '@storycat/contract';
import { BOOKLIST_PAGE_SIZE } from '@storycat/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { bookKeys } from '../../../lib/query-keys.ts';

/** GET /api/book/booklist?per_page=999 (part 1 §7, §9): the user's books, newest first. */
export const getBooklist = async (signal?: AbortSignal) =>
  (await api.get<AnswerData<typeof booklistAnswer>>('/api/book/booklist', { per_page: BOOKLIST_PAGE_SIZE }, signal))
    .data.my_book;

// fresh for a few seconds, so the shelf takes the answer the router fetched ahead of it instead of asking twice;
// every write to a book invalidates bookKeys.all anyway
export const booklistQuery = queryOptions({
  queryKey: bookKeys.list(),
  queryFn: ({ signal }) => getBooklist(signal),
  staleTime: 5_000,
});

export function useBooklist() {
  return useQuery(booklistQuery);
}
