import { expect, test } from './fixtures.ts';

/**
 * 「自己畫」 (issue 24), input latency in Chromium: long mouse strokes on a canvas that already holds 40 strokes and a
 * fill. The page is instrumented: every requestAnimationFrame callback (where the canvas paints the stroke as far as
 * it has come: perfect-freehand outline, ink layer, stickers) is timed, and so is each pointermove from its event
 * time to the end of the frame callback that painted it. Timings are noisy on a shared machine; the figures are
 * printed for the report.
 */
test('every stroke segment reaches a painted frame (latency figures printed)', async ({
  page,
  seedUser,
  seedBook,
  signIn,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const w = window as unknown as { __draw: { work: number[]; latency: number[]; pending: number[] } };
    w.__draw = { work: [], latency: [], pending: [] };
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (f) =>
      raf((t) => {
        const start = performance.now();
        f(t);
        const end = performance.now();
        w.__draw.work.push(end - start);
        for (const ts of w.__draw.pending) w.__draw.latency.push(end - ts);
        w.__draw.pending = [];
      });
    window.addEventListener('pointermove', (e) => w.__draw.pending.push(e.timeStamp), true);
  });
  const u = await seedUser({ point: 20, guide_done: true });
  await signIn(u);
  const book = await seedBook(u, { pages: 1 });
  await page.goto(`/ai_photoinput/${book.book_id}/3/1`);
  await page.getByTestId('draw-open').click();
  const canvas = page.getByTestId('draw-canvas');
  await expect(canvas).toBeVisible();
  const box = (await canvas.boundingBox())!;
  const stroke = async (i: number, steps: number) => {
    const y = box.y + 20 + ((i * 37) % Math.floor(box.height - 40));
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 20, y + 15, { steps });
    await page.mouse.up();
  };
  for (let i = 0; i < 40; i++) await stroke(i, 15);
  await page.getByTestId('draw-fill').click();
  await page.mouse.click(box.x + 5, box.y + box.height - 5);
  await page.getByTestId('draw-size-2').click();
  await page.evaluate(() => {
    const w = window as unknown as { __draw: { work: number[]; latency: number[]; pending: number[] } };
    w.__draw.work = [];
    w.__draw.latency = [];
  });
  for (let i = 0; i < 5; i++) await stroke(i * 7 + 3, 120);
  const { work, latency } = await page.evaluate(
    () => (window as unknown as { __draw: { work: number[]; latency: number[] } }).__draw,
  );
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;
  const w = sorted(work);
  const l = sorted(latency);
  console.log(
    `drawing latency: ${l.length} pointermoves painted in ${w.length} frames; frame callback work median ` +
      `${q(w, 0.5).toFixed(2)} ms, p95 ${q(w, 0.95).toFixed(2)} ms, max ${q(w, 1).toFixed(2)} ms; pointermove → ` +
      `painted median ${q(l, 0.5).toFixed(2)} ms, p95 ${q(l, 0.95).toFixed(2)} ms, max ${q(l, 1).toFixed(2)} ms`,
  );
  expect(l.length).toBeGreaterThanOrEqual(500);
  expect(w.length).toBeGreaterThan(50);
  // No timed assertion here (speed is measured, not asserted, in tests): the figures above are the measurement,
  // read in the run's output; what is asserted is that every segment of the strokes reached a painted frame.
});
