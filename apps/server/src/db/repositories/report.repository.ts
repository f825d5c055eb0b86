import { sql } from 'kysely';
import type { Database } from '../kysely.ts';
import { PDF_FAILED, PDF_GENERATING, PDF_READY } from '../../pdf/file-state.ts';

export type ReportKey = 'story_basic' | 'analysis' | 'level' | 'common' | 'character' | 'ability' | 'traits';

/** The saved report (books.report, JSONB) and the report PDF's state. */
export function reportRepository(db: Database) {
  return {
    /**
     * Saves sections of the report in one statement. Object sections are merged key by key, so common_ch
     * and common_en (both under `common`) can come from separate calls. With `clearPdf` the old report PDF
     * (no longer matching) is forgotten in the same statement — unless one is being made — and its key is
     * returned so the file can be deleted.
     */
    async saveReportSections(
      bookId: string,
      sections: Partial<Record<ReportKey, object>>,
      opts: { clearPdf?: boolean } = {},
    ): Promise<{ staleKey: string | null }> {
      const clear = opts.clearPdf === true;
      const r = await sql<{ stale_key: string | null }>`
        update books b
           set report = coalesce(b.report, '{}'::jsonb) || (
                 select coalesce(jsonb_object_agg(n.key, coalesce(b.report -> n.key, '{}'::jsonb) || n.value), '{}'::jsonb)
                   from jsonb_each(${JSON.stringify(sections)}::jsonb) n),
               report_pdf_key = case when ${clear} and b.report_pdf_status is distinct from ${PDF_GENERATING} then null else b.report_pdf_key end,
               report_pdf_status = case when ${clear} and b.report_pdf_status is distinct from ${PDF_GENERATING} then null else b.report_pdf_status end,
               updated_at = now()
          from (select id, report_pdf_key, report_pdf_status from books where id = ${bookId} for update) old
         where b.id = old.id
        returning case when ${clear} and old.report_pdf_status is distinct from ${PDF_GENERATING} then old.report_pdf_key end as stale_key`.execute(
        db,
      );
      return { staleKey: r.rows[0]?.stale_key ?? null };
    },

    /** Marks the report PDF as generating and forgets the old file; returns the old key to delete. */
    async markReportPdfGenerating(bookId: string): Promise<string | null> {
      const r = await sql<{ old_key: string | null }>`
        update books b set report_pdf_status = ${PDF_GENERATING}, report_pdf_key = null, updated_at = now()
          from (select id, report_pdf_key from books where id = ${bookId} for update) old
         where b.id = old.id
        returning old.report_pdf_key as old_key`.execute(db);
      return r.rows[0]?.old_key ?? null;
    },

    async setReportPdfResult(
      bookId: string,
      result: { status: typeof PDF_READY; key: string } | { status: typeof PDF_FAILED },
    ): Promise<void> {
      await db
        .updateTable('books')
        .set({
          report_pdf_status: result.status,
          report_pdf_key: result.status === PDF_READY ? result.key : null,
          updated_at: sql`now()`,
        })
        .where('id', '=', bookId)
        .execute();
    },
  };
}
export type ReportRepository = ReturnType<typeof reportRepository>;
