import type { AccType, LoginData } from '@storycat/contract';
import { useCallback, useState } from 'react';
import { api } from '../../../lib/api.ts';

export const login = async (body: { username: string; password: string; acc_type: AccType }) =>
  (await api.post<LoginData>('/api/user/login', body)).data;

/**
 * The login without TanStack Query: the login screen is part of the first JavaScript a child loads, and a
 * mutation's cache is of no use here (decision 0024). `pending` while the answer is on its way.
 */
export function useLogin() {
  const [pending, setPending] = useState(false);
  const run = useCallback(async (body: Parameters<typeof login>[0]) => {
    setPending(true);
    try {
      return await login(body);
    } finally {
      setPending(false);
    }
  }, []);
  return { mutateAsync: run, isPending: pending };
}

/** Empties the query cache left by an earlier account (if it was ever loaded: it is fetched on demand). */
export async function forgetCachedAnswers() {
  (await import('../../../lib/query-client.ts')).queryClient.clear();
}
