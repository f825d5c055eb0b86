import PDFDocument from 'pdfkit';
import { Resvg } from '@resvg/resvg-js';
import { REPORT_TEXT, REPORT_UI, zodiacName, type ReportObject } from '@storycat/contract';
import { APP_NAME } from '@storycat/contract/book-texts';
import { zodiacSvg } from '../zodiac-art.ts';
import { INK, abilityBars, levelBar, radar, treemap } from './charts.ts';
import { registerPdfFonts } from '../../pdf/fonts.ts';

export interface ReportPdfInput {
  report: Required<ReportObject>;
  author: string;
  /** the front cover as PNG or JPEG, when the book has one */
  cover?: Buffer;
}

const num = (s: string) => parseFloat(s) || 0;
const W = 595.28;
const M = 48;
const CW = W - 2 * M;

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.font('bold').fontSize(18).fillColor(INK).text(text, M, M);
  doc
    .moveTo(M, M + 28)
    .lineTo(W - M, M + 28)
    .lineWidth(1)
    .strokeColor('#f4a261')
    .stroke();
  doc.font('regular').moveDown(1.2);
}

/** The disclaimer on every page, below the bottom margin (which would otherwise start a new page). */
function footer(doc: PDFKit.PDFDocument) {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.font('regular').fontSize(8).fillColor('#8a8190');
  doc.text(`${APP_NAME.full} · ${REPORT_TEXT.disclaimer}`, M, 805, { width: CW, align: 'center', lineBreak: false });
  doc.page.margins.bottom = bottom;
}

function paragraph(doc: PDFKit.PDFDocument, title: string, body: string) {
  doc.font('bold').fontSize(12).fillColor(INK).text(title, M);
  doc.font('regular').fontSize(10.5).fillColor('#4a4250').text(body, M, undefined, { width: CW, lineGap: 3 });
  doc.moveDown(0.8);
}

function overview(doc: PDFKit.PDFDocument, input: ReportPdfInput) {
  const { story_basic: b, analysis } = input.report;
  heading(doc, REPORT_UI.fileTitle(b.title_ch));
  const top = doc.y;
  if (input.cover) doc.image(input.cover, M, top, { fit: [150, 150] });
  const x = input.cover ? M + 170 : M;
  doc.fontSize(11).fillColor(INK);
  const U = REPORT_UI;
  const lines = [
    U.field(U.title, b.title_ch),
    U.field(U.titleEn, b.title_en || '—'),
    U.field(U.author, input.author || '—'),
  ];
  if (b.age !== null) lines.push(U.field(U.age, U.ageValue(b.age)));
  lines.push(U.field(U.wordCount, U.wordCountValue(b.word_count)));
  doc.text(lines.join('\n'), x, top, { lineGap: 6 });
  doc.y = Math.max(doc.y, input.cover ? top + 160 : doc.y) + 10;
  paragraph(doc, U.explanation, REPORT_TEXT.explanation);
  paragraph(doc, U.interest, analysis.interest);
  paragraph(doc, U.sum, analysis.sum);
  paragraph(doc, U.mastery, analysis.mastery);
  paragraph(doc, U.disclaimerTitle, REPORT_TEXT.disclaimer);
}

function vocabulary(doc: PDFKit.PDFDocument, r: Required<ReportObject>) {
  heading(doc, REPORT_UI.tabVocabulary);
  const l = r.level;
  const band = l.band_ch && l.grade ? { ...l.band_ch, label: REPORT_UI.gradeBand(l.grade) } : null;
  levelBar(doc, { x: M, y: 95, w: CW, h: 40 }, REPORT_UI.levelCh, l.level_ch, { band });
  if (l.compare_ch) doc.fillColor('#4a4250').fontSize(9).text(l.compare_ch, M, 150, { width: CW });
  levelBar(doc, { x: M, y: 178, w: CW, h: 40 }, REPORT_UI.levelEn, l.level_en, { note: l.en_note });
  treemap(doc, { x: M, y: 240, w: CW, h: 260 }, REPORT_UI.commonCh, r.common.common_ch ?? []);
  treemap(doc, { x: M, y: 515, w: CW, h: 265 }, REPORT_UI.commonEn, r.common.common_en ?? [], l.en_note);
}

function personality(doc: PDFKit.PDFDocument, r: Required<ReportObject>) {
  heading(doc, REPORT_UI.tabTraits);
  const svg = zodiacSvg(r.character.animal, 240);
  // an emoji's paths, no text: resvg need not read the system's fonts (≈ 20 ms)
  if (svg) doc.image(new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng(), M, 95, { width: 90 });
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(INK)
    .text(zodiacName(r.character.animal), M + 110, 100);
  doc
    .font('regular')
    .fontSize(10.5)
    .fillColor('#4a4250')
    .text(r.character.text, M + 110, 126, { width: CW - 110 });
  doc.font('bold').fontSize(12).fillColor(INK).text(REPORT_UI.abilityTitle, M, 210);
  doc.font('regular');
  const a = r.ability;
  abilityBars(
    doc,
    { x: M, y: 232, w: CW, h: 100 },
    {
      creative: num(a.creative),
      emotion: num(a.emotion),
      logical: num(a.logical),
    },
  );
  doc.fontSize(9).fillColor('#4a4250');
  const desc = (s: string) => s.slice(s.indexOf(', ') + 2);
  const names = REPORT_TEXT.abilityNames;
  const abilityLines = [
    REPORT_UI.field(names.creative, desc(a.creative)),
    REPORT_UI.field(names.emotion, desc(a.emotion)),
    REPORT_UI.field(names.logical, desc(a.logical)),
  ];
  doc.text(abilityLines.join('\n'), M, 340, {
    width: CW,
    lineGap: 2,
  });
  // the ability texts quote the book's phrases and may run longer: what follows moves down with them
  const shift = Math.max(0, Math.min(60, doc.y + 12 - 420));
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(INK)
    .text(REPORT_UI.traitsTitle, M, 420 + shift);
  doc.font('regular');
  const t = r.traits;
  radar(doc, M + 140, 585 + shift, 100, {
    extrovert: num(t.extrovert),
    kind: num(t.kind),
    responsible: num(t.responsible),
    open: num(t.open),
    stable: num(t.stable),
  });
  doc.fontSize(9).fillColor('#4a4250');
  doc.text(Object.values(REPORT_TEXT.traits).join('\n'), M + 300, 505 + shift, { width: CW - 300, lineGap: 6 });
}

/** The report as an A4 PDF: overview, vocabulary (level bars, treemaps), personality (zodiac, bars, radar). */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    info: { Title: REPORT_UI.fileTitle(input.report.story_basic.title_ch), Author: APP_NAME.full },
  });
  registerPdfFonts(doc); // Noto Sans TC, the same font as the e-book (pdf/fonts.ts)
  doc.font('regular');
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  overview(doc, input);
  footer(doc);
  doc.addPage();
  vocabulary(doc, input.report);
  footer(doc);
  doc.addPage();
  personality(doc, input.report);
  footer(doc);
  doc.end();
  return done;
}
