import type { ReportTraits } from '@storycat/contract';
import { api } from '../../../lib/api.ts';

export type { ReportTraits };

/** GET /api/report/traits: generates this section from the book's text and saves it. */
export const getTraits = async (bookId: string) =>
  (await api.get<ReportTraits>('/api/report/traits', { book_id: bookId })).data;
