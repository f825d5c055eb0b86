import type { BookListItem, BookReadView, PageData } from '@storycat/contract';
import type { BookChange } from '../db/change-feed.ts';
import { taggedCache } from '../lib/tagged-cache.ts';

/** A safety net only: entries are dropped by the change feed the moment their book changes. */
const TTL_MS = 10 * 60_000;

/**
 * The answers children ask for most — the reader, the shelf, a page of the creation flow — kept in memory per
 * process and dropped when the books/pages triggers announce a committed change (db/change-feed.ts). Sizes keep
 * the worst case near 70 MB (a full 12-page shelf of 10 books ≈ 80 KB with its JSON). docs/decisions/0005.
 */
export function answerCaches() {
  const read = taggedCache<{ ownerId: string; view: BookReadView }>({ max: 2000, ttlMs: TTL_MS });
  const shelf = taggedCache<{ my_book: BookListItem[] }>({ max: 500, ttlMs: TTL_MS });
  const page = taggedCache<{ ownerId: string; data: PageData }>({ max: 5000, ttlMs: TTL_MS });
  const all = [read, shelf, page];
  return {
    read,
    shelf,
    page,
    changed(c: BookChange) {
      const tags = c.userId ? [bookTag(c.bookId), userTag(c.userId)] : [bookTag(c.bookId)];
      for (const cache of all) cache.invalidate(tags);
    },
    setLive(isLive: boolean) {
      for (const cache of all) cache.setLive(isLive);
    },
  };
}
export type AnswerCaches = ReturnType<typeof answerCaches>;

export const bookTag = (bookId: string) => `book:${bookId}`;
export const userTag = (userId: string) => `user:${userId}`;
