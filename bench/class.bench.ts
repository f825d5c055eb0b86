/**
 * A class at once (issue 13 §2): simulated children each log in, create a book, write 3 pages with a built-in
 * picture each and open the reader, all in this one process through `app.inject`. inject lets every child come
 * from its own address (`remoteAddress`), so the per-IP and per-account limits stay exactly as configured:
 * no test-only switch, and no loopback-address tricks over real HTTP. The cost of HTTP parsing itself is the
 * API benchmark's subject. Pictures and the database are real (local storage in a temp dir, embedded PGlite).
 *
 * Children arrive one after another at a steady rate, as a school's classes start their lesson, and pause
 * between calls as a child does (reading the mascot's tip, writing a sentence, looking at the picture; shortened
 * to seconds here — a pause changes how many children are at work at once, not how many calls the server gets per
 * second, which the arrival rate alone sets). The main run sends BENCH_CLASS_CHILDREN children (default 500, the
 * issue's class) at BENCH_CLASS_RATE children per minute (default 120): ≈ 5 minutes.
 *
 * The ceiling comes from a stepped load: the arrival rate rises every STEP_SECONDS without a pause, and each step's
 * p95 counts only the calls begun in its last WINDOW_SECONDS, when the children of the step before have finished
 * (a visit lasts ≈ 22 s) and the load is the step's own. The ceiling is the highest rate whose window stays
 * ≤ 300 ms with no error. Once a step's window is far past the goal (p95 over 1 s among its calls finished by the
 * step's end) no faster step is started: it could only pile up work. (The previous probes ran 15 s of arrivals each
 * and counted every call: a probe ended before its load had built up, so rates the machine cannot sustain looked fine.)
 * By default the steps are 60, 70, 80, 85, 90 and 100 % of the CPU bound (cores ÷ CPU per child visit, measured by the
 * main run), so the ceiling reads directly as a share of it (issue W: ≥ 80 %); BENCH_CLASS_STEPS=120,240 sets fixed
 * rates instead. Busy answers of a full CPU queue (decision 0024) count as errors.
 * Run alone: `node --import tsx bench/class.bench.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { localStorage } from '../apps/server/src/storage/storage.ts';
import { hashPassword } from '../apps/server/src/lib/crypto.ts';
import { percentile, type Figure } from './lib/figures.ts';

const CHILDREN = Number(process.env.BENCH_CLASS_CHILDREN ?? 500);
const PER_MINUTE = Number(process.env.BENCH_CLASS_RATE ?? 120);
/** the stepped load: children per minute, each rate for STEP_SECONDS, measured over its last WINDOW_SECONDS */
const FIXED_STEPS = process.env.BENCH_CLASS_STEPS?.split(',').map(Number);
/** by default the steps are these shares of the CPU bound measured by the main run (issue W: ceiling ≥ 80 % of it) */
const BOUND_SHARES = [0.6, 0.7, 0.8, 0.85, 0.9, 1];
/** the calls a child waits on that do no heavy work: p95 ≤ 100 ms at the ceiling (issue W §3) */
const SHORT_CALLS = new Set(['create', 'save page', 'reader']);
const STEP_SECONDS = 45;
const WINDOW_SECONDS = 20;
/** pauses of a child, in ms: [shortest, longest] before login, create, each page's prompt, save, reader */
const THINK = { create: [1500, 3000], write: [3000, 6000], look: [1000, 2500], reader: [500, 1500] } as const;
const PASSWORD = 'secret123';
const PAGES = [
  ['小兔子', '森林', '吃紅蘿蔔', '小兔子在森林裡吃紅蘿蔔。'],
  ['小兔子', '海邊', '撿貝殼', '牠到海邊撿了好多貝殼。'],
  ['小兔子', '家裡', '睡覺', '晚上小兔子開心地回家睡覺。'],
];

interface Call {
  name: string;
  /** when the call began (performance.now()) */
  at: number;
  ms: number;
  ok: boolean;
}

