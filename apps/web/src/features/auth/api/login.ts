import type { AccType, LoginData } from '@storycat/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const login = async (body: { username: string; password: string; acc_type: AccType }) =>
  (await api.post<LoginData>('/api/user/login', body)).data;

export function useLogin() {
  return useMutation({ mutationFn: login });
}
