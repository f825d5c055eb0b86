import { MAX_PAGES, STORY_STEPS } from '@storycat/contract/constants';
import { pageQuota } from '@storycat/contract/book-rules';
import { CREATE_MSG, FINISH_MSG } from '@storycat/contract/create-messages';

/**
 * Where the page editor goes next (spec part 2 §4 "Page navigation after saving"). Pure functions over the
 * book's existing pages, so every rule is tested by a table.
 */

/** An existing page of the book; `hasContent` = user_input, en_user_input or user_pic_select is set. */
export interface PageSlot {
  step: number;
  page: number;
  hasContent: boolean;
}

export type NextPlace =
  /** the page editor of that page; `prize` = a monster is defeated on the way (the page is new or empty) */
  | { to: 'page'; step: number; page: number; prize: boolean }
  /** Guide 4 (covers next); `message` = the trial limit text shown first */
  | { to: 'guide4'; message?: string };

const inReadingOrder = (a: PageSlot, b: PageSlot) => a.step - b.step || a.page - b.page;
const isStory = (step: number) => (STORY_STEPS as readonly number[]).includes(step);

function visit(p: PageSlot): NextPlace {
  return { to: 'page', step: p.step, page: p.page, prize: !p.hasContent };
}

/**
 * After the child saves a page's layout: the next existing page of this step; else the first page of the next
 * step that has pages; else a new page (the next page number), unless the book is full — 12 pages, or 4 on a
 * trial account (with the trial message) — or the step has no page number left: then Guide 4.
 */
export function nextAfterSave(o: {
  pages: readonly PageSlot[];
  step: number;
  page: number;
  isTrial: boolean;
}): NextPlace {
  const pages = o.pages.filter((p) => isStory(p.step)).sort(inReadingOrder);
  const laterHere = pages.find((p) => p.step === o.step && p.page > o.page);
  if (laterHere) return visit(laterHere);
  const laterStep = pages.find((p) => p.step > o.step);
  if (laterStep) return visit(laterStep);
  const done = pages.length;
  if (done >= pageQuota(o.isTrial))
    return o.isTrial ? { to: 'guide4', message: CREATE_MSG.trialPageLimit } : { to: 'guide4' };
  const taken = new Set(pages.filter((p) => p.step === o.step).map((p) => p.page));
  for (let n = o.page + 1; n <= MAX_PAGES; n++)
    if (!taken.has(n)) return { to: 'page', step: o.step, page: n, prize: true };
  return { to: 'guide4' };
}

/** After deleting a page: the next page in reading order, else the one before it, else Guide 4. */
export function nextAfterDelete(o: { pages: readonly PageSlot[]; step: number; page: number }): NextPlace {
  const pages = o.pages
    .filter((p) => isStory(p.step) && !(p.step === o.step && p.page === o.page))
    .sort(inReadingOrder);
  const after = pages.find((p) => p.step > o.step || (p.step === o.step && p.page > o.page));
  if (after) return { to: 'page', step: after.step, page: after.page, prize: false };
  return { to: 'guide4' };
}

/**
 * Opening the editor of a page that does not exist yet when the book is already full: the page-limit modal
 * (which returns to Step1). Existing pages can always be edited.
 */
export function isOverPageLimit(o: { pageCount: number; exists: boolean; isTrial: boolean }): boolean {
  return !o.exists && o.pageCount >= pageQuota(o.isTrial);
}

/** The page header (spec part 2 §9): pages done / quota × 100, capped at 100, and its text. */
export function pageProgress(o: { pageCount: number | undefined; isTrial: boolean }): {
  percent: number;
  label: string;
} {
  const quota = pageQuota(o.isTrial);
  const done = o.pageCount ?? 0;
  const percent = Math.min(100, Math.round((done / quota) * 100));
  if (!done) return { percent, label: FINISH_MSG.pagesDefault };
  const label = FINISH_MSG.pagesDone.replace('{N}', String(done)).replace('{M}', String(Math.max(0, quota - done)));
  return { percent, label };
}

export function routeOf(bookId: string, place: NextPlace): string {
  return place.to === 'guide4' ? '/guide/4' : `/ai_story/${bookId}/${place.step}/${place.page}`;
}
