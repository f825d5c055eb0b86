import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ClassDetail, PupilOverview } from '@storycat/contract';
import { teacherKeys } from './query-keys.ts';

export type { ClassDetail, PupilOverview };

export const classQuery = (classId: string) =>
  queryOptions({
    queryKey: teacherKeys.class(classId),
    queryFn: async ({ signal }) =>
      (await api.get<ClassDetail>(`/api/teacher/classes/${classId}`, undefined, signal)).data,
  });

export const useClassDetail = (classId: string) => useQuery(classQuery(classId));
