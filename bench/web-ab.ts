/**
 * A/B of the web's Lighthouse figures on a shared machine (decision 0024): two builds served side by side, each by
 * its own compiled server on a fresh DATA_DIR with web.bench.ts's seed, audited in alternating pairs (A then B, B
 * then A, …) so both see the same load. Each audit round is a fresh Chromium: the token is set, the landing is audited
 * (the bench's order: it warms the cache with the entry chunk and the stylesheet), then the pages asked for.
 *
 *   node --import tsx bench/web-ab.ts --a <serverDist>:<webDist> --b <serverDist>:<webDist> [--pairs 3] [--pages shelf,reader] [--cpu 4]
 *
 * A server dist must sit in apps/server/ (e.g. apps/server/dist-A) so its relative paths and node_modules resolve.
 * Prints one line per audit (LCP, FCP, TBT, score) and the medians; keeps each report in /tmp/storycat-ab/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from './lib/figures.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SEED = 'bench-seed-token';
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const arg = (name: string, def?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : def;
};
const PAIRS = Number(arg('pairs', '3'));
const PAGES = arg('pages', 'shelf')!.split(',');
const CPU = Number(arg('cpu', '4'));
const BASE_PORT = Number(process.env.AB_PORT ?? 3350);
const OUT = path.join(os.tmpdir(), 'storycat-ab');
fs.mkdirSync(OUT, { recursive: true });

interface Side {
  name: string;
  origin: string;
  child: ChildProcess;
  dataDir: string;
  token: string;
  bookId: string;
}

async function start(name: string, spec: string, port: number): Promise<Side> {
  const [serverDist, webDist] = spec.split(':') as [string, string];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `storycat-ab-${name}-`));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(serverDist, 'server.js')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.resolve(webDist),
      NODE_ENV: 'test',
      E2E_SEED_TOKEN: SEED,
      LOG_LEVEL: 'warn',
      WORKERS: 'off',
    },
  });
  const t = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name}: server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/style`)).ok) break;
    } catch {
      /* not yet */
    }
    if (performance.now() - t > 120_000) throw new Error(`${name}: no answer in 120 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const seed = async (p: string, body: object) => {
    const res = await fetch(`${origin}/api/test/${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-seed-token': SEED },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`seed ${p}: ${res.status}`);
    return ((await res.json()) as { data: Record<string, string> }).data;
  };
  const user = await seed('users', { username: 'benchkid1', guide_done: true, point: 100 });
  const book = await seed('books', { user_id: user.id, pages: 12 });
  for (let i = 0; i < 5; i++) await seed('books', { user_id: user.id, pages: 4 });
  return { name, origin, child, dataDir, token: user.token!, bookId: book.book_id! };
}

async function round(side: Side, pair: number) {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const { defaultSettings } = await import('lighthouse/core/config/constants.js');
  const puppeteer = await import('puppeteer-core');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const rows: Record<string, { lcp: number; fcp: number; tbt: number; score: number }> = {};
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${side.origin}/`);
    await page.evaluate((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('haveGuide', 'true');
    }, side.token);
    await page.close();
    await browser.disconnect();
    const urls: Record<string, string> = {
      landing: `${side.origin}/`,
      shelf: `${side.origin}/main`,
      reader: `${side.origin}/readbook/${side.bookId}`,
    };
    for (const name of ['landing', ...PAGES.filter((p) => p !== 'landing')]) {
      const run = async () => {
        const r = (await lighthouse(urls[name], {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
          throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: CPU },
        }))!;
        // the trace and the DevTools log, to read Lantern's graph afterwards
        if (process.env.AB_ARTIFACTS) {
          const { Trace, DevtoolsLog, GatherContext, URL } = r.artifacts as unknown as Record<string, unknown>;
          fs.writeFileSync(
            path.join(OUT, `${side.name}-${name}-${pair}.artifacts.json`),
            JSON.stringify({ Trace, DevtoolsLog, GatherContext, URL }),
          );
        }
        return r.lhr;
      };
      let lhr = await run();
      // a second try finds the page's files in the cache: marked, it is no cold figure
      const retried = Boolean(lhr.runtimeError);
      if (retried) lhr = await run();
      fs.writeFileSync(path.join(OUT, `${side.name}-${name}-${pair}.json`), JSON.stringify(lhr));
      const a = lhr.audits;
      rows[name] = {
        lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
        fcp: a['first-contentful-paint']?.numericValue ?? NaN,
        tbt: a['total-blocking-time']?.numericValue ?? NaN,
        score: (lhr.categories.performance?.score ?? NaN) * 100,
      };
      const r = rows[name];
      console.log(
        `pair ${pair} ${side.name} ${name.padEnd(7)} LCP ${Math.round(r.lcp)} FCP ${Math.round(r.fcp)} TBT ${Math.round(r.tbt)} score ${r.score}${retried ? ' RETRIED (warm cache)' : ''} (load ${os.loadavg()[0]!.toFixed(1)})`,
      );
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

const a = await start('A', arg('a')!, BASE_PORT);
const b = await start('B', arg('b')!, BASE_PORT + 1);
const all: Record<string, Record<string, number[]>> = { A: {}, B: {} };
try {
  for (let p = 1; p <= PAIRS; p++) {
    for (const side of p % 2 ? [a, b] : [b, a]) {
      const rows = await round(side, p);
      for (const [page, r] of Object.entries(rows)) (all[side.name]![page] ??= []).push(r.lcp);
    }
  }
  for (const side of ['A', 'B'])
    for (const [page, v] of Object.entries(all[side]!))
      console.log(`${side} ${page} LCP median ${Math.round(median(v))} (${v.map(Math.round).join(', ')})`);
} finally {
  for (const s of [a, b]) {
    s.child.kill('SIGTERM');
    fs.rmSync(s.dataDir, { recursive: true, force: true });
  }
}
