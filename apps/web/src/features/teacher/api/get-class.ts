import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ClassSummary } from './get-classes.ts';

export interface PupilOverview {
  id: string;
  name: string;
  username: string;
  point: number;
  books: number;
  pages_written: number;
  words_written: number;
  last_written_at: string | null;
  /** the report analyser's Chinese level of the latest book (null under 150 words), one highlight quoting it */
  level_ch?: number | null;
  highlight?: string | null;
  highlight_book?: string | null;
}
export interface ClassDetail {
  class: ClassSummary;
  school: { name: string; point: number };
  pupils: PupilOverview[];
}

export const classQuery = (classId: string) =>
  queryOptions({
    queryKey: ['teacher', 'class', classId],
    queryFn: async ({ signal }) =>
      (await api.get<ClassDetail>(`/api/teacher/classes/${classId}`, undefined, signal)).data!,
  });

export const useClassDetail = (classId: string) => useQuery(classQuery(classId));
