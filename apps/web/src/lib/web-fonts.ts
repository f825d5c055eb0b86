import notoSansTc from '@fontsource-variable/noto-sans-tc/index.css?url';

/**
 * The self-hosted Noto Sans TC (decision 0024): 108 `@font-face` rules, one per unicode-range slice, 116 KB of CSS
 * whose parse is one main-thread task of 15–77 ms on every page. They are a stylesheet of their own, linked only
 * after the page's load event — the first paint waits for the small app stylesheet alone and shows the text in the
 * device's CJK font (the page's font list names 'Noto Sans TC' / 'Noto Sans CJK TC' installed on the device first;
 * the rules are `font-display: swap`, so a device without them already painted in its fallback while the slices
 * came). Linked once; the URL is the Vite build's own file with its woff2 slices rewritten and hashed.
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
  if (doc.readyState === 'complete') setTimeout(add, 0);
  else doc.defaultView?.addEventListener('load', () => setTimeout(add, 0), { once: true });
}
