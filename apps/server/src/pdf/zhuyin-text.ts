import { annotateZhuyin, type Ruby } from '../zhuyin/zhuyin.ts';

type Doc = PDFKit.PDFDocument;

/**
 * Chinese text with zhuyin for print, set as Taiwanese children's books set it: each character followed by a
 * small vertical column of bopomofo, the tone mark beside the column, the neutral-tone dot on top. Laid out by
 * hand (pdfkit has no ruby), character by character, wrapping at `width`.
 */
interface Cell {
  ruby: Ruby;
  width: number;
}

const COL = 0.36; // bopomofo size relative to the character
const TONE = 0.3;

function cellWidth(doc: Doc, r: Ruby, size: number, font: string): number {
  doc.font(font).fontSize(size);
  const w = doc.widthOfString(r.char);
  return r.zhuyin ? w + size * (COL + TONE + 0.04) : w;
}

function lines(doc: Doc, text: string, size: number, width: number, font: string): Cell[][] {
  const out: Cell[][] = [[]];
  let used = 0;
  for (const ruby of annotateZhuyin(text)) {
    const w = cellWidth(doc, ruby, size, font);
    const line = out.at(-1)!;
    // punctuation may hang at the end of a line rather than start the next one
    const hangs = !ruby.zhuyin && /[，。！？、；：」』）]/.test(ruby.char);
    if (used + w > width && line.length > 0 && !hangs) {
      out.push([{ ruby, width: w }]);
      used = w;
    } else {
      line.push({ ruby, width: w });
      used += w;
    }
  }
  return out;
}

export const zhuyinLineHeight = (size: number) => size * 1.75;

export function measureZhuyinText(doc: Doc, text: string, size: number, width: number, font: string) {
  const ls = lines(doc, text, size, width, font);
  const w = Math.max(0, ...ls.map((l) => l.reduce((s, c) => s + c.width, 0)));
  return { width: Math.min(width, w + 1), height: ls.length * zhuyinLineHeight(size) };
}

/** Draws the text at (x, y); `align` centres each line in `width`. Answers the height used. */
export function drawZhuyinText(
  doc: Doc,
  text: string,
  o: {
    x: number;
    y: number;
    width: number;
    size: number;
    font: string;
    zhuyinFont: string;
    color: string;
    align?: 'left' | 'center';
  },
): number {
  const ls = lines(doc, text, o.size, o.width, o.font);
  const lh = zhuyinLineHeight(o.size);
  ls.forEach((line, i) => {
    const lineW = line.reduce((s, c) => s + c.width, 0);
    let x = o.align === 'center' ? o.x + (o.width - lineW) / 2 : o.x;
    const top = o.y + i * lh + (lh - o.size * 1.2) / 2;
    for (const { ruby, width } of line) {
      doc.font(o.font).fontSize(o.size).fillColor(o.color);
      const charW = doc.widthOfString(ruby.char);
      doc.text(ruby.char, x, top, { lineBreak: false });
      if (ruby.zhuyin) drawColumn(doc, ruby.zhuyin, x + charW + o.size * 0.03, top, o);
      x += width;
    }
  });
  return ls.length * lh;
}

function drawColumn(
  doc: Doc,
  zhuyin: string,
  x: number,
  top: number,
  o: { size: number; zhuyinFont: string; color: string },
) {
  const neutral = zhuyin.startsWith('˙');
  const body = neutral ? zhuyin.slice(1) : zhuyin;
  const tone = /[ˊˇˋ]$/.test(body) ? body.slice(-1) : '';
  const symbols = [...(tone ? body.slice(0, -1) : body)];
  const s = o.size * COL;
  const step = s * 1.02;
  const colH = symbols.length * step;
  // centred on the character's body
  let y = top + (o.size * 1.2 - colH) / 2 - s * 0.08;
  doc.font(o.zhuyinFont).fontSize(s).fillColor(o.color);
  if (neutral) doc.text('˙', x, y - step * 0.55, { width: s, align: 'center', lineBreak: false });
  for (const sym of symbols) {
    doc.text(sym, x, y, { width: s, align: 'center', lineBreak: false });
    y += step;
  }
  if (tone) {
    const toneY =
      top + (o.size * 1.2 - colH) / 2 + (symbols.length === 1 ? -s * 0.3 : symbols.length === 3 ? s * 0.5 : 0);
    doc.fontSize(o.size * TONE).text(tone, x + s * 0.92, toneY, { lineBreak: false });
  }
}
