import type { BookReadView } from '@storycat/contract';
import { describe, expect, it } from 'vitest';
import { buildSheets, counterText, spreadCounterText, spreadsOf } from './sheets.ts';

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

describe('two-page spreads on a wide screen', () => {
  it('shows the covers alone and the pages two by two, the author’s words after the last page', () => {
    // cover, 4 pages, preface, back = 7 faces
    expect(spreadsOf(7)).toEqual([[0], [1, 2], [3, 4], [5], [6]]);
    // cover, 3 pages, preface, back = 6 faces: the preface faces page 3
    expect(spreadsOf(6)).toEqual([[0], [1, 2], [3, 4], [5]]);
    // a book with no pages yet: cover, preface, back
    expect(spreadsOf(3)).toEqual([[0], [1], [2]]);
    for (let faces = 3; faces <= 15; faces++) expect(spreadsOf(faces).flat()).toEqual([...Array(faces).keys()]);
  });
  it('joins the counters of the two faces', () => {
    const names = { cover: '封面', back: '封底' };
    const p = (n: number) => ({ kind: 'page' as const, number: n, page: {} as never });
    expect(spreadCounterText([p(1), p(2)], 3, names)).toBe('1–2 / 4');
    expect(spreadCounterText([p(3), { kind: 'preface' }], 3, names)).toBe('3–4 / 4');
    expect(spreadCounterText([{ kind: 'cover' }], 3, names)).toBe('封面');
  });
});
