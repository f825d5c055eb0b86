import type { BookReadView } from '@storycat/contract';
import { describe, expect, it } from 'vitest';
import { buildSheets, counterText } from './sheets.ts';

const page = (n: number, text = `第${n}頁`, pic = `/files/p/${n}.png`) => ({
  page: `page_${n}`,
  user_input: text,
  en_user_input: '',
  user_pic_select: pic,
  position_input: 'bottom-left' as const,
});

const book = (steps: BookReadView['book_content']): BookReadView => ({
  book_id: 'AAAAAAAAAAAAAAAAAAAAAA',
  book_name_ch: '小貓',
  book_name_en: 'Kitten',
  book_author: '小明',
  preface: '謝謝',
  style: '1',
  book_frontcover: null,
  book_backcover: null,
  cover_image: null,
  page_count: steps.reduce((n, s) => n + s.pages.length, 0),
  book_content: steps,
});

describe('reader sheets', () => {
  it('orders cover, pages across steps, author’s words, back cover and skips empty pages', () => {
    const sheets = buildSheets(
      book([
        { step: 3, pages: [page(1), page(2, '', '')] },
        { step: 4, pages: [page(1, '第四步')] },
      ]),
    );
    expect(sheets.map((s) => (s.kind === 'page' ? `${s.number}:${s.page.user_input}` : s.kind))).toEqual([
      'cover',
      '1:第1頁',
      '2:第四步',
      'preface',
      'back',
    ]);
  });

  it('counts content pages + 1 and names the covers', () => {
    const sheets = buildSheets(book([{ step: 3, pages: [page(1), page(2), page(3)] }]));
    const names = { cover: '封面', back: '封底' };
    expect(sheets.map((s) => counterText(s, 3, names))).toEqual(['封面', '1 / 4', '2 / 4', '3 / 4', '4 / 4', '封底']);
  });
});
