import PDFDocument from 'pdfkit';
import type { LoginCard } from '@storycat/contract';
import { TEACHER_MSG } from '@storycat/contract/teacher-messages';
import { registerPdfFonts } from './fonts.ts';

// A4 in points; 2 columns × 5 rows = 10 cards per page, cut along the dashed lines.
const A4 = { w: 595.28, h: 841.89 };
const MARGIN = 28;
const COLS = 2;
const ROWS = 5;
export const CARDS_PER_PAGE = COLS * ROWS;

/** Renders login cards to a PDF in memory; the passwords are never stored or logged. */
export function renderLoginCards(o: {
  schoolName: string;
  className: string;
  loginUrl: string;
  cards: LoginCard[];
}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Title: TEACHER_MSG.cardFileTitle(o.schoolName, o.className) },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const cw = (A4.w - MARGIN * 2) / COLS;
  const ch = (A4.h - MARGIN * 2) / ROWS;
  o.cards.forEach((card, i) => {
    if (i > 0 && i % CARDS_PER_PAGE === 0) doc.addPage();
    const slot = i % CARDS_PER_PAGE;
    drawCard(doc, { x: MARGIN + (slot % COLS) * cw, y: MARGIN + Math.floor(slot / COLS) * ch, w: cw, h: ch }, card, o);
  });
  doc.end();
  return finished;
}

type Box = { x: number; y: number; w: number; h: number };

function drawCard(
  doc: PDFKit.PDFDocument,
  b: Box,
  card: LoginCard,
  o: { schoolName: string; className: string; loginUrl: string },
) {
  doc.save().dash(4, { space: 4 }).strokeColor('#9a9a9a').rect(b.x, b.y, b.w, b.h).stroke().restore();
  const x = b.x + 16;
  const w = b.w - 32;
  doc
    .fillColor('#e07b39')
    .font('bold')
    .fontSize(11)
    .text(TEACHER_MSG.cardHeading, x, b.y + 12, { width: w });
  doc
    .fillColor('#555')
    .font('regular')
    .fontSize(9)
    .text(`${o.schoolName}\u3000${o.className}`, x, b.y + 29, { width: w });
  doc
    .fillColor('#111')
    .font('bold')
    .fontSize(16)
    .text(card.name, x, b.y + 44, { width: w, lineBreak: false });
  const line = (label: string, value: string, y: number) => {
    doc.font('regular').fontSize(10).fillColor('#555').text(label, x, y, { width: 40 });
    doc
      .font('bold')
      .fontSize(13)
      .fillColor('#111')
      .text(value, x + 42, y - 2, { width: w - 42, lineBreak: false });
  };
  line(TEACHER_MSG.cardUsername, card.username, b.y + 74);
  line(TEACHER_MSG.cardPassword, card.password, b.y + 96);
  doc.font('regular').fontSize(8).fillColor('#555');
  doc.text(TEACHER_MSG.cardLoginUrl, x, b.y + 122, { width: w });
  doc.fillColor('#1a5fb4').text(o.loginUrl, x, b.y + 134, { width: w, link: o.loginUrl });
}
