import { SEED_TOKEN } from '../playwright.config.ts';
import { expectAccessible } from './a11y.ts';
import { expect, skipOverlays, test, uniqueName } from './fixtures.ts';

// Issue S point 15: every screen of both parts of the spec is scanned with axe-core; none may have a serious or
// critical violation (colour contrast, names that differ from the visible label, pictures without alt text…).

test.beforeEach(async ({ page }) => skipOverlays(page));

test('public screens: landing, both logins, register, reset, share', async ({ page, seedUser, seedBook }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /學校版登入/ })).toBeVisible();
  await expectAccessible(page, 'landing');
  await page.goto('/login?isSchool=true');
  await expect(page.getByRole('heading', { name: '學校登入' })).toBeVisible();
  await expectAccessible(page, 'login (school)');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '個人登入' })).toBeVisible();
  await expectAccessible(page, 'login (personal)');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: '註冊新帳號' })).toBeVisible();
  await expectAccessible(page, 'register');
  await page.goto('/resetpw');
  await expect(page.getByRole('heading', { name: '重設密碼' })).toBeVisible();
  await expectAccessible(page, 'reset password');
  const kid = await seedUser();
  const book = await seedBook(kid, { pages: 3 });
  await page.goto(`/share?book_id=${book.book_id}`);
  await expect(page.getByRole('button', { name: '下一頁' })).toBeVisible();
  await expectAccessible(page, 'share (cover)');
  await page.getByRole('button', { name: '下一頁' }).click();
  await expectAccessible(page, 'share (page 1)');
});

test('a child’s screens: shelf, profile, points, redeem, tour, reader, report', async ({
  page,
  seedUser,
  seedBook,
  signIn,
}) => {
  test.setTimeout(120_000);
  const fresh = await seedUser({ point: 0 });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(fresh);
  await page.goto('/main');
  await expect(page.getByRole('heading', { name: /我的書櫃/ })).toBeVisible();
  await expectAccessible(page, 'shelf (empty, 0 points)');
  await page.getByRole('button', { name: /創作新繪本/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'shelf: create-book modal');
  await page.keyboard.press('Escape');
  await page.goto('/tour');
  // the tour is a lazily loaded dialog over the page: scan it once it is there, not the page behind it
  await expect(page.getByRole('dialog').getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'tour');
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: '儲存' })).toBeVisible();
  await expectAccessible(page, 'profile');
  await page.goto('/point');
  await expect(page.getByRole('heading', { name: '儲值點數' })).toBeVisible();
  await expectAccessible(page, 'points');
  await page.goto('/redeem');
  await expect(page.getByRole('heading', { name: '兌換活動碼' })).toBeVisible();
  await expectAccessible(page, 'redeem');

  await page.evaluate(() => localStorage.clear());
  const writer = await seedUser({ point: 30, guide_done: true });
  const book = await seedBook(writer, { pages: 3 });
  await page.context().clearCookies();
  await page.evaluate((t) => localStorage.setItem('token', t), writer.token);
  await page.goto('/main');
  await expect(page.locator('.book-card')).toHaveCount(1);
  await expectAccessible(page, 'shelf (one book)');
  await page.locator('.book-card-button').click();
  await expectAccessible(page, 'shelf (book actions open)');
  await page.goto(`/readbook/${book.book_id}`);
  await expect(page.getByRole('button', { name: '下一頁' })).toBeVisible();
  await expectAccessible(page, 'reader (cover)');
  await page.getByRole('button', { name: '下一頁' }).click();
  await expectAccessible(page, 'reader (page)');
});

// a story long enough for a report (≥ 150 characters), as a third-grader writes it
const LONG_STORY = [
  '小狐狸阿福住在山腳下的小木屋裡，每天早上都會去河邊喝水。',
  '有一天，他在河邊看到一顆亮晶晶的石頭，石頭上面還有奇怪的花紋。',
  '阿福把石頭帶回家給奶奶看，奶奶說那是一顆會實現願望的星星石。',
  '阿福想了很久，最後許願讓森林裡生病的大樹趕快好起來。',
  '第二天早上，大樹長出了綠油油的新葉子，小鳥們也回來唱歌了。',
  '森林裡的動物都來感謝阿福，大家一起在大樹下開了一場快樂的派對。',
];

