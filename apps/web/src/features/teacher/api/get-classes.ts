import type { ClassSummary } from '@storycat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { teacherKeys } from './query-keys.ts';

export type { ClassSummary };

export const classesQuery = queryOptions({
  queryKey: teacherKeys.classes(),
  queryFn: async ({ signal }) => (await api.get<ClassSummary[]>('/api/teacher/classes', undefined, signal)).data,
});

export const useClasses = () => useQuery(classesQuery);
