/**
 * E-book PDF benchmark (issue F): a 12-page book with real pictures from the built-in illustrator.
 * Target: ≤ 1.5 s and ≤ 4 MB per book. Run: `node --import tsx bench/pdf.bench.ts` (from the repository root).
 */
import { renderBookPdf } from '../apps/server/src/pdf/book-pdf.ts';
import { pdfFixture } from '../apps/server/src/pdf/book-pdf.fixture.ts';

const RUNS = 5;
const { book, load } = await pdfFixture(12);
const times: number[] = [];
let bytes = 0;
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  const pdf = await renderBookPdf(book, load);
  times.push(performance.now() - t);
  bytes = pdf.length;
}
const first = times[0]!;
const warm = times.slice(1).sort((a, b) => a - b);
const median = warm[Math.floor(warm.length / 2)]!;
const ok = first <= 1500 && median <= 1500 && bytes <= 4 * 1024 * 1024;
console.log(
  `pdf: 12 pages, first ${first.toFixed(0)} ms (reads the font), median ${median.toFixed(0)} ms, ` +
    `${(bytes / 1024 / 1024).toFixed(2)} MB — target ≤ 1500 ms, ≤ 4 MB: ${ok ? 'OK' : 'OVER'}`,
);
if (!ok) process.exitCode = 1;
