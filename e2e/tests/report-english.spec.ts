import { EASY_STORY } from '../../apps/server/src/report/analyser/fixtures.ts';
import { SEED_TOKEN } from '../playwright.config.ts';
import { expect, shot, skipOverlays, seedSchoolClass, test, uniqueName } from './fixtures.ts';

/**
 * Issue U in the browser: the English level measures only the child's own English (a translated-only book shows
 * the kind note), the Chinese bar marks the grade's band for a pupil of 三年甲班, and the teacher's class overview
 * shows each pupil's level, one highlight and the class's level distribution.
 */
const NOTE = '英文內容多為自動翻譯，暫不分析英文程度';

test('whose English, the grade band and the class overview', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = uniqueName('u');
  const { token, auth, classId } = await seedSchoolClass(request, {
    tag,
    school: `英文國小${tag}`,
    className: '三年甲班',
  });
  const pupils: string[] = [];
  for (const [i, name] of ['林小美', '陳大明', '張小華'].entries()) {
    const r = await (
      await request.post(`/api/teacher/classes/${classId}/pupils`, {
        headers: auth,
        data: { name, username: `${tag}k${i}`, password: 'pupil123' },
      })
    ).json();
    pupils.push(r.data.pupil.id);
  }
  const seedBook = async (userId: string, own: boolean, zh = EASY_STORY.zh) => {
    const r = await request.post('/api/test/books', {
      headers: { 'x-seed-token': SEED_TOKEN },
      data: {
        user_id: userId,
        book_name_ch: own ? '小兔子自己寫' : '小兔子去河邊',
        pages: zh.length,
        texts: zh.map((ch, i) => ({ ch, en: EASY_STORY.en[i] ?? '' })),
        en_own: own,
      },
    });
    const body = await r.json();
    expect(body.state).toBe(true);
    return body.data.book_id as string;
  };
  const translatedBook = await seedBook(pupils[0]!, false);
  const ownBook = await seedBook(pupils[1]!, true);
  await seedBook(pupils[2]!, false, ['小狗在公園裡跑來跑去，因為牠很開心。']);

  await skipOverlays(page);
  await page.addInitScript((token) => localStorage.setItem('token', token), token);

  // a translated-only book: the kind note instead of an English level; the Chinese bar marks grade 3's band
  await page.goto(`/report/${translatedBook}`);
  await expect(page.getByRole('button', { name: '重生報告' })).toBeVisible({ timeout: 45_000 });
  await page.getByRole('tab', { name: '詞彙分析' }).click();
  await expect(page.getByTestId('level-note')).toHaveText(NOTE);
  await expect(page.getByTestId('level-value')).toHaveCount(1);
  await expect(page.getByTestId('level-band')).toContainText('三年級常見範圍');
  await expect(page.getByTestId('level-compare')).toContainText('國小三年級常見的範圍');
  await expect(page.getByRole('img', { name: /最常使用的英文詞/ })).toHaveCount(0);
  await expect(page.getByText(NOTE)).toHaveCount(2); // the level and the empty treemap
  await shot(page, 'report-english-translated');

  // a book with the child's own English: a level and her words
  await page.goto(`/report/${ownBook}`);
  await expect(page.getByRole('button', { name: '重生報告' })).toBeVisible({ timeout: 45_000 });
  await page.getByRole('tab', { name: '詞彙分析' }).click();
  await expect(page.getByTestId('level-value')).toHaveCount(2);
  await expect(page.getByTestId('level-value').nth(1)).toHaveText(/^第 \d+\.\d 級$/);
  await expect(page.getByTestId('level-note')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /最常使用的英文詞/ }).locator('svg')).toContainText('rabbit');
  await shot(page, 'report-english-own');

  // the class overview: level and highlight per pupil, the class's distribution
  await page.goto(`/teacher/classes/${classId}`);
  const row = (i: number) => page.getByTestId(`pupil-${tag}k${i}`);
  await expect(row(0).getByTestId('pupil-level')).toHaveText(/^\d+\.\d$/);
  await expect(row(1).getByTestId('pupil-level')).toHaveText(/^\d+\.\d$/);
  await expect(row(0).getByTestId('pupil-highlight')).toContainText('「');
  await expect(row(2).getByTestId('pupil-level')).toHaveText('未達 150 字');
  await expect(row(2).getByTestId('pupil-highlight')).toContainText('開心');
  const chart = page.getByTestId('level-distribution');
  await expect(chart).toContainText('全班中文詞彙程度分布');
  await expect(chart).toContainText('1 位的最新繪本還不到 150 字');
  await shot(page, 'teacher-class-levels');
});
