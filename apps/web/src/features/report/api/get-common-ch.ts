import type { ReportCommonCh } from '@storycat/contract';
import { api } from '../../../lib/api.ts';

export type { ReportCommonCh };

/** GET /api/report/common-ch: generates this section from the book's text and saves it. */
export const getCommonCh = async (bookId: string) =>
  (await api.get<ReportCommonCh>('/api/report/common-ch', { book_id: bookId })).data;