/** A small seeded generator, so every run pauses the same way. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function seedChildren(app: FastifyInstance, from: number, n: number) {
  const db = (app as unknown as { benchDb: import('../apps/server/src/db/kysely.ts').Database }).benchDb;
  const hash = await hashPassword(PASSWORD);
  const rows = Array.from({ length: n }, (_, k) => k + from).map((i) => ({
    username: `kid${i}`,
    password_hash: hash,
    name: `小朋友${i}`,
    email: `kid${i}@school.example.tw`,
    acc_type: 'school' as const,
  }));
  const ids: { id: string }[] = [];
  for (let i = 0; i < rows.length; i += 500)
    ids.push(
      ...(await db
        .insertInto('users')
        .values(rows.slice(i, i + 500))
        .returning('id')
        .execute()),
    );
  // points only move through the ledger: one credit per child, as a teacher's grant would
  for (const [i, u] of ids.entries())
    await app.services.points.credit({ userId: u.id, amount: 10, causeKey: `seed:bench${i + from}`, reason: 'seed' });
}

/** One child's visit, pausing between calls; every call is timed and checked. */
async function child(app: FastifyInstance, i: number, calls: Call[]) {
  const rnd = mulberry32(i + 1);
  const think = ([lo, hi]: readonly [number, number]) => sleep(lo + (hi - lo) * rnd());
  const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  let token = '';
  const call = async (name: string, opts: Parameters<FastifyInstance['inject']>[0] & object) => {
    const t = performance.now();
    const res = await app.inject({
      ...opts,
      remoteAddress: ip,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(opts.headers ?? {}) },
    } as never);
    const body = res.json() as { state: boolean; data?: Record<string, unknown> };
    calls.push({ name, at: t, ms: performance.now() - t, ok: res.statusCode === 200 && body.state === true });
    return body.data ?? {};
  };
  const form = (o: Record<string, string>) => ({
    payload: new URLSearchParams(o).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const login = await call('login', {
    method: 'POST',
    url: '/api/user/login',
    payload: { username: `kid${i}`, password: PASSWORD, acc_type: 'school' },
  });
  token = String(login.token ?? '');
  await think(THINK.create);
  const created = await call('create', {
    method: 'POST',
    url: '/api/book/info',
    ...form({
      book_name_ch: '小兔子的冒險',
      book_name_en: 'Rabbit',
      book_author: `小朋友${i}`,
      style: String((i % 6) + 1),
    }),
  });
  const bookId = String(created.book_id ?? '');
  for (const [n, [who, where, what, text]] of PAGES.entries()) {
    const style = String((i % 6) + 1);
    await think(THINK.write);
    const q = new URLSearchParams({ who: who!, where: where!, what: what!, book_id: bookId });
    const prompt = await call('prompt', { method: 'GET', url: `/api/tool/story-to-prompt?${q}` });
    const p = new URLSearchParams({
      story_pic_prompt: String(prompt.story_pic_prompt ?? ''),
      style,
      book_id: bookId,
      step: '4',
      page: String(n + 1),
    });
    const pic = await call('picture', { method: 'GET', url: `/api/tool/prompt-to-img-self?${p}` });
    const url = (pic.story_pic_ai as string[] | undefined)?.[0] ?? '';
    await think(THINK.look);
    await call('save page', {
      method: 'POST',
      url: '/api/book/data',
      ...form({ book_id: bookId, step: '4', page: String(n + 1), user_input: text!, user_pic_select: url }),
    });
  }
  await think(THINK.reader);
  await call('reader', { method: 'GET', url: `/api/book/read?book_id=${bookId}` });
}

/**
 * Children arriving at `rates[k]` per minute for `seconds` each, one rate after the other without a pause; resolves
 * when the last one has opened her reader. Each step's end time is returned with the calls.
 */
async function arrivals(
  app: FastifyInstance,
  from: number,
  rates: number[],
  seconds: number,
  goOn: (calls: Call[], stepEnd: number) => boolean = () => true,
) {
  const calls: Call[] = [];
  const visits: Promise<void>[] = [];
  const t0 = performance.now();
  const stepEnds: number[] = [];
  let atWork = 0;
  let peak = 0;
  let due = t0;
  let next = from;
  for (const rate of rates) {
    const end = due + seconds * 1000;
    for (; due < end - 1e-6; due += 60_000 / rate) {
      if (due > performance.now()) await sleep(due - performance.now());
      atWork++;
      peak = Math.max(peak, atWork);
      visits.push(child(app, next++, calls).finally(() => atWork--));
    }
    stepEnds.push(end);
    if (!goOn(calls, end)) break;
  }
  await Promise.all(visits);
  return { calls, children: next - from, seconds: (performance.now() - t0) / 1000, peak, stepEnds };
}

const p95 = (calls: Call[]) =>
  percentile(
    calls.map((x) => x.ms),
    95,
  );

export async function runClassBench(): Promise<Figure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storycat-bench-class-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    WORKERS: 'off',
    // CPU_SLOTS=64 lifts the CPU gate's bound, to compare with and without it (decision 0024)
    ...(process.env.CPU_SLOTS ? { CPU_SLOTS: process.env.CPU_SLOTS } : {}),
  });
  const handle = await openDatabase({ dataDir: dir });
  await migrateToLatest(handle.db);
  const mailer = { describe: 'none', send: async () => {} };
  const app = await buildApp({
    config,
    db: handle.db,
    storage: localStorage(path.join(dir, 'files')),
    mailer,
    serveWeb: false,
  });
  (app as unknown as { benchDb: unknown }).benchDb = handle.db;
  await app.ready();
  const figures: Figure[] = [];
  try {
    await seedChildren(app, 0, CHILDREN);
    const cpu0 = process.cpuUsage();
    const main = await arrivals(app, 0, [PER_MINUTE], (CHILDREN * 60) / PER_MINUTE);
    const cpu = process.cpuUsage(cpu0);
    const cpuPerChild = (cpu.user + cpu.system) / 1000 / main.children;
    const cpuBound = (os.availableParallelism() * 60_000) / cpuPerChild;
    const STEPS = FIXED_STEPS ?? BOUND_SHARES.map((share) => Math.round((share * cpuBound) / 5) * 5);
    // the stepped load's children, seeded between the runs (outside both runs' CPU and time)
    await seedChildren(
      app,
      main.children,
      STEPS.reduce((n, rate) => n + Math.ceil((rate * STEP_SECONDS) / 60) + 1, 0),
    );
    const errors = main.calls.filter((x) => !x.ok).length;
    figures.push(
      {
        name: `class ${main.children} children errors`,
        value: errors,
        unit: 'calls',
        goal: { kind: 'max', value: 0 },
        note: `${main.calls.length} calls, ${PER_MINUTE} children arriving per minute, ${main.seconds.toFixed(0)} s`,
      },
      {
        name: `class p95 per call, ${main.children} children at ${PER_MINUTE} per minute`,
        value: p95(main.calls),
        unit: 'ms',
        goal: { kind: 'max', value: 300 },
        note: `up to ${main.peak} children at work at once`,
      },
      {
        name: `class CPU per child (whole visit)`,
        value: cpuPerChild,
        unit: 'ms',
        // a refused or failed call did not do its work: the visit, and with it the bound, reads too cheap
        ...(errors ? { note: `${errors} calls refused or failed: understated, and the CPU bound overstated` } : {}),
      },
      {
        name: 'class CPU bound (cores ÷ CPU per child)',
        value: cpuBound,
        unit: 'children/min',
        note: `${os.availableParallelism()} cores`,
      },
    );
    for (const name of ['login', 'create', 'prompt', 'picture', 'save page', 'reader'])
      figures.push({
        name: `class p95 ${name}`,
        value: p95(main.calls.filter((x) => x.name === name)),
        unit: 'ms',
      });

    const inWindow = <T extends { at: number }>(list: T[], end: number) =>
      list.filter((x) => x.at >= end - WINDOW_SECONDS * 1000 && x.at < end);
    // what held the event loop during each step: its stalls (a 20 ms tick that came late) and V8's collections, so a
    // step that breaks the goal shows whether the whole process stopped or only the CPU queue was long
    const stalls: { at: number; ms: number }[] = [];
    const gcs: { at: number; ms: number }[] = [];
    let tick = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      if (now - tick > 120) stalls.push({ at: tick, ms: now - tick - 20 });
      tick = now;
    }, 20);
    const gcWatch = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) gcs.push({ at: e.startTime, ms: e.duration });
    });
    gcWatch.observe({ entryTypes: ['gc'] });
    const stepped = await arrivals(app, main.children, STEPS, STEP_SECONDS, (calls, end) => {
      return !(p95(inWindow(calls, end)) > 1000);
    }).finally(() => {
      clearInterval(ticker);
      gcWatch.disconnect();
    });
    const steps = stepped.stepEnds.map((end, k) => {
      const calls = inWindow(stepped.calls, end);
      return {
        rate: STEPS[k]!,
        p95: p95(calls),
        short: p95(calls.filter((c) => SHORT_CALLS.has(c.name))),
        calls: calls.length,
        errors: calls.filter((c) => !c.ok).length,
        longestStall: Math.max(0, ...inWindow(stalls, end).map((x) => x.ms)),
        gcMs: inWindow(gcs, end).reduce((n, x) => n + x.ms, 0),
        longestGc: Math.max(0, ...inWindow(gcs, end).map((x) => x.ms)),
      };
    });
    for (const st of steps)
      figures.push({
        name: `class p95 per call at ${st.rate} children per minute (steady)`,
        value: st.p95,
        unit: 'ms',
        note:
          `${st.calls} calls in the step's last ${WINDOW_SECONDS} s${st.errors ? `, ${st.errors} errors (busy answers)` : ''}; ` +
          `short calls p95 ${Math.round(st.short)} ms; event loop: longest stall ${Math.round(st.longestStall)} ms, ` +
          `GC ${Math.round(st.gcMs)} ms in all (longest ${Math.round(st.longestGc)} ms)`,
      });
    // the highest rate before the first step that breaks the goal: a later step cannot do better than it
    const firstOver = steps.findIndex((st) => !(st.p95 <= 300 && st.errors === 0));
    const holding = firstOver === -1 ? steps : steps.slice(0, firstOver);
    const ceiling = holding.at(-1);
    figures.push({
      name: 'class ceiling (most children arriving per minute with p95 ≤ 300 ms)',
      value: ceiling?.rate ?? 0,
      unit: 'children/min',
      note:
        (firstOver === -1 ? `every step held; the ceiling is ${STEPS.at(-1)}/min or more. ` : '') +
        `steps ${steps.map((st) => `${st.rate}/min→${Math.round(st.p95)} ms`).join(', ')}; ` +
        `${stepped.children} children, up to ${stepped.peak} at work at once`,
    });
    figures.push(
      {
        name: 'class ceiling ÷ CPU bound',
        value: (100 * (ceiling?.rate ?? 0)) / cpuBound,
        unit: '%',
        goal: { kind: 'min', value: 80 },
        note: `CPU bound ${Math.round(cpuBound)} children/min from the main run's CPU per child`,
      },
      {
        name: 'class p95 of the short calls (create, save page, reader) at the ceiling',
        value: ceiling?.short ?? NaN,
        unit: 'ms',
        goal: { kind: 'max', value: 100 },
        note: ceiling ? `at ${ceiling.rate} children/min` : 'no step held',
      },
    );
  } finally {
    await app.close();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatFigure, loadAverage } = await import('./lib/figures.ts');
  console.log(`load average ${loadAverage().join(' ')}`);
  for (const f of await runClassBench()) console.log(formatFigure(f));
}
