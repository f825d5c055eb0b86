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
