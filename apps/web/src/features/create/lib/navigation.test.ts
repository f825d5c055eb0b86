import { CREATE_MSG } from '@storycat/contract/create-messages';
import { describe, expect, it } from 'vitest';
import { isOverPageLimit, nextAfterDelete, nextAfterSave, pageProgress, routeOf, type PageSlot } from './navigation.ts';

/** `3/1+` = step 3 page 1 with content; `3/2-` = exists without content. */
const book = (...slots: string[]): PageSlot[] =>
  slots.map((s) => {
    const [, step, page, mark] = /^(\d)\/(\d+)([+-])$/.exec(s)!;
    return { step: Number(step), page: Number(page), hasContent: mark === '+' };
  });
const full = (n: number, step = 3) => Array.from({ length: n }, (_, i) => `${step}/${i + 1}+`);

describe('nextAfterSave (spec part 2 §4)', () => {
  it.each([
    [
      'first page saved → new page 2 with a prize',
      book('3/1+'),
      3,
      1,
      false,
      { to: 'page', step: 3, page: 2, prize: true },
    ],
    [
      'next page has content → go there, no prize',
      book('3/1+', '3/2+'),
      3,
      1,
      false,
      { to: 'page', step: 3, page: 2, prize: false },
    ],
    [
      'next page exists but empty → go there with a prize',
      book('3/1+', '3/2-'),
      3,
      1,
      false,
      { to: 'page', step: 3, page: 2, prize: true },
    ],
    [
      'a gap: next existing page of the step',
      book('3/1+', '3/5+'),
      3,
      1,
      false,
      { to: 'page', step: 3, page: 5, prize: false },
    ],
    [
      'last page of step 3 → first page of the next step with pages',
      book('3/1+', '3/2+', '5/3+', '5/1+'),
      3,
      2,
      false,
      { to: 'page', step: 5, page: 1, prize: false },
    ],
    [
      'last page of the last step → a new page after it',
      book('3/1+', '4/1+'),
      4,
      1,
      false,
      { to: 'page', step: 4, page: 2, prize: true },
    ],
    [
      'new page number skips existing ones',
      book('3/1+', '3/2+', '4/1+', '3/4+'),
      4,
      1,
      false,
      { to: 'page', step: 4, page: 2, prize: true },
    ],
    ['12 pages done → Guide 4', book(...full(12)), 3, 12, false, { to: 'guide4' }],
    [
      '12 pages done, saved page 5 → still visits page 6',
      book(...full(12)),
      3,
      5,
      false,
      { to: 'page', step: 3, page: 6, prize: false },
    ],
    [
      'trial: 4 pages done → Guide 4 with the trial message',
      book(...full(4)),
      3,
      4,
      true,
      { to: 'guide4', message: CREATE_MSG.trialPageLimit },
    ],
    ['trial: 3 pages done → new page 4', book(...full(3)), 3, 3, true, { to: 'page', step: 3, page: 4, prize: true }],
    ['page 12 is the last number of the step → Guide 4', book('3/1+', '3/12+'), 3, 12, false, { to: 'guide4' }],
    [
      'steps outside 3–6 are not story pages',
      book('3/1+', '7/1+'),
      3,
      1,
      false,
      { to: 'page', step: 3, page: 2, prize: true },
    ],
  ] as const)('%s', (_name, pages, step, page, isTrial, expected) => {
    expect(nextAfterSave({ pages, step, page, isTrial })).toEqual(expected);
  });
});

describe('nextAfterDelete', () => {
  it.each([
    ['the next page of the step', book('3/1+', '3/2+', '3/3+'), 3, 2, { to: 'page', step: 3, page: 3, prize: false }],
    [
      'the first page of a later step',
      book('3/1+', '3/2+', '4/1+'),
      3,
      2,
      { to: 'page', step: 4, page: 1, prize: false },
    ],
    ['nothing after it → Guide 4', book('3/1+', '3/2+'), 3, 2, { to: 'guide4' }],
    [
      'the deleted page is already gone from the list',
      book('3/1+', '3/3+'),
      3,
      2,
      { to: 'page', step: 3, page: 3, prize: false },
    ],
    ['the last page of the book → Guide 4', book('3/1+'), 3, 1, { to: 'guide4' }],
  ] as const)('%s', (_name, pages, step, page, expected) => {
    expect(nextAfterDelete({ pages, step, page })).toEqual(expected);
  });
});

describe('page limit and header', () => {
  it.each([
    [11, false, false, false],
    [12, false, false, true],
    [12, true, false, false],
    [3, false, true, false],
    [4, false, true, true],
    [4, true, true, false],
  ])('pageCount %i, exists %s, trial %s → limit %s', (pageCount, exists, isTrial, limit) => {
    expect(isOverPageLimit({ pageCount, exists, isTrial })).toBe(limit);
  });

  it.each([
    [undefined, false, 0, '一頁一怪獸，打敗牠！'],
    [0, false, 0, '一頁一怪獸，打敗牠！'],
    [3, false, 25, '已完成3頁，還剩9頁'],
    [12, false, 100, '已完成12頁，還剩0頁'],
    [1, true, 25, '已完成1頁，還剩3頁'],
    [5, true, 100, '已完成5頁，還剩0頁'],
  ])('pageCount %s (trial %s) → %i%% %s', (pageCount, isTrial, percent, label) => {
    expect(pageProgress({ pageCount, isTrial })).toEqual({ percent, label });
  });

  it('routes', () => {
    expect(routeOf('B1', { to: 'page', step: 4, page: 2, prize: true })).toBe('/ai_story/B1/4/2');
    expect(routeOf('B1', { to: 'guide4' })).toBe('/guide/4');
  });
});
