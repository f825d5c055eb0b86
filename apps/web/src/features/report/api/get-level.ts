import type { ReportLevel } from '@storycat/contract';
import { api } from '../../../lib/api.ts';

export type { ReportLevel };

/** GET /api/report/level: generates this section from the book's text and saves it. */
export const getLevel = async (bookId: string) =>
  (await api.get<ReportLevel>('/api/report/level', { book_id: bookId })).data;
