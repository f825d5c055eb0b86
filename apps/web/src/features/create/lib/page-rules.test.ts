import { CREATE_MSG } from '@storycat/contract/create-messages';
import { describe, expect, it } from 'vitest';
import { ebookState } from './ebook.ts';
import { generationState, pictureFieldsProblem, promptDrawing, promptParts, storyProblem } from './page-rules.ts';

describe('page rules', () => {
  it.each([
    ['', CREATE_MSG.storyTooShort],
    ['小貓去玩', CREATE_MSG.storyTooShort],
    ['  小貓去玩  ', CREATE_MSG.storyTooShort],
    ['小貓去玩了', null],
    ['好'.repeat(50), null],
    ['好'.repeat(51), CREATE_MSG.storyTooLong],
  ])('story %j → %s', (text, problem) => expect(storyProblem(text)).toBe(problem));

  it.each([
    [{ who: '', where: ' ', what: '' }, CREATE_MSG.picFieldsRequired],
    [{ who: '小貓', where: '', what: '' }, null],
    [{ who: '', where: '', what: '跑'.repeat(15) }, null],
    [{ who: '', where: '跑'.repeat(16), what: '' }, CREATE_MSG.picFieldTooLong],
  ])('picture fields %j → %s', (f, problem) => expect(pictureFieldsProblem(f)).toBe(problem));

  it.each([
    [0, 'generate'],
    [1, 'regenerate'],
    [2, 'used-up'],
    [3, 'used-up'],
  ] as const)('%i generations → %s', (n, s) => expect(generationState(n)).toBe(s));

  it('reads the labelled parts of a picture prompt', () => {
    expect(promptParts('【誰】小貓【在哪裡】森林【做什麼】找朋友 — a kitten, looking for friends.')).toEqual({
      who: '小貓',
      where: '森林',
      what: '找朋友',
    });
    expect(promptParts('a cat in a forest')).toBeNull();
    // the illustrator's own list of what it will draw, when the prompt has one
    expect(
      promptDrawing(
        '【誰】小貓【在哪裡】夜市【做什麼】吃雞排【會畫出】地點：夜市（晚上）；角色：小貓；東西：雞排 — a kitten',
      ),
    ).toBe('地點：夜市（晚上）；角色：小貓；東西：雞排');
    expect(promptDrawing('【誰】小貓【在哪裡】森林【做什麼】找朋友 — a kitten')).toBeNull();
  });

  it.each([
    [undefined, 'none'],
    [{ book_pdf_status: null, book_pdf_url: null }, 'none'],
    [{ book_pdf_status: 1, book_pdf_url: null }, 'generating'],
    [{ book_pdf_status: 0, book_pdf_url: '/files/books/x/y.pdf' }, 'ready'],
    [{ book_pdf_status: 0, book_pdf_url: null }, 'none'],
    [{ book_pdf_status: 2, book_pdf_url: null }, 'failed'],
  ] as const)('e-book %j → %s', (info, s) => expect(ebookState(info)).toBe(s));
});
