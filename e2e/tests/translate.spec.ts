import path from 'node:path';
import { expect, SHOTS, test } from './fixtures.ts';

const shot = (name: string) => path.join(SHOTS, `translate-${name}.png`);

/**
 * Issue 27: the built-in translator on a page a child writes — the English draft is fluent, past-tense English
 * with no pinyin, and it is what the reader prints under the Chinese.
 */
test('a page translated by the built-in translator shows its English in the reader', async ({
  page,
  request,
  seedUser,
  signIn,
}) => {
  test.setTimeout(120_000);
  const u = await seedUser({ point: 30, guide_done: true });
  await signIn(u);
  const headers = { authorization: `Bearer ${u.token}` };
  const created = await request.post('/api/book/info', {
    headers,
    data: { book_name_ch: '咪咪找寶藏', book_name_en: 'Mimi Looks for Treasure', book_author: '林小華', style: '1' },
  });
  const bookId = (await created.json()).data.book_id as string;
  const img = await request.get('/api/tool/character-img', {
    headers,
    params: { name: '咪咪', features: '橘色的小貓', style: '1', book_id: bookId },
  });
  const { image, prompt } = (await img.json()).data;
  await request.post('/api/book/data', {
    headers,
    form: {
      book_id: bookId,
      step: '3',
      page: '1',
      ch_story_ai: JSON.stringify({ character: { name: '咪咪', features: '橘色的小貓', image, prompt } }),
    },
  });

  await page.goto('/main');
  await page.evaluate((id) => localStorage.setItem('currentBookID', id), bookId);
  await page.goto(`/ai_story/${bookId}/3/1`);
  const text = '咪咪在山上挖到一箱金幣！';
  const english = 'Mimi dug up a chest of gold coins on the mountain!';
  await page.getByTestId('story-text').fill(text);
  await page.getByRole('button', { name: '翻譯' }).click();
  await expect(page.getByTestId('story-english')).toHaveValue(english);
  await page.screenshot({ path: shot('1-page') });

  // the picture, then the page is saved
  await page.getByRole('button', { name: /去畫圖/ }).click();
  await page.getByLabel('誰', { exact: true }).fill('咪咪');
  await page.getByLabel('在哪裡', { exact: true }).fill('山上');
  await page.getByLabel('做什麼', { exact: true }).fill('挖寶藏');
  await page.getByTestId('generate').click();
  await expect(page.getByTestId('carousel-image')).toBeVisible();
  await page.getByRole('button', { name: /選這張/ }).click();
  await expect(page).toHaveURL(/\/editbook\//);
  await expect(page.getByTestId('page-canvas')).toContainText(english);
  await page.getByRole('button', { name: /儲存/ }).click();
  await expect(page.getByTestId('prize')).toBeVisible();

  // the reader prints the English under the Chinese
  await page.goto(`/readbook/${bookId}`);
  await page.getByRole('button', { name: '下一頁' }).click();
  const sheet = page.getByTestId('sheet-page-1');
  await expect(sheet.locator('.text-ch')).toHaveText(text);
  await expect(sheet.locator('.text-en')).toHaveText(english);
  await page.screenshot({ path: shot('2-reader') });
});
