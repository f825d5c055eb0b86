import type { Locator, Page } from '@playwright/test';
import { expect, shot, skipOverlays, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => skipOverlays(page));

const TEXTS = [
  { ch: '小貓咪背著書包出發去冒險。', en: 'The kitten sets off on an adventure with her schoolbag.' },
  { ch: '她在森林裡遇到一隻會說話的貓頭鷹。', en: 'In the forest she meets an owl who can talk.' },
  { ch: '他們一起爬上最高的山。', en: 'Together they climb the highest mountain.' },
  { ch: '晚上，星星陪著她回家。', en: 'At night, the stars walk her home.' },
];
const CORNERS = ['bottom-left', 'top-right', 'bottom-right', 'top-left'] as const;

/** Where the text block sits on the page, as the child sees it. */
async function cornerOf(page: Page): Promise<string> {
  const sheet = (await page.locator('.sheet-page').boundingBox())!;
  const text = (await page.locator('.sheet-text').boundingBox())!;
  const cx = text.x + text.width / 2 - sheet.x;
  const cy = text.y + text.height / 2 - sheet.y;
  return `${cy < sheet.height / 2 ? 'top' : 'bottom'}-${cx < sheet.width / 2 ? 'left' : 'right'}`;
}

/** Waits until the page-turn animation is over, so a screenshot shows the page as it rests. */
async function settled(page: Page) {
  await expect
    .poll(() => page.locator('.book-sheet').evaluate((el) => el.getAnimations({ subtree: true }).length))
    .toBe(0);
  return page;
}

async function expectPictureLoaded(img: Locator) {
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1024);
}

test('a child finds her book on the shelf, reads it to the back cover, full screen, and shares it', async ({
  page,
  browser,
  seedUser,
  seedBook,
  signIn,
}) => {
  const kid = await seedUser({ point: 30, guide_done: true });
  const book = await seedBook(kid, { pages: 4, texts: TEXTS, positions: [...CORNERS] });
  await seedBook(kid, { book_name_ch: '恐龍的生日', book_author: '王小明', pages: 2, covers: false });
  await signIn(kid);

  await page.goto('/main');
  const card = page.getByRole('listitem').filter({ hasText: '小貓去冒險' });
  await expect(card).toContainText('作者：王小明');
  // the shelf loads a thumbnail (WebP in Chromium), not the 1024-pixel picture
  await expect(card.locator('img')).toHaveAttribute('src', /\?w=320$/);
  await expect
    .poll(() =>
      card.locator('img').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc),
    )
    .toMatch(/\?w=(320|640)$/);
  // newest first
  await expect(page.locator('.book-card-title')).toHaveText(['恐龍的生日', '小貓去冒險']);
  await shot(page, 'shelf');

  // a click shows edit and preview; a second click hides them again
  await card.getByRole('button').click();
  await expect(card.getByRole('link', { name: /編輯/ })).toHaveAttribute('href', `/bookguide/${book.book_id}`);
  await shot(page, 'shelf-book-open');
  await card.locator('.book-card-actions').click({ position: { x: 8, y: 8 } });
  await expect(card.getByRole('link', { name: /預覽/ })).toHaveCount(0);
  await card.getByText('小貓去冒險').click();
  await card.getByRole('link', { name: /預覽/ }).click();

  await expect(page).toHaveURL(new RegExp(`/readbook/${book.book_id}$`));
  await expect(page.getByRole('heading', { name: '作品欣賞' })).toBeVisible();
  const counter = page.getByTestId('page-counter');
  await expect(counter).toHaveText('封面');
  await expect(page.getByTestId('sheet-cover')).toContainText('小貓去冒險');
  await expect(page.getByTestId('sheet-cover')).toContainText('The Kitten Adventure');
  await expectPictureLoaded(page.getByTestId('sheet-cover').locator('img'));
  await expect(page.getByRole('button', { name: '上一頁' })).toBeDisabled();
  await shot(await settled(page), 'reader-cover');

  // the buttons, then the arrow keys; each page shows its picture and its text in its own corner
  await page.getByRole('button', { name: '下一頁' }).click();
  for (let n = 1; n <= 4; n++) {
    if (n > 1) await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`${n} / 5`);
    const sheet = page.getByTestId(`sheet-page-${n}`);
    await expect(sheet.locator('.text-ch')).toHaveText(TEXTS[n - 1]!.ch);
    await expect(sheet.locator('.text-en')).toHaveText(TEXTS[n - 1]!.en);
    // its own picture, asked for at the reader's width (WebP in Chromium) and still 1024 pixels wide
    await expect(sheet.locator('img')).toHaveAttribute('src', `${book.pictures[n - 1]!}?w=1024`);
    await expectPictureLoaded(sheet.locator('img'));
    expect(await cornerOf(page)).toBe(CORNERS[n - 1]);
    if (n <= 2) await shot(await settled(page), `reader-page-${n}`);
  }
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('3 / 5');
  await page.keyboard.press('ArrowRight');
  await page.getByRole('button', { name: '下一頁' }).click();
  await expect(counter).toHaveText('5 / 5');
  await expect(page.getByTestId('sheet-preface')).toContainText('作者的話');
  await expect(page.getByTestId('sheet-preface')).toContainText('希望大家喜歡我的書！');
  await shot(await settled(page), 'reader-preface');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('封底');
  await expect(page.getByTestId('sheet-back')).toBeVisible();
  await expect(page.getByRole('button', { name: '下一頁' })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('封底');
  await shot(await settled(page), 'reader-back');

  // full screen on a 1024×768 tablet: the book fills the screen, the label flips
  await page.getByRole('button', { name: '上一頁' }).click();
  await page.getByRole('button', { name: '全屏閱覽' }).click();
  await expect(page.getByRole('button', { name: '關閉全屏' })).toBeVisible();
  const reader = (await page.getByTestId('book-reader').boundingBox())!;
  expect(reader.width).toBe(1024);
  expect(reader.height).toBe(768);
  const sheetBox = (await page.locator('.book-sheet').boundingBox())!;
  expect(sheetBox.height).toBeGreaterThan(600);
  expect(sheetBox.y + sheetBox.height).toBeLessThanOrEqual(768);
  await expect(counter).toHaveText('5 / 5');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('4 / 5');
  await shot(await settled(page), 'reader-fullscreen');
  await page.getByRole('button', { name: '關閉全屏' }).click();
  await expect(page.getByRole('button', { name: '全屏閱覽' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '作品欣賞' })).toBeInViewport();

  // the share link, logged out: the same book, no edit controls, the copyright footer
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await skipOverlays(guest);
  await guest.goto(`/share?book_id=${book.book_id}`);
  await expect(guest.getByTestId('sheet-cover')).toContainText('小貓去冒險');
  await expect(guest.getByText('© 2025 故事貓教育科技股份有限公司 版權所有')).toBeVisible();
  await expect(guest.getByRole('link', { name: /編輯/ })).toHaveCount(0);
  expect(await guest.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await shot(await settled(guest), 'share-cover');
  await guest.getByRole('button', { name: '下一頁' }).click();
  await expect(guest.getByTestId('sheet-page-1')).toContainText(TEXTS[0]!.ch);
  await shot(await settled(guest), 'share-page-1');
  await guest.goto('/share?book_id=AAAAAAAAAAAAAAAAAAAAAA');
  await expect(guest.getByTestId('share-not-found')).toContainText('找不到這本繪本');
  await guest.goto('/share?book_id=undefined');
  await expect(guest.getByTestId('share-not-found')).toBeVisible();
  await shot(guest, 'share-not-found');
  await visitor.close();
});

