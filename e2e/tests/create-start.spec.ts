import type { APIRequestContext, Page } from '@playwright/test';
import { expect, shot, skipOverlays, test, type SeededUser } from './fixtures.ts';

test.beforeEach(async ({ page }) => skipOverlays(page));

const mascot = (page: Page) => page.getByTestId('route-mascot').getByRole('alert');
const badge = (page: Page) => page.locator('.points-badge');
const next = (page: Page) => page.getByRole('button', { name: /下一步/ });

/** Waits until the pop-in and fade animations are over (the endless ones, like the bobbing cat, do not count). */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** A book made through the API, as Step1 would make it (10 points). */
async function makeBook(request: APIRequestContext, u: SeededUser, title = '小貓去探險') {
  const headers = { authorization: `Bearer ${u.token}` };
  const res = await request.post('/api/book/info', {
    headers,
    data: { book_author: '林小美', book_name_ch: title, book_name_en: 'The Cat', style: '1' },
  });
  const body = await res.json();
  expect(body.state, JSON.stringify(body)).toBe(true);
  return body.data.book_id as string;
}

test('a child with 20 points makes a book: title, style, main character, then Guide 2', async ({
  page,
  seedUser,
  signIn,
}) => {
  const u = await seedUser({ point: 20 });
  await signIn(u);
  // from the shelf's create button (issue B) into Step1
  await page.goto('/main');
  await page.getByRole('button', { name: /創作新繪本/ }).click();
  await page.getByRole('dialog', { name: '創作新繪本' }).getByRole('button', { name: /開始/ }).click();
  // the voyage starts at Guide 1 (part 2 §2 Guides: Guide 1 leads to Step1 with id new)
  await expect(page).toHaveURL('/guide/1');
  await page.getByRole('link', { name: /收拾背包，出發/ }).click();
  await expect(page).toHaveURL('/step1/new');
  await expect(badge(page)).toContainText('20');
  await expect(page.getByRole('progressbar', { name: '書名和作者' })).toHaveAttribute('aria-valuenow', '20');
  await expect(page.getByLabel('英文書名')).toHaveCount(0);

  // every Step1 message of part 2 §5
  await next(page).click();
  await expect(mascot(page)).toHaveText('⚠️ 請填寫作者姓名！');
  await expect(page.locator('.field.shake')).toHaveCount(1);
  await page.getByRole('textbox', { name: /作者/ }).fill('林小美');
  await page.getByRole('button', { name: /翻譯/ }).click();
  await expect(mascot(page)).toHaveText('⚠️ 請確認中文書名已填寫！');
  await page.getByLabel('中文書名').fill('小貓去探險');
  await next(page).click();
  await expect(mascot(page)).toHaveText('⚠️ 請確認所有欄位皆已填寫！');
  await page.getByLabel('中文書名').fill('小貓和小狗去森林裡探險');
  await page.getByRole('button', { name: /翻譯/ }).click();
  await expect(page.getByLabel('英文書名')).not.toHaveValue('');
  await next(page).click();
  await expect(mascot(page)).toHaveText('⚠︎ 請輸入10字以內！');
  await page.getByLabel('中文書名').fill('小貓去探險');
  await page.getByRole('button', { name: /翻譯/ }).click();
  await expect(page.getByLabel('英文書名')).not.toHaveValue('');
  await settle(page);
  await shot(page, 'create-step1');
  await next(page).click();

  await expect(page).toHaveURL(/\/step2\/[^/]+$/);
  const bookId = page.url().split('/').pop()!;
  expect(await page.evaluate(() => localStorage.getItem('currentBookID'))).toBe(bookId);
  await expect(badge(page)).toContainText('10');
  // the browser's back button leads to Guide 1 (the way in from the shelf), not to a second 'new book'
  await page.goBack();
  await expect(page).toHaveURL('/guide/1');
  await page.goForward();
  await expect(page).toHaveURL(`/step2/${bookId}`);
  await expect(page.getByRole('progressbar', { name: '選擇畫風' })).toHaveAttribute('aria-valuenow', '60');
  const cards = page.getByRole('radio');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(2);
  // the style '1' a new book is created with is not the child's choice: nothing is preselected (issue S point 10)
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await next(page).click();
  await expect(page.getByText('請先選擇繪畫風格！')).toBeVisible();
  await cards.nth(1).click();
  await expect(cards.nth(1)).toHaveAttribute('aria-checked', 'true');
  await page
    .locator('.style-card img')
    .first()
    .evaluate((img: HTMLImageElement) => img.decode());
  await settle(page);
  await shot(page, 'create-step2');
  await next(page).click();

  await expect(page).toHaveURL(`/character/${bookId}`);
  await expect(page.getByRole('progressbar', { name: '設計主角' })).toHaveAttribute('aria-valuenow', '80');
  const draw = page.getByRole('button', { name: /畫出主角/ });
  await expect(draw).toHaveAttribute('aria-disabled', 'true');
  await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
  // a tap on a greyed button says what is missing (force: Playwright would wait for aria-disabled to clear)
  await draw.click({ force: true });
  await expect(mascot(page)).toHaveText('⚠️ 請確認主角名稱和特徵已填寫！');
  await next(page).click({ force: true });
  await expect(mascot(page)).toHaveText('⚠️ 請確認主角名稱、特徵已填寫並生成圖片！');
  await page.getByLabel('主角名稱').fill('小橘貓');
  await page.getByLabel('主角特徵').fill('橘色的毛、戴紅色帽子');
  await expect(draw).toHaveAttribute('aria-disabled', 'false');
  await next(page).click({ force: true });
  await expect(mascot(page)).toHaveText('⚠️ 請確認主角名稱、特徵已填寫並生成圖片！');
  await draw.click();
  await expect(page.getByRole('img', { name: '主角的圖片' })).toHaveAttribute(
    'src',
    new RegExp(`^/files/pictures/${bookId}/`),
  );
  await expect(page.getByTestId('character-percent')).toHaveText('100%');
  await expect(page.getByRole('button', { name: /重新畫一張/ })).toBeEnabled();
  await settle(page);
  await shot(page, 'create-character');
  await next(page).click();
  const dialog = page.getByRole('dialog', { name: '就決定是這個主角了嗎？' });
  await expect(dialog).toContainText('小橘貓');
  await settle(page);
  await shot(page, 'create-character-confirm');
  await dialog.getByRole('button', { name: '就是他了！' }).click();

  await expect(page).toHaveURL('/guide/2');
  await expect(page.getByRole('heading', { name: '挑戰開始' })).toBeVisible();
  await settle(page);
  await shot(page, 'create-guide2');
  await page.getByRole('link', { name: /接受挑戰/ }).click();
  await expect(page).toHaveURL('/guide/3');
  await expect(page.getByRole('link', { name: /開始寫故事/ })).toHaveAttribute('href', `/ai_story/${bookId}/3/1`);

  // the character comes back when the child returns, and Step1 shows the saved titles with the English one
  await page.goto(`/character/${bookId}`);
  await expect(page.getByLabel('主角名稱')).toHaveValue('小橘貓');
  await expect(page.getByRole('img', { name: '主角的圖片' })).toBeVisible();
  await page.goto(`/step1/${bookId}`);
  await expect(page.getByLabel('中文書名')).toHaveValue('小貓去探險');
  await expect(page.getByLabel('英文書名')).toBeVisible();
  await expect(badge(page)).toContainText('10');

  // the book guide shows the book with its main character
  await page.goto(`/bookguide/${bookId}`);
  await expect(page.getByText('小貓去探險')).toBeVisible();
  await expect(page.getByRole('region', { name: '主角' })).toContainText('小橘貓');
  await expect(page.getByRole('region', { name: '主角' }).locator('img')).toHaveAttribute(
    'src',
    /^\/files\/pictures\//,
  );
  await settle(page);
  await shot(page, 'create-bookguide-new-book');
});

