import { expect, shot, test } from './fixtures.ts';

const texts = [
  { ch: '小熊去銀行存錢。他很快樂！', en: 'The little bear goes to the bank. He is very happy!' },
  { ch: '小熊長大了，慢慢地走回家。', en: 'The little bear grew up and walked home slowly.' },
];

test('a first-grader switches zhuyin on, sees the right readings, and the device remembers it', async ({
  page,
  seedUser,
  seedBook,
  signIn,
}) => {
  const kid = await seedUser();
  const book = await seedBook(kid, { pages: 2, texts, book_name_ch: '小熊的一天', preface: '送給我的家人' });
  await signIn(kid);
  await page.goto(`/readbook/${book.book_id}`);
  const toggle = page.getByRole('button', { name: /注音/ });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.zy')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // the cover title: 小熊的一天
  await expect(page.locator('.cover-title .zy').first()).toHaveAttribute('data-zhuyin', 'ㄒㄧㄠˇ');
  await page.getByRole('button', { name: '下一頁' }).click();
  const first = page.getByTestId('sheet-page-1');
  // 銀行 is read ㄧㄣˊ ㄏㄤˊ, and 。 ！ carry no zhuyin
  const rubies = first.locator('.text-ch .zy');
  await expect(rubies).toHaveCount([...'小熊去銀行存錢他很快樂'].length);
  await expect(rubies.nth(4)).toHaveAttribute('data-zhuyin', 'ㄏㄤˊ');
  await expect(rubies.nth(4).locator('.zy-col')).toHaveText('ㄏㄤ');
  await expect(rubies.nth(4).locator('.zy-tone')).toHaveText('ˊ');
  await expect(first.locator('.text-ch')).toContainText('。');
  await expect(first.locator('.text-en .zy')).toHaveCount(0);
  await shot(page, 'reader-zhuyin');
  await page.reload();
  await expect(page.getByRole('button', { name: /注音/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '下一頁' }).click();
  await page.getByRole('button', { name: '下一頁' }).click();
  // 長大 ㄓㄤˇ, 慢慢地 ˙ㄉㄜ
  const second = page.getByTestId('sheet-page-2').locator('.text-ch .zy');
  await expect(second.nth(2)).toHaveAttribute('data-zhuyin', 'ㄓㄤˇ');
  await expect(second.nth(7)).toHaveAttribute('data-zhuyin', '˙ㄉㄜ');
});

test('read-aloud reads Chinese then English, highlights the sentence, and reads the whole book to me', async ({
  page,
  seedUser,
  seedBook,
  signIn,
}) => {
  // Speech synthesis is replaced at the browser API boundary: utterances are recorded and end after 700 ms.
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    (window as any).__spoken = spoken;
    class FakeUtterance {
      text: string;
      lang = '';
      voice: unknown = null;
      rate = 1;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const synth = {
      getVoices: () => [
        { lang: 'zh-TW', name: 'Mei-Jia' },
        { lang: 'en-US', name: 'Samantha' },
      ],
      speak(u: FakeUtterance) {
        spoken.push({ text: u.text, lang: u.lang });
        timer = setTimeout(() => u.onend?.(), 700);
      },
      cancel() {
        clearTimeout(timer);
      },
      addEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    (window as any).SpeechSynthesisUtterance = FakeUtterance;
  });
  const kid = await seedUser();
  const book = await seedBook(kid, {
    pages: 2,
    texts,
    book_name_ch: '小熊的一天',
    book_name_en: "Little Bear's Day",
    preface: '送給我的家人',
  });
  await signIn(kid);
  await page.goto(`/readbook/${book.book_id}`);
  await page.getByRole('button', { name: '下一頁' }).click();
  await page.getByRole('button', { name: /^🔊 朗讀$/ }).click();
  await expect(page.locator('[data-reading]')).toHaveText('小熊去銀行存錢。');
  await shot(page, 'reader-read-aloud');
  await expect(page.getByRole('button', { name: /朗讀/ }).first()).toBeVisible({ timeout: 5000 });
  await expect.poll(() => page.evaluate(() => (window as any).__spoken.length)).toBe(4);
  const spoken = await page.evaluate(() => (window as any).__spoken);
  expect(spoken).toEqual([
    { text: '小熊去銀行存錢。', lang: 'zh-TW' },
    { text: '他很快樂！', lang: 'zh-TW' },
    { text: 'The little bear goes to the bank. ', lang: 'en-US' },
    { text: 'He is very happy!', lang: 'en-US' },
  ]);
  await expect(page.getByTestId('page-counter')).toHaveText('1 / 3');

  await page.evaluate(() => ((window as any).__spoken.length = 0));
  await page.getByRole('button', { name: /唸給我聽/ }).click();
  // page 1, page 2, the author's words, then the back cover: the reader turns the pages by itself
  await expect(page.getByTestId('sheet-page-2')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('sheet-back')).toBeVisible({ timeout: 15_000 });
  const all = await page.evaluate(() => (window as any).__spoken.map((s: { text: string }) => s.text));
  expect(all[0]).toBe('小熊去銀行存錢。');
  expect(all).toContain('小熊長大了，慢慢地走回家。');
  expect(all.at(-1)).toBe('送給我的家人');
  await expect(page.getByRole('button', { name: /停止朗讀/ })).toHaveCount(0, { timeout: 5000 });
});

test('a device with no Chinese voice gets a clear message', async ({ page, seedUser, seedBook, signIn }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'speechSynthesis', {
      value: { getVoices: () => [{ lang: 'en-US', name: 'Samantha' }], speak() {}, cancel() {}, addEventListener() {} },
      configurable: true,
    });
  });
  const kid = await seedUser();
  const book = await seedBook(kid, { pages: 1 });
  await signIn(kid);
  await page.goto(`/readbook/${book.book_id}`);
  await page.getByRole('button', { name: /^🔊 朗讀$/ }).click();
  await expect(page.getByRole('alert')).toContainText('這台裝置沒有中文語音');
});

