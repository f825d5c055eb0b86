import type { ReportAnalysis } from '@storycat/contract';
import { api } from '../../../lib/api.ts';

export type { ReportAnalysis };

/** GET /api/report/analysis: generates this section from the book's text and saves it. */
export const getAnalysis = async (bookId: string) =>
  (await api.get<ReportAnalysis>('/api/report/analysis', { book_id: bookId })).data;
