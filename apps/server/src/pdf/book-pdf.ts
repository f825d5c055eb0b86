import PDFDocument from 'pdfkit';
import { PAGE_TEXT_BOX } from '@storycat/contract';
import { APP_NAME, BOOK_TEXT } from '@storycat/contract/book-texts';
import { drawZhuyinText, measureZhuyinText } from './zhuyin-text.ts';
import { renderBilingual } from './bilingual-pdf.ts';
import { DEFAULT_PDF_OPTIONS, type PdfOptions } from './options.ts';
import { registerPdfFonts } from './fonts.ts';
import type { Doc, PdfBook, PdfPage } from './kit.ts';
import { sharp } from '../lib/native.ts';

export { DEFAULT_PDF_OPTIONS, type PdfOptions };
export type { Doc, PdfBook, PdfPage } from './kit.ts';

/** Answers the picture's bytes (PNG or JPEG) for its /files URL, or undefined when it is gone. */
export type LoadPicture = (url: string) => Promise<Buffer | undefined>;

// 4:3 landscape like the pictures (1024×768): 768×576 pt.
const W = 768;
const H = 576;
const INK = '#3b2a1a';

/**
 * Pictures go in as JPEG at the page's print size: pdfkit passes JPEG through untouched, while a PNG would be
 * inflated and deflated again (2.5 s and 5 MB for 12 pages instead of well under the 1.5 s / 4 MB budget).
 */
export async function printable(picture: Buffer | undefined): Promise<Buffer | undefined> {
  if (!picture) return undefined;
  try {
    return await sharp(picture, { limitInputPixels: 40_000_000 })
      .resize({ width: 1024, height: 768, fit: 'cover', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: false })
      .toBuffer();
  } catch {
    return undefined; // an unreadable picture prints as a blank page colour rather than failing the book
  }
}

/** Sizes follow the reader's CSS (components/book-reader), where 1cqw is 1% of the page width. */
const cq = (n: number) => (n * W) / 100;
const ORANGE = '#e57a14';
const YELLOW = '#ffd166';
const INK_SOFT = '#6b5a48';

/** A picture filling the whole page (cropped to 4:3), or the reader's paper colour when there is none. */
function fullPicture(doc: Doc, picture: Buffer | undefined) {
  if (!picture) {
    doc.rect(0, 0, W, H).fill('#fffaf2');
    return;
  }
  doc.save();
  doc.rect(0, 0, W, H).clip();
  doc.image(picture, 0, 0, { cover: [W, H], align: 'center', valign: 'center' });
  doc.restore();
}

function pill(doc: Doc, text: string, x: number, y: number) {
  doc.font('tc-bold').fontSize(12);
  const w = Math.max(cq(4.4), doc.widthOfString(text) + 14);
  doc.save();
  doc.roundedRect(x, y, w, 20, 10).fillOpacity(0.8).fill('#ffffff');
  doc.restore();
  doc.fillColor(INK).text(text, x, y + 3, { width: w, align: 'center', lineBreak: false });
  return w;
}

/**
 * The bilingual text block in one of the four corners, placed and sized as the reader places it: at most 40 % of the
 * width, close to its corner, on a warm paper backdrop, so the picture's subject (drawn in the middle) stays visible.
 */
