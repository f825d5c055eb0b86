import type { StoryBasicAnswer } from '@storycat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reportKeys } from './query-keys.ts';

/** GET /api/report/story-basic: fetched first; its word count decides whether a report is possible. */
export const getStoryBasic = async (bookId: string) =>
  (await api.get<StoryBasicAnswer>('/api/report/story-basic', { book_id: bookId })).data;

export const storyBasicQuery = (bookId: string) =>
  queryOptions({ queryKey: reportKeys.storyBasic(bookId), queryFn: () => getStoryBasic(bookId), retry: false });

export function useStoryBasic(bookId: string) {
  return useQuery(storyBasicQuery(bookId));
}
