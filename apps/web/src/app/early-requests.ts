import { BOOKLIST_PAGE_SIZE, STORAGE_KEYS } from '@storycat/contract/constants';
import { isBookId } from '@storycat/contract/book-id';
import { coverSource, FIRST_COVERS } from '../lib/cover-source.ts';
import { askEarly, requestUrl } from '../lib/early-answer.ts';

/*
 * The script inlined at the top of index.html (vite.config.ts bundles this module; the server allows it by its hash
 * in the Content-Security-Policy). It runs while the HTML is parsed, before any of the app's JavaScript has
 * arrived, and asks for the answers the screen opened will need first (decision 0024). Kept small: it may import
 * only the contract's constants and lib modules without dependencies.
 */

/**
 * The GETs a signed-in screen starts with, by path; the same URLs as its queries ask (early-requests.test.ts). The
 * screen's own data comes first: its answer leads to the largest picture (the shelf's covers, the reader's page),
 * and the browser sends the first request first when its few connections to the server are all busy.
 */
export function earlyUrls(pathname: string): string[] {
  const profile = '/api/user/profile';
  if (pathname === '/main') return [requestUrl('/api/book/booklist', { per_page: BOOKLIST_PAGE_SIZE }), profile];
  const read = /^\/readbook\/([^/]+)$/.exec(pathname);
  if (read && isBookId(read[1]!)) return [requestUrl('/api/book/read', { book_id: read[1] }), profile];
  return [];
}

/** Preloads the first covers of a book-list answer with the shelf's own sources, at high priority. */
export function preloadCovers(answer: unknown, doc: Document = document) {
  const books = (answer as { data?: { my_book?: { cover_image?: string | null }[] } } | null)?.data?.my_book;
  if (!Array.isArray(books)) return;
  for (const book of books.slice(0, FIRST_COVERS)) {
    if (!book.cover_image) continue;
    const source = coverSource(book.cover_image);
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = source.src;
    if (source.srcSet) link.setAttribute('imagesrcset', source.srcSet);
    if (source.sizes) link.setAttribute('imagesizes', source.sizes);
    link.setAttribute('fetchpriority', 'high');
    doc.head.appendChild(link);
  }
}

export function startEarlyRequests() {
  let token: string | null;
  try {
    token = localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return; // storage blocked: the app asks as usual
  }
  const urls = earlyUrls(location.pathname);
  if (!token || urls.length === 0) return;
  const early = askEarly(token, urls);
  const list = early.answers.get(urls[0]!);
  if (location.pathname === '/main' && list)
    list
      .then((res) => (res.ok ? res.clone().json() : null))
      .then((answer) => preloadCovers(answer))
      .catch(() => undefined);
}
