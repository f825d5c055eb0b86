import { pageLabel, pictureAlt, type BookListItem, type BookReadView } from '@storycat/contract';
import type { Book, Page } from '../db/schema.ts';

/**
 * Pure shaping of stored books into the answers of the shelf and the reader (part 1 §3, part 2 §3). Kept apart
 * from the service so the PDF and report issues can shape the same view from rows they already hold.
 */

/** Pages grouped by step in reading order (the repository returns them sorted by step, then page). */
function groupBySteps<T>(pages: Page[], shape: (p: Page) => T): { step: number; pages: T[] }[] {
  const steps: { step: number; pages: T[] }[] = [];
  for (const p of pages) {
    let group = steps.at(-1);
    if (group?.step !== p.step) {
      group = { step: p.step, pages: [] };
      steps.push(group);
    }
    group.pages.push(shape(p));
  }
  return steps;
}

/** What the shelf and the reader show as the cover: the chosen front cover, else the first chosen picture. */
export function coverImageOf(book: Book, pages: Page[]): string | null {
  return book.book_frontcover || pages.find((p) => p.user_pic_select)?.user_pic_select || null;
}

function readPage(p: Page) {
  return {
    page: pageLabel(p.page),
    user_input: p.user_input,
    en_user_input: p.en_user_input,
    user_pic_select: p.user_pic_select,
    position_input: p.position_input,
    pic_alt: pictureAlt(p.user_pic_input),
  };
}

function listPage(p: Page) {
  return {
    ...readPage(p),
    user_pic_input: p.user_pic_input,
    story_pic_ai: p.story_pic_ai,
    pic_generated: p.pic_generated,
    ch_story_ai: p.ch_story_ai,
  };
}

/** The book read view; never carries the owner's id or any account data, so the share link can use it as is. */
export function toReadView(book: Book, pages: Page[]): BookReadView {
  return {
    book_id: book.id,
    book_name_ch: book.book_name_ch,
    book_name_en: book.book_name_en,
    book_author: book.book_author,
    preface: book.preface,
    style: book.style,
    book_frontcover: book.book_frontcover,
    book_backcover: book.book_backcover,
    cover_image: coverImageOf(book, pages),
    page_count: pages.length,
    book_content: groupBySteps(pages, readPage),
  };
}

/** A shelf item: the owner's own data, so the full page fields are included (the book guide edits from them). */
export function toListItem(book: Book, pages: Page[]): BookListItem {
  return {
    book_id: book.id,
    book_name_ch: book.book_name_ch,
    book_name_en: book.book_name_en,
    book_author: book.book_author,
    book_frontcover: book.book_frontcover,
    cover_image: coverImageOf(book, pages),
    book_backcover: book.book_backcover,
    preface: book.preface,
    style: book.style,
    page_count: pages.length,
    book_content: groupBySteps(pages, listPage),
  };
}
