import type { LoginCard } from '@storycat/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const setPupilPassword = (o: { pupilId: string; password: string }) =>
  api.post<{ card: LoginCard }>(`/api/teacher/pupils/${o.pupilId}/password`, { password: o.password });

export const useSetPupilPassword = () => useMutation({ mutationFn: setPupilPassword });