test('Step1 tells a child without enough points where to get them, and an unknown id is named', async ({
  page,
  seedUser,
  signIn,
}) => {
  const u = await seedUser({ point: 5 });
  await signIn(u);
  await page.goto('/step1/undefined');
  await expect(mascot(page)).toHaveText('⚠️ 目前無法識別繪本 ID，請重新整理頁面！');
  await page.goto('/step1/new');
  await page.getByRole('textbox', { name: /作者/ }).fill('王小明');
  await page.getByLabel('中文書名').fill('恐龍上學');
  await page.getByRole('button', { name: /翻譯/ }).click();
  await expect(page.getByLabel('英文書名')).not.toHaveValue('');
  await next(page).click();
  const dialog = page.getByRole('dialog', { name: '點數不夠了' });
  await expect(dialog).toContainText('點數不足！做一本繪本需要 10 點，請先到會員中心儲值或兌換點數。');
  await settle(page);
  await shot(page, 'create-step1-no-points');
  await dialog.getByRole('link', { name: '去會員中心' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(badge(page)).toContainText('5');
});

test('the mascot chat, minimised at first, puts a title on Step1 and a character on Character', async ({
  page,
  request,
  seedUser,
  signIn,
}) => {
  const u = await seedUser({ point: 20 });
  const bookId = await makeBook(request, u);
  await signIn(u);
  await page.goto('/step1/new');
  const chat = page.getByRole('region', { name: '故事貓小幫手' });
  await expect(chat).toHaveCount(0);
  await page.getByRole('button', { name: /問問故事貓/ }).click();
  await expect(chat.getByRole('button', { name: '幫我完成' })).toBeEnabled();
  await settle(page);
  await shot(page, 'create-step1-chat');
  await chat.getByRole('button', { name: '幫我完成' }).click();
  const title = (await chat.getByTestId('chat-result').innerText())
    .split(' ✓')[0]!
    .replace(/[「」]/g, '')
    .trim();
  await expect(page.getByLabel('中文書名')).toHaveValue(title);

  await page.goto(`/character/${bookId}`);
  await page.getByRole('button', { name: /問問故事貓/ }).click();
  await expect(chat.getByRole('button', { name: '幫我完成' })).toBeEnabled();
  await chat.getByRole('button', { name: '幫我完成' }).click();
  await expect(chat.getByTestId('chat-result')).toBeVisible();
  await expect(page.getByLabel('主角名稱')).not.toHaveValue('');
  await expect(page.getByLabel('主角特徵')).not.toHaveValue('');
});

test('the book guide shows the book with an edit button for every part', async ({
  page,
  request,
  seedUser,
  signIn,
}) => {
  const u = await seedUser({ point: 20 });
  const bookId = await makeBook(request, u, '海盜小貓');
  await signIn(u);
  await page.goto(`/bookguide/${bookId}`);
  await expect(page.getByText('海盜小貓')).toBeVisible();
  await expect(page.getByText('還沒有故事頁，按「開始寫故事」吧！')).toBeVisible();
  const section = (name: string) => page.getByRole('region', { name });
  await expect(section('繪本資訊').getByRole('link', { name: '修改' })).toHaveAttribute('href', `/step1/${bookId}`);
  await expect(section('繪畫風格').getByRole('link', { name: '修改' })).toHaveAttribute('href', `/step2/${bookId}`);
  await expect(section('主角').getByRole('link', { name: '修改' })).toHaveAttribute('href', `/character/${bookId}`);
  await expect(section('封面').getByRole('link')).toHaveAttribute('href', `/step7_1/${bookId}`);
  await expect(section('封底').getByRole('link')).toHaveAttribute('href', `/step7_2/${bookId}`);
  await expect(section('作者的話').getByRole('link')).toHaveAttribute('href', `/step8/${bookId}`);
  await expect(section('預覽與下載').getByRole('link')).toHaveAttribute('href', `/step9/${bookId}`);
  await expect(section('分享').getByRole('link')).toHaveAttribute('href', `/share?book_id=${bookId}`);
  await settle(page);
  await shot(page, 'create-bookguide');
  await section('繪本資訊').getByRole('link', { name: '修改' }).click();
  await expect(page.getByRole('textbox', { name: /作者/ })).toHaveValue('林小美');
});

test('the book guide of a finished book: one button per page, numbered from 1, and the covers', async ({
  page,
  seedUser,
  seedBook,
  signIn,
}) => {
  const u = await seedUser({ point: 0 });
  const book = await seedBook(u, { pages: 5, book_name_ch: '月亮上的兔子' });
  await signIn(u);
  await page.goto(`/bookguide/${book.book_id}`);
  const story = page.getByRole('region', { name: '故事內容' });
  await expect(story.getByRole('link')).toHaveText(['第1頁', '第2頁', '第3頁', '第4頁', '第5頁']);
  await expect(story.getByRole('link', { name: '第3頁' })).toHaveAttribute('href', `/ai_story/${book.book_id}/3/3`);
  await expect(page.getByRole('region', { name: '封面' }).locator('img')).toHaveAttribute('src', /^\/files\//);
  await expect(page.getByRole('region', { name: '作者的話' })).toContainText('希望大家喜歡我的書！');
  await expect(page.getByRole('region', { name: '繪畫風格' })).toContainText('繽紛卡通');
  await page
    .locator('.guide-page-btn img')
    .last()
    .evaluate((img: HTMLImageElement) => img.decode());
  await settle(page);
  await shot(page, 'create-bookguide-finished');
  await story.getByRole('link', { name: '第2頁' }).click();
  await expect(page).toHaveURL(`/ai_story/${book.book_id}/3/2`);
});

test('the intro tour: a story, a picture from who/where/what, then done on the server', async ({
  page,
  request,
  seedUser,
  signIn,
}) => {
  const u = await seedUser({ point: 0 });
  await signIn(u);
  await page.goto('/main');
  await page
    .getByTestId('onboarding-tour')
    .getByRole('link', { name: /開始導覽/ })
    .click();
  await expect(page).toHaveURL('/tour');
  const alert = page.getByRole('alert');
  await page.getByRole('button', { name: /下一步/ }).click();
  await expect(alert).toContainText('請先寫下你的小故事喔！');
  await page.getByLabel('我的小故事').fill('貓'.repeat(31));
  await page.getByRole('button', { name: /下一步/ }).click();
  await expect(alert).toContainText('小故事請在30字以內喔！');
  await page.getByLabel('我的小故事').fill('小貓在公園裡追蝴蝶');
  await settle(page);
  await shot(page, 'tour-step1');
  await page.getByRole('button', { name: /下一步/ }).click();
  await page.getByRole('button', { name: /畫出來/ }).click();
  await expect(alert).toContainText('誰、在哪裡、做什麼，至少要填一個喔！');
  await page.getByLabel('誰').fill('小貓');
  await page.getByLabel('在哪裡').fill('公園');
  await page.getByLabel('做什麼').fill('追'.repeat(16));
  await page.getByRole('button', { name: /畫出來/ }).click();
  await expect(alert).toContainText('每一格請輸入15字以內！');
  await page.getByLabel('做什麼').fill('追蝴蝶');
  const spill = await page.locator('.tour-card').evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(spill, 'the tour card holds its fields').toBeLessThanOrEqual(0);
  await settle(page);
  await shot(page, 'tour-step2');
  await page.getByRole('button', { name: /畫出來/ }).click();
  await expect(page.getByRole('img', { name: '依照你的故事畫出的圖' })).toHaveAttribute('src', /^\/files\//);
  await settle(page);
  await shot(page, 'tour-step3');
  await page.getByRole('button', { name: /我學會了/ }).click();
  await expect(page).toHaveURL('/main');
  expect(await page.evaluate(() => localStorage.getItem('haveGuide'))).toBe('true');
  const profile = await (
    await request.get('/api/user/profile', { headers: { authorization: `Bearer ${u.token}` } })
  ).json();
  expect(profile.data.guide_done).toBe(true);
  // the shelf no longer offers the tour
  await expect(page.getByTestId('onboarding-tour')).toHaveCount(0);
});

test('the tour is not for trial accounts, and a route without a book id goes to the shelf', async ({
  page,
  seedUser,
  signIn,
}) => {
  const u = await seedUser({ is_trial: true, point: 10 });
  await signIn(u, { isTrial: true });
  await page.goto('/tour');
  await expect(page).toHaveURL('/main');
  await page.goto('/character/undefined');
  await expect(page).toHaveURL('/main');
  await page.goto('/step2');
  await expect(page).toHaveURL('/main');
});

test('the five pirate guides lead where the spec says', async ({ page, request, seedUser, signIn }) => {
  const u = await seedUser({ point: 20 });
  const bookId = await makeBook(request, u);
  await signIn(u);
  await page.addInitScript((id) => localStorage.setItem('currentBookID', id), bookId);
  const expected = ['/step1/new', '/guide/3', `/ai_story/${bookId}/3/1`, `/step7_1/${bookId}`, `/step9/${bookId}`];
  const titles = ['整理行囊', '挑戰開始', '十二隻怪獸', '成為傳說', '找到寶藏'];
  for (let n = 1; n <= 5; n++) {
    await page.goto(`/guide/${n}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[n - 1]!);
    await expect(page.locator('.guide-go')).toHaveAttribute('href', expected[n - 1]!);
    await settle(page);
    await shot(page, `create-guide${n}`);
  }
  await page.goto('/guide/6');
  await expect(page).toHaveURL('/main');
});

test('the creation screens fit a phone 390 px wide', async ({ page, request, seedUser, signIn }) => {
  const u = await seedUser({ point: 20 });
  const bookId = await makeBook(request, u);
  await signIn(u);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, name] of [
    ['/step1/new', 'step1'],
    [`/step2/${bookId}`, 'step2'],
    [`/character/${bookId}`, 'character'],
    ['/guide/1', 'guide1'],
    [`/bookguide/${bookId}`, 'bookguide'],
    ['/tour', 'tour'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await settle(page);
    await shot(page, `create-390-${name}`);
  }
});
