import type { SetPasswordResult } from '@storycat/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const setPupilPassword = (o: { pupilId: string; password: string }) =>
  api.post<SetPasswordResult>(`/api/teacher/pupils/${o.pupilId}/password`, { password: o.password });

export const useSetPupilPassword = () => useMutation({ mutationFn: setPupilPassword });