function textBlock(doc: Doc, page: PdfPage, number: number, zhuyin: boolean) {
  const box = PAGE_TEXT_BOX; // the reader's sizes (contract), in points here
  const padX = cq(box.padX);
  const padY = cq(box.padY);
  const maxInner = cq(box.maxWidth) - 2 * padX;
  const ch = { font: 'tc-bold', size: cq(box.chSize), gap: cq(box.chSize) * 0.55 };
  const en = { font: 'tc', size: cq(box.enSize), gap: cq(box.enSize) * 0.4 };
  // with zhuyin the characters are set larger, as in the reader, and the block may grow wider
  if (zhuyin) ch.size = cq(box.chSize * box.zhuyinScale);
  const zhuyinInner = cq(box.zhuyinMaxWidth) - 2 * padX;
  const measure = (text: string, f: typeof ch) => {
    if (!text) return { w: 0, h: 0 };
    if (zhuyin && f === ch) {
      const m = measureZhuyinText(doc, text, f.size, zhuyinInner, f.font);
      return { w: m.width, h: m.height };
    }
    doc.font(f.font).fontSize(f.size);
    const w = Math.min(zhuyin ? zhuyinInner : maxInner, doc.widthOfString(text) + 1);
    return { w, h: doc.heightOfString(text, { width: w, lineGap: f.gap }) };
  };
  const a = measure(page.user_input.trim(), ch);
  const b = measure(page.en_user_input.trim(), en);
  const top = page.position_input.startsWith('top');
  const left = page.position_input.endsWith('left');
  if (a.h || b.h) {
    const inner = Math.max(a.w, b.w);
    const boxW = inner + 2 * padX;
    const boxH = a.h + b.h + 2 * padY + (a.h && b.h ? cq(box.gap) : 0);
    const x = left ? cq(box.leftEdge) : W - cq(box.edge) - boxW;
    const y = top ? cq(box.edge) : H - cq(box.edge) - boxH;
    doc.save();
    doc.roundedRect(x, y, boxW, boxH, cq(box.radius)).fillOpacity(box.paperOpacity).fill(box.paper);
    doc.restore();
    let ty = y + padY;
    if (a.h && zhuyin) {
      const opts = {
        x: x + padX,
        y: ty,
        width: inner + 1,
        size: ch.size,
        font: ch.font,
        zhuyinFont: 'tc-bold',
        color: INK,
      };
      ty += drawZhuyinText(doc, page.user_input.trim(), opts) + cq(box.gap);
    } else if (a.h) {
      doc.font(ch.font).fontSize(ch.size).fillColor(INK);
      doc.text(page.user_input.trim(), x + padX, ty, { width: inner, lineGap: ch.gap });
      ty += a.h + cq(box.gap);
    }
    if (b.h) {
      doc.font(en.font).fontSize(en.size).fillColor(INK_SOFT);
      doc.text(page.en_user_input.trim(), x + padX, ty, { width: inner, lineGap: en.gap });
    }
  }
  // the page number sits bottom right, or bottom left when the text takes that corner
  const label = String(number);
  const onLeft = page.position_input === 'bottom-right';
  doc.font('tc-bold').fontSize(12);
  const w = Math.max(cq(4.4), doc.widthOfString(label) + 14);
  pill(doc, label, onLeft ? cq(6) : W - cq(2) - w, H - cq(1.6) - 20);
}

function coverPage(doc: Doc, book: PdfBook, picture: Buffer | undefined) {
  fullPicture(doc, picture);
  // the title plate sits at the top, as in the reader: the main character, drawn in the middle, stays in view
  const title = { size: cq(5.2) };
  const lines: { text: string; font: string; size: number; color: string; gap: number }[] = [
    { text: book.book_name_ch, font: 'tc-bold', size: title.size, color: ORANGE, gap: 0 },
  ];
  if (book.book_name_en)
    lines.push({ text: book.book_name_en, font: 'tc-bold', size: cq(2.4), color: INK_SOFT, gap: cq(0.4) });
  if (book.book_author)
    lines.push({ text: BOOK_TEXT.author(book.book_author), font: 'tc-bold', size: cq(2.3), color: INK, gap: cq(0.6) });
  const maxW = W * 0.72 - 2 * cq(3.5);
  const widths = lines.map((l) => {
    doc.font(l.font).fontSize(l.size);
    return Math.min(maxW, doc.widthOfString(l.text) + 2);
  });
  const innerW = Math.max(...widths);
  const heights = lines.map((l) => l.size * 1.25 + l.gap);
  const plateW = innerW + 2 * cq(3.5);
  const plateH = heights.reduce((s, h) => s + h, 0) + cq(1.2) + cq(1.1);
  const x = (W - plateW) / 2;
  const y = H * 0.04;
  doc.save();
  doc.roundedRect(x, y, plateW, plateH, cq(3)).fillOpacity(0.92).fill('#ffffff');
  doc.restore();
  doc.roundedRect(x, y, plateW, plateH, cq(3)).lineWidth(cq(0.7)).stroke(YELLOW);
  let ty = y + cq(1.2);
  lines.forEach((l) => {
    ty += l.gap;
    doc.font(l.font).fontSize(l.size).fillColor(l.color);
    doc.text(l.text, x + cq(3.5), ty, {
      width: innerW,
      align: 'center',
      lineBreak: false,
      ellipsis: true,
    });
    ty += l.size * 1.25;
  });
}

