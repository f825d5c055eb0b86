import { z } from 'zod';
import { picInputSchema } from './book.ts';
import { CORNERS } from './book-rules.ts';
import { BOOKLIST_PAGE_SIZE } from './constants.ts';
import { envelope } from './envelope.ts';

/* Answers of the shelf, the reader and the share view (GET /api/book/booklist, /read, /view). */

/**
 * `GET /api/book/booklist?per_page=`: 1 to 999 (part 1 §9), default 999. Anything else — 0, negative, above 999,
 * not a whole number — is refused with 400 rather than silently clamped, so a wrong client shows up at once.
 */
export const booklistQuery = z.object({
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(BOOKLIST_PAGE_SIZE)
    .default(BOOKLIST_PAGE_SIZE)
    .describe('page size, 1–999 (default 999); other values → 400'),
});

export const cornerSchema = z.enum(CORNERS);

/** A page of the owner's book list (part 1 §3 "Page"); `page` is the label `page_N`. */
export const listPageSchema = z.object({
  page: z.string(),
  user_input: z.string(),
  en_user_input: z.string(),
  user_pic_input: z.array(picInputSchema),
  story_pic_ai: z.array(z.string()),
  user_pic_select: z.string(),
  position_input: cornerSchema,
  pic_generated: z.number().int(),
  ch_story_ai: z.string(),
  pic_alt: z.string().optional(),
});

/** A page as the reader shows it (part 2 §3 "Book read view"): no generation inputs, no character record. */
export const readPageSchema = z.object({
  page: z.string(),
  user_input: z.string(),
  en_user_input: z.string(),
  user_pic_select: z.string(),
  position_input: cornerSchema,
  /** the picture's alt text, from its who/where/what (pictureAlt); '' when none was written */
  pic_alt: z.string().optional(),
});

const stepOf = <T extends z.ZodTypeAny>(page: T) => z.object({ step: z.number().int(), pages: z.array(page) });

/** What a book's list item and its read view both carry; `book_content` is each one's own. */
const bookHead = z.object({
  book_id: z.string(),
  book_name_ch: z.string(),
  book_name_en: z.string(),
  book_author: z.string(),
  book_frontcover: z.string().nullable(),
  /** what the shelf shows: the front cover, else the first picture */
  cover_image: z.string().nullable(),
  book_backcover: z.string().nullable(),
  preface: z.string(),
  style: z.string(),
  page_count: z.number().int(),
});

/** Book list item (part 1 §3). */
export const bookListItemSchema = bookHead.extend({ book_content: z.array(stepOf(listPageSchema)) });
export const booklistAnswer = envelope(z.object({ my_book: z.array(bookListItemSchema) }));

/**
 * Book read view (part 2 §3), answered by /api/book/read (owner) and /api/book/view (anyone with the link):
 * nothing about the owner's account is in it.
 */
export const bookReadViewSchema = bookHead.extend({ book_content: z.array(stepOf(readPageSchema)) });
export const bookReadAnswer = envelope(bookReadViewSchema);

export type Corner = z.infer<typeof cornerSchema>;
export type BookListItem = z.infer<typeof bookListItemSchema>;
export type BookReadView = z.infer<typeof bookReadViewSchema>;
export type ReadPage = z.infer<typeof readPageSchema>;
