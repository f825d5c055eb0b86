import sharp from 'sharp';
import type { Storage } from './storage.ts';

/** Widths a thumbnail may have; a request snaps up to one of them, so a caller cannot fill the storage. */
export const THUMB_WIDTHS = [160, 320, 640, 1024] as const;

export function thumbWidth(requested: number): number {
  return THUMB_WIDTHS.find((w) => w >= requested) ?? THUMB_WIDTHS.at(-1)!;
}

/**
 * A picture at a smaller width, WebP when the browser takes it, else JPEG on white. Made once with sharp on
 * first request and stored beside the original under `thumbs/`, so later requests are a plain read.
 * Undefined when the original is missing or not a raster picture.
 */
export async function thumbnail(
  storage: Storage,
  o: { key: string; width: number; webp: boolean },
): Promise<{ body: Buffer; contentType: string } | undefined> {
  const ext = o.webp ? 'webp' : 'jpg';
  const derived = `thumbs/w${o.width}/${o.key}.${ext}`;
  const stored = await storage.get(derived);
  if (stored) return stored;
  const src = await storage.get(o.key);
  if (!src || !/^image\/(png|jpeg|webp)$/.test(src.contentType)) return undefined;
  const img = sharp(src.body, { limitInputPixels: 4096 * 4096 }).resize({ width: o.width, withoutEnlargement: true });
  const body = o.webp
    ? await img.webp({ quality: 78 }).toBuffer()
    : await img.flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
  const contentType = o.webp ? 'image/webp' : 'image/jpeg';
  await storage.put(derived, body, contentType);
  return { body, contentType };
}
