import { expect, test } from './fixtures.ts';

test('the upgrade notice shows once per browser session and closes by × or by the background', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: '系統升級通知' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('如果無法使用，請立即聯繫客服！');
  await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: /故事貓/ })).toBeVisible();
  await expect(dialog).toBeHidden();
  const fresh = await page.context().browser()!.newContext();
  const other = await fresh.newPage();
  await other.goto(page.url());
  await other.getByRole('button', { name: '關閉' }).click();
  await expect(other.getByRole('dialog')).toBeHidden();
  await fresh.close();
});

test('the screen-size reminder follows the window width until it is dismissed for good', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('systemUpgradeModalShown', 'true'));
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/');
  const reminder = page.getByText('建議使用電腦或平板，以獲得最佳體驗！');
  await expect(reminder).toBeHidden();
  await page.setViewportSize({ width: 800, height: 800 });
  await expect(reminder).toBeVisible();
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(reminder).toBeHidden();
  await page.setViewportSize({ width: 700, height: 800 });
  await page.getByRole('button', { name: '我知道了' }).click();
  await expect(reminder).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('screenSizeWarningDismissed'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('link', { name: /學校版登入/ })).toBeVisible();
  await expect(reminder).toBeHidden();
});
