import type { Storage } from './storage.ts';
import { cpuGate } from '../lib/cpu-gate.ts';
import { sharp } from '../lib/native.ts';

/** Widths a thumbnail may have; a request snaps up to one of them, so a caller cannot fill the storage. */
export const THUMB_WIDTHS = [160, 320, 640, 1024] as const;

export function thumbWidth(requested: number): number {
  return THUMB_WIDTHS.find((w) => w >= requested) ?? THUMB_WIDTHS.at(-1)!;
}

const THUMB_TYPES = ['webp', 'jpg'] as const;
const derivedKey = (key: string, width: number, ext: string) => `thumbs/w${width}/${key}.${ext}`;

/** Every sized copy a picture can have (each width, WebP and JPEG): deleted with the picture. */
export function derivedKeysOf(key: string): string[] {
  return THUMB_WIDTHS.flatMap((w) => THUMB_TYPES.map((ext) => derivedKey(key, w, ext)));
}

/** The folders holding the sized copies of every picture under `folder`. */
export function derivedFoldersOf(folder: string): string[] {
  return THUMB_WIDTHS.map((w) => `thumbs/w${w}/${folder}`);
}

/** Deletes a picture and every sized copy made of it. */
export async function deleteWithCopies(storage: Storage, key: string): Promise<void> {
  await storage.delete(key);
  for (const k of derivedKeysOf(key)) await storage.delete(k);
}

/** Deletes a folder and the sized copies of every picture in it. */
export async function deleteFolderWithCopies(storage: Storage, folder: string): Promise<void> {
  await storage.deletePrefix(folder);
  for (const f of derivedFoldersOf(folder)) await storage.deletePrefix(f);
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
  const derived = derivedKey(o.key, o.width, ext);
  const stored = await storage.get(derived);
  if (stored) return stored;
  const src = await storage.get(o.key);
  if (!src || !/^image\/(png|jpeg|webp)$/.test(src.contentType)) return undefined;
  const img = sharp(src.body, { limitInputPixels: 4096 * 4096 }).resize({ width: o.width, withoutEnlargement: true });
  // CPU-heavy like a picture (lib/cpu-gate.ts), but never refused: an <img> cannot show the busy message
  const body = await cpuGate.run(
    'picture',
    () =>
      o.webp
        ? img.webp({ quality: 78 }).toBuffer()
        : img.flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer(),
    { refusable: false },
  );
  const contentType = o.webp ? 'image/webp' : 'image/jpeg';
  await storage.put(derived, body, contentType);
  return { body, contentType };
}
