import type { APIRequestContext, Page } from '@playwright/test';
import { SEED_TOKEN } from '../playwright.config.ts';
import { expect, shot, skipOverlays, test, type SeededUser } from './fixtures.ts';

// Issue S: the small things a child, a parent and a teacher notice first. One test per numbered point.

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const LAPTOP = { width: 1366, height: 768 };

/** The element that has focus is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"][aria-modal="true"]')));

/** A book made as Step1 makes it, with its main character saved on step 3, page 1 (the page has no text yet). */
async function bookWithCharacter(request: APIRequestContext, u: SeededUser) {
  const headers = { authorization: `Bearer ${u.token}` };
  const created = await request.post('/api/book/info', {
    headers,
    data: { book_name_ch: '小熊找蜂蜜', book_name_en: 'Bear and Honey', book_author: '陳小安', style: '1' },
  });
  const bookId = (await created.json()).data.book_id as string;
  const img = await request.get('/api/tool/character-img', {
    headers,
    params: { name: '熊寶', features: '棕色的小熊，戴藍色圍巾', style: '1', book_id: bookId },
  });
  const { image, prompt } = (await img.json()).data;
  const saved = await request.post('/api/book/data', {
    headers,
    form: {
      book_id: bookId,
      step: '3',
      page: '1',
      ch_story_ai: JSON.stringify({ character: { name: '熊寶', features: '棕色的小熊，戴藍色圍巾', image, prompt } }),
    },
  });
  expect((await saved.json()).state).toBe(true);
  return bookId;
}

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

  test('1. on a touch screen two quick taps on a cover do not open the editor', async ({
    browser,
    seedUser,
    seedBook,
  }) => {
    const kid = await seedUser({ point: 30, guide_done: true });
    await seedBook(kid, { book_name_ch: '會飛的鯨魚', pages: 1 });
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    await context.addInitScript((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('screenSizeWarningDismissed', 'true');
      sessionStorage.setItem('systemUpgradeModalShown', 'true');
    }, kid.token);
    const page = await context.newPage();
    await page.goto('/main');
    const cover = page.locator('.book-card-button');
    const edit = page.getByRole('link', { name: /編輯《會飛的鯨魚》/ });
    // where 編輯 appears over the cover: open once, note it, fold the actions away again
    await cover.tap();
    const e = (await edit.boundingBox())!;
    await page.locator('.book-card-actions').tap({ position: { x: 4, y: 4 } });
    await expect(edit).toHaveCount(0);
    await page.waitForTimeout(600);
    // a quick double tap: the first tap on the cover, the second where 編輯 appears
    await page.touchscreen.tap(e.x + e.width / 2, e.y + e.height / 2);
    await page.touchscreen.tap(e.x + e.width / 2, e.y + e.height / 2);
    await expect(page.getByRole('link', { name: /編輯《會飛的鯨魚》/ })).toBeVisible();
    await page.waitForTimeout(300);
    expect(page.url()).toMatch(/\/main$/);
    await page.waitForTimeout(400);
    await page.getByRole('link', { name: /預覽《會飛的鯨魚》/ }).tap();
    await expect(page).toHaveURL(/\/readbook\//);
    await context.close();
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

test.describe('creation slips (10)', () => {
  test.beforeEach(async ({ page }) => skipOverlays(page));

  test('10. an empty page 1 is not a page done; Guide 2 shows the child’s own character', async ({
    page,
    request,
    seedUser,
    signIn,
  }) => {
    const kid = await seedUser({ point: 30, guide_done: true });
    const bookId = await bookWithCharacter(request, kid);
    await signIn(kid);
    await page.goto('/main');
    await page.evaluate((id) => localStorage.setItem('currentBookID', id), bookId);
    await page.goto('/guide/2');
    await expect(page.getByTestId('guide-hero')).toBeVisible();
    await expect(page.getByRole('img', { name: /熊寶/ })).toBeVisible();
    await expect(page.locator('.guide-scene text', { hasText: '🐱' })).toHaveCount(0);
    await shot(page, 's10-guide2-hero');
    await page.goto(`/ai_story/${bookId}/3/1`);
    await expect(page.getByTestId('progress-label')).toHaveText('一頁一怪獸，打敗牠！');
    await page.goto(`/ai_photoinput/${bookId}/3/1`);
    await expect(page.getByTestId('progress-label')).toHaveText('一頁一怪獸，打敗牠！');
  });

  test('10. 開始 starts at Guide 1; no style is preselected; the 10-字 message shows with the English title empty; the title chat follows the new book', async ({
    page,
    seedUser,
    signIn,
  }) => {
    const kid = await seedUser({ point: 30, guide_done: true });
    await signIn(kid);
    await page.goto('/main');
    await page.getByRole('button', { name: /創作新繪本/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: /開始/ }).click();
    await expect(page).toHaveURL('/guide/1');
    await page.getByRole('link', { name: /收拾背包，出發/ }).click();
    await expect(page).toHaveURL('/step1/new');
    const next = page.getByRole('button', { name: /下一步/ });
    const mascot = page.getByTestId('route-mascot').getByRole('alert');
    await page.getByRole('textbox', { name: /作者/ }).fill('歐陽小明小華小美小強大');
    await page.getByLabel('中文書名').fill('小熊');
    await next.click();
    await expect(mascot).toHaveText('⚠︎ 請輸入10字以內！');
    await page.getByRole('textbox', { name: /作者/ }).fill('歐陽小明');
    await page.getByLabel('中文書名').fill('一隻很愛吃蜂蜜的小熊去冒險');
    await next.click();
    await expect(mascot).toHaveText('⚠︎ 請輸入10字以內！');
    await page.getByLabel('中文書名').fill('小熊找蜂蜜');
    await next.click();
    await expect(mascot).toHaveText('⚠️ 請確認所有欄位皆已填寫！');
    // the chat the child had under /step1/new
    await page.evaluate(() => localStorage.setItem('chat:/step1/new', '{"kept":true}'));
    await page.getByRole('button', { name: /翻譯/ }).click();
    await expect(page.getByLabel('英文書名')).not.toHaveValue('');
    await next.click();
    await expect(page).toHaveURL(/\/step2\/[^/]+$/);
    const bookId = page.url().split('/').pop()!;
    expect(await page.evaluate((id) => localStorage.getItem(`chat:/step1/${id}`), bookId)).toBe('{"kept":true}');
    expect(await page.evaluate(() => localStorage.getItem('chat:/step1/new'))).toBeNull();
    // Step2: the style '1' the book was created with is not preselected
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await next.click();
    await expect(mascot).toHaveText('請先選擇繪畫風格！');
    await page.getByRole('radio').nth(1).click();
    await next.click();
    await expect(page).toHaveURL(`/character/${bookId}`);
    await page.goBack();
    await expect(page.getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'true');
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
      if (size === LAPTOP) await expect(reminder).toHaveCount(0);
      else await expect(reminder).toBeVisible();
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

test.describe('copy and the share page (11, 12)', () => {
  test.beforeEach(async ({ page }) => skipOverlays(page));

  test('11. a short new password is about the password only; the reset button says what it does; links are warm', async ({
    page,
    seedUser,
    signIn,
  }) => {
    await page.goto('/resetpw?token=abcdefabcdef');
    const save = page.getByRole('button', { name: '儲存新密碼' });
    await expect(save).toBeVisible();
    await page.getByLabel('新密碼').fill('123');
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('⚠️ 密碼需至少6個字元！');
    await page.goto('/login?isSchool=false');
    const link = page.getByRole('link', { name: '還沒有帳號？註冊' });
    const [r, , b] = (await link.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
    expect(r, 'a warm link colour, not the old blue').toBeGreaterThan(b!);
    const kid = await seedUser();
    await signIn(kid);
    await page.goto('/profile');
    await page.getByRole('button', { name: /🔑 修改密碼/ }).click();
    const form = page.getByRole('form', { name: '修改密碼' });
    await form.getByLabel('舊密碼').fill(kid.password);
    await form.getByLabel('新密碼').fill('12345');
    await form.getByRole('button', { name: '修改密碼', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('⚠️ 密碼需至少6個字元！');
  });

  test('12. the share page is titled 作品欣賞 and invites a visitor to make a book', async ({
    page,
    seedUser,
    seedBook,
  }) => {
    const kid = await seedUser();
    const book = await seedBook(kid, { book_name_ch: '海底的派對', pages: 2 });
    for (const size of [PHONE, TABLET, LAPTOP]) {
      await page.setViewportSize(size);
      await page.goto(`/share?book_id=${book.book_id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/作品欣賞.*《海底的派對》/);
      await expect(page.getByRole('complementary', { name: '你也想做一本自己的繪本嗎？' })).toBeVisible();
      await shot(page, `s12-share-${size.width}`);
    }
    await page.getByRole('link', { name: /我也要做繪本/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('reader, teacher console (9, 13, 14)', () => {
  test.beforeEach(async ({ page }) => skipOverlays(page));
  const STORY = [
    { ch: '小刺蝟在草地上找到一顆紅蘋果。', en: 'The little hedgehog finds a red apple on the grass.' },
    { ch: '他把蘋果分給松鼠和兔子一起吃。', en: 'He shares the apple with the squirrel and the rabbit.' },
    { ch: '晚上，大家躺在草地上數星星。', en: 'At night, everyone lies on the grass counting stars.' },
  ];

  test('9. text boxes keep to their corner, the cover title leaves the middle free, 完 · The End sits on a dark plate', async ({
    page,
    seedUser,
    seedBook,
    signIn,
  }) => {
    const kid = await seedUser({ point: 30, guide_done: true });
    const book = await seedBook(kid, { pages: 3, texts: STORY, positions: ['bottom-left', 'top-right', 'top-left'] });
    await signIn(kid);
    for (const size of [LAPTOP, TABLET]) {
      await page.setViewportSize(size);
      await page.goto(`/readbook/${book.book_id}`);
      const cover = page.getByTestId('sheet-cover');
      await expect(cover).toBeVisible();
      const c = (await cover.boundingBox())!;
      const plate = (await page.locator('.cover-plate').boundingBox())!;
      // the middle of the picture, where the main character is drawn, is not under the title
      const midY = c.y + c.height / 2;
      expect(plate.y + plate.height).toBeLessThan(midY);
      expect(plate.height).toBeLessThan(c.height * 0.4);
      // every story page, one at a time or two by two (on a wide screen the reader shows spreads)
      const checked = new Set<string>();
      for (let turn = 0; turn < 4 && checked.size < 3; turn++) {
        await page.keyboard.press('ArrowRight');
        await expect(page.locator('[data-testid^="sheet-page-"], [data-testid="sheet-preface"]').first()).toBeVisible();
        for (const face of await page.locator('[data-testid^="sheet-page-"]').all()) {
          const id = (await face.getAttribute('data-testid'))!;
          checked.add(id);
          // layout sizes (offsetWidth/Height), not the bounding boxes: a page still turning is scaled by its animation
          const f = await face.evaluate((el: HTMLElement) => ({ width: el.offsetWidth, height: el.offsetHeight }));
          const t = await face
            .locator('.sheet-text')
            .evaluate((el: HTMLElement) => ({ width: el.offsetWidth, height: el.offsetHeight }));
          expect(t.width, `${id} text width`).toBeLessThanOrEqual(f.width * 0.41);
          expect(t.height, `${id} text height`).toBeLessThanOrEqual(f.height * 0.43);
          const bg = await face.locator('.sheet-text').evaluate((el) => getComputedStyle(el).backgroundColor);
          expect(Number(bg.match(/[\d.]+\)$/)?.[0].slice(0, -1) ?? 1)).toBeGreaterThanOrEqual(0.85);
        }
      }
      expect([...checked].sort()).toEqual(['sheet-page-1', 'sheet-page-2', 'sheet-page-3']);
      await page.keyboard.press('ArrowLeft');
      await shot(page, `s9-reader-page-${size.width}`);
      for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
      const back = page.getByTestId('sheet-back');
      await expect(back).toBeVisible();
      const plateBg = await back.locator('.back-plate').evaluate((el) => getComputedStyle(el).backgroundColor);
      const [r, g, b, a] = plateBg.match(/[\d.]+/g)!.map(Number);
      expect(Math.max(r!, g!, b!)).toBeLessThan(80);
      expect(a).toBeGreaterThanOrEqual(0.8);
      await shot(page, `s9-reader-back-${size.width}`);
    }
  });

  test('14. a landscape tablet or laptop shows two-page spreads, covers alone, with the same counter and keys', async ({
    page,
    seedUser,
    seedBook,
    signIn,
  }) => {
    const kid = await seedUser({ point: 30, guide_done: true });
    const book = await seedBook(kid, { pages: 3, texts: STORY });
    await signIn(kid);
    const counter = page.getByTestId('page-counter');
    for (const size of [LAPTOP, { width: 1180, height: 820 }]) {
      await page.setViewportSize(size);
      await page.goto(`/readbook/${book.book_id}`);
      await expect(page.getByTestId('book-spread')).toBeVisible();
      await expect(counter).toHaveText('封面');
      await expect(page.locator('.book-spread .book-sheet')).toHaveCount(1);
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText('1–2 / 4');
      await expect(page.getByTestId('sheet-page-1')).toBeVisible();
      await expect(page.getByTestId('sheet-page-2')).toBeVisible();
      // measured once the page turn is over
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      );
      const left = (await page.getByTestId('sheet-page-1').boundingBox())!;
      const right = (await page.getByTestId('sheet-page-2').boundingBox())!;
      expect(Math.abs(left.y - right.y)).toBeLessThan(2);
      expect(right.x).toBeGreaterThan(left.x + left.width - 2);
      await shot(page, `s14-spread-${size.width}`);
      await page.getByRole('button', { name: '下一頁' }).click();
      await expect(counter).toHaveText('3–4 / 4');
      await expect(page.getByTestId('sheet-preface')).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText('封底');
      await expect(page.getByRole('button', { name: '下一頁' })).toBeDisabled();
      await page.keyboard.press('ArrowLeft');
      await expect(counter).toHaveText('3–4 / 4');
    }
    // a phone and a tablet held upright keep one page at a time
    for (const size of [PHONE, TABLET]) {
      await page.setViewportSize(size);
      await page.goto(`/readbook/${book.book_id}`);
      await expect(counter).toHaveText('封面');
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText('1 / 4');
      await expect(page.getByTestId('book-spread')).toHaveCount(0);
    }
  });

  test('13. the class table keeps the names in view on a phone; one date format; the import report sits with the new cards', async ({
    page,
    request,
  }) => {
    const tag = `c${Date.now().toString(36)}`;
    await request.post('/api/test/schools', {
      headers: { 'x-seed-token': SEED_TOKEN },
      data: { school: `小事國小${tag}`, username: `teacher${tag}`, password: 'teacher123', name: '吳老師', point: 50 },
    });
    const login = await (
      await request.post('/api/user/login', {
        data: { username: `teacher${tag}`, password: 'teacher123', acc_type: 'school' },
      })
    ).json();
    const auth = { authorization: `Bearer ${login.data.token}` };
    const cls = await (
      await request.post('/api/teacher/classes', { headers: auth, data: { name: '二年丁班' } })
    ).json();
    const pupil = await (
      await request.post(`/api/teacher/classes/${cls.data.id}/pupils`, {
        headers: auth,
        data: { name: '黃小芸', username: `${tag}kid`, password: 'pupil123' },
      })
    ).json();
    await request.post('/api/test/books', {
      headers: { 'x-seed-token': SEED_TOKEN },
      data: { user_id: pupil.data.pupil.id, book_name_ch: '下雨天', pages: 2 },
    });
    await page.addInitScript((token) => localStorage.setItem('token', token), login.data.token as string);
    await page.setViewportSize(PHONE);
    await page.goto(`/teacher/classes/${cls.data.id}`);
    // an import with one good and one bad row: the cards and the report appear together, at the top
    await page.getByRole('textbox', { name: /或直接貼上名單/ }).fill(`林小東,${tag}dong,\n陳小北,ab,`);
    await page.getByRole('button', { name: '匯入貼上的名單' }).click();
    const cards = page.getByRole('region', { name: '剛建立的登入卡' });
    const report = page.getByRole('region', { name: '有問題的行（沒有建立）' });
    await expect(cards).toBeVisible();
    await expect(report).toBeVisible();
    // measured in one go: the outcome is being scrolled into view smoothly
    const gap = await page.evaluate(() => {
      const [c, r] = ['剛建立的登入卡', '有問題的行（沒有建立）'].map((n) =>
        document.querySelector(`section[aria-label="${n}"]`)!.getBoundingClientRect(),
      );
      return r!.top - c!.bottom;
    });
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(40);
    await expect(report).toBeInViewport();
    await shot(page, 's13-import-outcome-390');
    // the table scrolls sideways; the name stays in view
    const table = page.getByRole('table', { name: '班級概況' });
    const nameCell = table.getByRole('rowheader', { name: '黃小芸' });
    await nameCell.scrollIntoViewIfNeeded();
    const before = (await nameCell.boundingBox())!;
    await page.locator('.table-scroll').evaluate((el) => el.scrollBy({ left: 600 }));
    const after = (await nameCell.boundingBox())!;
    expect(Math.abs(after.x - before.x)).toBeLessThan(2);
    await expect(nameCell).toBeInViewport();
    await shot(page, 's13-class-table-scrolled-390');
    const date = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/;
    const last = table.getByRole('row').filter({ hasText: '黃小芸' }).getByTestId('last-written');
    await expect(last).toHaveText(/^(\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}|—)$/);
    await page.goto(`/teacher/pupils/${pupil.data.pupil.id}`);
    await expect(page.getByRole('row').filter({ hasText: '下雨天' }).getByRole('cell').nth(3)).toHaveText(date);
  });
});
