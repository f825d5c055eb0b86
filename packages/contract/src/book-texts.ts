/**
 * The app's name and the texts printed in every book — the reader, the e-book and the bilingual PDF — so a screen
 * and a printed page say the same. Zod-free: the web imports it directly.
 */
export const APP_NAME = { zh: '故事貓', en: 'Storycat', full: '故事貓 Storycat' } as const;

export const BOOK_TEXT = {
  author: (name: string) => `作者：${name}`,
  prefaceTitle: '作者的話',
  theEnd: '完',
  /** the back cover's line in the PDFs: 完 · The End */
  theEndBilingual: '完 · The End',
} as const;
