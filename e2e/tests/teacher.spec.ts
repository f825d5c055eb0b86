import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { EASY_STORY } from '../../apps/server/src/report/analyser/fixtures.ts';
import { SEED_TOKEN } from '../playwright.config.ts';
import { expect, SHOTS, shot, skipOverlays, seedSchoolClass, test, uniqueName } from './fixtures.ts';

test.beforeEach(async ({ page }) => skipOverlays(page));

test('a teacher sets up a class from CSV, prints login cards, and sees a pupil’s page in the overview', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueName('t');
  const seeded = await request.post('/api/test/schools', {
    headers: { 'x-seed-token': SEED_TOKEN },
    data: { school: `故事國小${tag}`, username: `teacher${tag}`, password: 'teacher123', name: '王老師', point: 100 },
  });
  expect((await seeded.json()).state).toBe(true);

  // The teacher logs in at the school login and lands on the console.
  await page.goto('/login?isSchool=true');
  await page.getByLabel('帳號').fill(`teacher${tag}`);
  await page.getByLabel('密碼', { exact: true }).fill('teacher123');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(/\/teacher$/);
  await expect(page.getByTestId('school-pool')).toContainText('100');
  await page.getByLabel('新班級名稱').fill('三年甲班');
  await page.getByRole('button', { name: '建立班級' }).click();
  await page.getByRole('link', { name: /三年甲班/ }).click();
  await expect(page.getByRole('heading', { name: '三年甲班' })).toBeVisible();

  // A class of 5 from a CSV file as Excel writes it (header, CRLF); two pupils get generated passwords.
  const names = ['王小明', '李小華', '陳大同', '林美美', '張家豪'];
  const users = names.map((_, i) => `${tag}p${i}`);
  const csv = ['姓名,帳號,密碼', ...names.map((n, i) => `${n},${users[i]},${i < 3 ? `pass${i}234` : ''}`)].join('\r\n');
  await page
    .getByTestId('csv-file')
    .setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('匯入完成：建立 5 位學生，0 行有問題沒有建立。')).toBeVisible();
  const cards = page.getByRole('region', { name: '剛建立的登入卡' });
  await expect(cards.getByRole('row')).toHaveCount(6);
  await expect(page.getByRole('table', { name: '班級概況' }).getByRole('row')).toHaveCount(6);
  await shot(page, 'teacher-class-imported');

  // The cards PDF: one A4 page with the five pupils, their passwords and the school login link.
  const downloading = page.waitForEvent('download');
  await cards.getByRole('button', { name: /列印登入卡/ }).click();
  const pdfPath = path.join(SHOTS, 'teacher-login-cards.pdf');
  await (await downloading).saveAs(pdfPath);
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString();
  for (const n of names) expect(text).toContain(n);
  expect(text).toContain('pass0234');
  expect(text).toContain('/login?isSchool=true');
  execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', pdfPath, path.join(SHOTS, 'teacher-login-cards')]);

  // A generated password, read off the card as a child would.
  const pupilRow = cards.getByRole('row').filter({ hasText: users[3]! });
  const password = (await pupilRow.locator('td.mono').textContent())!.trim();
  expect(password).toMatch(/^[a-z2-9]{8}$/);

  // The teacher gives that pupil 10 points (a book costs 10) from the school's pool.
  await page.getByRole('checkbox', { name: names[3] }).check();
  await page.getByRole('button', { name: /送出/ }).click();
  await expect(page.getByText('已送出點數！')).toBeVisible();
  await expect(page.getByTestId('school-pool')).toContainText('90');

  // The pupil logs in with the card at the school login and writes a page.
  const kidContext = await browser.newContext();
  const kid = await kidContext.newPage();
  await skipOverlays(kid);
  await kid.goto('/login?isSchool=true');
  await kid.getByLabel('帳號').fill(users[3]!);
  await kid.getByLabel('密碼', { exact: true }).fill(password);
  await kid.getByRole('button', { name: '登入' }).click();
  await expect(kid).toHaveURL(/\/main$/);
  const token = await kid.evaluate(() => localStorage.getItem('token'));
  const auth = { authorization: `Bearer ${token}` };
  const made = await (
    await kid.request.post('/api/book/info', {
      headers: auth,
      form: { book_name_ch: '小兔子', book_name_en: 'Bunny', book_author: '林美美', style: '1' },
    })
  ).json();
  expect(made.state).toBe(true);
  const wrote = await kid.request.post('/api/book/data', {
    headers: auth,
    form: { book_id: made.data.book_id, step: '3', page: '1', user_input: '小兔子走進大森林。' },
  });
  expect((await wrote.json()).state).toBe(true);
  await kidContext.close();

  // The teacher sees it in the class overview and reads the book.
  await page.reload();
  const row = page.getByTestId(`pupil-${users[3]}`);
  await expect(row.getByTestId('pages-written')).toHaveText('1');
  await expect(row.getByTestId('words-written')).toHaveText('8');
  await shot(page, 'teacher-class-overview');
  await page.setViewportSize({ width: 820, height: 1180 });
  await shot(page, 'teacher-class-tablet');
  await page.setViewportSize({ width: 1024, height: 768 });
  await row.getByRole('link', { name: '看作品' }).click();
  await expect(page.getByRole('cell', { name: '小兔子' })).toBeVisible();
  await shot(page, 'teacher-pupil-books');
  await page.getByRole('link', { name: /閱讀/ }).click();
  await expect(page.getByRole('region', { name: '小兔子' })).toBeVisible();
  await page.getByRole('button', { name: '下一頁' }).click();
  await expect(page.getByText('小兔子走進大森林。')).toBeVisible();
  await shot(page, 'teacher-pupil-book');
  await fs.access(pdfPath);
});

