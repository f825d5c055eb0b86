import { SEED_TOKEN } from '../playwright.config.ts';
import { expect, shot, test, uniqueName } from './fixtures.ts';

test('a parent buys points through the sandbox checkout and sees the result on the profile', async ({
  page,
  seedUser,
  signIn,
}) => {
  const parent = await seedUser();
  await signIn(parent);
  await page.goto('/point');
  await expect(page.getByRole('heading', { name: /儲值點數/ })).toBeVisible();
  // the bonus countdown of the seeded event runs from the first view
  await expect(page.getByRole('timer')).toContainText(/限時加碼倒數\s*\d{2}:\d{2}/);
  const cards = page.getByTestId('plan-card');
  await expect(cards).toHaveCount(4);
  // plans by id descending, the first highlighted
  await expect(cards.first()).toHaveClass(/featured/);
  await expect(cards.first()).toContainText('出版社方案');
  await expect(cards.last()).toContainText('體驗方案');
  await expect(cards.last()).toContainText('+10');
  await shot(page, 'point');

  await cards.last().getByRole('button', { name: '購買' }).click();
  const terms = page.getByRole('dialog', { name: '購買條款' });
  await expect(terms.getByRole('button', { name: '同意並繼續' })).toBeDisabled();
  await terms.getByLabel('我已閱讀並同意購買條款').check();
  await terms.getByRole('button', { name: '同意並繼續' }).click();
  const confirm = page.getByRole('dialog', { name: '確認交易' });
  await expect(confirm).toContainText('NT$ 100');
  const stored = await page.evaluate(() => [
    localStorage.getItem('MerchantTradeNo'),
    localStorage.getItem('PayPlanId'),
  ]);
  expect(stored[0]).toMatch(/^[A-Za-z0-9]{20}$/);
  expect(stored[1]).toBe('1');
  await shot(page, 'point-confirm');
  await confirm.getByRole('button', { name: /前往付款/ }).click();

  // the local sandbox card page (ECPAY_MODE=sandbox)
  await expect(page.getByRole('heading', { name: '信用卡付款' })).toBeVisible();
  await page.getByLabel('信用卡號').fill('4311 9522 2222 2222');
  await page.getByLabel('有效期限').fill('12/30');
  await page.getByLabel('安全碼').fill('222');
  await shot(page, 'sandbox-checkout');
  await page.getByRole('button', { name: /確認付款/ }).click();

  await expect(page).toHaveURL(/\/profile$/);
  const result = page.getByRole('dialog', { name: '付款結果' });
  await expect(result).toContainText('付款成功');
  await expect(result).toContainText('已加入 110 點，現在共有 110 點！');
  await shot(page, 'payment-result');
  await result.getByRole('button', { name: '好的' }).click();
  await expect(page.locator('.points-badge')).toContainText('110');
  expect(await page.evaluate(() => localStorage.getItem('MerchantTradeNo'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('dialog', { name: '付款結果' })).toHaveCount(0);
});

test('a declined card shows that the top-up failed', async ({ page, seedUser, signIn }) => {
  const parent = await seedUser();
  await signIn(parent);
  await page.goto('/point');
  await page.getByTestId('plan-card').first().getByRole('button', { name: '購買' }).click();
  await page.getByLabel('我已閱讀並同意購買條款').check();
  await page.getByRole('button', { name: '同意並繼續' }).click();
  await page.getByRole('button', { name: /前往付款/ }).click();
  await page.getByLabel('信用卡號').fill('4000 0000 0000 0002');
  await page.getByLabel('有效期限').fill('12/30');
  await page.getByLabel('安全碼').fill('123');
  await page.getByRole('button', { name: /確認付款/ }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('dialog', { name: '付款結果' })).toContainText('儲值失敗，請再試一次！');
  await expect(page.locator('.points-badge')).toContainText('0');
});

test('a child redeems an activity code and goes back to the shelf', async ({ page, request, seedUser, signIn }) => {
  const code = uniqueName('CAT').toUpperCase();
  const seeded = await request.post('/api/test/codes', {
    headers: { 'x-seed-token': SEED_TOKEN },
    data: { code, point: 20 },
  });
  expect((await seeded.json()).state).toBe(true);
  const kid = await seedUser({ point: 5 });
  await signIn(kid);
  await page.goto('/redeem');
  await expect(page.getByRole('img', { name: '故事貓' }).last()).toBeVisible();
  await page.getByRole('button', { name: '兌換' }).click();
  await expect(page.getByRole('alert')).toHaveText('⚠️ 請輸入折扣碼！');
  await page.getByLabel('活動碼', { exact: true }).fill('NOT-A-CODE');
  await page.getByRole('button', { name: '兌換' }).click();
  await expect(page.getByRole('alert')).toHaveText('⚠️ 您輸入的活動碼有誤！');
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 5000 });
  await page.getByLabel('活動碼', { exact: true }).fill(code.toLowerCase());
  await page.getByRole('button', { name: '兌換' }).click();
  await expect(page.getByRole('status').filter({ hasText: '🌟兌換成功，您的點數有 25點！' })).toBeVisible();
  await shot(page, 'redeem');
  await expect(page).toHaveURL(/\/main$/, { timeout: 6000 });
  await expect(page.locator('.points-badge')).toContainText('25');
});
