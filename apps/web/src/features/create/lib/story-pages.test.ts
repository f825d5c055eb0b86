import { describe, expect, it } from 'vitest';
import { pageNumberOf, storyPageButtons } from './story-pages.ts';

const pages = (...ns: number[]) => ns.map((n) => ({ page: `page_${n}`, user_pic_select: `/p/${n}.png` }));

describe('book guide page buttons', () => {
  it('numbers the pages of steps 3 to 6 in order from 1', () => {
    const buttons = storyPageButtons([
      { step: 4, pages: pages(1) },
      { step: 3, pages: pages(2, 1) },
    ]);
    expect(buttons.map((b) => [b.n, b.step, b.page])).toEqual([
      [1, 3, 1],
      [2, 3, 2],
      [3, 4, 1],
    ]);
  });

  it('leaves out every other step and unreadable labels', () => {
    const buttons = storyPageButtons([
      { step: 1, pages: pages(1) },
      { step: 3, pages: [...pages(1), { page: 'cover' }] },
      { step: 7, pages: pages(1, 2) },
    ]);
    expect(buttons).toEqual([{ n: 1, step: 3, page: 1, picture: '/p/1.png' }]);
  });

  it('reads page labels', () => {
    expect(pageNumberOf('page_12')).toBe(12);
    expect(pageNumberOf('page_')).toBeNull();
    expect(pageNumberOf('12')).toBeNull();
  });
});
