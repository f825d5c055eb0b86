import type { TeacherMe } from '@storycat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { teacherKeys } from './query-keys.ts';

export type { TeacherMe };

export const teacherMeQuery = queryOptions({
  queryKey: teacherKeys.me(),
  queryFn: async ({ signal }) => (await api.get<TeacherMe>('/api/teacher/me', undefined, signal)).data,
  retry: false,
});

export const useTeacherMe = () => useQuery(teacherMeQuery);
