import { EASY_STORY } from '../../apps/server/src/report/analyser/fixtures.ts';
import { SEED_TOKEN } from '../playwright.config.ts';
import fs from 'node:fs';
import path from 'node:path';
import { expect, shot, SHOTS, test, type SeededUser } from './fixtures.ts';

const ZODIAC =
  /^(機智鼠鼠|勇敢牛牛|猛烈小虎|快樂兔兔|神秘龍王|靈巧蛇蛇|奔放馬馬|溫柔羊羊|活潑猴猴|勤勞小雞|忠誠狗狗|悠閒豬豬)$/;

async function seedBook(
  request: import('@playwright/test').APIRequestContext,
  user: SeededUser,
  story: { zh: string[]; en: string[] },
) {
  // a finished book (pictures, covers) from the shared seed route, with the story's own texts
  const res = await request.post('/api/test/books', {
    headers: { 'x-seed-token': SEED_TOKEN },
    data: {
      user_id: user.id,
      book_name_ch: '小兔子去河邊',
      book_name_en: 'Little Rabbit Goes to the River',
      book_author: '王小明',
      pages: story.zh.length,
      texts: story.zh.map((ch, i) => ({ ch, en: story.en[i] ?? '' })),
      // the child wrote this English herself (the translator's drafts: report-english.spec.ts)
      en_own: true,
    },
  });
  const body = await res.json();
  if (!body.state) throw new Error(`seed failed: ${JSON.stringify(body)}`);
  return body.data.book_id as string;
}

test('a parent opens the report of a finished book: three tabs, charts, and the PDF', async ({
  page,
  request,
  seedUser,
  signIn,
}) => {
  const user = await seedUser();
  const bookId = await seedBook(request, user, EASY_STORY);
  await signIn(user);
  await page.goto(`/report/${bookId}`);

  // No saved report yet: it is generated at once, and the button ends at 重生報告.
  await expect(page.getByRole('button', { name: '重生報告' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('書名', { exact: true })).toHaveValue('小兔子去河邊');
  await expect(page.getByLabel('字數')).toHaveValue('168');
  await expect(page.locator('img.report-cover')).toBeVisible();
  await expect(page.getByLabel('字數')).toHaveAttribute('readonly', '');
  await expect(page.getByText('興趣志向分析')).toBeVisible();
  await expect(page.getByText(/(書裡最常寫到|故事的主角是)「小兔子」/)).toBeVisible();
  await expect(page.getByRole('note')).toContainText('並非臨床診斷');
  await shot(page, 'report-overview');

  await page.getByRole('tab', { name: '詞彙分析' }).click();
  await expect(page.getByTestId('level-bar')).toHaveCount(2);
  const marker = page.getByTestId('level-marker').first();
  const left = await marker.evaluate((el) => (el as HTMLElement).style.left);
  expect(parseFloat(left)).toBeGreaterThan(0);
  const charts = page.getByRole('img', { name: /最常使用的/ });
  await expect(charts).toHaveCount(2);
  await expect(charts.first().locator('svg')).toContainText('小兔子');
  await expect(charts.nth(1).locator('svg')).toContainText('rabbit');
  await shot(page, 'report-vocabulary');

  await page.getByRole('tab', { name: '人格特質' }).click();
  await expect(page.getByTestId('zodiac-name')).toHaveText(ZODIAC);
  await expect(page.locator('img.zodiac-picture')).toBeVisible();
  await expect(page.getByRole('img', { name: '能力分析' }).locator('svg')).toContainText('情感表達能力');
  await expect(page.getByRole('img', { name: '五大人格特質' }).locator('svg')).toContainText('外向性');
  await shot(page, 'report-traits');

  await page.getByRole('button', { name: '產生報告電子檔' }).click();
  await expect(page.getByText('報告下載中請稍候回來')).toBeVisible();
  const download = page.getByRole('link', { name: /下載報告電子檔/ });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: '重新產生報告電子檔' })).toBeVisible();
  await expect(download).toHaveAttribute('target', '_blank');
  const href = await download.getAttribute('href');
  const pdf = await request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // kept beside the screenshots so its pages can be looked at (pdftoppm -png -r 60)
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.writeFileSync(path.join(SHOTS, 'report.pdf'), await pdf.body());

  // Coming back later shows the saved report without generating it again.
  await page.reload();
  await expect(page.getByRole('button', { name: '重生報告' })).toBeVisible();
  await expect(page.getByRole('link', { name: /下載報告電子檔/ })).toBeVisible();
});

test('a book under 150 words gets the spec message and a way back to editing', async ({
  page,
  request,
  seedUser,
  signIn,
}) => {
  const user = await seedUser();
  const bookId = await seedBook(request, user, { zh: ['小兔子住在森林裡。', '牠有一個好朋友。'], en: [] });
  await signIn(user);
  await page.goto(`/report/${bookId}`);
  const dialog = page.getByRole('dialog', { name: '您的繪本僅有15字' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('至少需要150字才可生成繪本報告！');
  for (const name of ['報告總覽', '詞彙分析', '人格特質']) await expect(page.getByRole('tab', { name })).toBeDisabled();
  await shot(page, 'report-too-short');
  await dialog.getByRole('button', { name: '去編輯繪本' }).click();
  await expect(page).toHaveURL(new RegExp(`/step1/${bookId}$`));
});
