import { MSG } from '@storycat/contract/messages';
import { ERR } from '@storycat/contract/codes';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api.ts';
import { store } from '../../../lib/storage.ts';

/**
 * GET /api/user/export: the answer is a zip, not the JSON envelope, so it is fetched here with the token and handed
 * to the browser as a download.
 */
export async function downloadMyData(): Promise<void> {
  let res: Response;
  try {
    res = await fetch('/api/user/export', { headers: { authorization: `Bearer ${store.token() ?? ''}` } });
  } catch {
    throw new ApiError(MSG.networkError, 0, ERR.server);
  }
  if (!res.ok) throw new ApiError(MSG.networkError, res.status, ERR.server);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'storycat.zip';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

export const deleteAccount = (password: string) => api.post('/api/user/delete', { password });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
