import type { Profile } from '@storycat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api.ts';
import { store } from './storage.ts';
import { userKeys } from './query-keys.ts';

/** The signed-in user's profile: shared by the layout (points in the nav), the shelf, profile and points screens. */
export const profileQuery = queryOptions({
  queryKey: userKeys.profile,
  queryFn: async ({ signal }) => (await api.get<Profile>('/api/user/profile', undefined, signal)).data,
  staleTime: 30_000,
});

export function useProfile(enabled = true) {
  return useQuery({ ...profileQuery, enabled: enabled && Boolean(store.token()) });
}

/**
 * Logout: revoke the token on the server, clear all local storage (spec part 1 §4) and start the app afresh on the
 * landing page, so nothing of this user stays in memory on a shared school tablet.
 */
export function useLogout() {
  return useCallback(async () => {
    try {
      await api.post('/api/user/logout');
    } catch {
      // the token may already be gone; logging out locally is what matters
    }
    store.clearAll();
    window.location.replace('/');
  }, []);
}
