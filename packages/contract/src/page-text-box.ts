/**
 * The bilingual text block of a story page, placed and sized alike by the reader (book-reader.css reads these as
 * CSS custom properties set by sheet-view.tsx) and the e-book PDF (pdf/book-pdf.ts, in points). Lengths are in
 * percent of the page's width (the reader's `cqw`), the height limits in percent of its height.
 * At most 40 % of the width, close to its corner, so the picture's subject (drawn in the middle) stays visible.
 */
export const PAGE_TEXT_BOX = {
  /** widest and tallest the block may grow, % of the page's width / height */
  maxWidth: 40,
  maxHeight: 42,
  /** with zhuyin the characters are larger and the block may grow */
  zhuyinMaxWidth: 60,
  zhuyinMaxHeight: 55,
  padX: 1.6,
  padY: 1.1,
  radius: 1.8,
  /** distance from the top or bottom edge and from the outer side edge */
  edge: 2.5,
  /** distance from the left edge (the binding side, where the reader draws its page-turn strip) */
  leftEdge: 5.5,
  /** Chinese and English type sizes; zhuyin sets the Chinese this many times larger */
  chSize: 2.35,
  enSize: 1.8,
  zhuyinScale: 1.5,
  /** space between the Chinese and the English */
  gap: 0.4,
  /** the warm paper backdrop and how opaque it is */
  paper: '#fffaf2',
  paperOpacity: 0.88,
} as const;
