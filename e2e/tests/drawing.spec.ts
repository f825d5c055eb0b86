import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, shot, test, type SeededBook, type SeededUser } from './fixtures.ts';

/** 「自己畫」 (issue 24): the drawing canvas, from the first stroke to the reader and the e-book. */

const W = 1024;
const H = 768;

/** Client coordinates of a point of the 1024×768 canvas. */
async function at(canvas: Locator, x: number, y: number) {
  const box = (await canvas.boundingBox())!;
  return { x: box.x + (x * box.width) / W, y: box.y + (y * box.height) / H };
}

async function pixel(page: Page, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    ([px, py]) => {
      const c = document.querySelector<HTMLCanvasElement>('[data-testid="draw-canvas"]')!;
      return [...c.getContext('2d')!.getImageData(px!, py!, 1, 1).data];
    },
    [x, y],
  );
}

const near = (a: number[], b: number[], tol = 40) => a.slice(0, 3).every((v, i) => Math.abs(v - b[i]!) <= tol);
const RED = [224, 49, 49];
const GREEN = [47, 158, 68];
const BLUE = [25, 113, 194];
const WHITE = [255, 255, 255];

async function mouseStroke(page: Page, canvas: Locator, from: [number, number], to: [number, number]) {
  const a = await at(canvas, ...from);
  const b = await at(canvas, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 12 });
  await page.mouse.up();
}

/** A finger stroke as touch pointer events; `palm` puts a second touch down (and moves it) while drawing. */
async function touchStroke(
  canvas: Locator,
  from: [number, number],
  to: [number, number],
  palm?: { from: [number, number]; to: [number, number] },
) {
  const ev = async (type: string, id: number, x: number, y: number, primary: boolean) => {
    const p = await at(canvas, x, y);
    await canvas.dispatchEvent(type, {
      pointerId: id,
      pointerType: 'touch',
      isPrimary: primary,
      clientX: p.x,
      clientY: p.y,
      pressure: type === 'pointerup' ? 0 : 0.5,
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
      bubbles: true,
      cancelable: true,
    });
  };
  await ev('pointerdown', 11, ...from, true);
  if (palm) await ev('pointerdown', 12, ...palm.from, false);
  for (let i = 1; i <= 10; i++) {
    await ev('pointermove', 11, from[0] + ((to[0] - from[0]) * i) / 10, from[1] + ((to[1] - from[1]) * i) / 10, true);
    if (palm)
      await ev(
        'pointermove',
        12,
        palm.from[0] + ((palm.to[0] - palm.from[0]) * i) / 10,
        palm.from[1] + ((palm.to[1] - palm.from[1]) * i) / 10,
        false,
      );
  }
  if (palm) await ev('pointerup', 12, ...palm.to, false);
  await ev('pointerup', 11, ...to, true);
}

/** A book with two pages and a main character whose picture is one of the book's (the sticker). */
async function bookWithCharacter(
  request: APIRequestContext,
  u: SeededUser,
  seedBook: (u: SeededUser, o: { pages: number; covers: boolean }) => Promise<SeededBook>,
) {
  const book = await seedBook(u, { pages: 2, covers: true });
  const headers = { authorization: `Bearer ${u.token}` };
  const png = await (await request.get(book.pictures[0]!)).body();
  const drawn = await request.post('/api/tool/drawing', {
    headers,
    multipart: {
      book_id: book.book_id,
      target: 'character',
      drawing: { name: 'c.png', mimeType: 'image/png', buffer: png },
    },
  });
  const image = (await drawn.json()).data.image as string;
  const saved = await request.post('/api/book/data', {
    headers,
    form: {
      book_id: book.book_id,
      step: '3',
      page: '1',
      ch_story_ai: JSON.stringify({ character: { name: '咪咪', features: '橘色的小貓', image, prompt: '' } }),
    },
  });
  expect((await saved.json()).state).toBe(true);
  return book;
}

