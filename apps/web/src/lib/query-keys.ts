import type { QueryClient } from '@tanstack/react-query';

/**
 * The query keys of what several features share: the signed-in profile and a book's data. Each feature keeps
 * its own factory for what only it reads (features/<f>/api/query-keys.ts); nobody writes a key by hand, so one
 * answer is never cached under two keys and an invalidation always names the key the query used.
 */
export const userKeys = {
  /** GET /api/user/profile: the layout, shelf, profile and points screens */
  profile: ['profile'] as const,
  /** POST /api/tool/zhuyin for a set of texts (the reader, the page editors) */
  zhuyin: (texts: readonly string[]) => ['zhuyin', texts] as const,
};

export const bookKeys = {
  /** the shelf and every read view: each write to a book invalidates this prefix */
  all: ['books'] as const,
  list: () => [...bookKeys.all, 'list'] as const,
  /** GET /api/book/read: the owner's read view (reader, book guide, covers, finish screen) */
  read: (bookId: string) => [...bookKeys.all, bookId, 'read'] as const,
  /** GET /api/book/view: the public share view */
  view: (bookId: string) => [...bookKeys.all, bookId, 'view'] as const,
  /** GET /api/book/info */
  info: (bookId: string) => ['book-info', bookId] as const,
  /** GET /api/book/data, every page of a book */
  pages: (bookId: string) => ['page-data', bookId] as const,
  page: (k: { bookId: string; step: number; page: number }) => [...bookKeys.pages(k.bookId), k.step, k.page] as const,
  /** the main character (step 3's record) */
  character: (bookId: string) => ['character', bookId] as const,
};

/** After a write to a book: its pages, read view and info, and the shelf change. */
export function invalidateBook(qc: QueryClient, bookId: string) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: bookKeys.pages(bookId) }),
    qc.invalidateQueries({ queryKey: bookKeys.info(bookId) }),
    qc.invalidateQueries({ queryKey: bookKeys.all }),
  ]);
}
