import type { ReportCharacter } from '@storycat/contract';
import { api } from '../../../lib/api.ts';

export type { ReportCharacter };

/** GET /api/report/character: generates this section from the book's text and saves it. */
export const getCharacter = async (bookId: string) =>
  (await api.get<ReportCharacter>('/api/report/character', { book_id: bookId })).data;
