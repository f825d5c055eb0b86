import { REPORT_AXIS_MAX, REPORT_TEXT, REPORT_UI } from '@storycat/contract/report-texts';
import { squarify, type Rect } from './treemap.ts';

/** Vector charts drawn straight into the PDF (the same charts the report screen shows). */
type Doc = PDFKit.PDFDocument;
export const INK = '#3b3340';
const MUTED = '#8a8190';
const PALETTE = ['#f4a261', '#2a9d8f', '#e76f51', '#8ab17d', '#e9c46a', '#6d9dc5', '#b279a2', '#f6bd60'];

/** A 0–10 bar with a marker at level×10 %. */
/**
 * A 0–10 level bar. `band` shades the grade's typical range under the child's marker; `note` (the English
 * that is mostly the translator's) replaces the number and the bar (issue U).
 */
export function levelBar(
  doc: Doc,
  box: Rect,
  label: string,
  level: number,
  opts: { band?: { low: number; high: number; label: string } | null; note?: string | null } = {},
) {
  if (opts.note) {
    doc.fillColor(INK).fontSize(11).text(`${label}：`, box.x, box.y);
    doc
      .fillColor(MUTED)
      .fontSize(10.5)
      .text(opts.note, box.x, box.y + 20, { width: box.w });
    return;
  }
  doc
    .fillColor(INK)
    .fontSize(11)
    .text(REPORT_UI.field(label, REPORT_UI.levelValue(level)), box.x, box.y);
  const y = box.y + 26;
  doc.roundedRect(box.x, y, box.w, 12, 6).fill('#eee6f0');
  if (opts.band) {
    const bx = box.x + (box.w * opts.band.low) / 10;
    const bw = (box.w * (opts.band.high - opts.band.low)) / 10;
    doc.rect(bx, y - 3, bw, 18).fill('#cfe8dc');
    doc
      .fillColor('#2f6b4f')
      .fontSize(8)
      .text(opts.band.label, bx, y - 14, { width: Math.max(bw, 90), lineBreak: false });
  }
  doc
    .roundedRect(box.x, y, Math.max(12, (box.w * level) / 10), 12, 6)
    .fillOpacity(opts.band ? 0.85 : 1)
    .fill('#f4a261');
  doc.fillOpacity(1);
  const mx = box.x + (box.w * level) / 10;
  doc.polygon([mx - 6, y - 7], [mx + 6, y - 7], [mx, y + 1]).fill(INK);
  doc.fillColor(MUTED).fontSize(8);
  for (let i = 0; i <= 10; i += 2) doc.text(String(i), box.x + (box.w * i) / 10 - 3, y + 15, { lineBreak: false });
}

export function treemap(
  doc: Doc,
  box: Rect,
  title: string,
  words: { word: string; count: number }[],
  emptyNote?: string | null,
) {
  doc.fillColor(INK).fontSize(12).text(title, box.x, box.y);
  const area = { x: box.x, y: box.y + 20, w: box.w, h: box.h - 20 };
  if (words.length === 0) {
    doc
      .fillColor(MUTED)
      .fontSize(10)
      .text(REPORT_UI.aside(emptyNote || REPORT_UI.noWords), area.x, area.y + 10);
    return;
  }
  squarify(words, (w) => w.count, area).forEach((t, i) => {
    doc.rect(t.x + 1, t.y + 1, Math.max(0, t.w - 2), Math.max(0, t.h - 2)).fill(PALETTE[i % PALETTE.length]!);
    const size = Math.max(6, Math.min(18, t.h * 0.4, (t.w / Math.max(1, t.item.word.length)) * 0.8));
    if (t.w < 14 || t.h < 12) return;
    doc.fillColor('#ffffff').fontSize(size);
    doc.text(`${t.item.word}`, t.x + 3, t.y + 3, { width: t.w - 6, height: t.h - 6, lineBreak: false, ellipsis: true });
    if (t.h > size * 2.4) doc.fontSize(Math.max(6, size * 0.6)).text(`${t.item.count}`, t.x + 3, t.y + 5 + size);
  });
}

/** Horizontal bars of the three abilities on a 0–6 axis with 6 ticks. */
export function abilityBars(doc: Doc, box: Rect, values: Record<'creative' | 'emotion' | 'logical', number>) {
  const labelW = 90;
  const barW = box.w - labelW - 30;
  const keys = ['creative', 'emotion', 'logical'] as const;
  doc.lineWidth(0.5).strokeColor('#ddd');
  for (let i = 0; i <= REPORT_AXIS_MAX; i++) {
    const x = box.x + labelW + (barW * i) / REPORT_AXIS_MAX;
    doc
      .moveTo(x, box.y)
      .lineTo(x, box.y + keys.length * 28)
      .stroke();
    doc
      .fillColor(MUTED)
      .fontSize(8)
      .text(String(i), x - 2, box.y + keys.length * 28 + 3, { lineBreak: false });
  }
  keys.forEach((k, i) => {
    const y = box.y + i * 28 + 6;
    doc
      .fillColor(INK)
      .fontSize(10)
      .text(REPORT_TEXT.abilityNames[k], box.x, y + 2, { width: labelW - 6 });
    doc.rect(box.x + labelW, y, (barW * values[k]) / REPORT_AXIS_MAX, 16).fill(PALETTE[i + 1]!);
    doc.fillColor(INK).fontSize(9);
    doc.text(values[k].toFixed(1), box.x + labelW + (barW * values[k]) / REPORT_AXIS_MAX + 4, y + 3, {
      lineBreak: false,
    });
  });
}

const TRAIT_KEYS = ['extrovert', 'kind', 'responsible', 'open', 'stable'] as const;

/** The five-trait radar: axes 0–6 with 6 rings. */
export function radar(
  doc: Doc,
  cx: number,
  cy: number,
  r: number,
  values: Record<(typeof TRAIT_KEYS)[number], number>,
) {
  const point = (i: number, v: number): [number, number] => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / TRAIT_KEYS.length;
    return [cx + Math.cos(a) * r * (v / REPORT_AXIS_MAX), cy + Math.sin(a) * r * (v / REPORT_AXIS_MAX)];
  };
  doc.lineWidth(0.5).strokeColor('#d8d0dc');
  for (let ring = 1; ring <= REPORT_AXIS_MAX; ring++) doc.polygon(...TRAIT_KEYS.map((_, i) => point(i, ring))).stroke();
  TRAIT_KEYS.forEach((k, i) => {
    const [x, y] = point(i, REPORT_AXIS_MAX);
    doc.moveTo(cx, cy).lineTo(x, y).stroke();
    const [lx, ly] = point(i, REPORT_AXIS_MAX + 1.3);
    doc
      .fillColor(INK)
      .fontSize(9)
      .text(`${REPORT_TEXT.traitNames[k]} ${values[k].toFixed(1)}`, lx - 40, ly - 6, {
        width: 80,
        align: 'center',
      });
  });
  doc.lineWidth(1.5).strokeColor('#e76f51').fillColor('#e76f51').fillOpacity(0.35);
  doc.polygon(...TRAIT_KEYS.map((k, i) => point(i, values[k]))).fillAndStroke();
  doc.fillOpacity(1);
}
