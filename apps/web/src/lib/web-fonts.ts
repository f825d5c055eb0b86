import notoSansTc from '@fontsource-variable/noto-sans-tc/index.css?url';

/** After the page's load event: its first render and its own files go first. */
const AFTER_LOAD_MS = 1000;

/**
 * The self-hosted Noto Sans TC (decision 0024): 108 `@font-face` rules, one per unicode-range slice, 116 KB of CSS
 * (29 KB brotli) that every page had to fetch and parse before its first paint. They are a stylesheet of their own,
 * linked a second after the page's load event, when idle: the first paint waits for the 12 KB app stylesheet alone
 * and shows the text in the device's CJK font. The page's font list names 'Noto Sans TC' / 'Noto Sans CJK TC'
 * installed on the device first (then these rules are never used), and the rules are `font-display: swap`, so a
 * device without them already painted in its fallback while the slices came. Linked once; the URL is the Vite
 * build's own file, its woff2 slices rewritten and hashed. No canvas of the app draws text in this font (the charts
 * use their own sans-serif; the PDFs are drawn on the server with pdf/fonts.ts).
 */
export function loadWebFonts(doc: Document = document, href: string = notoSansTc) {
  const add = () => {
    if (doc.querySelector('link[data-web-fonts]')) return;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.webFonts = '';
    doc.head.append(link);
  };
  // a module page's load event can come before React's first render: a second later, and when idle
  const later = () =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(add, { timeout: 1000 });
      else add();
    }, AFTER_LOAD_MS);
  if (doc.readyState === 'complete') later();
  else doc.defaultView?.addEventListener('load', later, { once: true });
}
