import type { BookReadView, ReadPage } from '@storycat/contract';

/** One face of the book as the reader shows it, in reading order. */
export type Sheet =
  { kind: 'cover' } | { kind: 'page'; page: ReadPage; number: number } | { kind: 'preface' } | { kind: 'back' };

/** A page row exists as soon as a child opens it; one with neither text nor picture is not shown. */
export function hasContent(p: ReadPage): boolean {
  return Boolean(p.user_input.trim() || p.en_user_input.trim() || p.user_pic_select);
}

/** Cover, content pages in step-then-page order, the author's words, back cover (part 1 §2). */
export function buildSheets(book: BookReadView): Sheet[] {
  const pages = book.book_content.flatMap((s) => s.pages).filter(hasContent);
  return [
    { kind: 'cover' },
    ...pages.map((page, i) => ({ kind: 'page' as const, page, number: i + 1 })),
    { kind: 'preface' },
    { kind: 'back' },
  ];
}

/**
 * The page counter. The spec's displayed total is "content pages + 1 for cover/back". We read that +1 as the
 * book's closing leaf: as in a printed picture book, the author's words sit on the inside of the back cover, so
 * content pages are numbered 1…N, the author's-words page is N+1 (the last numbered page) and the two outside
 * covers carry their names instead of a number. Every numbered face then has its own number, the count never
 * passes the total, and a child sees "1 / N+1" on the first story page.
 */
export function counterText(sheet: Sheet, contentPages: number, names: { cover: string; back: string }): string {
  const total = contentPages + 1;
  switch (sheet.kind) {
    case 'cover':
      return names.cover;
    case 'page':
      return `${sheet.number} / ${total}`;
    case 'preface':
      return `${total} / ${total}`;
    case 'back':
      return names.back;
  }
}

/** The picture shown on the front cover: the chosen cover, else the first page picture (null → drawn cover). */
export function frontCoverOf(book: BookReadView): string | null {
  return book.book_frontcover || book.cover_image || null;
}

export function backCoverOf(book: BookReadView): string | null {
  return book.book_backcover || book.book_frontcover || book.cover_image || null;
}

/**
 * The faces shown together on a wide landscape screen, like an open printed picture book: the front cover alone,
 * then the story pages two by two (the author's words pair with the last page when it falls on a right-hand
 * page), and the back cover alone. `faces` is the number of sheets (cover, N pages, preface, back).
 */
export function spreadsOf(faces: number): number[][] {
  const out: number[][] = [[0]];
  for (let i = 1; i < faces - 1; i += 2) out.push(i + 1 < faces - 1 ? [i, i + 1] : [i]);
  if (faces > 1) out.push([faces - 1]);
  return out;
}

/** The counter of a spread: the same words and numbers as one face, joined ("1–2 / 5"). */
export function spreadCounterText(
  faces: Sheet[],
  contentPages: number,
  names: { cover: string; back: string },
): string {
  const texts = faces.map((f) => counterText(f, contentPages, names));
  if (texts.length === 1) return texts[0]!;
  const total = contentPages + 1;
  return `${texts.map((t) => t.split(' / ')[0]).join('–')} / ${total}`;
}