test('the share page offers zhuyin to a logged-out reader', async ({ page, seedUser, seedBook }) => {
  const kid = await seedUser();
  const book = await seedBook(kid, { pages: 1, texts: [texts[0]!] });
  await page.addInitScript(() => sessionStorage.setItem('systemUpgradeModalShown', 'true'));
  await page.goto(`/share?book_id=${book.book_id}`);
  await page.getByRole('button', { name: /注音/ }).click();
  await page.getByRole('button', { name: '下一頁' }).click();
  await expect(page.getByTestId('sheet-page-1').locator('.text-ch .zy').first()).toHaveAttribute(
    'data-zhuyin',
    'ㄒㄧㄠˇ',
  );
});

test('a teacher prints the book bilingual on A5 with zhuyin from the finish screen', async ({
  page,
  seedUser,
  seedBook,
  signIn,
}) => {
  const kid = await seedUser();
  const book = await seedBook(kid, { pages: 2, texts, book_name_ch: '小熊的一天', preface: '送給我的家人' });
  await signIn(kid);
  await page.goto(`/step9/${book.book_id}`);
  await page.getByRole('button', { name: /分享 \/ 下載/ }).click();
  await page.getByText('加注音').click();
  await page.getByText('雙語列印版（圖文對頁）').click();
  await page.getByText('A5', { exact: true }).click();
  await shot(page, 'ebook-options');
  await page.getByTestId('ebook-generate').click();
  await expect(page.getByTestId('ebook-download')).toBeVisible({ timeout: 30_000 });
  const info = await page.evaluate(async (id) => {
    const r = await fetch(`/api/book/info?book_id=${id}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await r.json()).data;
  }, book.book_id);
  const pdf = await page.request.get(info.book_pdf_url);
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // A5 portrait media box: 419.53 × 595.28 pt
  expect(bytes.toString('latin1')).toMatch(/MediaBox \[0 0 419\.5\d* 595\.2\d*\]/);
});
