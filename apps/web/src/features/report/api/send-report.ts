import type { ReportPdfState } from '@storycat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { savedReportQuery, type SavedReport } from './get-saved-report.ts';

/** GET /api/book/send-report: starts the report PDF (status 1); the saved-report query then polls. */
export const sendReport = async (bookId: string) =>
  (await api.get<ReportPdfState>('/api/book/send-report', { book_id: bookId })).data;

export function useSendReport(bookId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sendReport(bookId),
    onSuccess: (state) =>
      qc.setQueryData(savedReportQuery(bookId).queryKey, (old: SavedReport | undefined) =>
        old ? { ...old, ...state } : old,
      ),
  });
}
