import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coverSource, FIRST_COVERS } from '../lib/cover-source.ts';
import { earlyUrls, preloadCovers } from './early-requests.ts';

const TOKEN = 'tok-1';
const BOOK = 'AbCdEfGhIjKlMnOpQrStUv';
let asked: { url: string; auth: string | undefined }[];

beforeEach(() => {
  asked = [];
  const storage = new Map<string, string>([['token', TOKEN]]);
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
  });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    asked.push({ url, auth: (init?.headers as Record<string, string> | undefined)?.authorization });
    return new Response(JSON.stringify({ state: true, code: 200, msg: '', data: { my_book: [], asked: url } }));
  });
  delete (globalThis as { __storycatEarly?: unknown }).__storycatEarly;
  vi.spyOn(performance, 'now').mockReturnValue(800); // the page began to load 0.8 s ago
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('early requests (index.html, decision 0024)', () => {
  it('asks exactly the URLs the screens’ own queries ask, so their answers are taken', async () => {
    const { getBooklist } = await import('../features/shelf/api/get-booklist.ts');
    const { readBook } = await import('../lib/book-read.ts');
    const { profileQuery } = await import('../lib/auth.ts');
    await getBooklist();
    await readBook(BOOK);
    await (profileQuery.queryFn as (c: { signal: AbortSignal }) => Promise<unknown>)({
      signal: new AbortController().signal,
    });
    const late = asked.map((a) => a.url);
    expect(earlyUrls('/main').every((u) => late.includes(u))).toBe(true);
    expect(earlyUrls(`/readbook/${BOOK}`).every((u) => late.includes(u))).toBe(true);
    expect(earlyUrls('/main')).toHaveLength(2);
    // nothing for other screens, and nothing for a malformed book id
    expect(earlyUrls('/')).toEqual([]);
    expect(earlyUrls('/readbook/x')).toEqual([]);
    expect(earlyUrls('/main/x')).toEqual([]);
  });

  it('the API client takes an early answer once, for the same token only', async () => {
    const { askEarly } = await import('../lib/early-answer.ts');
    const { api } = await import('../lib/api.ts');
    const [list, profile] = earlyUrls('/main');
    askEarly(TOKEN, [list!, profile!]);
    expect(asked.map((a) => [a.url, a.auth])).toEqual([
      [list, `Bearer ${TOKEN}`],
      [profile, `Bearer ${TOKEN}`],
    ]);
    await api.get(profile!);
    expect(asked).toHaveLength(2); // taken from the early answer
    await api.get(profile!);
    expect(asked).toHaveLength(3); // used once: the second asks the server
    localStorage.setItem('token', 'someone-else');
    await api.get(list!);
    expect(asked.at(-1)).toEqual({ url: list, auth: 'Bearer someone-else' }); // another token: never the early one
  });

  it('an early answer is not used once the page has been open a while', async () => {
    const { askEarly, EARLY_ANSWER_MS } = await import('../lib/early-answer.ts');
    const { api } = await import('../lib/api.ts');
    const [, profile] = earlyUrls('/main');
    askEarly(TOKEN, [profile!]);
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_ANSWER_MS + 1);
    await api.get(profile!);
    expect(asked).toHaveLength(2);
  });

  it('preloads the first covers with the sources the shelf shows', () => {
    const links: Record<string, string>[] = [];
    const doc = {
      createElement: () => {
        const attrs: Record<string, string> = {};
        return new Proxy(attrs, {
          get: (o, k) => (k === 'setAttribute' ? (n: string, v: string) => (o[n] = v) : o[k as string]),
          set: (o, k, v: string) => ((o[k as string] = v), true),
        });
      },
      head: { appendChild: (l: Record<string, string>) => links.push(l) },
    } as unknown as Document;
    const books = Array.from({ length: 7 }, (_, i) => ({
      cover_image: i === 1 ? null : `/files/pictures/b${i}/page-1.png`,
    }));
    preloadCovers({ data: { my_book: books } }, doc);
    const shown = books.slice(0, FIRST_COVERS).filter((b) => b.cover_image);
    expect(links).toHaveLength(shown.length);
    links.forEach((l, i) => {
      const s = coverSource(shown[i]!.cover_image!);
      expect({ ...l }).toEqual({
        rel: 'preload',
        as: 'image',
        href: s.src,
        imagesrcset: s.srcSet,
        imagesizes: s.sizes,
        fetchpriority: 'high',
      });
    });
    preloadCovers({ state: false }, doc); // a refused answer preloads nothing
    expect(links).toHaveLength(shown.length);
  });
});
