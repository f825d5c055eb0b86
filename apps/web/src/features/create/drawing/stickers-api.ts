import type { AnswerData } from '@storycat/contract';
import type { stickerListAnswer } from '@storycat/contract/drawing';
import { api } from '../../../lib/api.ts';
import { store } from '../../../lib/storage.ts';

/** The sticker catalogue (issue 24), read only by the lazy canvas chunk: the launcher's api.ts stays small. */
export type StickerItem = AnswerData<typeof stickerListAnswer>['stickers'][number];

/** GET /api/tool/stickers: the illustrator's sticker catalogue (id, label, PNG url). */
export async function listStickers(): Promise<StickerItem[]> {
  return (await api.get<AnswerData<typeof stickerListAnswer>>('/api/tool/stickers')).data.stickers;
}

const blobUrls = new Map<string, Promise<string>>();
/**
 * A picture the page can show and the canvas can draw: a sticker under /api/ needs the login token, which an
 * <img> does not send, so it is fetched once and kept as a blob: URL (same origin: the canvas can still be saved).
 */
export function pictureUrl(src: string): Promise<string> {
  if (!src.startsWith('/api/')) return Promise.resolve(src);
  let url = blobUrls.get(src);
  if (!url) {
    const token = store.token();
    url = fetch(src, { headers: token ? { authorization: `Bearer ${token}` } : {} }).then(async (r) => {
      if (!r.ok) throw new Error(`sticker ${r.status}`);
      return URL.createObjectURL(await r.blob());
    });
    url.catch(() => blobUrls.delete(src));
    blobUrls.set(src, url);
  }
  return url;
}
