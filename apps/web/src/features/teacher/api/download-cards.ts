import type { LoginCard } from '@storycat/contract';
import { MSG } from '@storycat/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { store } from '../../../lib/storage.ts';

/**
 * Posts the one-time passwords to the card renderer and saves the PDF. The answer is a file, not the JSON
 * envelope, so this is the one fetch outside `api`.
 */
export async function downloadCards(o: { classId: string; cards: LoginCard[]; fileName: string }) {
  const res = await fetch(`/api/teacher/classes/${o.classId}/cards.pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${store.token() ?? ''}` },
    body: JSON.stringify({ cards: o.cards }),
  });
  if (!res.ok) {
    const env = (await res.json().catch(() => null)) as { msg?: string; code?: number } | null;
    throw new ApiError(env?.msg ?? MSG.networkError, res.status, env?.code ?? 0);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = o.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadCards = () => useMutation({ mutationFn: downloadCards });
