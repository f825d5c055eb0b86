import { store } from './storage.ts';

/** How long after the page's load event: its own pictures and the screen's first paint go first. */
const AFTER_LOAD_MS = 1000;

/**
 * Fetches the next screen's files into the browser's cache while this one is idle (decision 0024). The server puts
 * them in index.html as `<link rel="prefetch">` tags inside inert `<template class="next-screen" data-from="…">`
 * elements, one per next screen, naming the screens they are for (apps/server/src/plugins/route-preload.ts,
 * NEXT_SCREEN): from the landing and the login the signed-in frame, the query library and the shelf; from the
 * shelf the reader's own chunks. A template is cloned into the document only a while after the page has loaded and
 * when the browser is idle, so it never competes with the screen's own files; on a school's slow network the next
 * screen then paints from the cache. Nothing happens without a template for the screen (a dev server, an unbuilt
 * app, any other screen) and nothing happens twice.
 */
export function prefetchNextScreen(pathname: string, doc: Document = document) {
  const template = [...doc.querySelectorAll<HTMLTemplateElement>('template.next-screen')].find((t) =>
    (t.getAttribute('data-from') ?? '').split(' ').includes(pathname),
  );
  if (!template?.content) return;
  template.remove(); // once
  const add = () => doc.head.append(template.content.cloneNode(true));
  const idle = () =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(add, { timeout: 2000 });
      else add();
    }, AFTER_LOAD_MS);
  if (doc.readyState === 'complete') idle();
  else doc.defaultView?.addEventListener('load', idle, { once: true });
}

/**
 * Called for the first screen and for every navigation (main.tsx). On the landing only a child still signed in goes
 * on to her shelf; a child on the login does, and one on the shelf opens a book.
 */
export function prefetchForScreen(pathname: string) {
  if (pathname === '/' && !store.token()) return;
  prefetchNextScreen(pathname);
}
