import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchForScreen, prefetchNextScreen } from './next-screen.ts';

/** A document with the server's templates (from → links), enough for prefetchNextScreen. */
function fakeDocument(templates: Record<string, string>, readyState = 'complete') {
  const appended: unknown[] = [];
  const listeners: (() => void)[] = [];
  let left = Object.entries(templates).map(([from, links]) => ({
    content: { cloneNode: () => links },
    getAttribute: (name: string) => (name === 'data-from' ? from : null),
    remove: () => {
      left = left.filter((t) => t.content.cloneNode() !== links);
    },
  }));
  const doc = {
    readyState,
    querySelectorAll: (selector: string) => (selector === 'template.next-screen' ? [...left] : []),
    head: { append: (node: unknown) => appended.push(node) },
    defaultView: { addEventListener: (_: string, f: () => void) => listeners.push(f) },
  };
  return { doc: doc as unknown as Document, appended, load: () => listeners.forEach((f) => f()) };
}

const SERVED = { '/ /login': 'the shelf links', '/main': 'the reader links' };

describe('prefetchNextScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds the links a second after the load event, once', () => {
    const page = fakeDocument(SERVED, 'loading');
    prefetchNextScreen('/login', page.doc);
    vi.advanceTimersByTime(5000);
    expect(page.appended).toEqual([]); // not before the page has loaded
    page.load();
    vi.advanceTimersByTime(999);
    expect(page.appended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.appended).toEqual(['the shelf links']);
    prefetchNextScreen('/login', page.doc); // the template is gone: nothing twice
    prefetchNextScreen('/', page.doc);
    vi.advanceTimersByTime(5000);
    expect(page.appended).toHaveLength(1);
  });

  it("picks the template of the screen the child is on: after signing in, the shelf's is the reader's", () => {
    const page = fakeDocument(SERVED);
    prefetchNextScreen('/login', page.doc);
    vi.advanceTimersByTime(1000);
    prefetchNextScreen('/main', page.doc); // the client-side navigation to the shelf, same document
    vi.advanceTimersByTime(1000);
    expect(page.appended).toEqual(['the shelf links', 'the reader links']);
  });

  it('does nothing on a page without a template for the screen', () => {
    for (const [templates, path] of [
      [{}, '/login'],
      [SERVED, '/readbook/abc'],
      [SERVED, '/mai'],
    ] as const) {
      const page = fakeDocument(templates);
      prefetchNextScreen(path, page.doc);
      vi.advanceTimersByTime(5000);
      expect(page.appended, path).toEqual([]);
    }
  });
});

describe('prefetchForScreen', () => {
  afterEach(() => vi.unstubAllGlobals());
  const withToken = (token: string | null) => {
    const page = fakeDocument(SERVED);
    vi.stubGlobal('document', page.doc);
    vi.stubGlobal('localStorage', { getItem: (k: string) => (k === 'token' ? token : null) });
    vi.useFakeTimers();
    return page;
  };

  it('prefetches from the login, the shelf, and the landing only for a child still signed in', () => {
    for (const [path, token, expected] of [
      ['/login', null, ['the shelf links']],
      ['/', 'a-token', ['the shelf links']],
      ['/', null, []],
      ['/main', 'a-token', ['the reader links']],
      ['/privacy', 'a-token', []],
    ] as const) {
      const page = withToken(token);
      prefetchForScreen(path);
      vi.advanceTimersByTime(5000);
      expect(page.appended, path).toEqual(expected);
      vi.useRealTimers();
    }
  });
});
