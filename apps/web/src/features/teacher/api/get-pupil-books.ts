import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface PupilBooks {
  pupil: { id: string; name: string; username: string };
  books: { book_id: string; title: string; pages: number; words: number; has_report: boolean; updated_at: string }[];
}

export const pupilBooksQuery = (pupilId: string) =>
  queryOptions({
    queryKey: ['teacher', 'pupil-books', pupilId],
    queryFn: async ({ signal }) =>
      (await api.get<PupilBooks>(`/api/teacher/pupils/${pupilId}/books`, undefined, signal)).data!,
  });

export const usePupilBooks = (pupilId: string) => useQuery(pupilBooksQuery(pupilId));