test('a child draws with mouse and finger, fills, undoes, adds her character, and sees the drawing in the reader and the e-book', async ({
  page,
  request,
  seedUser,
  seedBook,
  signIn,
}) => {
  test.setTimeout(120_000);
  const u = await seedUser({ point: 20, guide_done: true });
  await signIn(u);
  const book = await bookWithCharacter(request, u, seedBook);
  await page.goto(`/ai_photoinput/${book.book_id}/3/2`);
  await expect(page.getByTestId('carousel-image')).toBeVisible();

  await page.getByTestId('draw-open').click();
  const canvas = page.getByTestId('draw-canvas');
  await expect(canvas).toBeVisible();
  await expect(page.getByRole('dialog', { name: '自己畫一張圖' })).toBeVisible();

  // a red line with the mouse, thick brush
  await page.getByRole('button', { name: '紅色', exact: true }).click();
  await page.getByTestId('draw-size-3').click();
  await mouseStroke(page, canvas, [100, 100], [400, 100]);
  await expect.poll(() => pixel(page, 200, 100).then((p) => near(p, RED))).toBe(true);

  // the eraser takes a bite out of the line's middle
  await page.getByTestId('draw-eraser').click();
  await mouseStroke(page, canvas, [300, 60], [300, 140]);
  await expect.poll(() => pixel(page, 300, 100).then((p) => near(p, WHITE, 2))).toBe(true);
  expect(near(await pixel(page, 200, 100), RED)).toBe(true);

  // a green line with a finger while the palm rests on the canvas: the palm draws nothing
  await page.getByRole('button', { name: '綠色', exact: true }).click();
  await touchStroke(canvas, [100, 300], [400, 300], { from: [700, 600], to: [900, 600] });
  await expect.poll(() => pixel(page, 250, 300).then((p) => near(p, GREEN))).toBe(true);
  expect(near(await pixel(page, 800, 600), WHITE, 2)).toBe(true);

  // the paint bucket fills the empty paper blue; undo, redo with buttons and keys
  await page.getByRole('button', { name: '藍色', exact: true }).click();
  await page.getByTestId('draw-fill').click();
  const empty = await at(canvas, 800, 600);
  await page.mouse.click(empty.x, empty.y);
  await expect.poll(() => pixel(page, 800, 600).then((p) => near(p, BLUE))).toBe(true);
  expect(near(await pixel(page, 200, 100), RED)).toBe(true); // the lines stay
  await page.getByTestId('draw-undo').click();
  await expect.poll(() => pixel(page, 800, 600).then((p) => near(p, WHITE, 2))).toBe(true);
  await page.getByTestId('draw-redo').click();
  await expect.poll(() => pixel(page, 800, 600).then((p) => near(p, BLUE))).toBe(true);
  await page.keyboard.press('Control+z');
  await expect.poll(() => pixel(page, 800, 600).then((p) => near(p, WHITE, 2))).toBe(true);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => pixel(page, 800, 600).then((p) => near(p, BLUE))).toBe(true);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+y');
  await expect.poll(() => pixel(page, 800, 600).then((p) => near(p, BLUE))).toBe(true);

  // the main character as a sticker, moved and turned
  await page.getByTestId('draw-add-sticker').click();
  await expect.poll(() => pixel(page, 512, 384).then((p) => !near(p, BLUE, 10))).toBe(true);
  const from = await at(canvas, 512, 384);
  const to = await at(canvas, 760, 500);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await page.getByTestId('sticker-turn').click();
  await expect.poll(() => pixel(page, 760, 500).then((p) => !near(p, BLUE, 10))).toBe(true);
  expect(near(await pixel(page, 300, 600), BLUE)).toBe(true);

  // a sticker from the illustrator's catalogue (after the main character in the tray), added and made bigger
  const tray = page.getByRole('group', { name: '貼紙', exact: true });
  await expect(tray.getByRole('button')).toHaveCount(24);
  await expect(tray.getByRole('button').first()).toHaveAccessibleName('貼上貼紙：男生');
  await page.getByRole('button', { name: '貼上貼紙：太陽' }).click();
  // the second sticker lands 30 px right and down of the middle, 300 px wide
  await expect.poll(() => pixel(page, 542, 414).then((p) => !near(p, BLUE, 10))).toBe(true);
  expect(near(await pixel(page, 372, 414), BLUE)).toBe(true);
  await page.getByTestId('sticker-bigger').click();
  await page.getByTestId('sticker-bigger').click();
  await expect.poll(() => pixel(page, 372, 414).then((p) => !near(p, BLUE, 10))).toBe(true);
  await page.getByTestId('sticker-turn').click();
  expect(near(await pixel(page, 300, 600), BLUE)).toBe(true);
  await shot(page, 'drawing-1-canvas');

  // a reload keeps the drawing in progress
  await page.reload();
  await page.getByTestId('draw-open').click();
  await expect(page.getByText('上次還沒畫完的圖回來了')).toBeVisible();
  await expect.poll(() => pixel(page, 200, 100).then((p) => near(p, RED))).toBe(true);
  await expect.poll(() => pixel(page, 300, 600).then((p) => near(p, BLUE))).toBe(true);
  await expect.poll(() => pixel(page, 372, 414).then((p) => !near(p, BLUE, 10))).toBe(true);

  // clearing asks first; "不要" keeps everything
  await page.getByTestId('draw-clear').click();
  await expect(page.getByRole('alertdialog')).toContainText('要把整張圖擦乾淨嗎？');
  await page.getByRole('button', { name: '不要' }).click();
  expect(near(await pixel(page, 200, 100), RED)).toBe(true);

  // save: the drawing joins the page's pictures; the AI's generations are untouched
  await page.getByTestId('draw-save').click();
  await expect(canvas).toBeHidden();
  await expect(page.getByTestId('carousel')).toContainText('2 / 2');
  const src = await page.getByTestId('carousel-image').getAttribute('src');
  expect(src).toMatch(new RegExp(`^/files/pictures/${book.book_id}/drawn-[A-Za-z0-9_-]+\\.png$`));
  expect(await page.evaluate((k) => localStorage.getItem(k), `storycat:drawing:${book.book_id}:page:3:2`)).toBeNull();
  await page.getByRole('button', { name: /選這張/ }).click();
  await expect(page).toHaveURL(/\/editbook\//);

  // the reader (share page) shows it as page 2's picture
  await page.goto(`/share?book_id=${book.book_id}`);
  const reader = page.getByTestId('book-reader');
  await expect(reader).toBeVisible();
  for (let i = 0; i < 4 && !(await page.getByTestId('sheet-page-2').isVisible()); i++)
    await page.keyboard.press('ArrowRight');
  const picture = page.getByTestId('sheet-page-2').locator('img');
  await expect(picture).toBeVisible();
  expect(`${await picture.getAttribute('src')} ${await picture.getAttribute('srcset')}`).toContain(
    src!.replace('/files/', ''),
  );
  await shot(page, 'drawing-2-reader');

  // the e-book: one of its pages is mostly the drawing's blue
  const headers = { authorization: `Bearer ${u.token}` };
  expect(
    (await (await request.get('/api/book/send-pdf', { headers, params: { book_id: book.book_id } })).json()).state,
  ).toBe(true);
  let pdfUrl: string | null = null;
  for (let i = 0; i < 60 && !pdfUrl; i++) {
    const info = await (await request.get('/api/book/info', { headers, params: { book_id: book.book_id } })).json();
    pdfUrl = info.data.book_pdf_url;
    if (!pdfUrl) await new Promise((r) => setTimeout(r, 500));
  }
  expect(pdfUrl).toBeTruthy();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'draw-pdf-'));
  await fs.writeFile(path.join(dir, 'book.pdf'), await (await request.get(pdfUrl!)).body());
  execFileSync('pdftoppm', ['-png', '-r', '50', path.join(dir, 'book.pdf'), path.join(dir, 'p')]);
  const shares: number[] = [];
  for (const f of (await fs.readdir(dir)).filter((f) => f.endsWith('.png')).sort()) {
    const { data, info } = await sharp(path.join(dir, f)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let blue = 0;
    for (let i = 0; i < data.length; i += 3) if (near([data[i]!, data[i + 1]!, data[i + 2]!], BLUE, 45)) blue++;
    shares.push(blue / (info.width * info.height));
  }
  expect(Math.max(...shares)).toBeGreaterThan(0.2);
  await fs.rm(dir, { recursive: true });
});

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['tablet', { width: 820, height: 1180 }],
  ['laptop', { width: 1366, height: 768 }],
] as const)
  test(`the canvas fits a ${name} (${viewport.width}×${viewport.height}) with every tool reachable`, async ({
    page,
    request,
    seedUser,
    seedBook,
    signIn,
  }) => {
    await page.setViewportSize(viewport);
    const u = await seedUser({ point: 20, guide_done: true });
    await signIn(u);
    const book = await bookWithCharacter(request, u, seedBook);
    await page.goto(`/ai_photoinput/${book.book_id}/3/2`);
    await page.getByTestId('draw-open').click();
    const canvas = page.getByTestId('draw-canvas');
    await expect(canvas).toBeVisible();
    await page.getByRole('button', { name: '紫色', exact: true }).click();
    await mouseStroke(page, canvas, [200, 200], [800, 550]);
    await page.getByTestId('draw-add-sticker').click();
    const box = (await canvas.boundingBox())!;
    // the whole picture and every tool are on the screen, nothing covers the picture
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
    expect(box.width).toBeGreaterThan(viewport.width * 0.5);
    for (const id of ['draw-size-1', 'draw-eraser', 'draw-fill', 'draw-sticker', 'draw-undo', 'draw-save']) {
      const b = (await page.getByTestId(id).boundingBox())!;
      expect(b.y + b.height, id).toBeLessThanOrEqual(viewport.height);
      expect(b.x + b.width, id).toBeLessThanOrEqual(viewport.width);
      expect(b.height, id).toBeGreaterThanOrEqual(40);
    }
    await expect(page.getByRole('button', { name: '天空藍' })).toBeInViewport();
    await page.screenshot({ path: `${path.resolve(import.meta.dirname, '..', 'screenshots')}/drawing-${name}.png` });
  });

