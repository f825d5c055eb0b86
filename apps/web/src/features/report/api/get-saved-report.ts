import type { ReportObject, ReportPdfState } from '@storycat/contract';
import { PDF_POLL_MS } from '@storycat/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type SavedReport = { report: ReportObject | null } & ReportPdfState;

/** GET /api/report/saved: the saved report and the report PDF's state (the report part of book info). */
export const getSavedReport = async (bookId: string) =>
  (await api.get<SavedReport>('/api/report/saved', { book_id: bookId })).data!;

export const savedReportQuery = (bookId: string) =>
  queryOptions({ queryKey: ['report', bookId, 'saved'], queryFn: () => getSavedReport(bookId), retry: false });

/** While the PDF is being made (status 1) the state is polled every 3 s (part 2 §4). */
export function useSavedReport(bookId: string, enabled: boolean) {
  return useQuery({
    ...savedReportQuery(bookId),
    enabled,
    refetchInterval: (q) => (q.state.data?.report_pdf_status === 1 ? PDF_POLL_MS : false),
  });
}
