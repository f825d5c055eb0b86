import { describe, expect, it } from 'vitest';
import { storyChatContext } from './chat-context.ts';

const content = [
  { step: 4, pages: [{ page: 'page_1', user_input: '第四步第一頁' }] },
  {
    step: 3,
    pages: [
      { page: 'page_3', user_input: '第三頁' },
      { page: 'page_1', user_input: '第一頁' },
      { page: 'page_2', user_input: '  ' },
      { page: 'page_4', user_input: '第四頁' },
    ],
  },
];

describe('the chat context of a page-story screen', () => {
  it('sends the text of the story pages before this one, in reading order, with the title and character', () => {
    expect(
      storyChatContext({
        title: '小貓的海底冒險',
        character: { name: '毛毛貓', features: '毛茸茸的貓' },
        content,
        step: 3,
        page: 4,
      }),
    ).toEqual({
      title: '小貓的海底冒險',
      character: { name: '毛毛貓', features: '毛茸茸的貓' },
      pages: ['第一頁', '第三頁'],
    });
  });
  it('has no earlier pages on the first page, and no character before one is made', () => {
    expect(storyChatContext({ content, step: 3, page: 1, character: null })).toEqual({ pages: [] });
    expect(storyChatContext({ content, step: 4, page: 2 }).pages).toEqual([
      '第一頁',
      '第三頁',
      '第四頁',
      '第四步第一頁',
    ]);
  });
});
