import { z } from 'zod';
import { bookIdText } from './book.ts';
import { envelope } from './envelope.ts';

/**
 * 「自己畫」 (issue 24): a child's own drawing for a page picture, the main character or a cover. The browser sends
 * a PNG; the server re-encodes it at the book's picture size and stores it like a generated picture. Drawing costs
 * no points and does not count as one of a page's two generations. No photo upload (docs/decisions/0023).
 */
export const DRAWING_WIDTH = 1024;
export const DRAWING_HEIGHT = 768;
/** a 1024×768 canvas export is 50–600 KB for a child's drawing; 3 MB also holds a full page of noise */
export const DRAWING_MAX_BYTES = 3 * 1024 * 1024;
/** drawings kept per page besides the generated pictures (the newest; generated ones keep their own 2) */
export const DRAWINGS_KEPT_PER_PAGE = 2;
/** cover drawings a book keeps for its cover carousels (the newest) */
export const COVER_DRAWINGS_KEPT = 4;
export const DRAWING_TARGETS = ['page', 'character', 'cover'] as const;
export type DrawingTarget = (typeof DRAWING_TARGETS)[number];

/** Stored drawings are named `drawn-<token>.png` under the book's picture folder. */
export function isDrawingUrl(url: string): boolean {
  return /\/drawn-[A-Za-z0-9_-]+\.png$/.test(url);
}

export const DRAWING_MSG = {
  saved: '畫好囉！已經放進你的圖片裡了！',
  tooLarge: '這張圖太大了，請擦掉一些再存一次！',
  notPng: '這張圖讀不出來，請再存一次！',
  badTarget: '不知道這張圖要放在哪裡，請重新整理頁面！',
} as const;

/** multipart fields of POST /api/tool/drawing besides the `drawing` file */
export const drawingFields = z.object({
  book_id: bookIdText.default(''),
  target: z.enum(DRAWING_TARGETS).default('page'),
  step: z.coerce.number().int().default(0),
  page: z.coerce.number().int().default(0),
});

export const drawingAnswer = envelope(
  z.object({
    /** the stored drawing */
    image: z.string(),
    /** target page: the page's picture choices after the drawing joined them */
    story_pic_ai: z.array(z.string()).optional(),
    pic_generated: z.number().int().optional(),
    /** target cover: the book's cover drawings */
    drawings: z.array(z.string()).optional(),
  }),
);

/**
 * 「自己畫」 stickers besides the main character (issue 24): the built-in illustrator's people, animals and props,
 * drawn alone on a transparent background (docs/decisions/0023). `GET /api/tool/stickers` lists them,
 * `GET /api/tool/stickers/:id.png` answers one (login needed; a long cache: the drawing never changes in a release).
 * Order = the tray's order; the label is the button's name.
 */
export const STICKER_LABELS = {
  boy: '男生',
  girl: '女生',
  grandma: '阿嬤',
  cat: '貓咪',
  dog: '小狗',
  rabbit: '兔子',
  bear: '熊',
  bird: '小鳥',
  fish: '魚',
  tree: '大樹',
  flower: '花',
  house: '房子',
  sun: '太陽',
  cloud: '雲',
  rainbow: '彩虹',
  star: '星星',
  ball: '足球',
  balloon: '氣球',
  kite: '風箏',
  umbrella: '雨傘',
  crown: '皇冠',
  car: '汽車',
  boat: '帆船',
  cake: '蛋糕',
} as const;
export type StickerId = keyof typeof STICKER_LABELS;
export const STICKER_IDS = Object.keys(STICKER_LABELS) as StickerId[];
export const STICKER_MSG = { notFound: '找不到這張貼紙！' } as const;

export const stickerListAnswer = envelope(
  z.object({ stickers: z.array(z.object({ id: z.string(), label: z.string(), url: z.string() })) }),
);
