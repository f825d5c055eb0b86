import type { BookReadView } from '@storycat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { teacherKeys } from './query-keys.ts';

export const pupilBookQuery = (pupilId: string, bookId: string) =>
  queryOptions({
    queryKey: teacherKeys.pupilBook(pupilId, bookId),
    queryFn: async ({ signal }) =>
      (await api.get<BookReadView>(`/api/teacher/pupils/${pupilId}/books/${bookId}`, undefined, signal)).data,
  });

export const usePupilBook = (pupilId: string, bookId: string) => useQuery(pupilBookQuery(pupilId, bookId));
