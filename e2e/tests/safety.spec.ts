import type { Page, Response } from '@playwright/test';
import { SEED_TOKEN } from '../playwright.config.ts';
import { expect, shot, skipOverlays, seedSchoolClass, test, uniqueName } from './fixtures.ts';

test.beforeEach(async ({ page }) => skipOverlays(page));

/** The server's answer to the next call of `path`: what the safety check said is what the screen must show. */
async function answerOf(page: Page, path: string, act: () => Promise<void>) {
  const waiting = page.waitForResponse((r: Response) => new URL(r.url()).pathname === path);
  await act();
  const res = await waiting;
  return { status: res.status(), body: (await res.json()) as { code: number; msg: string } };
}

test('a pupil who writes about hurting herself gets the cat’s caring answer, keeps her draft, and her teacher sees 需要關心', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueName('s');
  const { auth: teacherAuth, classId } = await seedSchoolClass(request, {
    tag,
    school: `安心國小${tag}`,
    className: '四年乙班',
    name: '陳老師',
    point: 0,
  });
  const added = await request.post(`/api/teacher/classes/${classId}/pupils`, {
    headers: teacherAuth,
    data: { name: '林小美', username: `${tag}mei`, password: 'pupil123' },
  });
  const pupilId = (await added.json()).data.pupil.id as string;
  const book = await request.post('/api/test/books', {
    headers: { 'x-seed-token': SEED_TOKEN },
    data: { user_id: pupilId },
  });
  const bookId = (await book.json()).data.book_id as string;

  // The pupil signs in at the school login.
  await page.goto('/login?isSchool=true');
  await page.getByLabel('帳號').fill(`${tag}mei`);
  await page.getByLabel('密碼', { exact: true }).fill('pupil123');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(/\/main$/);

  // The author's words: the save is refused, the cat says the check's answer, the words stay in the field.
  await page.goto(`/step8/${bookId}`);
  const sad = '我好難過，我想自殺';
  await page.getByTestId('preface').fill(sad);
  const saved = await answerOf(page, '/api/book/info', () =>
    page.getByRole('button', { name: /儲存，下一步/ }).click(),
  );
  expect(saved.status).toBe(422);
  expect(saved.body.msg.length).toBeGreaterThan(5);
  await expect(page.getByTestId('route-mascot').getByRole('alert')).toHaveText(saved.body.msg);
  await expect(page.getByTestId('preface')).toHaveValue(sad);
  await expect(page).toHaveURL(new RegExp(`/step8/${bookId}$`));
  await shot(page, 'safety-preface-refused');

  // The chat: the cat answers the message itself, with no "retry".
  await page.goto(`/step1/${bookId}`);
  await page.getByRole('button', { name: /問問故事貓/ }).click();
  const panel = page.getByRole('region', { name: '故事貓小幫手' });
  await expect(panel.getByRole('button', { name: '送出' })).toBeVisible();
  const words = '我不想活了';
  await panel.getByRole('textbox').fill(`${words}，我想自殺`);
  const chat = await answerOf(page, '/api/chat', () => panel.getByRole('button', { name: '送出' }).click());
  expect(chat.status).toBe(422);
  await expect(panel.getByTestId('chat-care')).toHaveText(chat.body.msg);
  await expect(panel.getByRole('button', { name: '再試一次' })).toHaveCount(0);
  await shot(page, 'safety-chat-care');

  // The teacher opens the class page: 需要關心 names the pupil with two records and her words.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await skipOverlays(teacher);
  await teacher.goto('/login?isSchool=true');
  await teacher.getByLabel('帳號').fill(`teacher${tag}`);
  await teacher.getByLabel('密碼', { exact: true }).fill('teacher123');
  await teacher.getByRole('button', { name: '登入' }).click();
  await expect(teacher).toHaveURL(/\/teacher$/);
  await expect(teacher.getByRole('listitem').filter({ hasText: '四年乙班' }).getByTestId('class-concerns')).toHaveText(
    /需要關心 2 次/,
  );
  await shot(teacher, 'safety-teacher-classes');
  await teacher.goto(`/teacher/classes/${classId}`);
  const concerns = teacher.getByRole('region', { name: '需要關心' });
  const mei = concerns.getByTestId(`concern-${tag}mei`);
  await expect(mei).toContainText('林小美');
  await expect(mei).toContainText('2 次');
  await expect(mei).toContainText(sad);
  await expect(mei).toContainText(`${words}，我想自殺`);
  await expect(mei).toContainText('作者的話');
  await shot(teacher, 'safety-teacher-concerns');
  await teacherContext.close();
});
