import type { GivePointsResult } from '@storycat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { teacherKeys } from './query-keys.ts';

export const givePoints = (o: { classId: string; pupilIds: string[]; amount: number; key: string }) =>
  api.post<GivePointsResult>(`/api/teacher/classes/${o.classId}/points`, {
    pupil_ids: o.pupilIds,
    amount: o.amount,
    key: o.key,
  });

export function useGivePoints() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: givePoints, onSuccess: () => qc.invalidateQueries({ queryKey: teacherKeys.all }) });
}
