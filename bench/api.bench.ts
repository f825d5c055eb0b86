/**
 * API throughput (issue 13 §1): autocannon, 50 connections, against GET /api/book/read, /api/book/data and
 * /api/book/booklist of the app on the embedded database (200 users × 10 books × 12 pages), beside a bare
 * Fastify hello-world measured in the same run. Each server runs in its own process; the figures include the
 * server's own CPU time per request (from /proc), which stays meaningful when the machine is shared.
 * Before each route's run every book (every shelf) is requested once, one at a time: those first reads are not
 * yet kept in memory and are reported apart; the run then measures children reading books already opened.
 * Run alone: `node --import tsx bench/api.bench.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { percentile, type Figure } from './lib/figures.ts';

const HELLO_PORT = 3121;
const APP_PORT = 3122;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 6);
/** what Chromium sends: the shelf and reader answers are compressed once and reused (docs/decisions/0005) */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * autocannon keeps every answer's body as a string (`req.body += data` in lib/pipelinedRequestsQueue.js), for
 * `onResponse` callbacks this bench does not use. Decoding 4–5 KB of Brotli bytes as UTF-8 costs the load generator
 * ≈ 50 µs an answer, twice as much when the answers differ (200 children's shelves) as when one answer repeats — on
 * 2 cores shared with the server, that, not the server, held the shelf near 10 000 req/s (a plain node:http server
 * sending 200 different 4.4 KB bodies: 9 300 req/s with decoding, 32 700 without; docs/decisions/0008). The bench
 * turns the decoding off for every run alike, hello-world included; bytes, status codes, errors and latencies are
 * counted as before. `bodyDecoding(true)` puts it back for the one figure that shows the difference.
 */
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody(data: Buffer): void };
};
const decodingAddBody = PipelinedRequestsQueue.prototype.addBody;
function bodyDecoding(on: boolean) {
  PipelinedRequestsQueue.prototype.addBody = on ? decodingAddBody : () => {};
}

interface Started {
  child: ChildProcess;
  ready: { users?: [string, string[]][]; seedMs?: number; pages?: number };
}

