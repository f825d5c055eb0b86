/**
 * A class at once (issue 13 §2): simulated children each log in, create a book, write 3 pages with a built-in
 * picture each and open the reader, all in this one process through `app.inject`. inject lets every child come
 * from its own address (`remoteAddress`), so the per-IP and per-account limits stay exactly as configured:
 * no test-only switch, and no loopback-address tricks over real HTTP. The cost of HTTP parsing itself is the
 * API benchmark's subject. Pictures and the database are real (local storage in a temp dir, embedded PGlite).
 * Children run in waves (all of a wave concurrently); first small probes find the ceiling, the concurrency at
 * which p95 per call crosses 300 ms. Run alone: `node --import tsx bench/class.bench.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { localStorage } from '../apps/server/src/storage/storage.ts';
import { hashPassword } from '../apps/server/src/lib/crypto.ts';
import { percentile, type Figure } from './lib/figures.ts';

// 100 keeps `npm run bench` near 5 minutes on 2 cores; the whole class: BENCH_CLASS_CHILDREN=500 npm run bench -- class
const CHILDREN = Number(process.env.BENCH_CLASS_CHILDREN ?? 100);
const WAVE = Number(process.env.BENCH_CLASS_WAVE ?? 50);
const PROBES = [2, 5, 10, 20];
const PASSWORD = 'secret123';
const PAGES = [
  ['小兔子', '森林', '吃紅蘿蔔', '小兔子在森林裡吃紅蘿蔔。'],
  ['小兔子', '海邊', '撿貝殼', '牠到海邊撿了好多貝殼。'],
  ['小兔子', '家裡', '睡覺', '晚上小兔子開心地回家睡覺。'],
];

interface Call {
  name: string;
  ms: number;
  ok: boolean;
}

async function seedChildren(app: FastifyInstance, n: number) {
  const db = (app as unknown as { benchDb: import('../apps/server/src/db/kysely.ts').Database }).benchDb;
  const hash = await hashPassword(PASSWORD);
  const rows = Array.from({ length: n }, (_, i) => ({
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
    await app.services.points.credit({ userId: u.id, amount: 10, causeKey: `seed:bench${i}`, reason: 'seed' });
}

/** One child's visit; every call is timed and checked. */
async function child(app: FastifyInstance, i: number, calls: Call[]) {
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
    calls.push({ name, ms: performance.now() - t, ok: res.statusCode === 200 && body.state === true });
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
    await call('save page', {
      method: 'POST',
      url: '/api/book/data',
      ...form({ book_id: bookId, step: '4', page: String(n + 1), user_input: text!, user_pic_select: url }),
    });
  }
  await call('reader', { method: 'GET', url: `/api/book/read?book_id=${bookId}` });
}

async function waves(app: FastifyInstance, from: number, count: number, size: number) {
  const calls: Call[] = [];
  const t = performance.now();
  for (let start = from; start < from + count; start += size) {
    const wave = Array.from({ length: Math.min(size, from + count - start) }, (_, k) => child(app, start + k, calls));
    await Promise.all(wave);
  }
  return { calls, seconds: (performance.now() - t) / 1000 };
}

export async function runClassBench(): Promise<Figure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storycat-bench-class-'));
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dir, WORKERS: 'off' });
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
    const probeTotal = PROBES.reduce((a, b) => a + b, 0);
    await seedChildren(app, probeTotal + CHILDREN);
    let next = 0;
    const probe: { c: number; p95: number }[] = [];
    for (const c of PROBES) {
      const r = await waves(app, next, c, c);
      next += c;
      probe.push({
        c,
        p95: percentile(
          r.calls.map((x) => x.ms),
          95,
        ),
      });
    }
    const cpu0 = process.cpuUsage();
    const main = await waves(app, next, CHILDREN, WAVE);
    const cpu = process.cpuUsage(cpu0);
    const ms = main.calls.map((x) => x.ms);
    const errors = main.calls.filter((x) => !x.ok).length;
    const under = probe.filter((p) => p.p95 <= 300).map((p) => p.c);
    figures.push(
      {
        name: `class ${CHILDREN} children errors`,
        value: errors,
        unit: 'calls',
        goal: { kind: 'max', value: 0 },
        note: `${main.calls.length} calls in waves of ${WAVE}, ${main.seconds.toFixed(0)} s`,
      },
      {
        name: `class p95 per call at ${WAVE} concurrent`,
        value: percentile(ms, 95),
        unit: 'ms',
        goal: { kind: 'max', value: 300 },
      },
      { name: `class CPU per child (whole visit)`, value: (cpu.user + cpu.system) / 1000 / CHILDREN, unit: 'ms' },
    );
    for (const name of ['login', 'create', 'prompt', 'picture', 'save page', 'reader'])
      figures.push({
        name: `class p95 ${name}`,
        value: percentile(
          main.calls.filter((x) => x.name === name).map((x) => x.ms),
          95,
        ),
        unit: 'ms',
      });
    for (const p of probe) figures.push({ name: `class p95 per call at ${p.c} concurrent`, value: p.p95, unit: 'ms' });
    figures.push({
      name: 'class ceiling (largest probed concurrency with p95 ≤ 300 ms)',
      value: under.length ? Math.max(...under) : 0,
      unit: 'children',
      note: `probes ${probe.map((p) => `${p.c}→${Math.round(p.p95)} ms`).join(', ')}`,
    });
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
