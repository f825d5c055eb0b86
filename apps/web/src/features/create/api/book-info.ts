import type { BookCreated, BookInfo } from '@storycat/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { profileQuery } from '../../../lib/auth.ts';
import { bookKeys } from '../../../lib/query-keys.ts';

/** GET/POST /api/book/info (spec part 2 §7): the book's title, author, style, covers and preface. */
export const bookInfoQuery = (bookId: string) =>
  queryOptions({
    queryKey: bookKeys.info(bookId),
    queryFn: async ({ signal }) => (await api.get<BookInfo>('/api/book/info', { book_id: bookId }, signal)).data,
    staleTime: 10_000,
    retry: false,
  });

export function useBookInfo(bookId: string | undefined) {
  return useQuery({ ...bookInfoQuery(bookId ?? ''), enabled: Boolean(bookId) });
}

export interface NewBook {
  book_author: string;
  book_name_ch: string;
  book_name_en: string;
  style?: string;
}
export type BookInfoPatch = Partial<
  Pick<BookInfo, 'book_author' | 'book_name_ch' | 'book_name_en' | 'style' | 'preface'> & {
    book_frontcover: string;
    book_backcover: string;
  }
>;

/** Creates a book (the server spends 10 points in the same transaction) and answers its id. */
export async function createBook(book: NewBook): Promise<string> {
  const env = await api.post<BookCreated>('/api/book/info', { style: '1', ...book });
  return env.data.book_id;
}

export async function updateBook(bookId: string, patch: BookInfoPatch): Promise<string> {
  return (await api.post('/api/book/info', { book_id: bookId, ...patch })).msg;
}

export function useCreateBook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createBook,
    onSuccess: () => {
      // the points badge and the shelf change with a new book
      void qc.invalidateQueries({ queryKey: profileQuery.queryKey });
      void qc.invalidateQueries({ queryKey: bookKeys.all });
    },
  });
}

export function useUpdateBook(bookId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: BookInfoPatch) => updateBook(bookId, patch),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: bookInfoQuery(bookId).queryKey });
      void qc.invalidateQueries({ queryKey: bookKeys.all });
    },
  });
}
