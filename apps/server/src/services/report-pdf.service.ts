import { randomToken } from '../lib/crypto.ts';
import { PDF_FAILED, PDF_GENERATING, PDF_READY } from '../pdf/file-state.ts';
import type { BookRepository } from '../db/repositories/book.repository.ts';
import type { ReportRepository } from '../db/repositories/report.repository.ts';
import type { JobContext } from '../jobs/definitions.ts';
import { reportObject } from '@storycat/contract';
import type { Storage } from '../storage/storage.ts';
import { sharp } from '../lib/native.ts';

interface Deps {
  books: BookRepository;
  reports: ReportRepository;
  storage: Storage;
  log: { warn(o: object, m: string): void };
}

/** The `report-pdf` job: renders the saved report and records the file as ready (pdf/file-state.ts). */
export function reportPdfService(deps: Deps) {
  async function coverPng(url: string | null): Promise<Buffer | undefined> {
    const key = url?.startsWith('/files/') ? url.slice('/files/'.length) : undefined;
    const file = key ? await deps.storage.get(key).catch(() => undefined) : undefined;
    if (!file) return undefined;
    try {
      // pdfkit takes PNG/JPEG only; pictures may be WebP.
      return await sharp(file.body).resize(600, 600, { fit: 'inside' }).png().toBuffer();
    } catch (err) {
      deps.log.warn({ err, url }, 'report pdf: cover unreadable, left out');
      return undefined;
    }
  }

  return {
    async renderReportPdf(o: { bookId: string }, ctx: JobContext): Promise<void> {
      const book = await deps.books.findBookById(o.bookId);
      if (!book || book.report_pdf_status !== PDF_GENERATING) return; // deleted, or superseded by a regeneration
      try {
        const report = reportObject.required().parse(book.report);
        // pdfkit loads with the first report file, not with every server start (cold start)
        const { renderReportPdf } = await import('../report/pdf/render-report.ts');
        const pdf = await renderReportPdf({
          report: { ...report, common: { common_ch: [], common_en: [], ...report.common } },
          author: book.book_author,
          cover: await coverPng(book.book_frontcover),
        });
        const key = `reports/${book.id}/${randomToken(12)}.pdf`;
        await deps.storage.put(key, pdf, 'application/pdf');
        await deps.reports.setReportPdfResult(book.id, { status: PDF_READY, key });
      } catch (err) {
        if (ctx.final) await deps.reports.setReportPdfResult(book.id, { status: PDF_FAILED });
        throw err;
      }
    },
  };
}
export type ReportPdfService = ReturnType<typeof reportPdfService>;
