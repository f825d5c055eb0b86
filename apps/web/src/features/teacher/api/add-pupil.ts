import type { AddPupilResult } from '@storycat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { teacherKeys } from './query-keys.ts';

export const addPupil = (o: { classId: string; name: string; username: string; password: string }) =>
  api.post<AddPupilResult>(`/api/teacher/classes/${o.classId}/pupils`, {
    name: o.name,
    username: o.username,
    password: o.password,
  });

export function useAddPupil() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addPupil, onSuccess: () => qc.invalidateQueries({ queryKey: teacherKeys.all }) });
}
