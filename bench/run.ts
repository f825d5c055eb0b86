/**
 * `npm run bench`: every benchmark of issue 13, one line per figure (`name: value unit (goal …) PASS/FAIL`),
 * and bench/results.json. Wall-clock figures grow when other processes share the 2 cores, so the load average
 * is printed beside them and CPU-time figures are given where the work runs in this process.
 * Pick benches with `npm run bench -- api class` (names: engines, report, translate, chat, safety, api, class, web).
 * Sizes: BENCH_API_SECONDS (default 6 per route), BENCH_CLASS_CHILDREN (default 500, the class: ≈ 5 min),
 * BENCH_CLASS_RATE (children arriving per minute, 120), BENCH_CLASS_STEPS (the stepped load for the ceiling,
 * 120,150,180,210,240; ≈ 4 min). The whole run takes ≈ 13 minutes. A partial run writes
 * bench/results-<names>.json (not committed) instead of results.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calibrate, formatFigure, loadAverage, passes, passesRefs, type Figure } from './lib/figures.ts';
import { measureReference } from './lib/reference.ts';

const BENCHES: Record<string, () => Promise<Figure[]>> = {
  engines: async () => (await import('./engines.bench.ts')).runEnginesBench(),
  report: async () => (await import('./report.bench.ts')).runReportBench(),
  translate: async () => (await import('./translate.bench.ts')).runTranslateBench(),
  chat: async () => (await import('./chat.bench.ts')).runChatBench(),
  api: async () => (await import('./api.bench.ts')).runApiBench(),
  class: async () => (await import('./class.bench.ts')).runClassBench(),
  web: async () => (await import('./web.bench.ts')).runWebBench(),
  safety: async () => (await import('./safety.bench.ts')).runSafetyBench(),
};

const picked = process.argv.slice(2).filter((a) => a in BENCHES);
const names = picked.length ? picked : Object.keys(BENCHES);
const started = new Date();
const sections: { bench: string; seconds: number; loadBefore: number[]; figures: Figure[]; error?: string }[] = [];

console.log(
  `storycat bench — ${os.cpus().length} cores, node ${process.version}, load average ${loadAverage().join(' ')}`,
);
// The reference workload first (decision 0009): every time figure is also printed as a multiple of it.
const reference = measureReference();
console.log(
  `reference workload: 1 ref = ${reference.ms.toFixed(1)} ms CPU (scrypt ${reference.scryptMs.toFixed(1)} + SVG ${reference.svgMs.toFixed(1)}); ` +
    `${reference.slowdown.toFixed(2)}× the baseline machine's ${reference.baselineMs} ms`,
);
for (const bench of names) {
  const loadBefore = loadAverage();
  const t = performance.now();
  let figures: Figure[] = [];
  let error: string | undefined;
  console.log(`\n## ${bench} (load average ${loadBefore.join(' ')})`);
  try {
    figures = (await BENCHES[bench]!()).map((f) => calibrate(f, reference.ms, reference.baselineMs));
  } catch (e) {
    error = (e as Error).stack ?? String(e);
    console.log(`${bench}: FAILED TO RUN — ${(e as Error).message}`);
  }
  for (const f of figures) console.log(formatFigure(f));
  sections.push({ bench, seconds: (performance.now() - t) / 1000, loadBefore, figures, error });
}

const all = sections.flatMap((s) => s.figures);
const failed = all.filter((f) => passes(f) === false);
const failedRefs = all.filter((f) => passesRefs(f) === false);
const withGoal = all.filter((f) => f.goal);
console.log(
  `\n${withGoal.length - failed.length}/${withGoal.length} figures with a goal met; ` +
    `${all.filter((f) => passesRefs(f) !== undefined).length - failedRefs.length}/${all.filter((f) => passesRefs(f) !== undefined).length} time goals met in reference units; ` +
    `load average now ${loadAverage().join(' ')}`,
);

const out = path.join(import.meta.dirname, picked.length ? `results-${picked.join('-')}.json` : 'results.json');
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      started: started.toISOString(),
      seconds: (Date.now() - started.getTime()) / 1000,
      machine: {
        cores: os.cpus().length,
        model: os.cpus()[0]?.model,
        node: process.version,
        loadAverageEnd: loadAverage(),
      },
      reference,
      sections: sections.map((s) => ({
        ...s,
        figures: s.figures.map((f) => ({
          ...f,
          pass: passes(f) ?? null,
          passRefs: passesRefs(f) ?? null,
          line: formatFigure(f),
        })),
      })),
    },
    null,
    2,
  ) + '\n',
);
console.log(`results: ${path.relative(process.cwd(), out)}`);
