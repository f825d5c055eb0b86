import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ERR, MSG } from '@storycat/contract';
import { routePages } from './route-preload.ts';

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts in the built index.html — the early
 * requests of the web's app/early-requests.ts (decision 0024) — so `script-src` allows exactly those bytes and no
 * other inline script. None when the web app is not built.
 */
export function inlineScriptHashes(distDir: string): string[] {
  let html: string;
  try {
    html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${crypto.createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`,
  );
}

/**
 * Serves the built React app from one process: hashed assets cached for a year, index.html never cached,
 * and every unknown non-API GET answered with index.html so client-side routes work on reload.
 * JavaScript and CSS go out as the Brotli/gzip copies the web build wrote beside them
 * (apps/web/scripts/precompress.mjs), so compressing them costs no CPU per request.
 */
export async function registerWeb(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      // one `/*` route that looks the file up when asked (a missing one falls through to the page below), not a
      // route per file found at start: globbing and registering the build's ≈ 200 files (GET and HEAD each) cost
      // ≈ 0.15 s of every start (decision 0025, cold start)
      wildcard: true,
      // a folder (`/`, `/assets/`) is no file: the page below answers it, as before
      allowedPath: (pathname) => !pathname.endsWith('/'),
      index: false,
      preCompressed: true,
      setHeaders(res, file) {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` (npm start does it)');
  }
  // index.html names the chunks of the screen asked for (route-preload.ts), so they load beside the entry
  const page = hasWeb ? routePages(distDir, fs.readFileSync(indexFile)) : null;
  app.setNotFoundHandler((req, reply) => {
    const isPage = req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/files/');
    if (isPage && page) {
      const html = page(req.url.split('?')[0]!);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply.status(404).send({ state: false, code: ERR.notFound, msg: MSG.notFound });
  });
}
