/**
 * Fetches the next screen's files into the browser's cache while this one is idle (decision 0024). The server puts
 * them in the landing's and the login's index.html as `<link rel="prefetch">` tags inside an inert
 * `<template id="next-screen">` (apps/server/src/plugins/route-preload.ts): the signed-in frame, the query library
 * and the shelf, which a child opens next. Cloned into the document only once the screen has painted and the
 * browser is idle, so they never compete with the screen's own files; on a school's slow network the shelf then
 * paints from the cache instead of waiting for ≈ 17 KB more. Nothing happens without the template (a dev server, an
 * unbuilt app) and nothing happens twice.
 */
export function prefetchNextScreen(doc: Document = document) {
  const template = doc.getElementById('next-screen');
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove(); // once
  const add = () => doc.head.append(template.content.cloneNode(true));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(add, { timeout: 2000 });
  else setTimeout(add, 500);
}
