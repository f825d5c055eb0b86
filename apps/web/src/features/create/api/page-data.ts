import type { PageData } from '@storycat/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { bookKeys, invalidateBook } from '../../../lib/query-keys.ts';

/** Which page of which book: the key of GET/POST /api/book/data (spec part 2 §7). */
export interface PageKey {
  bookId: string;
  step: number;
  page: number;
}

/** The page fields a screen may save; any subset (the server validates each). */
export interface PagePatch {
  user_input?: string;
  en_user_input?: string;
  user_pic_input?: { who: string; where: string; what: string }[];
  user_pic_select?: string;
  position_input?: string;
}

export const pageDataQuery = (k: PageKey) =>
  queryOptions({
    queryKey: bookKeys.page(k),
    queryFn: async ({ signal }) =>
      (await api.get<PageData>('/api/book/data', { book_id: k.bookId, step: k.step, page: k.page }, signal)).data,
    retry: false,
  });

export function usePageData(k: PageKey) {
  return useQuery(pageDataQuery(k));
}

/** POST /api/book/data as multipart, as the spec's client sends it (user_pic_input[0][who] …). */
export async function savePageData(k: PageKey, patch: PagePatch): Promise<PageData> {
  const form = new FormData();
  form.set('book_id', k.bookId);
  form.set('step', String(k.step));
  form.set('page', String(k.page));
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (name === 'user_pic_input') {
      (value as PagePatch['user_pic_input'])!.forEach((item, i) => {
        form.set(`user_pic_input[${i}][who]`, item.who);
        form.set(`user_pic_input[${i}][where]`, item.where);
        form.set(`user_pic_input[${i}][what]`, item.what);
      });
    } else form.set(name, value as string);
  }
  return (await api.postForm<PageData>('/api/book/data', form)).data;
}

/** POST /api/book/delete-page?book_id&step&page. */
export async function deletePage(k: PageKey): Promise<void> {
  await api.postForm('/api/book/delete-page', new URLSearchParams(), { book_id: k.bookId, step: k.step, page: k.page });
}

/** After a save or a delete: the page, the book's page count, the read view and the shelf change. */
export function useInvalidateBook(bookId: string) {
  const qc = useQueryClient();
  return () => invalidateBook(qc, bookId);
}
