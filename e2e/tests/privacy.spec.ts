import fs from 'node:fs/promises';
import { PRIVACY_MSG } from '@storycat/contract/privacy-messages';
import { expect, shot, skipOverlays, test } from './fixtures.ts';

test('a child downloads her data as a zip, then deletes her account after confirming with her password', async ({
  page,
  seedUser,
  signIn,
  seedBook,
}) => {
  const u = await seedUser({ point: 20 });
  await seedBook(u, { book_name_ch: '我的小書' });
  await signIn(u);
  await page.goto('/profile');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: PRIVACY_MSG.exportButton }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^storycat-\d{4}-\d\d-\d\d\.zip$/);
  const zip = await fs.readFile(await download.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.includes(Buffer.from('account.json'))).toBe(true);

  // Cancel keeps everything; a wrong password is refused with the spec's style of message.
  await page.getByRole('button', { name: PRIVACY_MSG.deleteButton }).click();
  const dialog = page.getByRole('dialog', { name: PRIVACY_MSG.deleteConfirmTitle });
  await expect(dialog).toBeVisible();
  await shot(page, 'privacy-delete-dialog');
  await dialog.getByRole('button', { name: PRIVACY_MSG.cancel }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: PRIVACY_MSG.deleteButton }).click();
  await dialog.getByRole('textbox', { name: PRIVACY_MSG.passwordLabel }).fill('not-my-password');
  await dialog.getByRole('button', { name: PRIVACY_MSG.deleteConfirmYes }).click();
  await expect(dialog.getByText(PRIVACY_MSG.passwordWrong)).toBeVisible();

  await dialog.getByRole('textbox', { name: PRIVACY_MSG.passwordLabel }).fill(u.password);
  await dialog.getByRole('button', { name: PRIVACY_MSG.deleteConfirmYes }).click();
  await expect(page).toHaveURL(/\/$/);
  // Signed out on this device: the landing page may keep its own settings, never the session.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const login = await page.request.post('/api/user/login', {
    data: { username: u.username, password: u.password, acc_type: 'personal' },
  });
  expect((await login.json()).state).toBe(false);
});

test('parents find the privacy notice from the footer and the registration form, on a phone and a laptop', async ({
  page,
}) => {
  const { PRIVACY_NOTICE } = await import('@storycat/contract/privacy-notice');
  await skipOverlays(page);
  await page.goto('/');
  await page.locator('footer.site-footer').getByRole('link', { name: '隱私權與個資說明' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: PRIVACY_NOTICE.title })).toBeVisible();
  // every item of 個資法第 8 條 has its own heading
  for (const s of PRIVACY_NOTICE.sections)
    await expect(page.getByRole('heading', { level: 2, name: s.title })).toBeVisible();
  await expect(page.getByText('遠端 AI 服務', { exact: false }).first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'privacy-laptop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'privacy-phone');
  // the table of contents jumps to a section
  await page.getByRole('link', { name: PRIVACY_NOTICE.sections[6]!.title }).click();
  await expect(page).toHaveURL(/#rights$/);

  await page.goto('/register');
  await page.getByRole('main').or(page.locator('form')).getByRole('link', { name: '隱私權與個資說明' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: PRIVACY_NOTICE.title })).toBeVisible();
});
