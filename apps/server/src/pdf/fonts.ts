import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf'),
};
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/**
 * The one font loader of every PDF (e-book, bilingual book, report, login cards): Noto Sans TC (OFL), read once per
 * process (7 MB each) on first use; pdfkit embeds only the glyphs each document uses (a subset per document).
 */
export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  return (fonts ??= { regular: fs.readFileSync(FILES.regular), bold: fs.readFileSync(FILES.bold) });
}

/** Registers the two weights on a document under the given names. */
export function registerPdfFonts(doc: PDFKit.PDFDocument, names = { regular: 'regular', bold: 'bold' }): void {
  const { regular, bold } = pdfFonts();
  doc.registerFont(names.regular, regular);
  doc.registerFont(names.bold, bold);
}
