import type { AccType } from '@storycat/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface LoginAnswer {
  token: string;
  acc_type: AccType;
  is_trial: boolean;
  username: string;
  /** 'teacher' and 'school_admin' land on /teacher */
  role?: string;
}

export const login = async (body: { username: string; password: string; acc_type: AccType }) =>
  (await api.post<LoginAnswer>('/api/user/login', body)).data!;

export function useLogin() {
  return useMutation({ mutationFn: login });
}
