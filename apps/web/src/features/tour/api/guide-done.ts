import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@storycat/contract/constants';
import { api } from '../../../lib/api.ts';
import { profileQuery } from '../../../lib/auth.ts';
import { store } from '../../../lib/storage.ts';

/** Marks the intro tour done, on this device (haveGuide) and on the server (so other devices know too). */
export async function markGuideDone(): Promise<void> {
  await api.post('/api/user/guide', { done: true });
  store.set(STORAGE_KEYS.haveGuide, 'true');
}

export function useMarkGuideDone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markGuideDone,
    onSuccess: () => void qc.invalidateQueries({ queryKey: profileQuery.queryKey }),
  });
}
