import { APP_NAME, BOOK_TEXT } from '@storycat/contract/book-texts';
import type { Doc, PdfBook, PdfPage } from './kit.ts';
import type { PdfOptions } from './options.ts';
import { drawZhuyinText, measureZhuyinText } from './zhuyin-text.ts';

const INK = '#3b2a1a';
const INK_SOFT = '#6b5a48';
const ORANGE = '#e57a14';
const PAPER = '#fffdf8';

interface Pictures {
  front?: Buffer;
  back?: Buffer;
  page: (p: PdfPage) => Buffer | undefined;
}

/**
 * The bilingual print layout (issue J), for printing at home or school on A4 or A5: each story opens as a spread
 * with the picture on the left-hand page and the Chinese (with zhuyin when asked) and English text facing it on
 * the right. Page 1 is the cover (a right-hand page), so pictures fall on even pages; a blank page keeps the back
 * cover on the last, even page, as a folded booklet needs.
 */
export function renderBilingual(doc: Doc, book: PdfBook, pages: PdfPage[], pics: Pictures, o: PdfOptions) {
  const add = () => {
    doc.addPage();
    doc.rect(0, 0, doc.page.width, doc.page.height).fill(PAPER);
  };
  add();
  cover(doc, book, pics.front, o);
  pages.forEach((p, i) => {
    add();
    picturePage(doc, pics.page(p), i * 2 + 2);
    add();
    textPage(doc, p, i * 2 + 3, o);
  });
  add();
  preface(doc, book, o);
  if (doc.bufferedPageRange().count % 2 === 1) add();
  add();
  backCover(doc, pics.back);
}

function dims(doc: Doc) {
  const w = doc.page.width;
  const h = doc.page.height;
  return { w, h, m: w * 0.09, unit: w / 100 };
}

function framedPicture(doc: Doc, picture: Buffer | undefined, x: number, y: number, w: number) {
  const h = (w * 3) / 4;
  if (picture) {
    doc.save();
    doc.roundedRect(x, y, w, h, w * 0.02).clip();
    doc.image(picture, x, y, { cover: [w, h], align: 'center', valign: 'center' });
    doc.restore();
  } else doc.roundedRect(x, y, w, h, w * 0.02).fill('#f3eadb');
  return h;
}

function pageNumber(doc: Doc, n: number) {
  const { w, h, unit } = dims(doc);
  doc
    .font('tc')
    .fontSize(unit * 2.2)
    .fillColor(INK_SOFT);
  doc.text(String(n), 0, h - unit * 7, { width: w, align: 'center', lineBreak: false });
}

function cover(doc: Doc, book: PdfBook, picture: Buffer | undefined, o: PdfOptions) {
  const { w, h, m, unit } = dims(doc);
  const picH = framedPicture(doc, picture, m, h * 0.12, w - 2 * m);
  let y = h * 0.12 + picH + unit * 8;
  if (o.zhuyin) {
    const size = unit * 7;
    y += drawZhuyinText(doc, book.book_name_ch, {
      x: m,
      y,
      width: w - 2 * m,
      size,
      font: 'tc-bold',
      zhuyinFont: 'tc-bold',
      color: ORANGE,
      align: 'center',
    });
  } else {
    doc
      .font('tc-bold')
      .fontSize(unit * 7)
      .fillColor(ORANGE)
      .text(book.book_name_ch, m, y, { width: w - 2 * m, align: 'center' });
    y = doc.y;
  }
  if (book.book_name_en)
    doc
      .font('tc-bold')
      .fontSize(unit * 3.4)
      .fillColor(INK_SOFT)
      .text(book.book_name_en, m, y + unit * 2, { width: w - 2 * m, align: 'center' });
  if (book.book_author)
    doc
      .font('tc')
      .fontSize(unit * 3)
      .fillColor(INK)
      .text(BOOK_TEXT.author(book.book_author), m, doc.y + unit * 3, { width: w - 2 * m, align: 'center' });
}