test('the report', async ({ page, seedUser, seedBook, signIn }) => {
  test.setTimeout(150_000);
  const writer = await seedUser({ point: 30, guide_done: true });
  const short = await seedBook(writer, { pages: 2 });
  const book = await seedBook(writer, {
    book_name_ch: '阿福的星星石',
    pages: LONG_STORY.length,
    texts: LONG_STORY.map((ch) => ({ ch, en: '' })),
  });
  await signIn(writer);
  await page.goto(`/report/${short.book_id}`);
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page, 'report (too short)');
  await page.goto(`/report/${book.book_id}`);
  await expect(page.getByRole('button', { name: '重生報告' })).toBeVisible({ timeout: 120_000 });
  await expectAccessible(page, 'report');
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await expectAccessible(page, `report: ${(await tab.innerText()).trim()}`);
  }
});

const creationScreens = (id: string): [string, string][] => [
  ['step1', `/step1/${id}`],
  ['guide 1', '/guide/1'],
  ['step2', `/step2/${id}`],
  ['guide 2', '/guide/2'],
  ['character', `/character/${id}`],
  ['guide 3', '/guide/3'],
  ['bookguide', `/bookguide/${id}`],
  ['ai_story', `/ai_story/${id}/3/1`],
  ['ai_photoinput', `/ai_photoinput/${id}/3/1`],
  ['editbook', `/editbook/${id}/3/1`],
  ['guide 4', '/guide/4'],
  ['step7_1', `/step7_1/${id}`],
  ['step7_2', `/step7_2/${id}`],
  ['step8', `/step8/${id}`],
  ['guide 5', '/guide/5'],
  ['step9', `/step9/${id}`],
];

// two halves, so a slow machine does not run one test past its time
for (const [half, from, to] of [
  ['first', 0, 8],
  ['second', 8, 16],
] as const) {
  test(`every creation step (${half} half)`, async ({ page, seedUser, seedBook, signIn }) => {
    test.setTimeout(180_000);
    const kid = await seedUser({ point: 30, guide_done: true });
    const book = await seedBook(kid, { pages: 3 });
    await signIn(kid);
    await page.goto('/main');
    await page.evaluate((bookId) => localStorage.setItem('currentBookID', bookId), book.book_id);
    for (const [name, url] of creationScreens(book.book_id).slice(from, to)) {
      await page.goto(url);
      await expect(page.locator('main h1, main h2, main [role=dialog], main form, main button').first()).toBeVisible({
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, name);
    }
  });
}

test('the teacher console', async ({ page, request }) => {
  const tag = uniqueName('a');
  await request.post('/api/test/schools', {
    headers: { 'x-seed-token': SEED_TOKEN },
    data: { school: `無障礙國小${tag}`, username: `teacher${tag}`, password: 'teacher123', name: '林老師', point: 50 },
  });
  const login = await (
    await request.post('/api/user/login', {
      data: { username: `teacher${tag}`, password: 'teacher123', acc_type: 'school' },
    })
  ).json();
  const auth = { authorization: `Bearer ${login.data.token}` };
  const cls = await (await request.post('/api/teacher/classes', { headers: auth, data: { name: '五年丙班' } })).json();
  await request.post(`/api/teacher/classes/${cls.data.id}/pupils`, {
    headers: auth,
    data: { name: '陳小華', username: `${tag}kid`, password: 'pupil123' },
  });
  await page.addInitScript((token) => localStorage.setItem('token', token), login.data.token as string);
  await page.goto('/teacher');
  await expect(page.getByTestId('school-pool')).toBeVisible();
  await expectAccessible(page, 'teacher console');
  await page.getByRole('link', { name: /五年丙班/ }).click();
  await expect(page.getByText('陳小華').first()).toBeVisible();
  await expectAccessible(page, 'teacher: class');
});