test('a pupil who opens /teacher is sent to the shelf', async ({ page, seedUser, signIn }) => {
  const kid = await seedUser({ acc_type: 'school' });
  await signIn(kid);
  await page.goto('/teacher');
  await expect(page).toHaveURL(/\/main$/);
});

test('a teacher reads a pupil’s finished book and opens its report', async ({ page, request }) => {
  test.setTimeout(90_000);
  const tag = uniqueName('r');
  const { token, auth, classId } = await seedSchoolClass(request, {
    tag,
    school: `繪本國小${tag}`,
    className: '四年乙班',
  });
  const pupil = await (
    await request.post(`/api/teacher/classes/${classId}/pupils`, {
      headers: auth,
      data: { name: '王小明', username: `${tag}kid`, password: 'pupil123' },
    })
  ).json();
  const book = await request.post('/api/test/books', {
    headers: { 'x-seed-token': SEED_TOKEN },
    data: {
      user_id: pupil.data.pupil.id,
      book_name_ch: '小兔子去河邊',
      pages: EASY_STORY.zh.length,
      texts: EASY_STORY.zh.map((ch, i) => ({ ch, en: EASY_STORY.en[i] ?? '' })),
    },
  });
  expect((await book.json()).state).toBe(true);

  await page.addInitScript((token) => localStorage.setItem('token', token), token);
  await page.goto(`/teacher/pupils/${pupil.data.pupil.id}`);
  await expect(page.getByRole('cell', { name: '小兔子去河邊' })).toBeVisible();
  await page.getByRole('link', { name: /閱讀/ }).click();
  await expect(page.getByRole('region', { name: '小兔子去河邊' })).toBeVisible();
  await page.getByRole('button', { name: '下一頁' }).click();
  await expect(page.getByText(EASY_STORY.zh[0]!)).toBeVisible();
  await shot(page, 'teacher-pupil-book-reader');
  await page.getByRole('button', { name: /回到作品列表/ }).click();
  await page.getByRole('link', { name: /分析報告/ }).click();
  await expect(page.getByRole('button', { name: '重生報告' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('note')).toContainText('並非臨床診斷');
  // the report screen keeps the teacher's way back, not a child's shelf, points and member centre
  const nav = page.getByRole('navigation', { name: '主選單' });
  await expect(nav.getByRole('link', { name: /回到教師後台/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /我的書櫃|會員中心/ })).toHaveCount(0);
  await shot(page, 'teacher-pupil-report');
  await nav.getByRole('link', { name: /回到教師後台/ }).click();
  await expect(page).toHaveURL(/\/teacher$/);
  await expect(page.getByTestId('school-pool')).toBeVisible();
});