function picturePage(doc: Doc, picture: Buffer | undefined, n: number) {
  const { w, h, m } = dims(doc);
  const picW = w - 2 * m;
  framedPicture(doc, picture, m, (h - (picW * 3) / 4) / 2, picW);
  pageNumber(doc, n);
}

function textPage(doc: Doc, p: PdfPage, n: number, o: PdfOptions) {
  const { w, h, m, unit } = dims(doc);
  const width = w - 2 * m;
  const zh = p.user_input.trim();
  const en = p.en_user_input.trim();
  const chSize = unit * (o.zhuyin ? 6 : 5.6);
  const enSize = unit * 3.6;
  const chH = !zh
    ? 0
    : o.zhuyin
      ? measureZhuyinText(doc, zh, chSize, width, 'tc-bold').height
      : doc
          .font('tc-bold')
          .fontSize(chSize)
          .heightOfString(zh, { width, lineGap: chSize * 0.5 });
  const enH = en
    ? doc
        .font('tc')
        .fontSize(enSize)
        .heightOfString(en, { width, lineGap: enSize * 0.35 })
    : 0;
  const gap = zh && en ? unit * 8 : 0;
  let y = (h - (chH + gap + enH)) / 2;
  if (zh && o.zhuyin)
    drawZhuyinText(doc, zh, {
      x: m,
      y,
      width,
      size: chSize,
      font: 'tc-bold',
      zhuyinFont: 'tc-bold',
      color: INK,
      align: 'center',
    });
  else if (zh)
    doc
      .font('tc-bold')
      .fontSize(chSize)
      .fillColor(INK)
      .text(zh, m, y, { width, align: 'center', lineGap: chSize * 0.5 });
  y += chH + gap;
  if (zh && en)
    doc
      .moveTo(w / 2 - unit * 6, y - gap / 2)
      .lineTo(w / 2 + unit * 6, y - gap / 2)
      .lineWidth(1.2)
      .stroke('#f1dfc7');
  if (en)
    doc
      .font('tc')
      .fontSize(enSize)
      .fillColor(INK_SOFT)
      .text(en, m, y, { width, align: 'center', lineGap: enSize * 0.35 });
  pageNumber(doc, n);
}

function preface(doc: Doc, book: PdfBook, o: PdfOptions) {
  const { w, h, m, unit } = dims(doc);
  const width = w - 2 * m;
  let y = h * 0.3;
  doc
    .font('tc-bold')
    .fontSize(unit * 5)
    .fillColor(ORANGE)
    .text(BOOK_TEXT.prefaceTitle, m, y, { width, align: 'center' });
  y = doc.y + unit * 6;
  const text = book.preface || '…';
  if (o.zhuyin)
    y += drawZhuyinText(doc, text, {
      x: m,
      y,
      width,
      size: unit * 5.4,
      font: 'tc-bold',
      zhuyinFont: 'tc-bold',
      color: INK,
      align: 'center',
    });
  else {
    doc
      .font('tc-bold')
      .fontSize(unit * 5.4)
      .fillColor(INK)
      .text(text, m, y, { width, align: 'center' });
    y = doc.y;
  }
  if (book.book_author)
    doc
      .font('tc')
      .fontSize(unit * 3.2)
      .fillColor(INK_SOFT)
      .text(`— ${book.book_author}`, m, y + unit * 4, { width, align: 'right' });
}

function backCover(doc: Doc, picture: Buffer | undefined) {
  const { w, h, m, unit } = dims(doc);
  const picW = w - 4 * m;
  framedPicture(doc, picture, 2 * m, h * 0.22, picW);
  doc
    .font('tc-bold')
    .fontSize(unit * 5)
    .fillColor(INK)
    .text(BOOK_TEXT.theEndBilingual, 0, h * 0.22 + (picW * 3) / 4 + unit * 10, { width: w, align: 'center' });
  doc
    .font('tc')
    .fontSize(unit * 2.6)
    .fillColor(INK_SOFT)
    .text(APP_NAME.full, 0, h - unit * 12, { width: w, align: 'center' });
}