test('an unknown or someone else’s book in the reader goes back to the shelf', async ({
  page,
  seedUser,
  seedBook,
  signIn,
}) => {
  const owner = await seedUser({ point: 30, guide_done: true });
  const mine = await seedBook(owner, { book_name_ch: '我的書', pages: 1 });
  const stranger = await seedUser({ point: 30, guide_done: true });
  const theirs = await seedBook(stranger, { book_name_ch: '別人的書', pages: 1 });
  await signIn(owner);
  for (const id of [theirs.book_id, 'AAAAAAAAAAAAAAAAAAAAAA', 'undefined']) {
    await page.goto(`/readbook/${id}`);
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.locator('.book-card-title')).toHaveText(['我的書']);
  }
  await page.goto(`/readbook/${mine.book_id}`);
  await expect(page.getByTestId('sheet-cover')).toContainText('我的書');
});

test.describe('empty shelf', () => {
  const cases = [
    { name: 'no guide done → start tour', user: { point: 30, guide_done: false }, card: 'tour', label: '開始導覽' },
    {
      name: 'guide done with points → start creating',
      user: { point: 30, guide_done: true },
      card: 'create',
      label: '開始創作',
    },
    {
      name: 'trial with points → start creating',
      user: { point: 30, is_trial: true },
      card: 'create',
      label: '開始創作',
    },
    { name: 'no points → top up', user: { point: 0, guide_done: true }, card: 'topUp', label: '儲值點數' },
  ] as const;
  for (const c of cases) {
    test(`shows exactly one onboarding card: ${c.name}`, async ({ page, seedUser, signIn }) => {
      const kid = await seedUser(c.user);
      await signIn(kid, { isTrial: 'is_trial' in c.user });
      await page.goto('/main');
      await expect(page.getByTestId(`onboarding-${c.card}`)).toBeVisible();
      await expect(page.locator('[data-testid^="onboarding-"]')).toHaveCount(1);
      await expect(page.getByTestId(`onboarding-${c.card}`).getByRole('heading')).toHaveText(c.label);
      await shot(page, `shelf-empty-${c.card}${'is_trial' in c.user ? '-trial' : ''}`);
      const action = page.getByTestId(`onboarding-${c.card}`).getByText(c.label, { exact: false }).last();
      await action.click();
      if (c.card === 'tour') await expect(page).toHaveURL(/\/tour$/);
      if (c.card === 'topUp') await expect(page).toHaveURL(/\/point$/);
      if (c.card === 'create') await expect(page.getByRole('dialog', { name: '創作新繪本' })).toBeVisible();
    });
  }
});

