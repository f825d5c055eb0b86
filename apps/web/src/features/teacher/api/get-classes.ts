import type { ClassSummary } from '@storycat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type { ClassSummary };

export const classesQuery = queryOptions({
  queryKey: ['teacher', 'classes'],
  queryFn: async ({ signal }) => (await api.get<ClassSummary[]>('/api/teacher/classes', undefined, signal)).data,
});

export const useClasses = () => useQuery(classesQuery);
