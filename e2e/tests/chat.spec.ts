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
  await panel(page).getByRole('button', { name: '用這個 「小貓的尋寶記」' }).click();
  await expect(page.getByLabel('中文書名')).toHaveValue('小貓的尋寶記');
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
  // 小恐龍在島上找到會發光的蛋 is over 10 characters: the title keeps the child's place, the action is one tap away.
  await expect(page.getByLabel('中文書名')).toHaveValue('島上的小恐龍');
  await panel(page)
    .getByRole('button', { name: /小恐龍找到會發光的蛋/ })
    .click();
  await expect(page.getByLabel('中文書名')).toHaveValue('小恐龍找到會發光的蛋');
});

test('a vague child gets concrete choices, and the cat still gives a title by the third turn', async ({
  page,
  seedUser,
  signIn,
}) => {
  await signIn(await seedUser({ point: 20 }));
  await page.goto('/step1/new');
  await page.getByRole('button', { name: /問問故事貓/ }).click();
  await panel(page).getByRole('textbox').fill('嗯');
  await panel(page).getByRole('button', { name: '送出' }).click();
  // "you pick": three concrete beings to tap, nothing of 嗯 copied anywhere
  await expect(panel(page).getByText(/我想到.+、.+、.+，你喜歡哪個？/u)).toBeVisible();
  await panel(page).getByRole('textbox').fill('隨便');
  await panel(page).getByRole('button', { name: '送出' }).click();
  await expect(panel(page).getByText(/在哪裡呢？/u)).toBeVisible();
  await panel(page).getByRole('textbox').fill('不知道');
  await panel(page).getByRole('button', { name: '送出' }).click();
  const title = page.getByLabel('中文書名');
  await expect(title).not.toHaveValue('');
  await expect(title).not.toHaveValue(/嗯|隨便|不知道/u);
  await expect(panel(page).getByText('其他點子')).toBeVisible();
  await shot(page, 'chat-vague-title');
});

test('zhuyin is read as the word it spells, with a one-tap yes', async ({ page, seedUser, signIn }) => {
  await signIn(await seedUser({ point: 20 }));
  await page.goto('/step1/new');
  await page.getByRole('button', { name: /問問故事貓/ }).click();
  await panel(page).getByRole('textbox').fill('ㄊㄨˋ子');
  await panel(page).getByRole('button', { name: '送出' }).click();
  await expect(panel(page).getByText('你是說『兔子』嗎？兔子在哪裡呢？')).toBeVisible();
  await shot(page, 'chat-zhuyin-confirm');
  await panel(page).getByRole('button', { name: '對！' }).click();
  await expect(panel(page).getByText('好，就是『兔子』！')).toBeVisible();
  await option(page, '森林').click();
  await panel(page).getByRole('textbox').fill('找朋有');
  await panel(page).getByRole('button', { name: '送出' }).click();
  await expect(page.getByLabel('中文書名')).toHaveValue('兔子在森林找朋友');
  await expect(panel(page).getByText(/你是說『朋友』嗎？/u)).toBeVisible();
  await shot(page, 'chat-zhuyin-title');
});

test('the cat helps invent the main character in three turns', async ({ page, seedUser, seedBook, signIn }) => {
  const u = await seedUser({ point: 20 });
  const { book_id } = await seedBook(u, { pages: 0 });
  await signIn(u);
  await page.goto(`/character/${book_id}`);
  await page.getByRole('button', { name: /問問故事貓/ }).click();
  await panel(page).getByRole('textbox').fill('一隻叫阿花的貓');
  await panel(page).getByRole('button', { name: '送出' }).click();
  await expect(panel(page).getByText('阿花長什麼樣子呢？')).toBeVisible();
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
  await expect(panel(page).getByText('第3頁，接下來小貓做了什麼？')).toBeVisible();
  await option(page, '又遇見了小狐狸').click();
  await option(page, '森林').click();
  await option(page, '開心得跳起來').click();
  await expect(page.getByTestId('story-text')).toHaveValue(/^.+，小貓又在森林裡遇見了小狐狸，開心得跳起來。$/u);
  await shot(page, 'chat-page-story');
});

test('a thing without an action gets a kind follow-up, and a lone zhuyin syllable a question', async ({
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
  await page.getByRole('button', { name: /問問故事貓/ }).click();
  await panel(page).getByRole('textbox').fill('在河邊');
  await panel(page).getByRole('button', { name: '送出' }).click();
  // 石頭 is no action: the cat asks what happened with it instead of writing 「在河邊石頭」
  await panel(page).getByRole('textbox').fill('石頭');
  await panel(page).getByRole('button', { name: '送出' }).click();
  await expect(panel(page).getByText(/^石頭怎麼了呢？小貓.+石頭，還是.+石頭？$/u)).toBeVisible();
  await shot(page, 'chat-thing-follow-up');
  await option(page, '撿到石頭').click();
  await expect(page.getByTestId('story-text')).toHaveValue(/小貓在河邊撿到了石頭/u);
  await expect(page.getByTestId('story-text')).not.toHaveValue(/河邊石頭/u);

  // a syllable alone: the cat reads it as a child's word and asks
  await page.goto('/step1/new');
  await page.getByRole('button', { name: /問問故事貓/ }).click();
  await panel(page).getByRole('textbox').fill('ㄒㄧㄤˋ');
  await panel(page).getByRole('button', { name: '送出' }).click();
  await expect(panel(page).getByText(/^你是說『大象』嗎？大象在哪裡呢？$/u)).toBeVisible();
});
