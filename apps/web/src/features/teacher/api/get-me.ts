import type { TeacherMe } from '@storycat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type { TeacherMe };

export const teacherMeQuery = queryOptions({
  queryKey: ['teacher', 'me'],
  queryFn: async ({ signal }) => (await api.get<TeacherMe>('/api/teacher/me', undefined, signal)).data,
  retry: false,
});

export const useTeacherMe = () => useQuery(teacherMeQuery);
