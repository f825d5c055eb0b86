/** Keys of what only the creation screens read; a book's data is under lib/query-keys.ts (bookKeys). */
export const createKeys = {
  /** GET /api/style */
  styles: ['styles'] as const,
  /** GET /api/tool/stickers (the drawing canvas's tray) */
  stickers: ['drawing-stickers'] as const,
};
