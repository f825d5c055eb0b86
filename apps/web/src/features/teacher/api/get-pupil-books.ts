import type { PupilBooks } from '@storycat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type { PupilBooks };

export const pupilBooksQuery = (pupilId: string) =>
  queryOptions({
    queryKey: ['teacher', 'pupil-books', pupilId],
    queryFn: async ({ signal }) =>
      (await api.get<PupilBooks>(`/api/teacher/pupils/${pupilId}/books`, undefined, signal)).data,
  });

export const usePupilBooks = (pupilId: string) => useQuery(pupilBooksQuery(pupilId));
