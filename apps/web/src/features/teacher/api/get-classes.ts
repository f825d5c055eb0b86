import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface ClassSummary {
  id: string;
  name: string;
  pupil_count: number;
  mine: boolean;
}

export const classesQuery = queryOptions({
  queryKey: ['teacher', 'classes'],
  queryFn: async ({ signal }) => (await api.get<ClassSummary[]>('/api/teacher/classes', undefined, signal)).data!,
});

export const useClasses = () => useQuery(classesQuery);
