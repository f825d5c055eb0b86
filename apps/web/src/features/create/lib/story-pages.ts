import { STORY_STEPS } from '@storycat/contract/constants';

/** A step of the book read view with its pages labelled `page_N` (spec part 2 §3 "Book read view"). */
export interface ReadStep {
  step: number;
  pages: readonly { page: string; user_pic_select?: string; user_input?: string }[];
}

export interface StoryPageButton {
  /** 第N頁: numbered in reading order from 1 */
  n: number;
  step: number;
  page: number;
  picture: string;
}

/** `page_7` → 7; anything else → null. */
export function pageNumberOf(label: string): number | null {
  const m = /^page_(\d+)$/.exec(label);
  return m ? Number(m[1]) : null;
}

/**
 * The book guide's story buttons (spec part 2 §2 Bookguide): built only from steps 3, 4, 5 and 6, in step then
 * page order, numbered from 1.
 */
export function storyPageButtons(content: readonly ReadStep[]): StoryPageButton[] {
  const story = content
    .filter((s) => (STORY_STEPS as readonly number[]).includes(s.step))
    .sort((a, b) => a.step - b.step);
  const out: StoryPageButton[] = [];
  for (const s of story) {
    const pages = s.pages
      .map((p) => ({ page: pageNumberOf(p.page), picture: p.user_pic_select ?? '' }))
      .filter((p): p is { page: number; picture: string } => p.page !== null)
      .sort((a, b) => a.page - b.page);
    for (const p of pages) out.push({ n: out.length + 1, step: s.step, page: p.page, picture: p.picture });
  }
  return out;
}
