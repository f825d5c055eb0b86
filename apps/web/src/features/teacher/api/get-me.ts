import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface TeacherMe {
  username: string;
  name: string;
  role: 'teacher' | 'school_admin';
  school: { id: string; name: string; point: number };
}

export const teacherMeQuery = queryOptions({
  queryKey: ['teacher', 'me'],
  queryFn: async ({ signal }) => (await api.get<TeacherMe>('/api/teacher/me', undefined, signal)).data!,
  retry: false,
});

export const useTeacherMe = () => useQuery(teacherMeQuery);
