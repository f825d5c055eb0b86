import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const requestReset = async (email: string) => api.post('/api/user/resetpw', { email });
export const confirmReset = async (body: { token: string; password: string }) =>
  api.post('/api/user/resetpw/confirm', body);

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset });
}
export function useConfirmReset() {
  return useMutation({ mutationFn: confirmReset });
}
