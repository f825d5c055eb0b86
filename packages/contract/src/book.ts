import { z } from 'zod';
import { CORNERS } from './book-rules.ts';
import { envelope } from './envelope.ts';

/**
 * A book id as a request carries it, only trimmed and bounded: its form (isBookId) and who may use it are checked
 * once, by the server's book policy (services/book-access.ts), so a missing, malformed, unknown or foreign id gets
 * the same answers on every route.
 */
export const bookIdText = z.string().trim().max(64);
export const bookIdQuery = z.object({ book_id: bookIdText.default('') });

export const picInputSchema = z.object({ who: z.string(), where: z.string(), what: z.string() });

/**
 * A picture's alt text from what the child asked it to show (who, where, what — part 2 §3 Page), e.g.
 * 「小兔子，在河邊，撿石頭」; '' when nothing was written (the screen then names the page instead).
 */
export function pictureAlt(inputs: readonly { who: string; where: string; what: string }[]): string {
  const first = inputs[0];
  if (!first) return '';
  return [first.who, first.where, first.what]
    .map((s) => s.trim())
    .filter(Boolean)
    .join('，');
}

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
  /** our addition (issue 24): the child's own cover drawings, offered by the cover carousels */
  drawings: z.array(z.string()).optional(),
});
export type BookInfo = z.infer<typeof bookInfoData>;
export const bookInfoAnswer = envelope(bookInfoData.optional());
export const bookCreated = z.object({ book_id: z.string() });
export type BookCreated = z.infer<typeof bookCreated>;
export const bookCreatedAnswer = envelope(bookCreated.optional());

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
  book_id: bookIdText.default(''),
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

/** GET /api/book/send-pdf options (issue J): zhuyin, the picture-book or bilingual print layout, paper. */
export const PDF_LAYOUTS = ['book', 'bilingual'] as const;
export const PDF_PAPERS = ['A4', 'A5'] as const;
export const sendPdfQuery = z.object({
  book_id: bookIdText.default(''),
  zhuyin: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  layout: z.enum(PDF_LAYOUTS).default('book'),
  paper: z.enum(PDF_PAPERS).default('A4'),
});
