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
 * The screen a public entry page most often leads to: a child goes from the landing and the login to her shelf. Those
 * pages carry the shelf's files as inert `<link rel="prefetch">` tags in a `<template id="next-screen">`, which the
 * page activates once it has painted and the browser is idle (apps/web/src/lib/next-screen.ts). On a slow school
 * network the signed-in frame, TanStack Query and the shelf's chunk (≈ 17 KB gzip) then come from the cache when
 * the shelf opens, instead of being the longest part of its first paint (decision 0024).
 */
export const NEXT_SCREEN = {
  from: ['/', '/login'],
  modules: ROUTE_MODULES.find((r) => r.path.test('/main'))!.modules,
};

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
 * The next screen's files the page does not name itself, as prefetch links inside an inert `<template>` (nothing is
 * fetched until the page clones them into the document); empty when there are none.
 */
export function nextScreenTemplate(manifest: Manifest, modules: string[], html: string): string {
  const { files, css } = moduleFiles(manifest, modules);
  const links = [...files]
    .filter((f) => f.endsWith('.js'))
    .concat([...css])
    .filter((f) => !named(html, f))
    .map((f) => `<link rel="prefetch" crossorigin href="/${f}">`)
    .join('');
  return links ? `<template id="next-screen">${links}</template>` : '';
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
    if (NEXT_SCREEN.from.some((p) => r.path.test(p)))
      tags += nextScreenTemplate(manifest, NEXT_SCREEN.modules, text + tags);
    return { path: r.path, html: tags ? Buffer.from(text.replace('</head>', `${tags}</head>`)) : html };
  });
  return (urlPath) => pages.find((p) => p.path.test(urlPath))?.html ?? html;
}
