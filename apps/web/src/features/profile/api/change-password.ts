import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const changePassword = async (body: { password_old: string; password_new: string }) =>
  api.post('/api/user/changepwd', body);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
