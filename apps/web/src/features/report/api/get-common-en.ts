import type { ReportCommonEn } from '@storycat/contract';
import { api } from '../../../lib/api.ts';

export type { ReportCommonEn };

/** GET /api/report/common-en: generates this section from the book's text and saves it. */
export const getCommonEn = async (bookId: string) =>
  (await api.get<ReportCommonEn>('/api/report/common-en', { book_id: bookId })).data;
