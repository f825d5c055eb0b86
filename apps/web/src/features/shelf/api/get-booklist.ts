import type { BookListItem } from '@storycat/contract';
import { BOOKLIST_PAGE_SIZE } from '@storycat/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/book/booklist?per_page=999 (part 1 §7, §9): the user's books, newest first. */
export const getBooklist = async (signal?: AbortSignal) =>
  (await api.get<{ my_book: BookListItem[] }>('/api/book/booklist', { per_page: BOOKLIST_PAGE_SIZE }, signal)).data!
    .my_book;

export const booklistQuery = queryOptions({
  queryKey: ['books', 'list'],
  queryFn: ({ signal }) => getBooklist(signal),
});

export function useBooklist() {
  return useQuery(booklistQuery);
}
