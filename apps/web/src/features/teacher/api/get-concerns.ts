import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassConcerns, PupilConcern } from '@storycat/contract';
import { api } from '../../../lib/api.ts';
import { teacherKeys } from './query-keys.ts';

export type { PupilConcern };

/** 「需要關心」 of a class: pupils with texts the safety check refused in the last 90 days (issue M). */
export const concernsQuery = (classId: string) =>
  queryOptions({
    queryKey: teacherKeys.concerns(classId),
    queryFn: async ({ signal }) =>
      (await api.get<ClassConcerns>(`/api/teacher/classes/${classId}/concerns`, undefined, signal)).data.pupils,
  });

export const useConcerns = (classId: string) => useQuery(concernsQuery(classId));
