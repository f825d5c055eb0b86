/**
 * The reader's picture sources. A stored picture (`/files/…`) is asked for at the width the screen needs, as WebP
 * where the browser takes it (apps/server/src/routes/files.routes.ts): a few tens of KB instead of the drawn
 * 1024×768 PNG. The page is never wider than the window, and 1024 is the drawn width, so on a 2× tablet or a
 * phone the browser takes 1024 and a small 1× window 640 — never an enlarged picture. Any other address
 * (a picture a remote service still holds) is used as it is.
 */
const SIZES = '(max-width: 1024px) 100vw, 1024px';

export interface PictureSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export function pictureSource(src: string): PictureSource {
  if (!src.startsWith('/files/')) return { src };
  return { src: `${src}?w=1024`, srcSet: `${src}?w=640 640w, ${src}?w=1024 1024w`, sizes: SIZES };
}

/** Fetches a picture into the browser's cache the way an <img> with the same sources would choose it. */
export function preloadPicture(src: string): void {
  const source = pictureSource(src);
  const img = new Image();
  // sizes and srcset before src, or the browser starts on src alone
  if (source.sizes) img.sizes = source.sizes;
  if (source.srcSet) img.srcset = source.srcSet;
  img.src = source.src;
}