/** The author's words on lined paper, as the reader shows them. */
function prefacePage(doc: Doc, book: PdfBook) {
  doc.rect(0, 0, W, H).fill('#fffaf0');
  for (let y = cq(7); y < H; y += cq(7)) doc.moveTo(0, y).lineTo(W, y).lineWidth(1).stroke('#f1e3cc');
  const boxW = W * 0.72;
  const x = (W - boxW) / 2;
  doc.font('tc-bold').fontSize(cq(4.4));
  const textH = doc.heightOfString(book.preface, { width: boxW, align: 'center', lineGap: cq(4.4) * 0.5 });
  const total = cq(4.2) * 1.3 + cq(3) + textH + (book.book_author ? cq(2.5) + cq(2.6) * 1.3 : 0);
  let y = (H - total) / 2;
  doc
    .font('tc-bold')
    .fontSize(cq(4.2))
    .fillColor(ORANGE)
    .text(BOOK_TEXT.prefaceTitle, x, y, { width: boxW, align: 'center' });
  y += cq(4.2) * 1.3 + cq(3);
  doc.font('tc-bold').fontSize(cq(4.4)).fillColor(INK);
  doc.text(book.preface, x, y, { width: boxW, align: 'center', lineGap: cq(4.4) * 0.5 });
  y += textH + cq(2.5);
  if (book.book_author)
    doc
      .font('tc')
      .fontSize(cq(2.6))
      .fillColor(INK_SOFT)
      .text(`— ${book.book_author}`, x, y, { width: boxW, align: 'right' });
}

/** The back cover: the picture, a darkening band and 完 · The End with the app's name. */
function backCoverPage(doc: Doc, picture: Buffer | undefined) {
  fullPicture(doc, picture);
  const bandH = cq(14);
  const grad = doc.linearGradient(0, H - bandH, 0, H);
  grad.stop(0, '#28190a', 0).stop(1, '#28190a', 0.65);
  doc.rect(0, H - bandH, W, bandH).fill(grad);
  doc.font('tc-bold').fontSize(cq(3.6)).fillColor('#ffffff');
  doc.text(BOOK_TEXT.theEndBilingual, 0, H - bandH + cq(2.5), {
    width: W,
    align: 'center',
    characterSpacing: cq(3.6) * 0.1,
  });
  doc
    .font('tc-bold')
    .fontSize(cq(1.9))
    .text(APP_NAME.full, 0, H - cq(2.5) - cq(1.9) * 1.3, { width: W, align: 'center' });
}

/**
 * The e-book: front cover, one page per story page (picture with the text block in its corner), the
 * author's words, back cover. Pure apart from `loadPicture`, so tests and the benchmark call it directly.
 */
export async function renderBookPdf(
  book: PdfBook,
  loadPicture: LoadPicture,
  options: PdfOptions = DEFAULT_PDF_OPTIONS,
): Promise<Buffer> {
  const pages = book.book_content.flatMap((s) => s.pages);
  // the reader's fallbacks: no front cover → the first chosen picture; no back cover → the front cover
  const front = book.book_frontcover || pages.find((p) => p.user_pic_select)?.user_pic_select || null;
  const back = book.book_backcover || front;
  const urls = [front, ...pages.map((p) => p.user_pic_select), back];
  const unique = [...new Set(urls.filter((u): u is string => Boolean(u)))];
  const loaded = new Map(
    await Promise.all(unique.map(async (u) => [u, await printable(await loadPicture(u))] as const)),
  );
  const pic = (u: string | null) => (u ? loaded.get(u) : undefined);

  const doc = new PDFDocument({
    size: options.layout === 'bilingual' ? options.paper : [W, H],
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: `${book.book_name_ch} ${book.book_name_en}`.trim(),
      Author: book.book_author,
      Creator: APP_NAME.full,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  registerPdfFonts(doc, { regular: 'tc', bold: 'tc-bold' });

  if (options.layout === 'bilingual') {
    renderBilingual(
      doc,
      book,
      pages,
      { front: pic(front), back: pic(back), page: (p) => pic(p.user_pic_select) },
      options,
    );
  } else {
    doc.addPage();
    coverPage(doc, book, pic(front));
    pages.forEach((p, i) => {
      doc.addPage();
      fullPicture(doc, pic(p.user_pic_select));
      textBlock(doc, p, i + 1, options.zhuyin);
    });
    doc.addPage();
    prefacePage(doc, book);
    doc.addPage();
    backCoverPage(doc, pic(back));
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