test('a child draws her own front cover and her own main character', async ({
  page,
  request,
  seedUser,
  seedBook,
  signIn,
}) => {
  test.setTimeout(90_000);
  const u = await seedUser({ point: 20, guide_done: true });
  await signIn(u);
  const book = await bookWithCharacter(request, u, seedBook);
  const headers = { authorization: `Bearer ${u.token}` };

  // the front cover: a night sky with a yellow moon, offered after the pages' pictures and chosen
  await page.goto(`/step7_1/${book.book_id}`);
  await expect(page.getByTestId('carousel')).toContainText('1 / 2');
  await page.getByTestId('draw-open').click();
  await expect(page.getByRole('dialog', { name: '自己畫封面' })).toBeVisible();
  const canvas = page.getByTestId('draw-canvas');
  await page.getByRole('button', { name: '背景顏色：夜晚' }).click();
  await page.getByRole('button', { name: '黃色', exact: true }).click();
  await page.getByTestId('draw-size-3').click();
  await mouseStroke(page, canvas, [700, 150], [760, 220]);
  await page.getByTestId('draw-save').click();
  await expect(canvas).toBeHidden();
  await expect(page.getByTestId('carousel')).toContainText('3 / 3');
  const cover = await page.getByTestId('carousel-image').getAttribute('src');
  expect(cover).toMatch(/\/drawn-[A-Za-z0-9_-]+\.png$/);
  await page.getByRole('button', { name: /就用這張/ }).click();
  await expect(page).toHaveURL(/\/step7_2\//);
  const info = await (await request.get('/api/book/info', { headers, params: { book_id: book.book_id } })).json();
  expect(info.data.book_frontcover).toBe(cover);
  // the back cover's carousel offers the same drawing
  await expect(page.getByTestId('carousel')).toContainText('/ 3');

  // the main character: her own picture replaces the one she had, once she confirms
  await page.goto(`/character/${book.book_id}`);
  await page.getByTestId('draw-open').click();
  await expect(page.getByRole('dialog', { name: '自己畫主角' })).toBeVisible();
  await page.getByRole('button', { name: '橘色', exact: true }).click();
  await mouseStroke(page, page.getByTestId('draw-canvas'), [300, 300], [700, 500]);
  await page.getByTestId('draw-save').click();
  await expect(page.getByTestId('draw-canvas')).toBeHidden();
  const portrait = page.locator('img.character-image');
  await expect(portrait).toHaveAttribute('src', /\/drawn-[A-Za-z0-9_-]+\.png$/);
  const image = await portrait.getAttribute('src');
  await page.getByRole('button', { name: /下一步/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: '就是他了！' }).click();
  await expect(page).toHaveURL(/\/guide\/2$/);
  const record = await (
    await request.get('/api/book/data', { headers, params: { book_id: book.book_id, step: '3', page: '1' } })
  ).json();
  expect(JSON.parse(record.data.ch_story_ai).character.image).toBe(image);
});