function startServer(args: string[]): Promise<Started> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'servers/api-server.ts'), ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (line && out.includes('\n', out.indexOf(line))) resolve({ child, ready: JSON.parse(line.slice(6)) });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited (${code}) before it was ready`)));
  });
}

/** CPU time (user + system) of a process so far, in ms, from /proc (Linux). */
function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime in clock ticks (100 Hz)
}

interface Load {
  rps: number;
  p99: number;
  errors: number;
  cpuMsPerReq: number;
}

async function load(pid: number, url: string, pick?: () => { path: string; token: string }): Promise<Load> {
  const cpu0 = processCpuMs(pid);
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: BROWSER_HEADERS,
    requests: pick
      ? [
          {
            setupRequest: (req) => {
              const p = pick();
              return {
                ...req,
                path: p.path,
                headers: { ...req.headers, ...BROWSER_HEADERS, authorization: `Bearer ${p.token}` },
              };
            },
          },
        ]
      : undefined,
  });
  const cpu = processCpuMs(pid) - cpu0;
  const total = r.requests.total;
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    cpuMsPerReq: total ? cpu / total : NaN,
  };
}

async function warmUp(
  pid: number,
  base: string,
  users: [string, string[]][],
  url: (b: { book: string }) => string,
  perUser: boolean,
) {
  const cpu0 = processCpuMs(pid);
  const ms: number[] = [];
  for (const [token, books] of users)
    for (const book of perUser ? books.slice(0, 1) : books) {
      const t = performance.now();
      const res = await fetch(base + url({ book }), {
        headers: { ...BROWSER_HEADERS, authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`warm-up ${url({ book })}: ${res.status}`);
      ms.push(performance.now() - t);
    }
  return { n: ms.length, median: percentile(ms, 50), cpuMsPerReq: (processCpuMs(pid) - cpu0) / ms.length };
}

export async function runApiBench(): Promise<Figure[]> {
  bodyDecoding(false);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storycat-bench-api-'));
  const hello = await startServer(['hello', String(HELLO_PORT)]);
  const app = await startServer(['app', String(APP_PORT), dataDir]);
  const figures: Figure[] = [];
  try {
    const users = app.ready.users!;
    let i = 0;
    const next = () => {
      const [token, books] = users[i++ % users.length]!;
      return { token, book: books[i % books.length]! };
    };
    const base = `http://127.0.0.1:${APP_PORT}`;
    const h = await load(hello.child.pid!, `http://127.0.0.1:${HELLO_PORT}/`);
    figures.push(
      { name: 'api hello-world req/s', value: h.rps, unit: 'req/s' },
      { name: 'api hello-world server CPU per request', value: h.cpuMsPerReq, unit: 'ms' },
      {
        name: 'api seed 200 users × 10 books × 12 pages',
        value: app.ready.seedMs!,
        unit: 'ms',
        note: `${app.ready.pages} pages`,
      },
    );
    const routes: [string, (b: { book: string }) => string][] = [
      ['read', (b) => `/api/book/read?book_id=${b.book}`],
      ['data', (b) => `/api/book/data?book_id=${b.book}&step=4&page=2`],
      ['booklist', () => `/api/book/booklist`],
    ];
    for (const [name, url] of routes) {
      // Every book (or shelf) once, one request at a time: the first read of each is a miss of the kept answers
      // (docs/decisions/0005-answer-cache.md); its cost is a figure of its own, then the run measures steady reading.
      const first = await warmUp(app.child.pid!, base, users, url, name === 'booklist');
      figures.push(
        {
          name: `api ${name} first read (not yet kept), median`,
          value: first.median,
          unit: 'ms',
          note: `${first.n} requests one at a time`,
        },
        { name: `api ${name} first read server CPU per request`, value: first.cpuMsPerReq, unit: 'ms' },
      );
      const r = await load(app.child.pid!, base, () => {
        const n = next();
        return { token: n.token, path: url(n) };
      });
      const share = (r.rps / h.rps) * 100;
      figures.push(
        { name: `api ${name} req/s`, value: r.rps, unit: 'req/s', note: `${CONNECTIONS} connections, ${SECONDS} s` },
        { name: `api ${name} share of hello-world`, value: share, unit: '%', goal: { kind: 'min', value: 30 } },
        { name: `api ${name} p99 latency`, value: r.p99, unit: 'ms', goal: { kind: 'max', value: 25 } },
        { name: `api ${name} errors`, value: r.errors, unit: '', goal: { kind: 'max', value: 0 } },
        { name: `api ${name} server CPU per request`, value: r.cpuMsPerReq, unit: 'ms' },
        {
          name: `api ${name} server capacity on one core`,
          value: 1000 / r.cpuMsPerReq,
          unit: 'req/s',
          note: `1 / server CPU per request; hello-world ${Math.round(1000 / h.cpuMsPerReq)}`,
        },
      );
    }
    // the same shelf run with autocannon decoding every body (its default), to show what the load generator costs
    bodyDecoding(true);
    const decoded = await load(app.child.pid!, base, () => ({ token: next().token, path: '/api/book/booklist' }));
    figures.push({
      name: 'api booklist req/s with autocannon decoding each body',
      value: decoded.rps,
      unit: 'req/s',
      note: `server CPU ${decoded.cpuMsPerReq.toFixed(3)} ms per request; the load generator is the limit here`,
    });
  } finally {
    bodyDecoding(false);
    hello.child.kill('SIGTERM');
    app.child.kill('SIGTERM');
    setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 2000).unref();
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatFigure, loadAverage } = await import('./lib/figures.ts');
  console.log(`load average ${loadAverage().join(' ')}`);
  for (const f of await runApiBench()) console.log(formatFigure(f));
}
