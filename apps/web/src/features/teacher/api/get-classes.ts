import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface ClassSummary {
  id: string;
  name: string;
  pupil_count: number;
  mine: boolean;
  /** 「需要關心」 records of the last 90 days (class list only) */
  concerns?: number;
}

export const classesQuery = queryOptions({
  queryKey: ['teacher', 'classes'],
  queryFn: async ({ signal }) => (await api.get<ClassSummary[]>('/api/teacher/classes', undefined, signal)).data!,
});

export const useClasses = () => useQuery(classesQuery);
