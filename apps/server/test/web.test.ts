import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers/app.ts';

/** The built web app and the API's answers as the server sends them: precompressed copies chosen by Accept-Encoding, caching by kind. */
describe('web assets', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storycat-web-'));
  const script = Buffer.from(`console.log(${JSON.stringify('故事貓 '.repeat(400))});`);
  let t: TestApp;
  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const file = path.join(webDir, 'assets', 'index-abc123.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    t = await makeTestApp({ WEB_DIST: webDir }, { serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends the Brotli copy to a browser that takes it, else gzip, else the plain file', async () => {
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload)).toEqual(script);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload)).toEqual(script);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(script);
    for (const res of [br, gz, plain]) {
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it('answers a client-side route with index.html, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readbook/abc', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });
});

/** Decision 0024: index.html names the chunks of the screen asked for, from the build's manifest. */
describe('route preload hints', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storycat-web-'));
  let t: TestApp;
  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, '.vite'), { recursive: true });
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><head><script type="module" crossorigin src="/assets/index-e1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-r1.js"></head><div id="root"></div>',
    );
    const manifest = {
      'index.html': { file: 'assets/index-e1.js', imports: ['_react-r1.js'] },
      '_react-r1.js': { file: 'assets/react-r1.js' },
      '_messages-m1.js': { file: 'assets/messages-m1.js', imports: ['_react-r1.js'] },
      'src/features/landing/landing-page.tsx': {
        file: 'assets/landing-l1.js',
        imports: ['index.html', '_messages-m1.js'],
      },
      'src/features/shelf/shelf-page.tsx': {
        file: 'assets/shelf-s1.js',
        imports: ['index.html', '_messages-m1.js', '_react-r1.js'],
        css: ['assets/shelf-s1.css'],
      },
      'src/app/app-layout.tsx': { file: 'assets/app-layout-a1.js', imports: ['index.html'] },
      'src/features/reader/readbook-page.tsx': {
        file: 'assets/reader-b1.js',
        imports: ['index.html', '_messages-m1.js', '_book-k1.js'],
        css: ['assets/reader-b1.css'],
      },
      '_book-k1.js': { file: 'assets/book-k1.js', imports: ['_react-r1.js'] },
      // the other modules of the signed-in screens are missing from this build: skipped
    };
    fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    t = await makeTestApp({ WEB_DIST: webDir }, { serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  const links = (html: string) =>
    [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => m[1]);

  it("names the screen's chunks and CSS once, beside what the page loads already", async () => {
    const shelf = (await t.app.inject({ url: '/main?from=login' })).body;
    expect(links(shelf).sort()).toEqual(
      [
        '/assets/app-layout-a1.js',
        '/assets/messages-m1.js',
        '/assets/react-r1.js',
        '/assets/shelf-s1.css',
        '/assets/shelf-s1.js',
      ].sort(),
    );
    expect(shelf).toContain('<link rel="preload" as="style" crossorigin href="/assets/shelf-s1.css">');
    const landing = (await t.app.inject({ url: '/' })).body;
    expect(links(landing).sort()).toEqual(['/assets/landing-l1.js', '/assets/messages-m1.js', '/assets/react-r1.js']);
    // a screen without hints gets the page as built
    const privacy = await t.app.inject({ url: '/privacy' });
    expect(links(privacy.body)).toEqual(['/assets/react-r1.js']);
    expect(privacy.headers['cache-control']).toBe('no-cache');
  });

  it("carries the next screen's files as inert prefetch links: the shelf's from the landing and the login, the reader's from the shelf", async () => {
    const template = (html: string, from: string) =>
      new RegExp(`<template class="next-screen" data-from="${from}">(.*?)</template>`).exec(html)?.[1];
    const prefetched = (html: string, from: string) =>
      [...(template(html, from) ?? '').matchAll(/<link rel="prefetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const readerFiles = ['/assets/book-k1.js', '/assets/reader-b1.css', '/assets/reader-b1.js'];
    const landing = (await t.app.inject({ url: '/' })).body;
    // what the landing names itself (react, messages) is not asked twice
    expect(prefetched(landing, '/ /login').sort()).toEqual(
      ['/assets/app-layout-a1.js', '/assets/shelf-s1.css', '/assets/shelf-s1.js'].sort(),
    );
    // inside the templates only: outside them the page has no prefetch link the browser would follow at once
    expect(landing.replace(/<template[\s\S]*?<\/template>/g, '')).not.toContain('rel="prefetch"');
    const login = (await t.app.inject({ url: '/login?isSchool=true' })).body;
    expect(prefetched(login, '/ /login')).toContain('/assets/shelf-s1.js');
    // the shelf's page: the reader's own files, minus what the shelf loads already (the frame, messages, react)
    const shelf = (await t.app.inject({ url: '/main' })).body;
    expect(prefetched(shelf, '/main').sort()).toEqual(readerFiles);
    expect(template(shelf, '/ /login')).toBe(undefined);
    // the landing's and the login's document is the one the shelf runs in after signing in: they carry it too
    expect(prefetched(landing, '/main').sort()).toEqual(readerFiles);
    expect(prefetched(login, '/main').sort()).toEqual(readerFiles);
    for (const url of ['/privacy', '/readbook/abc'])
      expect((await t.app.inject({ url })).body).not.toContain('<template');
  });
});

/** Decision 0024: index.html's inline script (the early requests) is allowed by its hash, and nothing else inline. */
describe('inline script in the Content-Security-Policy', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storycat-web-'));
  const inline = '(()=>{window.early=1})();';
  let t: TestApp;
  beforeAll(async () => {
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      `<!doctype html><head><script>${inline}</script><script type="module" src="/assets/index-e1.js"></script>` +
        '</head><div id="root"></div>',
    );
    t = await makeTestApp({ WEB_DIST: webDir }, { serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('names the hash of exactly the inline script the page carries', async () => {
    const res = await t.app.inject({ url: '/main' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!.trim().split(/\s+/);
    const hash = crypto.createHash('sha256').update(inline).digest('base64');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(res.body).toContain(`<script>${inline}</script>`);
    // the API's answers carry the same policy: no 'unsafe-inline' anywhere
    const api = await t.app.inject({ url: '/api/style' });
    expect(api.headers['content-security-policy']).toBe(csp);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});
