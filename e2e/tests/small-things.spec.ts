import type { Page } from '@playwright/test';
import { expect, shot, skipOverlays, test } from './fixtures.ts';

// Issue S: the small things a child, a parent and a teacher notice first. One test per numbered point.

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const LAPTOP = { width: 1366, height: 768 };

/** The element that has focus is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"][aria-modal="true"]')));

test.describe('signed-in screens', () => {
  test.beforeEach(async ({ page }) => skipOverlays(page));

  test('1. a double tap on a shelf cover opens neither the editor nor the reader', async ({
    page,
    seedUser,
    seedBook,
    signIn,
  }) => {
    for (const size of [PHONE, LAPTOP]) {
      await page.setViewportSize(size);
      const kid = await seedUser({ point: 30, guide_done: true });
      await seedBook(kid, { book_name_ch: '月亮上的兔子', pages: 2 });
      await page.evaluate(() => localStorage.clear()).catch(() => undefined);
      await signIn(kid);
      await page.goto('/main');
      await page.evaluate((t) => localStorage.setItem('token', t), kid.token);
      await page.goto('/main');
      const cover = page.locator('.book-card-button');
      await cover.dblclick();
      // the second tap landed where 編輯 appears: still on the shelf, the two actions shown
      await expect(page).toHaveURL(/\/main$/);
      await expect(page.getByRole('link', { name: /編輯《月亮上的兔子》/ })).toBeVisible();
      await page.waitForTimeout(600);
      await expect(page).toHaveURL(/\/main$/);
      // a deliberate tap afterwards works
      await page.getByRole('link', { name: /編輯《月亮上的兔子》/ }).click();
      await expect(page).toHaveURL(/\/bookguide\//);
    }
  });

  test('2. the create-book dialog keeps focus, closes on Escape and gives focus back', async ({
    page,
    seedUser,
    signIn,
  }) => {
    const kid = await seedUser({ point: 30, guide_done: true });
    await signIn(kid);
    await page.goto('/main');
    const opener = page.getByRole('button', { name: /創作新繪本/ });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: '創作新繪本' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page), `Tab ×${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(page), `Shift+Tab ×${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('4. an ended session says why at the login and gives back the unsaved edit afterwards', async ({
    page,
    request,
    seedUser,
    signIn,
  }) => {
    const kid = await seedUser({ name: '林小雨' });
    await signIn(kid);
    await page.goto('/profile');
    const name = page.getByLabel('姓名');
    await expect(name).toHaveValue('林小雨');
    await name.fill('林小雨點');
    // the session is ended elsewhere (another device logs out)
    await request.post('/api/user/logout', { headers: { authorization: `Bearer ${kid.token}` } });
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('alert')).toContainText('登入已過期，請重新登入！');
    await shot(page, 's4-session-expired-login');
    await page.getByLabel('帳號').fill(kid.username);
    await page.getByLabel('密碼', { exact: true }).fill(kid.password);
    await page.getByRole('button', { name: '登入' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('姓名')).toHaveValue('林小雨點');
    await expect(page.getByRole('status').filter({ hasText: '還沒儲存的內容放回去了' })).toBeVisible();
    await shot(page, 's4-draft-restored');
    // once saved, the draft is forgotten: a later login on this screen shows what the server has
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('draft:')));
    for (const k of kept) expect(await page.evaluate((key) => localStorage.getItem(key), k)).not.toContain('林小雨點');
  });

  test('5. the phone top bar is one row with the brand, shelf, points, member centre and logout', async ({
    page,
    seedUser,
    signIn,
  }) => {
    const kid = await seedUser({ point: 120, guide_done: true });
    await signIn(kid);
    for (const size of [PHONE, TABLET, LAPTOP]) {
      await page.setViewportSize(size);
      await page.goto('/profile');
      await expect(page.locator('.points-value')).toHaveText('120');
      const bar = (await page.locator('.topbar').boundingBox())!;
      expect(bar.height, `bar at ${size.width}px`).toBeLessThan(72);
      const brand = (await page.locator('.topbar .brand').boundingBox())!;
      const logout = (await page.getByRole('button', { name: '登出' }).boundingBox())!;
      expect(Math.abs(brand.y + brand.height / 2 - (logout.y + logout.height / 2))).toBeLessThan(12);
      expect(logout.x + logout.width).toBeLessThanOrEqual(size.width);
      // the folded labels are still the links' names
      await expect(page.getByRole('link', { name: /我的書櫃/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /會員中心/ })).toBeVisible();
      await shot(page, `s5-topbar-${size.width}`);
    }
  });

  test('6. a new user with 0 points sees 儲值點數 next to 開始導覽 on the empty shelf', async ({
    page,
    seedUser,
    signIn,
  }) => {
    const kid = await seedUser({ point: 0 });
    await signIn(kid);
    for (const size of [PHONE, LAPTOP]) {
      await page.setViewportSize(size);
      await page.goto('/main');
      await expect(page.getByTestId('onboarding-tour')).toBeVisible();
      await expect(page.getByTestId('onboarding-topUp')).toBeVisible();
      await expect(page.getByTestId('onboarding-topUp')).toContainText('你的點數是 0 點');
      await shot(page, `s6-empty-shelf-${size.width}`);
    }
    await page.getByRole('link', { name: /儲值點數/ }).click();
    await expect(page).toHaveURL(/\/point$/);
  });

  test('8. /step9 reached from the foot of Guide 5 opens at its top', async ({ page, seedUser, seedBook, signIn }) => {
    await page.setViewportSize({ width: 390, height: 560 });
    const kid = await seedUser({ point: 30, guide_done: true });
    const book = await seedBook(kid, { pages: 2 });
    await signIn(kid);
    await page.goto('/main');
    await page.evaluate((id) => localStorage.setItem('currentBookID', id), book.book_id);
    await page.goto('/guide/5');
    const go = page.getByRole('link', { name: /打開寶藏/ });
    await go.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await go.click();
    await expect(page).toHaveURL(/\/step9\//);
    const title = page.getByRole('heading', { name: /完成啦/ });
    await expect(title).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const bar = (await page.locator('.topbar').boundingBox())!;
    expect((await title.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  });
});

test.describe('public screens', () => {
  test('2. the landing’s upgrade notice keeps focus and closes on Escape', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('screenSizeWarningDismissed', 'true'));
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: '系統升級通知' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page), `Tab ×${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('3. registration ends at the login with 註冊成功，請登入！ and the username filled in', async ({ page }) => {
    await skipOverlays(page);
    const username = `kid${Date.now().toString(36)}`;
    await page.goto('/register');
    await page.getByLabel('姓名').fill('陳大文');
    await page.getByLabel('電子郵件').fill(`${username}@example.com`);
    await page.getByLabel('帳號').fill(username);
    await page.getByLabel('密碼', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: '註冊' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('status')).toHaveText(/註冊成功，請登入！/);
    await expect(page.getByLabel('帳號')).toHaveValue(username);
    await page.waitForTimeout(5500);
    // a success text stays until the next action
    await expect(page.getByRole('status')).toHaveText(/註冊成功，請登入！/);
    await shot(page, 's3-registered-login');
    await page.getByLabel('密碼', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: '登入' }).click();
    await expect(page).toHaveURL(/\/main$/);
  });

  test('7. the screen-size reminder is worded for a phone and for a tablet in portrait', async ({ browser }) => {
    const texts: Record<string, string | null> = {};
    for (const size of [PHONE, TABLET, LAPTOP]) {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      await page.addInitScript(() => sessionStorage.setItem('systemUpgradeModalShown', 'true'));
      await page.goto('/');
      await expect(page.getByRole('link', { name: /學校版登入/ })).toBeVisible();
      const reminder = page.locator('.screen-reminder');
      texts[size.width] = (await reminder.count()) ? await reminder.innerText() : null;
      if (size !== LAPTOP) await shot(page, `s7-reminder-${size.width}`);
      await context.close();
    }
    expect(texts[390]).toContain('建議使用電腦或平板，以獲得最佳體驗！');
    expect(texts[820]).toContain('把平板轉成橫向來用');
    expect(texts[820]).not.toContain('建議使用電腦或平板');
    expect(texts[1366]).toBeNull();
  });
});
