/**
 * The full report of a 12-page book with the built-in analyser (target ≤ 300 ms, DESIGN/issue H).
 * Measures (1) the analyser alone (segmentation → every section) and (2) what the report screen does:
 * story-basic + the seven section calls through the HTTP layer on an embedded database; and the report PDF.
 * Run alone: node --import tsx bench/report.bench.ts
 */
import { REPORT_SECTIONS } from '@storycat/contract';
import { buildReport } from '../apps/server/src/report/analyser/report-builder.ts';
import { EASY_STORY, HARD_STORY } from '../apps/server/src/report/analyser/fixtures.ts';
import { warmSegmenter } from '../apps/server/src/report/analyser/segment.ts';
import { renderReportPdf } from '../apps/server/src/report/pdf/render-report.ts';
import { makeTestApp } from '../apps/server/test/helpers/app.ts';
import { makeStoryBook, makeUser } from '../apps/server/test/helpers/factories.ts';
import { makeClass, makeTeacher } from '../apps/server/test/helpers/school.ts';
import { median, timed, type Figure } from './lib/figures.ts';

const RUNS = 30;

async function time(runs: number, fn: () => unknown): Promise<{ wall: number[]; cpu: number[] }> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await timed(fn);
    wall.push(r.wallMs);
    cpu.push(r.cpuMs);
  }
  return { wall, cpu };
}

export async function runReportBench(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const load = await timed(() => warmSegmenter());
  figures.push({ name: 'report segmenter load (once per process)', value: load.wallMs, unit: 'ms' });
  for (const [name, story] of [
    ['easy', EASY_STORY],
    ['hard', HARD_STORY],
  ] as const) {
    const r = await time(RUNS, () => buildReport({ ...story, title_ch: '書', title_en: 'Book', age: 9 }));
    figures.push({ name: `report analyser, 12-page ${name} story, median`, value: median(r.wall), unit: 'ms' });
  }

  const t = await makeTestApp();
  try {
    const kid = await makeUser(t.app, t.db);
    // the child's own English: the English level is measured too (the slower case)
    const book = await makeStoryBook(t.db, kid.id, { ...HARD_STORY, en_own: true });
    const r = await time(RUNS, async () => {
      await kid.api.get('/api/report/story-basic', { book_id: book.id });
      for (const s of REPORT_SECTIONS) await kid.api.get(`/api/report/${s}`, { book_id: book.id });
    });
    figures.push(
      {
        name: 'report, full (story-basic + 7 sections over HTTP, PGlite), median',
        value: median(r.wall),
        unit: 'ms',
        goal: { kind: 'max', value: 300 },
      },
      { name: 'report, full, CPU median', value: median(r.cpu), unit: 'ms', goal: { kind: 'max', value: 300 } },
    );

    // The teacher's class overview (issue U): 30 pupils, each with a 12-page book, read by the report analyser.
    // The first call analyses every book; later ones reuse the readings until a book changes.
    const teacher = await makeTeacher(t.app, t.db);
    const cls = await makeClass(teacher, 30);
    for (const p of cls.pupils) await makeStoryBook(t.db, p.id, HARD_STORY);
    const overview = () => teacher.api.get(`/api/teacher/classes/${cls.id}`);
    const cold = await timed(overview);
    const warm = await time(RUNS, overview);
    figures.push(
      { name: 'class overview, 30 pupils with levels, first call (analyses 30 books)', value: cold.wallMs, unit: 'ms' },
      { name: 'class overview, 30 pupils with levels, median', value: median(warm.wall), unit: 'ms' },
    );
  } finally {
    await t.close();
  }

  // The report PDF (a background job; no target, reported for capacity planning).
  const report = buildReport({ ...HARD_STORY, title_ch: '星空城堡', title_en: 'Castle', age: 10 });
  await renderReportPdf({ report, author: '小作者' });
  const pdf = await time(5, () => renderReportPdf({ report, author: '小作者' }));
  figures.push({ name: 'report PDF render (3 pages), median', value: median(pdf.wall), unit: 'ms' });
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatFigure, loadAverage } = await import('./lib/figures.ts');
  console.log(`load average ${loadAverage().join(' ')}`);
  for (const f of await runReportBench()) console.log(formatFigure(f));
}
