import type { PupilBooks } from '@storycat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { teacherKeys } from './query-keys.ts';

export type { PupilBooks };

export const pupilBooksQuery = (pupilId: string) =>
  queryOptions({
    queryKey: teacherKeys.pupilBooks(pupilId),
    queryFn: async ({ signal }) =>
      (await api.get<PupilBooks>(`/api/teacher/pupils/${pupilId}/books`, undefined, signal)).data,
  });

export const usePupilBooks = (pupilId: string) => useQuery(pupilBooksQuery(pupilId));
