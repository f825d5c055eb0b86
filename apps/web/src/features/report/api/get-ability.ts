import type { ReportAbility } from '@storycat/contract';
import { api } from '../../../lib/api.ts';

export type { ReportAbility };

/** GET /api/report/ability: generates this section from the book's text and saves it. */
export const getAbility = async (bookId: string) =>
  (await api.get<ReportAbility>('/api/report/ability', { book_id: bookId })).data;
