import type { SavedReport } from '@storycat/contract';
import { PDF_POLL_MS } from '@storycat/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reportKeys } from './query-keys.ts';

export type { SavedReport };

/** GET /api/book/info: the report screen reads its saved report and the report PDF's state from book info. */
export const getSavedReport = async (bookId: string): Promise<SavedReport> => {
  const info = (await api.get<SavedReport>('/api/book/info', { book_id: bookId })).data;
  return { report: info.report, report_pdf_url: info.report_pdf_url, report_pdf_status: info.report_pdf_status };
};

export const savedReportQuery = (bookId: string) =>
  queryOptions({ queryKey: reportKeys.saved(bookId), queryFn: () => getSavedReport(bookId), retry: false });

/** While the PDF is being made (status 1) book info is polled every 3 s (part 2 §4). */
export function useSavedReport(bookId: string, enabled: boolean) {
  return useQuery({
    ...savedReportQuery(bookId),
    enabled,
    refetchInterval: (q) => (q.state.data?.report_pdf_status === 1 ? PDF_POLL_MS : false),
  });
}