test('creating a book costs 10 points: start with enough, the insufficient-points modal without', async ({
  page,
  seedUser,
  signIn,
}) => {
  const rich = await seedUser({ point: 10, guide_done: true });
  await signIn(rich);
  await page.goto('/main');
  await page.getByRole('button', { name: /創作新繪本/ }).click();
  const dialog = page.getByRole('dialog', { name: '創作新繪本' });
  await expect(dialog).toContainText('製作一本繪本需要花費 10 點喔！');
  await expect(dialog.getByRole('link', { name: /購買點數/ })).toHaveAttribute('href', '/point');
  await expect(dialog.getByRole('link', { name: /兌換活動碼/ })).toHaveAttribute('href', '/redeem');
  await shot(page, 'create-modal');
  await dialog.getByRole('button', { name: /開始/ }).click();
  // the voyage starts at Guide 1, which leads to Step1 with id new (part 2 §2 Guides)
  await expect(page).toHaveURL(/\/guide\/1$/);
});

test('with fewer than 10 points 開始 opens the insufficient-points modal linking to the member centre', async ({
  page,
  seedUser,
  signIn,
}) => {
  const poor = await seedUser({ point: 9, guide_done: true });
  await signIn(poor);
  await page.goto('/main');
  await page.getByRole('button', { name: /創作新繪本/ }).click();
  await page.getByRole('dialog', { name: '創作新繪本' }).getByRole('button', { name: /開始/ }).click();
  const dialog = page.getByRole('dialog', { name: '點數不足' });
  await expect(dialog).toContainText('9');
  await shot(page, 'insufficient-points');
  await dialog.getByRole('link', { name: /前往會員中心/ }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the shelf, a swipe through the reader and the share page fit a 390 px screen', async ({
    page,
    seedUser,
    seedBook,
    signIn,
  }) => {
    const kid = await seedUser({ point: 30, guide_done: true });
    const book = await seedBook(kid, { pages: 3, texts: TEXTS, positions: [...CORNERS] });
    await signIn(kid);
    await page.goto('/main');
    await expect(page.locator('.book-card-title')).toHaveText(['小貓去冒險']);
    await shot(page, 'phone-shelf');
    await page.goto(`/readbook/${book.book_id}`);
    const counter = page.getByTestId('page-counter');
    await expect(counter).toHaveText('封面');
    const swipe = (fromX: number, toX: number) =>
      page
        .getByTestId('book-reader')
        .locator('.reader-stage')
        .evaluate(
          (el, [a, b]) => {
            const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
            el.dispatchEvent(
              new TouchEvent('touchstart', { bubbles: true, touches: [touch(a!)], changedTouches: [touch(a!)] }),
            );
            el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(b!)] }));
          },
          [fromX, toX],
        );
    await swipe(300, 80);
    await expect(counter).toHaveText('1 / 4');
    await swipe(300, 80);
    await expect(counter).toHaveText('2 / 4');
    await swipe(80, 300);
    await expect(counter).toHaveText('1 / 4');
    await expect(page.getByTestId('sheet-page-1')).toContainText(TEXTS[0]!.ch);
    // nothing sticks out sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(await settled(page), 'phone-reader-page-1');
    await page.getByRole('button', { name: '全屏閱覽' }).click();
    await expect(page.getByRole('button', { name: '關閉全屏' })).toBeVisible();
    await shot(await settled(page), 'phone-reader-fullscreen');
    await page.getByRole('button', { name: '關閉全屏' }).click();

    await page.goto(`/share?book_id=${book.book_id}`);
    await expect(page.getByTestId('sheet-cover')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(await settled(page), 'phone-share');

    // a browser without the Fullscreen API (iPhone Safari) gets the CSS fallback; Escape leaves it
    await page.addInitScript(() => {
      Object.defineProperty(Element.prototype, 'requestFullscreen', { value: undefined });
    });
    await page.reload();
    await page.getByRole('button', { name: '全屏閱覽' }).click();
    await expect(page.getByRole('button', { name: '關閉全屏' })).toBeVisible();
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    expect(await page.getByTestId('book-reader').boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: '全屏閱覽' })).toBeVisible();
  });
});
