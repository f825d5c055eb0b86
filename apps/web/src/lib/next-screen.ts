import { store } from './storage.ts';

/** How long after the page's load event: its own pictures and the screen's first paint go first. */
const AFTER_LOAD_MS = 1000;

/**
 * Fetches the next screen's files into the browser's cache while this one is idle (decision 0024). The server puts
 * them in the landing's and the login's index.html as `<link rel="prefetch">` tags inside an inert
 * `<template id="next-screen">` (apps/server/src/plugins/route-preload.ts): the signed-in frame, the query library
 * and the shelf, which a child opens next. They are cloned into the document only a while after the page has loaded
 * and when the browser is idle, so they never compete with the screen's own files; on a school's slow network the
 * shelf then paints from the cache. Nothing happens without the template (a dev server, an unbuilt app, any other
 * page) and nothing happens twice.
 */
export function prefetchNextScreen(doc: Document = document) {
  const template = doc.getElementById('next-screen') as HTMLTemplateElement | null;
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
 * Who goes on to the shelf: a child on the login screen, and one who opens the landing page while still signed in.
 * Called for the first screen and for every navigation (main.tsx).
 */
export function prefetchIfNextIsShelf(pathname: string) {
  if (pathname === '/login' || (pathname === '/' && store.token())) prefetchNextScreen();
}
