import type { RegisterData } from '@storycat/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const register = async (body: {
  username: string;
  password: string;
  name: string;
  email: string;
  trial: boolean;
}) => api.post<RegisterData>('/api/user/register', { ...body, acc_type: 'personal' });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
