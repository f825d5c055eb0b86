import type { Page } from '@playwright/test';
import { expect, shot, skipOverlays, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => skipOverlays(page));

const panel = (page: Page) => page.getByRole('region', { name: '故事貓小幫手' });
const option = (page: Page, name: string) => panel(page).getByRole('button', { name, exact: true });

test('a child gets a title from the assistant in three taps and it lands in the title field', async ({
  page,
  seedUser,
  signIn,
}) => {
  await signIn(await seedUser({ point: 20 }));
  await page.goto('/step1/new');
  // minimised on Step1: the cat opens it
  await page.getByRole('button', { name: /問問故事貓/ }).click();
  await expect(panel(page).getByText('故事的主角是誰呢？')).toBeVisible();

  await option(page, '小貓').click();
  await expect(panel(page).getByText('小貓在哪裡呢？')).toBeVisible();
  await option(page, '海底').click();
  // the events offered follow the place chosen
  await expect(option(page, '珍珠派對')).toBeVisible();
  await option(page, '尋寶記').click();

  await expect(page.getByLabel('中文書名')).toHaveValue('小貓的海底尋寶記');
  await expect(panel(page).getByTestId('chat-result')).toContainText('小貓的海底尋寶記');
  await expect(panel(page)).toContainText('第3/3回合');
  await shot(page, 'chat-step1-title');

  // another idea from the same answers replaces it
  await panel(page).getByRole('button', { name: '用這個 「海底尋寶記」' }).click();
  await expect(page.getByLabel('中文書名')).toHaveValue('海底尋寶記');
});

test('typing, stepping back and a reload: the conversation is kept for the route', async ({
  page,
  seedUser,
  signIn,
}) => {
  await signIn(await seedUser({ point: 20 }));
  await page.goto('/step1/new');
  await page.getByRole('button', { name: /問問故事貓/ }).click();
  await option(page, '小狗').click();
  await expect(panel(page).getByText('小狗在哪裡呢？')).toBeVisible();

  await panel(page)
    .getByRole('button', { name: /上一步/ })
    .click();
  await expect(panel(page).getByText('小狗在哪裡呢？')).toHaveCount(0);
  await expect(option(page, '小狗')).toBeVisible();

  await panel(page).getByRole('textbox').fill('一隻粉紅色的小恐龍');
  await panel(page).getByRole('button', { name: '送出' }).click();
  await expect(panel(page).getByText('小恐龍在哪裡呢？')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: /問問故事貓/ }).click();
  await expect(panel(page).getByText('小恐龍在哪裡呢？')).toBeVisible();
  await expect(panel(page)).toContainText('第1/3回合');
  await option(page, '島上').click();
  await panel(page).getByRole('textbox').fill('找到一顆會發光的蛋');
  await panel(page).getByRole('button', { name: '送出' }).click();
  await expect(page.getByLabel('中文書名')).toHaveValue('小恐龍找到會發光的蛋');
});

test('the cat helps invent the main character in three turns', async ({ page, seedUser, seedBook, signIn }) => {
  const u = await seedUser({ point: 20 });
  const { book_id } = await seedBook(u, { pages: 0 });
  await signIn(u);
  await page.goto(`/character/${book_id}`);
  await page.getByRole('button', { name: /問問故事貓/ }).click();
  await panel(page).getByRole('textbox').fill('一隻叫阿花的貓');
  await panel(page).getByRole('button', { name: '送出' }).click();
  await expect(panel(page).getByText('貓長什麼樣子呢？')).toBeVisible();
  await option(page, '毛茸茸的').click();
  await option(page, '很勇敢').click();
  await expect(page.getByLabel('主角名稱')).toHaveValue('阿花');
  await expect(page.getByLabel('主角特徵')).toHaveValue('毛茸茸的貓，很勇敢');
  await shot(page, 'chat-character');
});

test('the cat writes the next page from the earlier ones, and it lands in the story field', async ({
  page,
  seedUser,
  seedBook,
  signIn,
}) => {
  const u = await seedUser({ point: 20 });
  const { book_id } = await seedBook(u, {
    pages: 2,
    texts: [
      { ch: '小貓在森林裡遇到小狐狸。', en: 'The kitten meets a little fox in the forest.' },
      { ch: '小狐狸帶小貓去找果子。', en: 'The fox takes the kitten to find fruit.' },
    ],
  });
  await signIn(u);
  await page.goto(`/ai_story/${book_id}/3/3`);
  // minimised on the page-story screen: the child writes there herself unless she asks the cat
  await page.getByRole('button', { name: /問問故事貓/ }).click();
  await expect(panel(page).getByText('第3頁，接下來小貓怎麼了？')).toBeVisible();
  await option(page, '又遇見了小狐狸').click();
  await option(page, '森林').click();
  await option(page, '哈哈大笑').click();
  await expect(page.getByTestId('story-text')).toHaveValue('小貓在森林又遇見了小狐狸，哈哈大笑。');
  await shot(page, 'chat-page-story');
});
