import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ClassSummary } from './get-classes.ts';
import { teacherKeys } from './query-keys.ts';

export const renameClass = (o: { classId: string; name: string }) =>
  api.post<ClassSummary>(`/api/teacher/classes/${o.classId}/rename`, { name: o.name });

export function useRenameClass() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: renameClass, onSuccess: () => qc.invalidateQueries({ queryKey: teacherKeys.all }) });
}
