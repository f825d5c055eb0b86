import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { classesQuery, type ClassSummary } from './get-classes.ts';

export const createClass = (name: string) => api.post<ClassSummary>('/api/teacher/classes', { name });

export function useCreateClass() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: () => qc.invalidateQueries({ queryKey: classesQuery.queryKey }),
  });
}
