import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWebFonts } from './web-fonts.ts';

/** A document that records the links appended to its head, enough for loadWebFonts. */
function fakeDocument(readyState: string) {
  const appended: { rel: string; href: string; dataset: Record<string, string> }[] = [];
  const listeners: (() => void)[] = [];
  const doc = {
    readyState,
    createElement: () => ({ rel: '', href: '', dataset: {} }),
    querySelector: (selector: string) =>
      selector === 'link[data-web-fonts]' ? (appended.find((l) => 'webFonts' in l.dataset) ?? null) : null,
    head: { append: (node: (typeof appended)[number]) => appended.push(node) },
    defaultView: { addEventListener: (_: string, f: () => void) => listeners.push(f) },
  };
  return { doc: doc as unknown as Document, appended, load: () => listeners.forEach((f) => f()) };
}

describe('loadWebFonts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('links the font stylesheet a second after the load event, once', () => {
    const page = fakeDocument('loading');
    loadWebFonts(page.doc, '/assets/fonts.css');
    vi.advanceTimersByTime(5000);
    expect(page.appended).toEqual([]); // the first paint does not wait for it
    page.load();
    vi.advanceTimersByTime(999);
    expect(page.appended).toEqual([]); // not before React's first render
    vi.advanceTimersByTime(1);
    expect(page.appended).toEqual([{ rel: 'stylesheet', href: '/assets/fonts.css', dataset: { webFonts: '' } }]);
    loadWebFonts(page.doc, '/assets/fonts.css');
    vi.advanceTimersByTime(1000);
    expect(page.appended).toHaveLength(1);
  });

  it('links it at once when the page has already loaded', () => {
    const page = fakeDocument('complete');
    loadWebFonts(page.doc, '/assets/fonts.css');
    vi.advanceTimersByTime(999);
    expect(page.appended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.appended.map((l) => l.href)).toEqual(['/assets/fonts.css']);
  });
});
