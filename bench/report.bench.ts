/**
 * The full report of a 12-page book with the built-in analyser (target ≤ 300 ms, DESIGN/issue H).
 * Measures (1) the analyser alone (segmentation → every section) and (2) what the report screen does:
 * story-basic + the seven section calls through the HTTP layer on an embedded database.
 * Run: node --import tsx bench/report.bench.ts
 */
import { performance } from 'node:perf_hooks';
import { REPORT_SECTIONS } from '@storycat/contract';
import { buildReport } from '../apps/server/src/report/analyser/report-builder.ts';
import { EASY_STORY, HARD_STORY } from '../apps/server/src/report/analyser/fixtures.ts';
import { warmSegmenter } from '../apps/server/src/report/analyser/segment.ts';
import { renderReportPdf } from '../apps/server/src/report/pdf/render-report.ts';
import { makeTestApp } from '../apps/server/test/helpers/app.ts';
import { makeStoryBook, makeUser } from '../apps/server/test/helpers/factories.ts';

const RUNS = 30;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function time(fn: () => unknown): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

const t0 = performance.now();
warmSegmenter();
console.log(`segmenter load (once per process): ${(performance.now() - t0).toFixed(0)} ms`);

for (const [name, story] of [
  ['easy', EASY_STORY],
  ['hard', HARD_STORY],
] as const) {
  const ms = await time(() => buildReport({ ...story, title_ch: '書', title_en: 'Book', age: 9 }));
  console.log(`analyser, 12-page ${name} story: median ${median(ms).toFixed(2)} ms (${RUNS} runs)`);
}

const t = await makeTestApp();
const kid = await makeUser(t.app, t.db);
const book = await makeStoryBook(t.db, kid.id, HARD_STORY);
const ms = await time(async () => {
  await kid.api.get('/api/report/story-basic', { book_id: book.id });
  for (const s of REPORT_SECTIONS) await kid.api.get(`/api/report/${s}`, { book_id: book.id });
});
const m = median(ms);
console.log(`full report over HTTP (story-basic + 7 sections, PGlite): median ${m.toFixed(1)} ms (${RUNS} runs)`);
console.log(m <= 300 ? 'target ≤ 300 ms: met' : 'target ≤ 300 ms: MISSED');
await t.close();

// The report PDF (a background job; no target, reported for capacity planning).
const report = buildReport({ ...HARD_STORY, title_ch: '星空城堡', title_en: 'Castle', age: 10 });
await renderReportPdf({ report, author: '小作者' });
const pdfMs: number[] = [];
for (let i = 0; i < 5; i++) {
  const s = performance.now();
  await renderReportPdf({ report, author: '小作者' });
  pdfMs.push(performance.now() - s);
}
console.log(`report PDF render (3 pages, subset font): median ${median(pdfMs).toFixed(0)} ms (5 runs)`);
