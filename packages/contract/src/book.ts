import { z } from 'zod';
import { CORNERS } from './book-rules.ts';
import { BOOKLIST_PAGE_SIZE } from './constants.ts';
import { envelope } from './envelope.ts';

export const bookIdSchema = z.string().trim().min(1).max(64);
/**
 * `?book_id=`: missing defaults to '' so the service answers the spec's Chinese message
 * (⚠️ 目前無法識別繪本 ID，請重新整理頁面！) instead of a generic 400.
 */
export const bookIdQuery = z.object({ book_id: z.string().trim().max(200).default('') });

export const picInputSchema = z.object({ who: z.string(), where: z.string(), what: z.string() });

/** GET /api/book/info (spec part 2 §3 "Book info"). */
export const bookInfoData = z.object({
  book_id: z.string(),
  book_author: z.string(),
  book_name_ch: z.string(),
  book_name_en: z.string(),
  style: z.string(),
  page_count: z.number().int(),
  preface: z.string(),
  book_frontcover: z.string().nullable(),
  book_backcover: z.string().nullable(),
  book_pdf_url: z.string().nullable(),
  book_pdf_status: z.number().int().nullable(),
  report: z.unknown().nullable(),
  report_pdf_url: z.string().nullable(),
  report_pdf_status: z.number().int().nullable(),
});
export type BookInfo = z.infer<typeof bookInfoData>;
export const bookInfoAnswer = envelope(bookInfoData.optional());
export const bookCreatedAnswer = envelope(z.object({ book_id: z.string() }).optional());

/** GET /api/book/data (spec part 2 §3 "Page data"). */
export const pageData = z.object({
  book_id: z.string(),
  step: z.number().int(),
  page: z.number().int(),
  user_input: z.string(),
  en_user_input: z.string(),
  user_pic_input: z.array(picInputSchema),
  story_pic_ai: z.array(z.string()),
  user_pic_select: z.string(),
  position_input: z.enum(CORNERS),
  pic_generated: z.number().int(),
  page_count: z.number().int(),
  ch_story_ai: z.string(),
  /** whether this page exists yet (a new page answers the empty defaults) */
  exists: z.boolean(),
});
export type PageData = z.infer<typeof pageData>;
export const pageDataAnswer = envelope(pageData.optional());

export const pageKeyQuery = z.object({
  book_id: z.string().trim().max(64).default(''),
  step: z.coerce.number().int().default(0),
  page: z.coerce.number().int().default(0),
});

/** The main character record stored as JSON text in ch_story_ai of step 3, page 1. */
export const characterRecord = z.object({
  character: z.object({
    name: z.string(),
    features: z.string(),
    image: z.string(),
    prompt: z.string().default(''),
  }),
});
export type CharacterRecord = z.infer<typeof characterRecord>;

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
});

/** A page as the reader shows it (part 2 §3 "Book read view"): no generation inputs, no character record. */
export const readPageSchema = z.object({
  page: z.string(),
  user_input: z.string(),
  en_user_input: z.string(),
  user_pic_select: z.string(),
  position_input: cornerSchema,
});

const stepOf = <T extends z.ZodTypeAny>(page: T) => z.object({ step: z.number().int(), pages: z.array(page) });

/** Book list item (part 1 §3); `cover_image` is what the shelf shows: the front cover, else the first picture. */
export const bookListItemSchema = z.object({
  book_id: z.string(),
  book_name_ch: z.string(),
  book_name_en: z.string(),
  book_author: z.string(),
  book_frontcover: z.string().nullable(),
  cover_image: z.string().nullable(),
  book_backcover: z.string().nullable(),
  preface: z.string(),
  style: z.string(),
  page_count: z.number().int(),
  book_content: z.array(stepOf(listPageSchema)),
});
export const booklistAnswer = envelope(z.object({ my_book: z.array(bookListItemSchema) }));

/**
 * Book read view (part 2 §3), answered by /api/book/read (owner) and /api/book/view (anyone with the link):
 * nothing about the owner's account is in it.
 */
export const bookReadViewSchema = z.object({
  book_id: z.string(),
  book_name_ch: z.string(),
  book_name_en: z.string(),
  book_author: z.string(),
  preface: z.string(),
  style: z.string(),
  book_frontcover: z.string().nullable(),
  book_backcover: z.string().nullable(),
  cover_image: z.string().nullable(),
  page_count: z.number().int(),
  book_content: z.array(stepOf(readPageSchema)),
});
export const bookReadAnswer = envelope(bookReadViewSchema);

export type Corner = z.infer<typeof cornerSchema>;
export type BookListItem = z.infer<typeof bookListItemSchema>;
export type BookReadView = z.infer<typeof bookReadViewSchema>;
export type ReadPage = z.infer<typeof readPageSchema>;
