import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/** The book as the reader shows it (part 2 §3 "Book read view"), reduced to what the e-book prints. */
export interface PdfBook {
  book_name_ch: string;
  book_name_en: string;
  book_author: string;
  preface: string;
  book_frontcover: string | null;
  book_backcover: string | null;
  book_content: { step: number; pages: PdfPage[] }[];
}
export interface PdfPage {
  user_input: string;
  en_user_input: string;
  user_pic_select: string;
  position_input: string;
}
/** Answers the picture's bytes (PNG or JPEG) for its /files URL, or undefined when it is gone. */
export type LoadPicture = (url: string) => Promise<Buffer | undefined>;

// 4:3 landscape like the pictures (1024×768): 768×576 pt.
const W = 768;
const H = 576;
const MARGIN = 22;
const INK = '#3b2a1a';

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** Noto Sans TC (OFL) read once; pdfkit embeds only the glyphs each document uses (a subset per document). */
function loadFonts() {
  fonts ??= {
    regular: fs.readFileSync(require.resolve('@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf')),
    bold: fs.readFileSync(require.resolve('@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf')),
  };
  return fonts;
}

type Doc = PDFKit.PDFDocument;

/**
 * Pictures go in as JPEG at the page's print size: pdfkit passes JPEG through untouched, while a PNG would be
 * inflated and deflated again (2.5 s and 5 MB for 12 pages instead of well under the 1.5 s / 4 MB budget).
 */
async function printable(picture: Buffer | undefined): Promise<Buffer | undefined> {
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

/** A picture filling the whole page (cropped to 4:3), or a soft paper colour when there is none. */
function fullPicture(doc: Doc, picture: Buffer | undefined) {
  if (!picture) {
    doc.rect(0, 0, W, H).fill('#fff4e6');
    return;
  }
  doc.save();
  doc.rect(0, 0, W, H).clip();
  doc.image(picture, 0, 0, { cover: [W, H], align: 'center', valign: 'center' });
  doc.restore();
}

/** The bilingual text block in one of the four corners, as the Editbook screen and the reader place it. */
function textBlock(doc: Doc, page: PdfPage) {
  const boxW = W * 0.46;
  const pad = 14;
  const inner = boxW - 2 * pad;
  doc.font('tc').fontSize(19);
  const chH = page.user_input ? doc.heightOfString(page.user_input, { width: inner, lineGap: 3 }) : 0;
  doc.font('tc').fontSize(12);
  const enH = page.en_user_input ? doc.heightOfString(page.en_user_input, { width: inner, lineGap: 1 }) : 0;
  if (!chH && !enH) return;
  const boxH = chH + enH + 2 * pad + (chH && enH ? 8 : 0);
  const top = page.position_input.startsWith('top');
  const left = page.position_input.endsWith('left');
  const x = left ? MARGIN : W - MARGIN - boxW;
  const y = top ? MARGIN : H - MARGIN - boxH;
  doc.save();
  doc.roundedRect(x, y, boxW, boxH, 14).fillOpacity(0.88).fill('#ffffff');
  doc.restore();
  let ty = y + pad;
  if (chH) {
    doc
      .font('tc')
      .fontSize(19)
      .fillColor(INK)
      .text(page.user_input, x + pad, ty, { width: inner, lineGap: 3 });
    ty += chH + 8;
  }
  if (enH)
    doc
      .font('tc')
      .fontSize(12)
      .fillColor('#6b5a48')
      .text(page.en_user_input, x + pad, ty, { width: inner, lineGap: 1 });
}

function coverPage(doc: Doc, book: PdfBook, picture: Buffer | undefined) {
  fullPicture(doc, picture);
  const bandH = 150;
  doc.save();
  doc
    .rect(0, H - bandH, W, bandH)
    .fillOpacity(0.86)
    .fill('#ffffff');
  doc.restore();
  doc.font('tc-bold').fontSize(34).fillColor(INK);
  doc.text(book.book_name_ch, MARGIN, H - bandH + 18, { width: W - 2 * MARGIN, align: 'center', lineBreak: false });
  doc.font('tc').fontSize(17).fillColor('#6b5a48');
  doc.text(book.book_name_en, MARGIN, H - bandH + 68, { width: W - 2 * MARGIN, align: 'center', lineBreak: false });
  doc.font('tc').fontSize(15).fillColor(INK);
  doc.text(`作者：${book.book_author}`, MARGIN, H - bandH + 104, { width: W - 2 * MARGIN, align: 'center' });
}

function prefacePage(doc: Doc, book: PdfBook) {
  doc.rect(0, 0, W, H).fill('#fff8ec');
  doc
    .roundedRect(90, 110, W - 180, H - 220, 24)
    .lineWidth(3)
    .stroke('#f0a35a');
  doc
    .font('tc-bold')
    .fontSize(26)
    .fillColor('#e07b1f')
    .text('作者的話', 90, 150, { width: W - 180, align: 'center' });
  doc
    .font('tc')
    .fontSize(28)
    .fillColor(INK)
    .text(book.preface, 130, 250, { width: W - 260, align: 'center' });
  doc
    .font('tc')
    .fontSize(16)
    .fillColor('#6b5a48')
    .text(`—— ${book.book_author}`, 130, 370, { width: W - 260, align: 'right' });
}

function backCoverPage(doc: Doc, picture: Buffer | undefined) {
  fullPicture(doc, picture);
  doc.save();
  doc
    .roundedRect(W / 2 - 110, H - 70, 220, 44, 22)
    .fillOpacity(0.86)
    .fill('#ffffff');
  doc.restore();
  doc
    .font('tc-bold')
    .fontSize(16)
    .fillColor('#e07b1f')
    .text('故事貓 Storycat', W / 2 - 110, H - 58, { width: 220, align: 'center' });
}

/**
 * The e-book: front cover, one page per story page (picture with the text block in its corner), the
 * author's words, back cover. Pure apart from `loadPicture`, so tests and the benchmark call it directly.
 */
export async function renderBookPdf(book: PdfBook, loadPicture: LoadPicture): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const pages = book.book_content.flatMap((s) => s.pages);
  const urls = [book.book_frontcover, ...pages.map((p) => p.user_pic_select), book.book_backcover];
  const unique = [...new Set(urls.filter((u): u is string => Boolean(u)))];
  const loaded = new Map(
    await Promise.all(unique.map(async (u) => [u, await printable(await loadPicture(u))] as const)),
  );
  const pic = (u: string | null) => (u ? loaded.get(u) : undefined);

  const doc = new PDFDocument({
    size: [W, H],
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: `${book.book_name_ch} ${book.book_name_en}`.trim(),
      Author: book.book_author,
      Creator: '故事貓 Storycat',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('tc', regular);
  doc.registerFont('tc-bold', bold);

  doc.addPage();
  coverPage(doc, book, pic(book.book_frontcover));
  for (const p of pages) {
    doc.addPage();
    fullPicture(doc, pic(p.user_pic_select));
    textBlock(doc, p);
  }
  doc.addPage();
  prefacePage(doc, book);
  doc.addPage();
  backCoverPage(doc, pic(book.book_backcover));
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
