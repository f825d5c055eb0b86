import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchIfNextIsShelf, prefetchNextScreen } from './next-screen.ts';

/** A document with the server's template (or without), enough for prefetchNextScreen. */
function fakeDocument(withTemplate: boolean, readyState = 'complete') {
  const appended: unknown[] = [];
  const listeners: (() => void)[] = [];
  let template: object | null = withTemplate
    ? {
        content: { cloneNode: () => 'the prefetch links' },
        remove: () => {
          template = null;
        },
      }
    : null;
  const doc = {
    readyState,
    getElementById: (id: string) => (id === 'next-screen' ? template : null),
    head: { append: (node: unknown) => appended.push(node) },
    defaultView: { addEventListener: (_: string, f: () => void) => listeners.push(f) },
  };
  return { doc: doc as unknown as Document, appended, load: () => listeners.forEach((f) => f()) };
}

describe('prefetchNextScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds the links a second after the load event, once', () => {
    const page = fakeDocument(true, 'loading');
    prefetchNextScreen(page.doc);
    vi.advanceTimersByTime(5000);
    expect(page.appended).toEqual([]); // not before the page has loaded
    page.load();
    vi.advanceTimersByTime(999);
    expect(page.appended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.appended).toEqual(['the prefetch links']);
    prefetchNextScreen(page.doc); // the template is gone: nothing twice
    vi.advanceTimersByTime(5000);
    expect(page.appended).toHaveLength(1);
  });

  it('does nothing on a page without the template', () => {
    const page = fakeDocument(false);
    prefetchNextScreen(page.doc);
    vi.advanceTimersByTime(5000);
    expect(page.appended).toEqual([]);
  });
});

describe('prefetchIfNextIsShelf', () => {
  afterEach(() => vi.unstubAllGlobals());
  const withToken = (token: string | null) => {
    const page = fakeDocument(true);
    vi.stubGlobal('document', page.doc);
    vi.stubGlobal('localStorage', { getItem: (k: string) => (k === 'token' ? token : null) });
    vi.useFakeTimers();
    return page;
  };

  it('prefetches from the login, and from the landing only for a child still signed in', () => {
    for (const [path, token, expected] of [
      ['/login', null, 1],
      ['/', 'a-token', 1],
      ['/', null, 0],
      ['/privacy', 'a-token', 0],
    ] as const) {
      const page = withToken(token);
      prefetchIfNextIsShelf(path);
      vi.advanceTimersByTime(5000);
      expect(page.appended, path).toHaveLength(expected);
      vi.useRealTimers();
    }
  });
});
