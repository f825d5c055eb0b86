import fs from 'node:fs';
import path from 'node:path';

/**
 * Route-specific preload hints in index.html (decision 0024). Every screen is a lazy chunk, so on a first visit
 * the browser learned which chunks a screen needs only after the entry chunk had arrived, been parsed and run:
 * one more round trip (on Lighthouse's slow 4G ≈ 0.6 s) between the HTML and the first paint, and for the signed-in
 * screens another before their data could be asked for. The server knows the path when it sends index.html, so
 * it names the screen's chunks (and their CSS) there, and the browser fetches them beside the entry.
 *
 * Only hints: a module missing from the build's manifest is skipped, and the app loads exactly as before.
 */
const SIGNED_IN = ['src/app/app-layout.tsx', 'src/app/providers.tsx', 'src/lib/query-client.ts'];
export const ROUTE_MODULES: { path: RegExp; modules: string[] }[] = [
  { path: /^\/$/, modules: ['src/features/landing/landing-page.tsx'] },
  { path: /^\/login$/, modules: ['src/features/auth/login-page.tsx'] },
  {
    path: /^\/main$/,
    modules: [...SIGNED_IN, 'src/features/shelf/shelf-page.tsx', 'src/features/shelf/api/get-booklist.ts'],
  },
  {
    path: /^\/readbook\/[^/]+$/,
    modules: [...SIGNED_IN, 'src/features/reader/readbook-page.tsx', 'src/features/reader/api/read-book.ts'],
  },
];

/**
 * From → next screen: the screen a child most often opens from a page. She goes from the landing and the login to her
 * shelf, and from the shelf into a book. Those pages carry the next screen's files as inert `<link rel="prefetch">`
 * tags in a `<template class="next-screen" data-from="…">`, which the page activates once it has painted and the
 * browser is idle (apps/web/src/lib/next-screen.ts). On a slow school network the next screen's chunks (the
 * signed-in frame, TanStack Query and the shelf, ≈ 17 KB gzip; the reader's own chunks) then come from the cache
 * when it opens, instead of being the longest part of its first paint (decision 0024). `to` is a path of the screen,
 * looked up in ROUTE_MODULES.
 */
export const NEXT_SCREEN: { from: string[]; to: string }[] = [
  { from: ['/', '/login'], to: '/main' },
  { from: ['/main'], to: '/readbook/:id' },
];

const routeModules = (urlPath: string) => ROUTE_MODULES.find((r) => r.path.test(urlPath))?.modules ?? [];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files of the modules and of every chunk they import statically: JavaScript and CSS. */
function moduleFiles(manifest: Manifest, modules: string[]): { files: Set<string>; css: Set<string> } {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.file.endsWith('.html') || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const m of modules) visit(m);
  return { files, css };
}

const named = (html: string, file: string) => html.includes(`/${file}"`);

/** The `<link>` tags for the modules and every chunk they import statically, minus what the page names already. */
export function preloadTags(manifest: Manifest, modules: string[], html: string): string {
  const { files, css } = moduleFiles(manifest, modules);
  return (
    [...files]
      .filter((f) => f.endsWith('.js') && !named(html, f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
      .join('') +
    [...css]
      .filter((f) => !named(html, f))
      .map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`)
      .join('')
  );
}

/**
 * The next screen's files that neither the screens it is opened from load (`skip`) nor the page names itself, as
 * prefetch links inside an inert `<template>` (nothing is fetched until the page clones them into the document);
 * empty when there are none.
 */
export function nextScreenTemplate(
  manifest: Manifest,
  next: { from: string[]; to: string },
  html: string,
  skip: Set<string> = new Set(),
): string {
  const { files, css } = moduleFiles(manifest, routeModules(next.to));
  const links = [...files]
    .filter((f) => f.endsWith('.js'))
    .concat([...css])
    .filter((f) => !skip.has(f) && !named(html, f))
    .map((f) => `<link rel="prefetch" crossorigin href="/${f}">`)
    .join('');
  return links ? `<template class="next-screen" data-from="${next.from.join(' ')}">${links}</template>` : '';
}

/** The files (JavaScript and CSS) that every one of the screens loads. */
function loadedByAll(manifest: Manifest, paths: string[]): Set<string> {
  const sets = paths.map((p) => {
    const { files, css } = moduleFiles(manifest, routeModules(p));
    return new Set([...files, ...css]);
  });
  return new Set([...(sets[0] ?? [])].filter((f) => sets.every((s) => s.has(f))));
}

/**
 * The pages that carry a next screen's template: the pages it is opened from, and the pages that lead there in turn
 * (the login's document is still the one the shelf runs in after the child signs in, so it carries the reader's too).
 */
function carriedOn(next: { from: string[] }): string[] {
  const pages = new Set(next.from);
  const leadsHere = (n: { to: string }) =>
    [...pages].some((p) => ROUTE_MODULES.find((r) => r.path.test(n.to))?.path.test(p));
  let size = 0;
  while (size !== pages.size) {
    size = pages.size;
    for (const n of NEXT_SCREEN) if (leadsHere(n)) n.from.forEach((f) => pages.add(f));
  }
  return [...pages];
}

/**
 * index.html for each route with hints, worked out once at start-up; `forPath` picks one (the plain page for every
 * other path, and when the build has no manifest).
 */
export function routePages(distDir: string, html: Buffer): (urlPath: string) => Buffer {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return () => html;
  }
  const text = html.toString('utf8');
  const pages = ROUTE_MODULES.map((r) => {
    let tags = preloadTags(manifest, r.modules, text);
    const own = text + tags;
    for (const next of NEXT_SCREEN)
      if (carriedOn(next).some((p) => r.path.test(p)))
        tags += nextScreenTemplate(manifest, next, own, loadedByAll(manifest, next.from));
    return { path: r.path, html: tags ? Buffer.from(text.replace('</head>', `${tags}</head>`)) : html };
  });
  return (urlPath) => pages.find((p) => p.path.test(urlPath))?.html ?? html;
}
